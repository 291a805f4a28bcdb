"""Codex `token_count` lines: each one's `last_token_usage` goes onto the reply it measures,
whether it is written before the reply's items (0.39-0.40) or after them (0.66+), and a
count written again unchanged (when the next request's rate limits arrive) is not counted
twice: the session's total is the log's own cumulative `total_token_usage`."""

from __future__ import annotations

from cc2html.pipeline import build
from cc2html.read.agent_entries import HiddenEntry
from cc2html.read.codex import iter_codex
from cc2html.read.entries import AssistantEntry
from cc2html.tree.stats import session_stats
from helpers import TEST_DATA

AFTER = TEST_DATA / "codex_tokens_after.jsonl"  # hand-made: make_codex_fixtures.py


def _total(path):
    usage = session_stats(build(path)[0].sessions[0]).usage
    return (usage.input_tokens + usage.cache_read_input_tokens, usage.cache_read_input_tokens,
            usage.output_tokens)


def test_counts_written_after_their_reply_add_up_to_the_logs_total():
    # the file's last total_token_usage: 4300 in (2500 of them cached), 170 out
    assert _total(AFTER) == (4300, 2500, 170)


def test_each_count_lands_on_the_reply_before_it_and_the_last_reply_keeps_its_own():
    placed = [(e.line, e.message.usage.output_tokens) for e in iter_codex(AFTER)
              if isinstance(e, AssistantEntry) and e.message.usage is not None]
    # the two shell calls (lines 9 and 15) and the final answer (line 19)
    assert placed == [(9, 50), (15, 80), (19, 40)]


def test_a_count_written_again_is_reported_as_a_repeat():
    reasons = {e.line: e.reason for e in iter_codex(AFTER) if isinstance(e, HiddenEntry)
               and e.kind == "token_count"}
    assert "again" in reasons[12] and "again" in reasons[18]
    assert "counted with" in reasons[10]
