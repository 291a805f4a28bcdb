"""The session's facts on one line with the full card folded behind it, the title said
once and cut on a word, and the notes about other conversations in the report."""

from __future__ import annotations

import re

from helpers import TEST_DATA, render_lines, render_path, user_line

from cc2html.render.to_html.filters import counted
from cc2html.render.text.formats import short_model
from cc2html.tree.build import _cut


def _fact_line(page: str) -> str:
    return re.search(r'<summary class="fact-line"><span class="facts">(.*?)</span>', page).group(1)


def test_facts_are_one_line_with_the_card_behind_details():
    page = render_path(TEST_DATA / "agent_progress.jsonl")
    line = _fact_line(page)
    assert line.startswith("7s · 1 prompt · 2 tool calls (1 in subagents) · opus-4-6, haiku-4-5 · main")
    if "cost" in page:  # the session's cost, when SessionStats has one, ends the line
        assert line.endswith(" · ≈$0.0025")
    card = page.split('<details class="fact-card">', 1)[1].split("</details>", 1)[0]
    assert '<dl class="session-facts">' in card and 'data-fact="prompts"' in card
    assert 'class="stat-tiles"' not in page


def test_title_is_shown_once_on_a_one_session_page():
    page = render_path(TEST_DATA / "user_text.jsonl")
    title = re.search(r"<h1>(.*?)</h1>", page).group(1)
    assert page.count(title) >= 1 and 'class="session-title"' not in page


def test_each_session_keeps_its_title_on_a_page_of_several():
    page = render_path(TEST_DATA / "multi_session.jsonl")
    assert page.count('class="session-title"') == 2


def test_long_prompt_title_ends_on_a_whole_word():
    words = "Work on bead spotter-a0y. Run bd show spotter-a0y to see the issue details " \
            "and bd ready to find available subtasks."
    page = render_lines([user_line(1, words)])
    title = re.search(r"<h1>(.*?)</h1>", page).group(1)
    assert title == "Work on bead spotter-a0y. Run bd show spotter-a0y to see the issue details and…"


def test_cut_falls_back_to_mid_word_when_no_space_is_near():
    assert _cut("x" * 100, 10) == "x" * 9 + "…"
    assert _cut("a " + "y" * 100, 10) == "a " + "y" * 7 + "…"
    assert _cut("short", 10) == "short"


def test_no_user_badge_beside_the_message_count():
    page = render_path(TEST_DATA / "multi_session.jsonl")
    assert "kind-user" not in page


def test_other_conversations_summaries_are_in_the_report():
    page = render_path(TEST_DATA / "summary_title.jsonl")
    head = page.split("</header>", 1)[0]
    assert "other-summaries" not in head
    report = page.split('<section class="report" id="report">', 1)[1]
    assert "1 summary line recorded here for other conversations" in report
    assert "A conversation stored in another file" in report


def test_counts_read_as_english():
    assert counted(1, "session") == "1 session"
    assert counted(2, "session") == "2 sessions"
    assert counted(1200, "match", "matches") == "1,200 matches"


def test_model_names_are_short_in_the_line():
    assert short_model("claude-opus-4-6") == "opus-4-6"
    assert short_model("claude-haiku-4-5-20251001") == "haiku-4-5"
    assert short_model("gpt-5") == "gpt-5"
