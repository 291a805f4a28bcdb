"""opencode sessions read into transcript entries: the session file is the session, its
message and part files found from the storage folder (v2 and the older flat layout), tool
parts paired into calls and results, usage from step-finish parts, errors, aborts,
compactions and retries, and every part rendered, hidden for a reason or reported with
its file. Hand-made data: test_data/agents/opencode/ (README there); the shared samples
of jazzyalex/agent-sessions where they exist."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cc2html.pipeline import build_session
from cc2html.read.agent_entries import (AgentNoticeEntry, CompactedEntry, HiddenEntry,
                                        InjectedEntry, InterruptedEntry)
from cc2html.read.agents import detect_agent, detect_format
from cc2html.read.agents.opencode import OPENCODE, opencode_home
from cc2html.read.entries import AssistantEntry, ToolResultBlock, UnknownEntry, UserEntry
from cc2html.read.opencode import iter_opencode
from cc2html.read.opencode_store import child_sessions, read_json, session_files
from cc2html.read.transcript import ParseProblem
from helpers import SHARED, TEST_DATA

STORE = TEST_DATA / "agents" / "opencode" / "storage"
MAIN = STORE / "session" / "proj_demo" / "ses_main.json"
CHILD = STORE / "session" / "proj_demo" / "ses_child.json"
SAMPLES = (SHARED / "corpus-agents-next" / "jazzyalex-agent-sessions" / "Resources" /
           "Fixtures" / "stage0" / "agents" / "opencode")


def _items():
    return list(iter_opencode(MAIN))


def _results():
    return {b.tool_use_id: b for e in _items() if isinstance(e, UserEntry)
            and isinstance(e.message.content, list) for b in e.message.content
            if isinstance(b, ToolResultBlock)}


def test_the_session_file_is_told_by_its_content_and_its_parts_are_not():
    assert detect_format(MAIN) is OPENCODE and detect_agent(MAIN) == "opencode"
    message = STORE / "message" / "ses_main" / "msg_001.json"
    part = STORE / "part" / "msg_001" / "prt_001a.json"
    assert detect_agent(message) == "" and detect_agent(part) == ""


def test_every_file_of_the_session_is_read_from_the_session_file():
    files = session_files(MAIN)
    assert CHILD in files  # the child session, and its files after it
    assert STORE / "part" / "msg_c02" / "prt_c02b.json" in files
    assert STORE / "part" / "msg_009" / "prt_009c.json" in files  # the malformed one too
    assert len(files) == len({*files})
    assert child_sessions(MAIN, read_json(MAIN)) == {"ses_child": CHILD}


def test_prompts_replies_thinking_and_injected_text():
    items = _items()
    prompts = [e.message.content for e in items if isinstance(e, UserEntry)
               and isinstance(e.message.content, str)]
    assert prompts == ["The parser test fails on empty input. Please fix it.",
                       "Now run the whole suite.", "@review check the change once more"]
    injected = [e for e in items if isinstance(e, InjectedEntry)]
    assert [e.reason for e in injected] == ["opencode-synthetic", "opencode-system"]
    pieces = [e for e in items if isinstance(e, AssistantEntry) and e.message.id == "msg_002"]
    assert [[b.type for b in e.message.content] for e in pieces] == [
        ["thinking", "text"], ["tool_use"], ["tool_use"], ["tool_use"]]  # a call apiece
    assert pieces[1].timestamp == "2025-11-24T16:00:05.000Z"  # the read's own start
    assert [e.line for e in pieces] == [8, 10, 11, 12]  # the part files' places
    assert pieces[0].message.model == "claude-sonnet-4-5"
    assert all(e.agent == "opencode" and e.sessionId == "ses_main" for e in items
               if not isinstance(e, ParseProblem))


def test_tool_parts_are_calls_with_their_results_and_errors():
    results = _results()
    assert results["toolu_read1"].is_error is False
    assert "def parse(text)" in str(results["toolu_read1"].content)
    assert results["toolu_bash1"].is_error is True
    assert results["toolu_bash1"].content == "IndexError: list index out of range"
    running = results["toolu_bash2"]  # still running when the session was written
    assert running.is_error and "still running" in str(running.content)
    assert str(running.content).endswith("Output so far:\n.....")  # bash's output so far
    task = next(e for e in _items() if isinstance(e, UserEntry) and e.toolUseResult)
    assert task.toolUseResult == {"agentId": "ses_child"}


def test_usage_is_the_step_finish_tokens_and_opencodes_cost_is_shown_once():
    replies = [e for e in _items() if isinstance(e, AssistantEntry) and e.message.usage]
    first = replies[0].message.usage
    assert (first.input_tokens, first.output_tokens, first.cache_read_input_tokens,
            first.cache_creation_input_tokens) == (900, 250, 1200, 300)  # output + reasoning
    ids = [e.message.id for e in replies]
    assert len(ids) == len(set(ids))  # one usage per reply: no step counted twice
    cost = [e for e in _items() if isinstance(e, AgentNoticeEntry) and e.kind == "opencode/cost"]
    assert len(cost) == 1 and cost[0].facts == (("USD", "0.019300"),)


def test_aborts_errors_retries_and_compactions():
    items = _items()
    assert [e.text for e in items if isinstance(e, InterruptedEntry)] == [
        "Aborted: The operation was aborted."]
    notices = {e.kind: e for e in items if isinstance(e, AgentNoticeEntry)}
    assert notices["opencode/error"].title == "APIError"
    assert notices["opencode/error"].text == "Rate limit exceeded"
    assert notices["opencode/retry"].level == "warning"
    assert {"opencode/file", "opencode/patch", "opencode/agent", "opencode/subtask",
            "opencode/structured"} <= notices.keys()
    assert '"test_empty"' in notices["opencode/structured"].text
    assert sum(isinstance(e, CompactedEntry) for e in items) == 1


def test_every_part_is_shown_hidden_for_a_reason_or_reported_with_its_file():
    items = _items()
    hidden = sorted({e.kind for e in items if isinstance(e, HiddenEntry)})
    assert hidden == ["session", "snapshot", "step-finish", "step-start"]
    assert all(e.reason for e in items if isinstance(e, HiddenEntry))
    problems = sorted((p for p in items if isinstance(p, ParseProblem)), key=lambda p: p.line)
    assert [p.reason.split(":")[0] for p in problems] == [
        "part/msg_009/prt_009b.json", "part/msg_009/prt_009c.json"]
    assert problems[0].kept and not problems[1].kept
    assert "malformed" in problems[1].reason
    unknown = [e for e in items if isinstance(e, UnknownEntry)]
    assert [e.raw["type"] for e in unknown] == ["quantum-widget"]
    assert problems[0].line == unknown[0].line  # the file's place in the reading order


def test_the_child_session_is_nested_under_the_task_call_that_started_it():
    doc = build_session(MAIN).doc
    session = doc.sessions[0]
    subs = [n.subagent for n in _walk(session.nodes) if n.subagent is not None]
    assert [s.key for s in subs] == ["ses_child"] and not session.unlinked


def _walk(nodes):
    for node in nodes:
        yield node
        yield from _walk(node.children)


def test_a_redacted_read_masks_every_file(tmp_path: Path):
    from cc2html.redact.redactor import Redactor
    items = list(iter_opencode(MAIN, Redactor(secrets=True, home=True)))
    assert any(isinstance(e, UserEntry) for e in items)


def test_the_home_follows_xdg_data_home(tmp_path: Path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    assert opencode_home() == (tmp_path / "data" / "opencode" / "storage",)
    monkeypatch.delenv("XDG_DATA_HOME")
    monkeypatch.setenv("HOME", str(tmp_path))
    assert opencode_home() == (Path.home() / ".local" / "share" / "opencode" / "storage",)


@pytest.mark.skipif(not SAMPLES.is_dir(), reason="shared samples not found")
def test_the_older_flat_part_layout_is_read_like_the_current_one():
    legacy = SAMPLES / "storage_legacy" / "session" / "proj_test" / "ses_s_stage0_drift.json"
    items = list(iter_opencode(legacy))
    calls = [b for e in items if isinstance(e, AssistantEntry) for b in e.message.content
             if b.type == "tool_use"]
    assert [c.name for c in calls] == ["bash"]
    texts = [b.text for e in items if isinstance(e, AssistantEntry) for b in e.message.content
             if b.type == "text"]
    assert texts == ["Read README and extracted the title."]
    summary = [e.text for e in items if isinstance(e, AgentNoticeEntry)
               and e.kind == "opencode/summary"]
    assert summary == ["Open README"]  # the user message's only text


def test_a_session_file_that_is_not_an_object_is_said(tmp_path: Path):
    bad = tmp_path / "session" / "p" / "ses_x.json"
    bad.parent.mkdir(parents=True)
    bad.write_text(json.dumps(["not", "a", "session"]))
    items = list(iter_opencode(bad))
    assert isinstance(items[0], ParseProblem) and len(items) == 1
