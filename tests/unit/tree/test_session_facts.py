"""Session facts come from the conversation: agents aside, log totals, prompts apart.

Fixtures: facts_aside (a warm-up agent two days before, an unlinked agent the day before,
a compaction agent), facts_stream (an SDK log whose lines carry streaming snapshots and
whose result line has the totals), facts_counts (typed prompts among injected context).
"""

from __future__ import annotations

from cc2html.model import CompactedSummaryMessage, TokenUsage
from cc2html.pipeline import build
from cc2html.tree.nodes import walk
from cc2html.tree.stats import session_stats
from helpers import TEST_DATA


def _session(name: str):
    doc, _, _ = build(TEST_DATA / f"{name}.jsonl")
    assert len(doc.sessions) == 1
    return doc.sessions[0]


def test_warm_up_and_out_of_time_agents_are_set_aside():
    session = _session("facts_aside")
    aside = {sub.key: sub.aside for sub in session.unlinked}
    assert aside == {"warm1": "warm-up", "early1": "outside"}


def test_start_and_duration_ignore_agents_not_in_the_conversation():
    stats = session_stats(_session("facts_aside"))
    assert stats.started == "2026-03-10T09:00:00.000Z"
    assert stats.duration_s == 30 * 60  # not 45h 30m from the warm-up two days before
    assert stats.aside == 2


def test_agents_aside_leave_tokens_and_models_alone():
    stats = session_stats(_session("facts_aside"))
    assert stats.models == ("claude-opus-4-6",)  # the warm-up's haiku is not one
    assert stats.usage.output_tokens == 50 + 60 + 40  # main thread and compaction agent


def test_compaction_agent_sits_under_the_card_it_wrote():
    session = _session("facts_aside")
    cards = [n for n in walk(session.nodes) if isinstance(n.msg, CompactedSummaryMessage)]
    assert len(cards) == 1 and cards[0].subagent is not None
    assert cards[0].subagent.key == "acompact-c1" and cards[0].subagent.linked
    assert "acompact-c1" not in {sub.key for sub in session.unlinked}


def test_totals_of_a_stream_log_are_its_result_lines():
    stats = session_stats(_session("facts_stream"))
    tokens = stats.tokens
    assert tokens.source == "result" and not tokens.partial
    # modelUsage over both models, not the snapshots of the lines (1 and 3)
    assert stats.usage == TokenUsage(26, 242, 0, 100)
    assert tokens.main is not None and tokens.main.output_tokens == 212
    assert tokens.cost_usd == 0.0123
    assert stats.duration_s == 9.5  # no timestamps: the result's duration


def test_a_message_written_on_several_lines_counts_once_at_its_largest():
    stats = session_stats(_session("facts_counts"))
    # msg_k1 is three lines (2, 9, 120 output tokens): 120, not 131 or 9
    assert stats.usage.output_tokens == 120 + 30 + 7 + 11


def test_prompts_are_the_ones_the_human_typed():
    stats = session_stats(_session("facts_counts"))
    assert stats.prompts == 2
    assert stats.commands == 1  # /review
    assert stats.injected == 3  # a system reminder, the command's expansion, a notification
    assert stats.subagent_prompts == 1


def test_a_tool_call_and_its_result_are_one_message():
    stats = session_stats(_session("facts_counts"))
    tool_kinds = {cls.__name__: n for cls, n in stats.classes.items()}
    assert tool_kinds["ToolUseMessage"] == 1 and "ToolResultMessage" not in tool_kinds
    assert stats.messages == sum(stats.classes.values())
