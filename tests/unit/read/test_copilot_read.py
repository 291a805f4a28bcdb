"""GitHub Copilot CLI's event logs read into entries (read/copilot.py): detection by content,
calls paired with their results and errors, a sub-agent's events as its sidechain, the
tokens of replies and shutdowns counted once, and lines the reader does not know shown
raw. Event shapes: github/copilot-sdk nodejs/src/generated/session-events.ts; the lines
here are hand-made, on the samples' versions (0.0.420, 1.0.11, 1.0.77)."""

from __future__ import annotations

import json
from pathlib import Path

from cc2html.read.agent_entries import AgentNoticeEntry, HiddenEntry, InterruptedEntry
from cc2html.read.agents import detect_agent, detect_format
from cc2html.read.agents.copilot import scan
from cc2html.read.copilot import iter_copilot
from cc2html.read.entries import AssistantEntry, UnknownEntry, UserEntry
from cc2html.read.transcript import ParseProblem
from helpers import SHARED, TEST_DATA

SAMPLES = SHARED / "corpus-agents-next/jazzyalex-agent-sessions/Resources/Fixtures/stage0/" \
    "agents/copilot"
FIXTURE = TEST_DATA / "agents" / "copilot" / "session.jsonl"
START = {"type": "session.start", "id": "e0", "parentId": None,
         "timestamp": "2026-06-01T10:00:00.000Z",
         "data": {"sessionId": "s-1", "version": 1, "producer": "copilot-agent",
                  "copilotVersion": "1.0.77", "startTime": "2026-06-01T10:00:00.000Z",
                  "context": {"cwd": "/home/dev/p", "branch": "main"}}}


def _event(kind: str, data: dict, n: int, **extra) -> dict:
    return {"type": kind, "data": data, "id": f"e{n}", "parentId": f"e{n - 1}",
            "timestamp": f"2026-06-01T10:00:{n:02d}.000Z", **extra}


def _read(tmp_path: Path, *events: dict) -> list:
    path = tmp_path / "s.jsonl"
    path.write_text("".join(json.dumps(e) + "\n" for e in (START, *events)))
    return list(iter_copilot(path))


def _reply(n: int, calls: list, text: str = "", **data) -> dict:
    return _event("assistant.message", {"messageId": f"m{n}", "content": text,
                                        "toolRequests": calls, **data}, n)


def test_every_sample_and_fixture_is_told_a_copilot_log():
    files = [*sorted(SAMPLES.rglob("*.jsonl")), FIXTURE] if SAMPLES.is_dir() else [FIXTURE]
    assert {p.name: detect_agent(p) for p in files} == {p.name: "copilot" for p in files}
    assert detect_format(TEST_DATA / "codex_turns.jsonl").name == "codex"


def test_a_call_is_paired_with_its_result_and_a_failure_is_an_error(tmp_path: Path):
    call = {"toolCallId": "c1", "name": "bash", "arguments": '{"command": "ls"}'}
    entries = _read(tmp_path, _reply(1, [call]),
                    _event("tool.execution_start", {"toolCallId": "c1", "toolName": "bash"}, 2),
                    _event("tool.execution_complete", {"toolCallId": "c1", "success": False,
                                                       "error": {"message": "denied"}}, 3))
    use = next(e for e in entries if isinstance(e, AssistantEntry)).message.content[0]
    assert (use.name, use.input) == ("bash", {"command": "ls"})  # (JSON text arguments)
    result = next(e for e in entries if isinstance(e, UserEntry)).message.content[0]
    assert (result.tool_use_id, result.is_error, result.content) == ("c1", True, "denied")
    hidden = [e.kind for e in entries if isinstance(e, HiddenEntry)]
    assert hidden == ["session.start", "tool.execution_start"]


def test_a_start_written_before_its_request_shows_the_call_once(tmp_path: Path):
    # 0.0.420 writes tool.execution_start before the assistant.message requesting it
    entries = _read(tmp_path,
                    _event("tool.execution_start", {"toolCallId": "c1", "toolName": "bash",
                                                    "arguments": {"command": "echo hi"}}, 1),
                    _reply(2, [{"toolCallId": "c1", "name": "bash",
                                "arguments": {"command": "echo hi"}}]))
    uses = [b for e in entries if isinstance(e, AssistantEntry) for b in e.message.content
            if b.type == "tool_use"]
    assert [u.id for u in uses] == ["c1"]
    assert any(isinstance(e, HiddenEntry) and e.kind == "assistant.message" for e in entries)


