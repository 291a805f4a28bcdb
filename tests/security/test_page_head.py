"""One <head> for every page type: the session page, the archive's index pages and its
search page all come from templates/page/_head.html, and each page's CSP allows exactly
its own inline style and scripts by hash."""

from __future__ import annotations

import base64
import hashlib
import html.parser
import re
import shutil

import pytest
from typer.testing import CliRunner

from cc2html.cli.app import app
from cc2html.resources import static_text, templates_dir
from helpers import TEST_DATA, render_path

PAGE_TEMPLATES = ("page/page.html", "archive/index.html", "archive/project.html",
                  "archive/search.html")


class _Head(html.parser.HTMLParser):
    """The tags of <head> in order, and the text of its inline <style> and <script>s."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.tags: list[tuple[str, dict[str, str | None]]] = []
        self.inline: dict[str, list[str]] = {"style": [], "script": []}
        self._open: str | None = None
        self._in_head = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "head":
            self._in_head = True
        elif self._in_head:
            self.tags.append((tag, dict(attrs)))
        if tag in self.inline and dict(attrs).get("type") != "application/json":
            self._open = tag  # (a JSON data block is never run: the CSP need not allow it)
            self.inline[tag].append("")

    def handle_endtag(self, tag: str) -> None:
        if tag == "head":
            self._in_head = False
        if tag == self._open:
            self._open = None

    def handle_data(self, data: str) -> None:
        if self._open:
            self.inline[self._open][-1] += data


def _parsed(page: str) -> _Head:
    parser = _Head()
    parser.feed(page)
    return parser


def _sha(text: str) -> str:
    return "'sha256-" + base64.b64encode(hashlib.sha256(text.encode()).digest()).decode() + "'"


@pytest.fixture(scope="module")
def pages(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("head")
    project = root / "projects" / "-home-alice-app"
    project.mkdir(parents=True)
    shutil.copy(TEST_DATA / "tools_shell.jsonl", project / "tools_shell.jsonl")
    out = root / "html"
    result = CliRunner().invoke(app, [str(root / "projects"), "-o", str(out), "-q", "-j", "1"])
    assert result.exit_code == 0, result.output
    read = lambda rel: (out / rel).read_text(encoding="utf-8")  # noqa: E731
    return {"session": render_path(TEST_DATA / "tools_shell.jsonl"),
            "archive session": read("-home-alice-app/tools_shell.html"),
            "index": read("index.html"), "project": read("-home-alice-app/index.html"),
            "search": read("search.html")}


def test_every_page_template_includes_the_one_head():
    root = templates_dir()
    for name in PAGE_TEMPLATES:
        text = (root / name).read_text(encoding="utf-8")
        assert re.search(r'{%\s*include "page/_head.html"', text), name
        assert "<head>" not in text and "Content-Security-Policy" not in text, name
    writers = [p.relative_to(root).as_posix() for p in root.rglob("*.html")
               if "Content-Security-Policy" in p.read_text(encoding="utf-8")]
    assert writers == ["page/_head.html"]


def test_every_page_type_has_the_same_head(pages):
    shapes = {}
    for kind, page in pages.items():
        tags = _parsed(page).tags
        shapes[kind] = [(tag, attrs.get("charset") or attrs.get("name") or attrs.get("http-equiv"))
                        for tag, attrs in tags if tag != "script"]
    expected = [("meta", "utf-8"), ("meta", "viewport"), ("meta", "Content-Security-Policy"),
                ("meta", "referrer"), ("meta", "generator"), ("title", None), ("style", None)]
    assert shapes == {kind: expected for kind in pages}


def _policy(page: str) -> dict[str, list[str]]:
    meta = [attrs for tag, attrs in _parsed(page).tags
            if tag == "meta" and attrs.get("http-equiv") == "Content-Security-Policy"]
    assert len(meta) == 1
    directives = [part.split() for part in (meta[0]["content"] or "").split(";")]
    return {words[0]: words[1:] for words in directives if words}


def _other_form(scripts: list[str]) -> list[str]:
    """A session page's <body> script (the last) in its other form: with highlight.js and
    paint.js appended when it lacks them, without them when it has them. The policy is
    written before the body, so it allows both (render/to_html/csp.py `more`): the only hash a
    page may carry for a script it does not hold, and that script is our own."""
    if not scripts:
        return []
    colour = static_text("vendor/hljs.js") + static_text("paint.js")
    body = scripts[-1]
    return [body[:-len(colour)] if body.endswith(colour) else body + colour]


def test_csp_allows_exactly_the_pages_own_inline_style_and_scripts(pages):
    for kind, page in pages.items():
        policy, inline = _policy(page), _parsed(page).inline
        assert policy["default-src"] == ["'none'"], kind
        assert policy["style-src"] == [_sha(text) for text in inline["style"]], kind
        hashes = [src for src in policy["script-src"] if src.startswith("'sha256-")]
        own = sorted(_sha(text) for text in inline["script"])
        with_other = sorted(own + [_sha(text) for text in _other_form(inline["script"])])
        assert sorted(hashes) in (own, with_other), kind
        assert hashes or policy["script-src"] == ["'none'"], kind
        assert "'unsafe-inline'" not in page and "'unsafe-eval'" not in page, kind
        for directive in ("base-uri", "form-action", "object-src"):
            assert policy[directive] == ["'none'"], (kind, directive)


def test_only_a_session_page_may_frame_and_only_files_beside_it(pages):
    """A session page frames its `watch` live file (static/live.js), a file beside it;
    the index and search pages frame nothing."""
    for kind, page in pages.items():
        framing = kind in ("session", "archive session")
        assert _policy(page)["frame-src"] == ["'self'" if framing else "'none'"], kind


def test_script_files_load_only_where_a_page_runs_script_and_none_may_connect(pages):
    """The search page loads its data files, an archive's session page the shared colour
    script; the index pages run their inline sort and filter script and load no file."""
    for kind, page in pages.items():
        policy = _policy(page)
        runs_script = any(src.startswith("'sha256-") for src in policy["script-src"])
        loads = runs_script and kind not in ("index", "project")
        assert ("'self'" in policy["script-src"]) == loads, kind
        if loads:
            assert policy["connect-src"] == ["'none'"], kind
        else:  # (no connect-src: default-src 'none' stands for it)
            assert "connect-src" not in policy and policy["default-src"] == ["'none'"], kind


def test_the_index_pages_run_only_their_sort_and_filter_script(pages):
    """static/archive_index.js, inline and allowed by its hash alone: no other script, no
    script file, nothing to connect to."""
    script = static_text("archive_index.js")
    for kind in ("index", "project"):
        assert _policy(pages[kind])["script-src"] == [_sha(script)], kind
        assert _parsed(pages[kind]).inline["script"] == [script], kind
