"""Every relative link in README.md, NOTES.md and docs/ points at a file that exists, and a
link's `#fragment` at a heading of its target (as GitHub makes the heading's anchor)."""

from __future__ import annotations

import re
from pathlib import Path
from urllib.parse import unquote, urlsplit

import pytest
from markdown_it import MarkdownIt

from helpers import REPO

DOCS = sorted([REPO / "README.md", REPO / "NOTES.md", *(REPO / "docs").rglob("*.md")])
IMG_SRC = re.compile(r"""<img\b[^>]*?\bsrc=["']([^"']+)["']""", re.I)
PARSER = MarkdownIt("commonmark").enable("table")


def _targets(text: str) -> list[str]:
    """Link and image targets of a Markdown text, in the order they occur, also those of
    raw `<img src>` (the README sizes a screenshot with one)."""
    found: list[str] = []
    for token in PARSER.parse(text):
        if token.type == "html_block":
            found += IMG_SRC.findall(token.content)
        for child in token.children or []:
            if child.type == "link_open":
                found.append(str(child.attrs["href"]))
            elif child.type == "image":
                found.append(str(child.attrs["src"]))
            elif child.type == "html_inline":
                found += IMG_SRC.findall(child.content)
    return found


def _anchor(heading: str) -> str:
    """GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens."""
    plain = re.sub(r"[^\w\- ]", "", heading.strip().lower())
    return plain.replace(" ", "-")


def _anchors(path: Path) -> set[str]:
    tokens = PARSER.parse(path.read_text(encoding="utf-8"))
    return {_anchor(tokens[i + 1].content) for i, token in enumerate(tokens)
            if token.type == "heading_open"}


def _relative(href: str) -> bool:
    parts = urlsplit(href)
    return not parts.scheme and not parts.netloc


def test_the_docs_are_found():
    names = {str(p.relative_to(REPO)) for p in DOCS}
    assert {"README.md", "NOTES.md", "docs/usage.md", "docs/decisions/README.md"} <= names


def _broken(doc: Path) -> list[str]:
    """The relative links of `doc` whose file, or whose heading in a Markdown file, is
    missing."""
    broken = []
    for href in filter(_relative, _targets(doc.read_text(encoding="utf-8"))):
        parts = urlsplit(href)
        target = (doc.parent / unquote(parts.path)).resolve() if parts.path else doc
        if not target.exists():
            broken.append(f"{href}: no such file")
        elif parts.fragment and target.suffix == ".md" \
                and parts.fragment not in _anchors(target):
            broken.append(f"{href}: no heading #{parts.fragment}")
    return broken


@pytest.mark.parametrize("doc", DOCS, ids=lambda p: str(p.relative_to(REPO)))
def test_every_relative_link_resolves(doc: Path):
    assert not _broken(doc)


def test_links_are_checked_at_all():
    """The readme's own links are found (images, raw <img>, documents, anchors): a parser
    that found none would pass every file above."""
    targets = _targets((REPO / "README.md").read_text(encoding="utf-8"))
    assert "docs/images/demo.png" in targets and "docs/images/demo-phone.png" in targets
    assert "docs/usage.md" in targets and "docs/archive.md#live-cc2html-watch" in targets


def test_a_missing_file_or_heading_is_caught(tmp_path: Path):
    (tmp_path / "there.md").write_text("# Here it is\n", encoding="utf-8")
    doc = tmp_path / "doc.md"
    doc.write_text("[a](there.md#here-it-is) [b](gone.md) [c](there.md#nowhere)\n",
                   encoding="utf-8")
    assert _broken(doc) == ["gone.md: no such file", "there.md#nowhere: no heading #nowhere"]
    assert _anchor("Live: `cc2html watch`") == "live-cc2html-watch"