def test_a_subagents_events_are_its_sidechain_by_parent_call_or_agent_id(tmp_path: Path):
    task = {"toolCallId": "t1", "name": "task", "arguments": {"prompt": "look", "agent_type":
                                                              "explore"}}
    entries = _read(tmp_path, _reply(1, [task]),
                    _reply(2, [], "inside", parentToolCallId="t1"),
                    _event("subagent.completed", {"toolCallId": "t1", "agentName": "explore",
                                                  "agentDisplayName": "Explore",
                                                  "totalTokens": 10, "totalToolCalls": 0,
                                                  "durationMs": 5}, 3),
                    _event("tool.execution_complete", {"toolCallId": "t1", "success": True,
                                                       "result": {"content": "done"}}, 4),
                    _reply(5, [], "newer", **{}) | {"agentId": "agent-7"})
    replies = [e for e in entries if isinstance(e, AssistantEntry)]
    assert [(e.isSidechain, e.agentId) for e in replies] == [
        (False, None), (True, "t1"), (True, "agent-7")]
    result = next(e for e in entries if isinstance(e, UserEntry))
    assert result.toolUseResult["agentId"] == "t1"
    assert result.toolUseResult["totalTokens"] == 10


def test_tokens_are_each_reply_and_the_rest_of_each_run_counted_once(tmp_path: Path):
    metrics = {"claude-sonnet-4.5": {"usage": {"inputTokens": 1000, "outputTokens": 50,
                                               "cacheReadTokens": 600,
                                               "cacheWriteTokens": 100}}}
    entries = _read(tmp_path, _reply(1, [], "one", model="claude-sonnet-4.5", outputTokens=20),
                    _reply(2, [], "two", model="claude-sonnet-4.5", outputTokens=10),
                    _event("session.shutdown", {"modelMetrics": metrics}, 3),
                    _reply(4, [], "three", model="claude-sonnet-4.5", outputTokens=5),
                    _event("session.shutdown", {"modelMetrics": {
                        "claude-sonnet-4.5": {"usage": {"inputTokens": 200, "outputTokens": 5,
                                                        "cacheReadTokens": 0,
                                                        "cacheWriteTokens": 0}},
                        "gpt-5-mini": {"usage": {"inputTokens": 9, "outputTokens": 9,
                                                 "cacheReadTokens": 0,
                                                 "cacheWriteTokens": 0}}}}, 5))
    usages = [e.message.usage for e in entries if isinstance(e, AssistantEntry)]
    assert [(u.input_tokens, u.output_tokens, u.cache_read_input_tokens,
             u.cache_creation_input_tokens) for u in usages] == [
        (None, 20, None, None), (300, 30, 600, 100), (200, 5, 0, 0)]
    assert sum(u.output_tokens for u in usages) == 50 + 5  # the shutdowns' outputs, once
    lost = [e.reason for e in entries if isinstance(e, HiddenEntry)
            and e.kind == "session.shutdown usage"]
    assert lost and "gpt-5-mini" in lost[0]  # no reply of that model to count it on


def test_abort_truncation_error_and_compaction(tmp_path: Path):
    entries = _read(tmp_path,
                    _event("session.error", {"errorType": "query", "message": "boom"}, 1),
                    _event("abort", {"reason": "user_initiated"}, 2),
                    _event("session.truncation", {"reason": "context_limit",
                                                  "droppedTokens": 1234}, 3),
                    _event("session.compaction_complete", {"success": True,
                                                           "summaryContent": "short"}, 4))
    notices = {e.kind: e for e in entries if isinstance(e, AgentNoticeEntry)}
    assert notices["copilot/session.error"].level == "error"
    assert ("droppedTokens", "1234") in notices["copilot/session.truncation"].facts
    assert [e.text for e in entries if isinstance(e, InterruptedEntry)] == [
        "Aborted (user initiated)"]
    assert [getattr(e, "summary", None) for e in entries
            if type(e).__name__ == "CompactedEntry"] == ["short"]


