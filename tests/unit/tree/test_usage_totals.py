"""Token usage: per message on its badge, and per session counted once per API message id."""

from __future__ import annotations

import re

from cc2html.pipeline import build
from cc2html.tree.stats import session_stats
from helpers import TEST_DATA, render_path


def test_session_total_counts_each_message_id_once():
    doc, _, _ = build(TEST_DATA / "usage_dedup.jsonl")
    usage = session_stats(doc.sessions[0]).usage
    # msg_u1 is written as three lines (thinking, text, tool_use) with the same usage;
    # msg_u2 is one line: two messages' worth, not four
    assert (usage.input_tokens, usage.output_tokens) == (24, 68)
    assert (usage.cache_creation_input_tokens, usage.cache_read_input_tokens) == (200, 4000)


def test_usage_badge_and_session_line_on_the_page():
    page = render_path(TEST_DATA / "usage_dedup.jsonl")
    assert "24 in · 68 out · 200 cache write · 4,000 cache read" in page
    assert 'class="badge tokens"' in page



def test_badge_once_per_api_message_on_its_card():
    page = render_path(TEST_DATA / "usage_dedup.jsonl")
    heads = re.findall(r'<article class="msg [^"]*"[^>]*>.*?</summary>', page, re.S)
    # in page order: user, text (msg_u1: its card), the thinking it opened with, tool_use
    # (msg_u1), text (msg_u2)
    assert ["badge tokens" in head for head in heads] == [False, True, False, False, True]
    badges = re.findall(r'<span class="badge tokens" title="[^"]*">([^<]*)</span>', page)
    assert badges == ["in 12 · out 34 · cache 2.0k · write 100"] * 2  # the largest snapshot


def test_badge_legend_once_per_page_and_short_tooltips():
    """Issue 33: the long legend sat in every badge's tooltip; it is said once per page, and
    a badge's tooltip is one line of its exact counts and cost."""
    page = render_path(TEST_DATA / "usage_dedup.jsonl")
    assert page.count('<details class="token-legend">') == 1
    titles = re.findall(r'<span class="badge tokens" title="([^"]*)">', page)
    assert len(titles) == 2
    for title in titles:
        assert "&#10;" not in title and "\n" not in title and len(title) < 160
        assert title.startswith("in 12 · out 34 · cache 2,000 · write 100 · ")


def test_no_legend_without_badges():
    page = render_path(TEST_DATA / "bad_lines.jsonl")
    assert 'class="badge tokens"' not in page and "<details class=\"token-legend\">" not in page
