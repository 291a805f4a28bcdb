"""Template white space: a layout change in the HTML source never changes what a reader sees.

The visible text of a page is its text nodes outside <script>/<style>, with the
white-space-only ones left out (between the flex children of a fold's <summary>
they do not render) and runs of white space collapsed. A fresh render of every
fixture has the visible text of its golden snapshot, and a tool call's head puts
one element a line, so snapshot diffs show which part of a head changed.
"""

from __future__ import annotations

import html.parser
import re

import pytest

from helpers import REPO, SNAPSHOTS, TEST_DATA, main_section, page_section, render_path

#: the fixtures with a whole-page golden (tests/golden/test_golden.py); the snippets
#: (tests/snippets/) hold the others' cards
FIXTURES = sorted(p for p in TEST_DATA.glob("*.jsonl")
                  if (SNAPSHOTS / f"{p.stem}.html").exists())
TOOL_HEAD = re.compile(r'<summary class="msg-head">\n(.*?)\n</summary>', re.S)


class _Text(html.parser.HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.skip = 0
        self.parts: list[str] = []

    def handle_starttag(self, tag: str, attrs: object) -> None:
        self.skip += tag in ("script", "style")

    def handle_endtag(self, tag: str) -> None:
        if tag in ("script", "style") and self.skip:
            self.skip -= 1

    def handle_data(self, data: str) -> None:
        if not self.skip and data.strip():
            self.parts.append(data)


def reader_text(page: str) -> str:
    parser = _Text()
    parser.feed(page)
    parser.close()
    return " ".join("".join(parser.parts).split())


def test_reader_text_ignores_white_space_between_elements_only():
    assert reader_text("<p><b>a</b>\n<i>b</i></p>") == reader_text("<p><b>a</b><i>b</i></p>")
    assert reader_text("<p>a  b\n</p>") == "a b"
    assert reader_text("<p>ab</p>") != reader_text("<p>a b</p>")
    assert reader_text("<style>p{}</style><p>x</p>") == "x"


@pytest.mark.parametrize("fixture", FIXTURES, ids=[p.stem for p in FIXTURES])
def test_fresh_render_reads_as_its_snapshot(fixture):
    snapshot = (SNAPSHOTS / f"{fixture.stem}.html").read_text(encoding="utf-8")
    assert reader_text(page_section(render_path(fixture))) == reader_text(snapshot)


def test_a_tool_head_is_one_element_a_line():
    page = main_section(render_path(TEST_DATA / "tools.jsonl"))
    heads = TOOL_HEAD.findall(page)
    assert heads
    for head in heads:
        lines = head.split("\n")
        assert [ln.split(" ", 1)[0] for ln in lines[:2]] == ['<span', '<span']
        assert lines[-2].startswith('<span class="meta">') and lines[-1].startswith(
            '<span class="links">')
        assert all(ln.startswith("<") and ln.endswith(">") for ln in lines)


def test_badges_in_a_tool_head_touch():
    """Inline badges with white space between them would show it: the .meta line has none."""
    for fixture in ("tools", "tools_agent", "usage_dedup"):
        page = main_section(render_path(TEST_DATA / f"{fixture}.jsonl"))
        metas = [ln for head in TOOL_HEAD.findall(page) for ln in head.split("\n")
                 if ln.startswith('<span class="meta">')]
        assert metas
        assert not [m for m in metas if re.search(r">\s+<", m)]


def test_tool_use_templates_have_short_lines():
    for name in ("kinds/tool_use.html", "_partials/tool_head.html"):
        lines = (REPO / "templates" / name).read_text(encoding="utf-8").splitlines()
        assert max(map(len, lines)) <= 200, name  # the head was one 1,883-character line
