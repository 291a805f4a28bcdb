"""A session with no prompt of its own is titled by the slash command that opened it."""

from __future__ import annotations

from cc2html.pipeline import build_session
from helpers import TEST_DATA, render_lines, user_line


def test_session_opened_by_a_slash_command_takes_its_title_from_it():
    doc = build_session(TEST_DATA / "slash_title.jsonl").doc
    assert doc.sessions[0].title == "/orchestrator update CLAUDE.md to the current state"


def test_a_prompt_still_wins_over_a_command():
    page = render_lines([
        user_line(1, "<command-name>/clear</command-name><command-args></command-args>"),
        user_line(2, "Fix the flaky test")])
    assert "<title>Fix the flaky test" in page
