"""Typed tool views hide nothing: every content word of the tool fixtures reaches the page."""

from __future__ import annotations

import pytest

from cc2html.pipeline import convert
from helpers import TEST_DATA, recall_module, render_path

FIXTURES = ("tools", "tools_files", "tools_shell", "tools_plan", "tools_web", "tools_agent",
            "agent_progress", "usage_dedup")


@pytest.mark.parametrize("stem", FIXTURES)
def test_full_recall_on_tool_fixtures(stem, tmp_path):
    recall = recall_module()
    src = TEST_DATA / f"{stem}.jsonl"
    page = tmp_path / "page.html"
    convert(src, page)
    lost = recall.input_words(str(src)) - recall.output_words(str(page))
    assert not lost, sorted(lost)


def test_unsafe_urls_are_never_links():
    page = render_path(TEST_DATA / "tools_web.jsonl")
    assert 'href="javascript:' not in page
    assert 'href="https://devblogs.microsoft.com/typescript/ts-5-6/"' in page


def test_read_result_is_numbered_and_marked_for_colour_by_extension():
    page = render_path(TEST_DATA / "tools_files.jsonl")
    assert '<pre class="gutter" aria-hidden="true">10\n11\n12\n13</pre><div class="hl">' in page
    assert '<code data-hl="python">import' in page  # .py -> coloured as Python in the page
    assert "<summary>system reminder</summary>" in page  # folded, not dropped


def test_edit_diff_marks_changed_words():
    page = render_path(TEST_DATA / "tools_files.jsonl")
    assert "<del>colour</del>" in page and '<span class="dl add">' in page
