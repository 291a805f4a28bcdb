"""A skip link is the first focusable element of the session page and the archive's index
pages, and it targets the page's one <main id="main"> (tests/browser/test_skip_link.py
follows it with the keyboard)."""

from __future__ import annotations

import html.parser
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cc2html.cli.app import app
from helpers import TEST_DATA, render_path

FOCUSABLE = {"a", "button", "input", "select", "textarea", "summary"}


class _Focusable(html.parser.HTMLParser):
    """Focusable elements in document order, and every element's id."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.focusable: list[tuple[str, dict[str, str | None]]] = []
        self.ids: list[tuple[str, str | None]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        if "id" in found:
            self.ids.append((tag, found["id"]))
        if (tag in FOCUSABLE and (tag != "a" or "href" in found)) or "tabindex" in found:
            self.focusable.append((tag, found))


def _parse(page: str) -> _Focusable:
    parser = _Focusable()
    parser.feed(page)
    return parser


@pytest.fixture(scope="module")
def pages(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    root = tmp_path_factory.mktemp("skip")
    project = root / "projects" / "-home-alice-app"
    project.mkdir(parents=True)
    shutil.copy(TEST_DATA / "tools.jsonl", project / "tools.jsonl")
    out = root / "html"
    result = CliRunner().invoke(app, [str(root / "projects"), "-o", str(out), "-q", "-j", "1"])
    assert result.exit_code == 0, result.output
    session = root / "session.html"
    session.write_text(render_path(TEST_DATA / "tools.jsonl"), encoding="utf-8")
    return {"session": session, "index": out / "index.html",
            "project": out / "-home-alice-app" / "index.html"}


def test_the_first_focusable_element_skips_to_main(pages):
    for kind, path in pages.items():
        parsed = _parse(path.read_text(encoding="utf-8"))
        tag, attrs = parsed.focusable[0]
        assert (tag, attrs.get("class"), attrs.get("href")) == ("a", "skip", "#main"), kind
        assert [t for t, ident in parsed.ids if ident == "main"] == ["main"], kind
