"""Archive mode with folder and file names that collide with what the archive writes itself,
or with each other: no crash, one page per session, and every link leads to a file.

Before: a project folder named `index.html` (or `search.html`) crashed the run
(IsADirectoryError writing OUT/index.html); sessions `index`, `Index` and `index-session`
all became `index-session.html` (two of three lost); prev/next links to a page whose
name needs quoting were quoted twice (`a%253Fc.html`), `#` was left raw and `\\` became a
folder. A folder or file name that is not UTF-8, or a lone surrogate escape ("\\ud800") in
a prompt, ended the run with UnicodeEncodeError (sqlite and UTF-8 files refuse them)."""

from __future__ import annotations

import html.parser
import json
import os
import re
from pathlib import Path
from urllib.parse import unquote, urlsplit

import pytest
from typer.testing import CliRunner

from cc2html.cli.app import app

PROJECTS = {
    "index.html": ["a"],
    "search.html": ["b"],
    "cc2html-search": ["sessions", "c"],
    "Proj": ["x"],
    "proj": ["index", "Index", "index-session", "a#b", "a?c", "é ü", "back\\slash", "y"],
}


class _Links(html.parser.HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.hrefs: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        href = dict(attrs).get("href")
        if tag == "a" and href:
            self.hrefs.append(href)


def _local_targets(page: Path) -> list[Path]:
    parser = _Links()
    parser.feed(page.read_text(encoding="utf-8"))
    targets = []
    for href in parser.hrefs:
        parts = urlsplit(href)
        if parts.scheme or parts.netloc or not parts.path:
            continue  # a link to a message on the same page, or out of the archive
        targets.append(page.parent / unquote(parts.path))
    return targets


def _archive(tmp_path: Path) -> tuple[Path, dict[str, str]]:
    src = tmp_path / "projects"
    texts = {}
    for project, stems in PROJECTS.items():
        (src / project).mkdir(parents=True)
        for n, stem in enumerate(stems):
            text = f"marker{len(texts)} from {project}/{stem}"
            texts[text] = f"{project}/{stem}"
            line = {"type": "user", "uuid": f"u{len(texts)}", "sessionId": f"s{len(texts)}",
                    "timestamp": f"2026-01-0{n + 1}T00:00:00Z",
                    "message": {"role": "user", "content": text}}
            (src / project / f"{stem}.jsonl").write_text(json.dumps(line) + "\n")
    return src, texts


def test_colliding_names(tmp_path: Path) -> None:
    src, texts = _archive(tmp_path)
    out = tmp_path / "site"
    result = CliRunner().invoke(app, [str(src), "-o", str(out), "--json", "-q"])
    assert result.exit_code == 0, result.output
    summary = json.loads(result.stdout)
    assert summary["sessions"] == len(texts) and summary["pages"]["written"] == len(texts)
    pages = [p for p in out.rglob("*.html") if p.is_file() and p.name != "index.html"
             and p.parent != out]  # session pages
    assert len(pages) == len(texts)
    found: dict[str, int] = {}
    for page in pages:
        shown = re.sub(r"<script\b.*?</script>", "", page.read_text(encoding="utf-8"),
                       flags=re.S)  # the page's text, not its "copy as Markdown" data
        for marker in re.findall(r"marker\d+ from [^<]+", shown):
            found[marker] = found.get(marker, 0) + 1
    assert set(found) == set(texts)
    # every link of every page (session pages, project indexes, top index) leads to a file
    for page in (p for p in out.rglob("*.html") if p.is_file()):
        for target in _local_targets(page):
            assert target.is_file(), (page.relative_to(out), target)
    # the search index lists every page where it is
    data = (out / "cc2html-search" / "sessions.js").read_text(encoding="utf-8")
    index = json.loads(data[data.index("(") + 1: data.rindex(")")])
    listed = [(out / proj / s[0]) for proj, _, sessions in index["projects"] for s in sessions]
    assert len(listed) == len(texts) and all(p.is_file() for p in listed)
    # a second run finds nothing to do
    again = CliRunner().invoke(app, [str(src), "-o", str(out), "--json", "-q"])
    assert again.exit_code == 0 and json.loads(again.stdout)["pages"]["written"] == 0


def test_names_that_are_not_utf8_and_lone_surrogates(tmp_path: Path) -> None:
    src = tmp_path / "projects"
    folder = os.fsencode(src / "proj") + b"\xff"
    try:
        os.makedirs(folder)
        with open(folder + b"/sess\xfe.jsonl", "wb") as fh:
            fh.write(b'{"type": "user", "uuid": "u1", "sessionId": "s\\ud800", "cwd": "/x\\udc00",'
                     b' "timestamp": "2026-01-01T00:00:00Z", "message": {"role": "user", '
                     b'"content": "half \\ud800 a pair \\ud83d\\ude00 whole"}}\n')
    except (OSError, UnicodeError):
        pytest.skip("this file system refuses names that are not UTF-8")
    out = tmp_path / "site"
    result = CliRunner().invoke(app, [str(src), "-o", str(out), "--json", "-q"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["pages"]["written"] == 1
    page = out / "proj_xff" / "sess_xfe.html"  # no backslash: Windows refuses it
    text = page.read_text(encoding="utf-8")
    assert "half \ufffd a pair \U0001f600 whole" in text  # the whole pair kept
    for index in (out / "index.html", out / "proj_xff" / "index.html"):
        for target in _local_targets(index):
            assert target.is_file(), target
    again = CliRunner().invoke(app, [str(src), "-o", str(out), "--json", "-q"])
    assert again.exit_code == 0 and json.loads(again.stdout)["pages"]["unchanged"] == 1
