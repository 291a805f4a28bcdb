"""pi's session file read into entries (read/pi.py, read/pi_messages.py): the header's
facts on every entry, prompts, replies with thinking and tool calls, results and
failures, errors and aborts, a `!` command, model and thinking-level changes, a
compaction, a branch left with /tree (its summary passed through the chain, so the tree
stage folds the abandoned branch), extension entries, a label and a name, the recorded
cost (the session's, when every reply records one); and a kind pi does not write, shown raw and reported. Data:
test_data/pi_session.jsonl (hand-made, test_data/agents/pi/) and records written here."""

from __future__ import annotations

import json
from pathlib import Path

from cc2html.read.agent_entries import (AgentNoticeEntry, CompactedEntry, HiddenEntry,
                                        InjectedEntry, InterruptedEntry, RecordedTotalsEntry)
from cc2html.read.agents import detect_agent
from cc2html.read.entries import AssistantEntry, CustomTitleEntry, UnknownEntry, UserEntry
from cc2html.read.pi import iter_pi
from cc2html.read.transcript import ParseProblem
from helpers import TEST_DATA, render_path

FIXTURE = TEST_DATA / "pi_session.jsonl"
HEADER = {"type": "session", "version": 3, "id": "s1", "timestamp": "2026-08-21T14:00:00Z",
          "cwd": "/w"}


def _of(kind: type, items: list) -> list:
    return [i for i in items if isinstance(i, kind)]


def test_detected_by_its_header_and_facts_on_every_entry():
    assert detect_agent(FIXTURE) == "pi"
    items = [i for i in iter_pi(FIXTURE) if not isinstance(i, ParseProblem)]
    assert {(i.sessionId, i.cwd) for i in items} == {
        ("5f0c2a9e-1d2b-4c3d-8e4f-a1b2c3d4e5f6", "/home/dev/project")}
    assert _of(HiddenEntry, items)[0].kind == "pi session"


def test_replies_calls_results_and_usage():
    items = list(iter_pi(FIXTURE))
    first = _of(AssistantEntry, items)[0]
    assert [b.type for b in first.message.content] == ["thinking", "tool_use", "tool_use",
                                                       "tool_use"]
    assert first.message.model == "claude-sonnet-4-5"
    u = first.message.usage
    assert (u.input_tokens, u.output_tokens, u.cache_read_input_tokens,
            u.cache_creation_input_tokens) == (3000, 120, 2000, 500)
    results = {b.tool_use_id: b for e in _of(UserEntry, items)
               if isinstance(e.message.content, list) for b in e.message.content
               if b.type == "tool_result"}
    assert results["t6"].is_error and not results["t4"].is_error


def test_errors_aborts_and_notices():
    items = list(iter_pi(FIXTURE))
    assert _of(InterruptedEntry, items)[0].text == "Request was aborted"
    notices = {n.kind: n for n in _of(AgentNoticeEntry, items)}
    assert "Overloaded" in notices["pi/error"].text
    assert notices["pi/model_change"].text == "anthropic/claude-sonnet-4-5"
    assert notices["pi/thinking_level_change"].text == "medium"
    assert notices["pi/bashExecution"].text == "git diff --stat"
    assert "text wrapper" in notices["pi/branch_summary"].body
    totals = _of(RecordedTotalsEntry, items)[0]
    assert round(totals.cost_usd, 4) == 0.0457 and totals.usage["input_tokens"] == 16200


def test_the_session_cost_is_the_one_pi_recorded():
    page = render_path(FIXTURE)
    assert "Totals pi recorded" in page and "$0.0457" in page


def test_compaction_extensions_label_and_name():
    items = list(iter_pi(FIXTURE))
    assert "binary mode" in _of(CompactedEntry, items)[0].summary
    assert _of(InjectedEntry, items)[0].reason == "reminder"
    assert {h.kind for h in _of(HiddenEntry, items)} == {"pi session", "pi custom", "pi label"}
    assert _of(CustomTitleEntry, items)[0].customTitle == "TOML config support"


def test_the_branch_left_with_tree_is_folded_on_the_page():
    page = render_path(FIXTURE)
    assert "Rewound" in page and "abandoned branch" in page


def test_an_unknown_kind_is_raw_and_reported_and_a_bad_line_listed(tmp_path: Path):
    path = tmp_path / "s.jsonl"
    path.write_text(json.dumps(HEADER) + "\nnot json\n" + json.dumps(
        {"type": "brand_new", "id": "x", "parentId": None, "timestamp": "t"}) + "\n")
    items = list(iter_pi(path))
    assert [(p.line, p.kept) for p in _of(ParseProblem, items)] == [(2, False), (3, True)]
    assert _of(UnknownEntry, items)[0].type == "pi brand_new"
