"""A Codex subagent thread (its own rollout, `thread_spawn.parent_thread_id` naming the
parent) is nested under the `spawn_agent` call that started it, as a Claude Code subagent
is under its Task call, and the headline facts count its share (issue 32).

Fixtures, hand-made (test_data/make_codex_fixtures.py): codex_subagent/ (v1: the call's
output names the thread) and codex_nested/ (v2: the spawn event names it; a grandchild;
a subagent in the next day's folder; an unrelated thread beside them)."""

from __future__ import annotations

from pathlib import Path

from cc2html.model import ToolUseMessage, UserTextMessage
from cc2html.pipeline import build
from cc2html.read.codex_children import child_rollouts
from cc2html.tree.nodes import Node
from cc2html.tree.stats import session_stats
from helpers import TEST_DATA

LEAD, HELPER = sorted((TEST_DATA / "codex_subagent").glob("rollout-*.jsonl"))
NESTED = TEST_DATA / "codex_nested" / "sessions"
ROOT = next((NESTED / "2026" / "07" / "02").glob("rollout-*23-59-00-*.jsonl"))


def _spawns(nodes: list[Node]) -> dict[str, Node]:
    """call id -> node of each spawn_agent call, at any depth (subagents included)."""
    found: dict[str, Node] = {}
    for node in nodes:
        if isinstance(node.msg, ToolUseMessage) and node.msg.tool_name == "spawn_agent":
            found[node.msg.tool_use_id] = node
        found.update(_spawns(node.children))
        if node.subagent is not None:
            found.update(_spawns(node.subagent.nodes))
    return found


def _prompts(nodes: list[Node]) -> list[str]:
    out = []
    for node in nodes:
        if isinstance(node.msg, UserTextMessage):
            out.append(node.msg.text)
        out += _prompts(node.children)
    return out


def _id(path: Path) -> str:
    return "-".join(path.stem.split("-")[-5:])


def test_a_subagent_thread_is_nested_under_the_spawn_call_its_output_names():
    session = build(LEAD)[0].sessions[0]
    call = _spawns(session.nodes)["call_spawn"]
    assert call.subagent is not None and call.subagent.linked
    assert call.subagent.key == _id(HELPER)
    assert _prompts(call.subagent.nodes) == ["List the cart module's public functions."]
    assert not session.unlinked


def test_subagents_are_found_by_the_spawn_event_deeper_and_in_the_next_days_folder():
    session = build(ROOT)[0].sessions[0]
    calls = _spawns(session.nodes)
    assert set(calls) == {"call_scout", "call_late", "call_tiny"}  # call_tiny: Scout's
    assert {c: n.subagent.key[-2:] for c, n in calls.items() if n.subagent} == {
        "call_scout": "08", "call_tiny": "09", "call_late": "0a"}
    assert _prompts(calls["call_tiny"].subagent.nodes) == ["Read cart/total.py."]
    assert not session.unlinked  # the unrelated thread of the same day is not taken


def test_the_search_for_subagents_takes_no_fork_and_no_unrelated_thread():
    found = child_rollouts(ROOT, _id(ROOT))
    assert [p.name[-10:-6] for p in found.values()] == ["0008", "000a", "0009"]
    fork_parent = sorted((TEST_DATA / "codex_fork").glob("rollout-*.jsonl"))[0]
    assert child_rollouts(fork_parent, _id(fork_parent)) == {}  # a fork is no subagent


def test_the_headline_counts_say_the_subagents_share():
    stats = session_stats(build(ROOT)[0].sessions[0])
    assert (sum(stats.tools.values()), stats.subagent_tool_calls, stats.subagents) == (4, 2, 3)
    assert (stats.usage.input_tokens, stats.usage.output_tokens) == (1900, 190)
    share = stats.subagent_usage
    assert share is not None and (share.input_tokens, share.output_tokens) == (900, 90)


def test_the_report_names_each_subagent_lines_own_rollout():
    hidden = build(ROOT)[0].hidden["token_count"]
    files = {name for where in hidden.reasons.values() for name, _ in where}
    assert files == {"", "rollout-2026-07-02T23-59-10-019f2545-a8b0-7000-8008-000000000008.jsonl",
                     "rollout-2026-07-02T23-59-20-019f2545-cfc0-7000-8009-000000000009.jsonl",
                     "rollout-2026-07-03T00-00-30-019f2546-e130-7000-800a-00000000000a.jsonl"}