def test_an_unknown_type_and_a_field_of_the_wrong_type_are_shown_raw(tmp_path: Path):
    entries = _read(tmp_path, _event("session.future", {"x": 1}, 1),
                    _event("user.message", {"content": 42}, 2))
    assert [e.type for e in entries if isinstance(e, UnknownEntry)] == [
        "session.future", "user.message"]
    problems = [p for p in entries if isinstance(p, ParseProblem)]
    assert problems and problems[0].line == 3 and problems[0].kept


def test_the_scan_finds_id_directory_and_times(tmp_path: Path):
    folder = tmp_path / "aaaa-1111" / "events.jsonl"
    folder.parent.mkdir()
    head = {**START, "data": {**START["data"], "sessionId": ""}}
    folder.write_text(json.dumps(head) + "\n" + json.dumps(_reply(1, [], "hi")) + "\n")
    found = scan(folder)
    assert (found.session_id, found.cwd, found.first_ts, found.last_ts, found.conversation) == (
        "aaaa-1111", "/home/dev/p", "2026-06-01T10:00:00.000Z", "2026-06-01T10:00:01.000Z",
        True)
    if SAMPLES.is_dir():  # 0.0.420 names its folder only in a folder_trust info line
        assert scan(SAMPLES / "schema_drift.jsonl").cwd == "/tmp/drift"


def test_the_rarer_events_are_read_and_live_progress_ones_folded(tmp_path: Path):
    entries = _read(tmp_path,
                    _event("tool.user_requested", {"toolCallId": "u1", "toolName": "bash",
                                                   "arguments": {"command": "pwd"}}, 1),
                    _event("tool.execution_start", {"toolCallId": "u1", "toolName": "bash"}, 2),
                    _event("tool.execution_complete", {"toolCallId": "u1", "success": True,
                                                       "result": {"content": "/p"}}, 3),
                    _event("assistant.usage", {"model": "gpt-5", "inputTokens": 9}, 4,
                           ephemeral=True),
                    _event("skill.invoked", {"name": "pdf", "description": "Reads PDFs",
                                             "content": "long skill text"}, 5),
                    _event("session.title_changed", {"title": "Fixing  calc"}, 6))
    uses = [b.id for e in entries if isinstance(e, AssistantEntry) for b in e.message.content]
    assert uses == ["u1"]
    hidden = {e.kind: e.reason for e in entries if isinstance(e, HiddenEntry)}
    assert "ephemeral" in hidden["assistant.usage"]
    skill = next(e for e in entries if isinstance(e, AgentNoticeEntry))
    assert (skill.title, skill.text) == ("Skill invoked: pdf", "Reads PDFs")
    assert [e.customTitle for e in entries if type(e).__name__ == "CustomTitleEntry"] == [
        "Fixing calc"]
    assert not [e for e in entries if isinstance(e, UnknownEntry)]


def test_a_folder_session_is_titled_by_its_workspace_name(tmp_path: Path):
    folder = tmp_path / "abc"
    folder.mkdir()
    (folder / "events.jsonl").write_text(json.dumps(START) + "\n" +
                                         json.dumps(_reply(1, [], "hi")) + "\n")
    (folder / "workspace.yaml").write_text("id: abc\nname: 'Renamed here'\n")
    titles = [e.customTitle for e in iter_copilot(folder / "events.jsonl")
              if type(e).__name__ == "CustomTitleEntry"]
    assert titles == ["Renamed here"]


def test_a_result_given_as_text_and_an_empty_prompt(tmp_path: Path):
    entries = _read(tmp_path, _reply(1, [{"toolCallId": "c1", "name": "view",
                                          "arguments": {"path": "/p"}}]),
                    _event("tool.execution_complete", {"toolCallId": "c1", "success": True,
                                                       "result": "file text"}, 2),
                    _event("user.message", {"content": "  "}, 3))
    result = next(e for e in entries if isinstance(e, UserEntry)).message.content[0]
    assert result.content == "file text"
    assert [e.kind for e in entries if isinstance(e, HiddenEntry)][-1] == "user.message"
