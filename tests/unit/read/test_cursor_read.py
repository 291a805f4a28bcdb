"""Cursor CLI transcripts (read/cursor.py, read/cursor_text.py, read/agents/cursor.py): told by
their content, read into the transcript's entries (prompts apart from Cursor's context,
thinking, calls paired with results by id, name or order, errors, turns that ended badly),
the plain-text form alike, subagents nested under the call that spawned them, the working
directory from the project folder's name, and no time invented."""

from __future__ import annotations

import json
from pathlib import Path

from cc2html.pipeline import build_session
from cc2html.read.agent_entries import (AgentNoticeEntry, HiddenEntry, InjectedEntry,
                                        InterruptedEntry)
from cc2html.read.agents import detect_format
from cc2html.read.agents.cursor import CURSOR, children, holds
from cc2html.read.cursor_shape import decode_project, project_cwd
from cc2html.read.entries import AssistantEntry, UnknownEntry, UserEntry
from cc2html.read.transcript import ParseProblem
from cc2html.tree.nodes import Node
from helpers import TEST_DATA

CURSOR_DATA = TEST_DATA / "agents" / "cursor"


def _entries(path: Path) -> list:
    return list(CURSOR.read(path, None))


def _write(path: Path, *lines: dict) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(json.dumps(line) + "\n" for line in lines))
    return path


def test_both_forms_are_told_by_their_content_not_by_claude_codes():
    for path in (CURSOR_DATA / "session.jsonl", CURSOR_DATA / "plain.txt",
                 CURSOR_DATA / "subagent_order" / "subagents" / "a-docs.jsonl"):
        assert detect_format(path).name == "cursor", path
    assert detect_format(TEST_DATA / "facts_counts.jsonl").name == "transcript"
    assert detect_format(TEST_DATA / "codex_turns.jsonl").name == "codex"


def test_prompts_context_thinking_calls_and_results_are_read():
    entries = _entries(CURSOR_DATA / "session.jsonl")
    injected = [e for e in entries if isinstance(e, InjectedEntry)]
    assert [e.reason for e in injected] == ["cursor-context"]
    assert "attached_files" in injected[0].text
    prompts = [e.message.content for e in entries if isinstance(e, UserEntry)
               and isinstance(e.message.content, str)]
    assert prompts == ["Fix the failing multiply test in calculator.",
                       "Also add a divide function.", "Try again with a zero check."]
    first = next(e for e in entries if isinstance(e, AssistantEntry))
    kinds = [b.type for b in first.message.content]
    assert kinds == ["thinking", "text", "tool_use"]
    assert first.message.model == "claude-4.5-sonnet"
    assert all(e.timestamp is None for e in entries if hasattr(e, "timestamp"))


def test_results_pair_with_their_calls_by_id_by_name_and_in_order():
    entries = _entries(CURSOR_DATA / "session.jsonl")
    calls = {b.name: b.id for e in entries if isinstance(e, AssistantEntry)
             for b in e.message.content if b.type == "tool_use"}
    results = [(b.tool_use_id, b.is_error) for e in entries if isinstance(e, UserEntry)
               and isinstance(e.message.content, list) for b in e.message.content]
    assert results == [(calls["Shell"], True), (calls["StrReplace"], False),
                       (calls["Read"], False)]
    assert calls["Read"] == "call-read" and calls["Shell"] == "cursor-2-2"


def test_turns_that_end_are_hidden_interrupted_or_said():
    entries = _entries(CURSOR_DATA / "session.jsonl")
    hidden = [e for e in entries if isinstance(e, HiddenEntry)]
    assert [(e.line, e.kind) for e in hidden] == [(7, "turn_ended")]
    assert [e.text for e in entries if isinstance(e, InterruptedEntry)] == \
        ["Turn ended: aborted"]
    notices = [e for e in entries if isinstance(e, AgentNoticeEntry)]
    assert [(e.level, e.text) for e in notices] == [("error", "status: error")]
    assert [p.line for p in entries if isinstance(p, ParseProblem)] == [14]


def test_an_unknown_block_or_line_is_shown_raw_and_named(tmp_path: Path):
    path = _write(tmp_path / "t.jsonl",
                  {"role": "user", "message": {"content": [{"type": "text", "text": "hi"}]}},
                  {"role": "assistant", "message": {"content": [
                      {"type": "text", "text": "ok"}, {"type": "shiny", "text": "new"}]}},
                  {"type": "checkpoint"},
                  {"role": "assistant", "message": {"content": 7}})
    entries = _entries(path)
    raw = [e.type for e in entries if isinstance(e, UnknownEntry)]
    assert raw == ["cursor block (shiny)", "cursor line (checkpoint)", "cursor assistant line"]
    problems = [p for p in entries if isinstance(p, ParseProblem)]
    assert [(p.line, p.kept) for p in problems] == [(4, True)]


def test_the_plain_text_form_reads_markers_into_the_same_entries():
    entries = _entries(CURSOR_DATA / "plain.txt")
    blocks = [(e.line, b.type) for e in entries if isinstance(e, AssistantEntry)
              for b in e.message.content]
    assert blocks == [(7, "thinking"), (9, "text"), (10, "tool_use"), (16, "tool_use"),
                      (20, "text"), (28, "text")]
    calls = [b.input for e in entries if isinstance(e, AssistantEntry)
             for b in e.message.content if b.type == "tool_use"]
    assert calls == [{"command": "ls -la", "description": "List files"},
                     {"path": "build.gradle", "limit": 20}]
    results = [b.content for e in entries if isinstance(e, UserEntry)
               and isinstance(e.message.content, list) for b in e.message.content]
    assert results == ["README.md\nbuild.gradle", "plugins { id 'java' }"]


def _walk(nodes: list[Node]) -> list[Node]:
    return [m for n in nodes for m in [n, *_walk(n.children)]]


def test_subagents_nest_under_their_call_by_prompt_then_in_order():
    parent = CURSOR_DATA / "subagent_order" / "parent.jsonl"
    assert sorted(children(parent)) == ["a-docs", "b-tests"]
    doc = build_session(parent).doc
    tasks = [n for n in _walk(doc.sessions[0].nodes)
             if getattr(n.msg, "tool_name", "") == "Task"]
    assert [t.subagent.key for t in tasks] == ["a-docs", "b-tests"]
    assert doc.sessions[0].unlinked == []


def test_the_working_directory_is_the_project_folder_decoded(tmp_path: Path):
    (tmp_path / "work" / "my-app").mkdir(parents=True)
    encoded = str(tmp_path / "work" / "my-app").strip("/").replace("/", "-").replace(".", "-")
    assert decode_project(encoded) == str(tmp_path / "work" / "my-app")
    assert decode_project("empty-window") is None
    session = _write(tmp_path / ".cursor" / "projects" / encoded / "agent-transcripts" / "s1"
                     / "s1.jsonl",
                     {"role": "user", "message": {"content": [{"type": "text", "text": "x"}]}})
    assert project_cwd(session) == str(tmp_path / "work" / "my-app")
    scan = CURSOR.scan(session)
    assert (scan.cwd, scan.session_id, scan.first_ts, scan.conversation) == \
        (str(tmp_path / "work" / "my-app"), "s1", None, True)
    assert holds(session) and not holds(session.parent / "subagents" / "c.jsonl")
    assert all(e.cwd == scan.cwd for e in _entries(session))
