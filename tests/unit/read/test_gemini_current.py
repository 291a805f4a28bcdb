"""Gemini CLI's JSONL as gemini-cli 0.5x writes it (issue 32, item 3), on the hand-made
fixture test_data/gemini_current.jsonl (test_data/make_gemini_fixtures.py): messages that
arrive only inside a `{"$set": {"messages": [...]}}` batch are shown where the batch is,
the last version of a message wins and nothing is lost; the `<session_context>` block is
injected context, not the first prompt nor the title; the CLI's own "System: Please
continue." is marked as its continuation, not a typed prompt; a tool's response the CLI
records again as a user message is not a prompt (a copy of a result shown is hidden, one
no call shows is its result); a trailing "Request cancelled." notice counts in the
session's duration."""

from __future__ import annotations

import json
from pathlib import Path

from cc2html.model import AssistantTextMessage, UserTextMessage
from cc2html.model.sdk import InjectedContextMessage
from cc2html.pipeline import build
from cc2html.read.agent_entries import HiddenEntry, InjectedEntry
from cc2html.read.entries import AssistantEntry, UserEntry
from cc2html.read.gemini import iter_gemini
from cc2html.tree.stats import all_messages, session_stats
from helpers import TEST_DATA

SRC = TEST_DATA / "gemini_current.jsonl"
HEAD = {"sessionId": "g-1", "projectHash": "0" * 64, "startTime": "2026-01-01T00:00:00Z",
        "lastUpdated": "2026-01-01T00:01:00Z", "kind": "main"}


def _texts(items: list) -> list[tuple[str, str]]:
    out = []
    for e in items:
        if isinstance(e, InjectedEntry):
            out.append(("injected:" + e.reason, e.text[:18]))
        elif isinstance(e, UserEntry) and isinstance(e.message.content, str):
            out.append(("user", e.message.content))
        elif isinstance(e, AssistantEntry):
            out.append(("gemini", e.message.content[0].text))
    return out


def _jsonl(tmp_path: Path, *lines: dict) -> Path:
    src = tmp_path / "session-2026-01-01T00-00-g1.jsonl"
    src.write_text("".join(json.dumps(line) + "\n" for line in (HEAD, *lines)))
    return src


def test_a_message_only_in_a_set_batch_is_shown_and_its_last_version_wins():
    items = list(iter_gemini(SRC))
    assert _texts(items) == [
        ("injected:session-context", "<session_context>\n"),
        ("user", "Rename util.py to helpers.py"),
        ("gemini", "I will rename util.py with git mv."),  # only in batches; the later one
        ("injected:continuation", "System: Please con"),
        ("gemini", "Renamed util.py to helpers.py.")]
    reply = next(e for e in items if isinstance(e, AssistantEntry))
    assert reply.line == 8  # (the batch that holds the version shown)
    hidden = [(e.line, e.kind) for e in items if isinstance(e, HiddenEntry)]
    assert sorted(hidden) == [(1, "header"), (4, "$set"), *[(4, "$set message")] * 2,
                              (4, "message"), (7, "tool response"),
                              *[(8, "$set message")] * 5, (9, "$set")]


def test_bare_lines_after_a_batch_are_kept_and_a_batch_dropping_messages_loses_none(tmp_path):
    first = {"id": "m1", "timestamp": "2026-01-01T00:00:01Z", "type": "user", "content": "one"}
    reply = {"id": "m2", "timestamp": "2026-01-01T00:00:02Z", "type": "gemini", "content": "two"}
    later = {"id": "m3", "timestamp": "2026-01-01T00:00:03Z", "type": "user", "content": "three"}
    summary = {"id": "s1", "timestamp": "2026-01-01T00:00:04Z", "type": "user",
               "content": "a summary of the earlier turns"}
    src = _jsonl(tmp_path, {"$set": {"messages": [first, reply]}}, later,
                 {"$set": {"messages": [summary, later]}})  # (a compression's history)
    assert _texts(list(iter_gemini(src))) == [
        ("user", "one"), ("gemini", "two"), ("user", "three"),
        ("user", "a summary of the earlier turns")]


def test_a_batch_entry_that_is_not_an_object_is_shown_raw_and_said(tmp_path):
    from cc2html.read.entries import UnknownEntry
    from cc2html.read.transcript import ParseProblem
    src = _jsonl(tmp_path, {"$set": {"messages": ["stray", {"id": "m1", "type": "user",
                                                            "content": "hi"}]}})
    items = list(iter_gemini(src))
    assert [i.line for i in items if isinstance(i, ParseProblem)] == [2]
    assert [i.type for i in items if isinstance(i, UnknownEntry)] == [
        "gemini message (not an object)"]
    assert _texts(items) == [("user", "hi")]


def _session():
    doc, problems, _ = build(SRC)
    assert not problems
    (session,) = doc.sessions
    return session


def test_session_context_is_injected_context_not_the_prompt_or_the_title():
    session = _session()
    msgs = all_messages(session)
    injected = [m for m in msgs if isinstance(m, InjectedContextMessage)]
    assert [m.reason for m in injected] == ["session-context", "continuation"]
    assert [m.text for m in msgs if type(m) is UserTextMessage] == [
        "Rename util.py to helpers.py"]
    assert session.title == "Rename util.py to helpers.py"
    stats = session_stats(session)
    assert (stats.prompts, stats.injected) == (1, 2)  # the continuation is not typed
    assert sum(isinstance(m, AssistantTextMessage) for m in msgs) == 2


def test_a_trailing_request_cancelled_notice_counts_in_the_duration():
    stats = session_stats(_session())
    assert stats.ended == "2026-06-01T09:00:30.000Z"
    assert stats.duration_s == 30.0


def test_a_tool_response_recorded_as_a_user_message_is_no_prompt(tmp_path):
    from cc2html.read.entries import ToolResultBlock
    call = {"id": "m1", "timestamp": "2026-01-01T00:00:01Z", "type": "gemini", "content": "",
            "toolCalls": [{"id": "c1", "name": "read_file", "args": {"file_path": "a"},
                           "status": "success", "result": [{"functionResponse": {
                               "id": "c1", "name": "read_file", "response": {"output": "A"}}}]},
                          {"id": "c2", "name": "read_file", "args": {"file_path": "b"},
                           "status": "executing"}]}
    echo = {"id": "m2", "timestamp": "2026-01-01T00:00:02Z", "type": "user", "content": [
        {"functionResponse": {"id": "c1", "name": "read_file", "response": {"output": "A"}}},
        {"functionResponse": {"id": "c2", "name": "read_file", "response": {"error": "gone"}}}]}
    items = list(iter_gemini(_jsonl(tmp_path, call, echo)))
    assert not [e for e in items if isinstance(e, UserEntry)
                and isinstance(e.message.content, str)]  # no prompt of JSON
    results = [(b.tool_use_id, b.content, b.is_error) for e in items
               if isinstance(e, UserEntry) and isinstance(e.message.content, list)
               for b in e.message.content if isinstance(b, ToolResultBlock)]
    assert results == [("c1", "A", False), ("c2", "gone", True)]  # c1 once, c2 from the copy


def _title(src: Path) -> str:
    doc, _, _ = build(src)
    (session,) = doc.sessions
    return session.title


def test_the_sessions_summary_titles_it_only_when_no_prompt_was_typed(tmp_path):
    context = {"id": "c0", "timestamp": "2026-01-01T00:00:01Z", "type": "user",
               "content": [{"text": "<session_context>\nlinux\n</session_context>"}]}
    reply = {"id": "m2", "timestamp": "2026-01-01T00:00:02Z", "type": "gemini", "content": "ok"}
    summed = {"$set": {"summary": "Fix the flaky upload test"}}
    assert _title(_jsonl(tmp_path, context, reply, summed)) == "Fix the flaky upload test"
    ask = {"id": "m1", "timestamp": "2026-01-01T00:00:01Z", "type": "user",
           "content": "why does upload_test fail?"}
    assert _title(_jsonl(tmp_path, context, ask, reply, summed)) == \
        "why does upload_test fail?"


def test_a_documents_summary_titles_it_when_no_prompt_was_typed(tmp_path):
    doc = {**HEAD, "summary": "Tidy the imports", "messages": [
        {"id": "m2", "timestamp": "2026-01-01T00:00:02Z", "type": "gemini", "content": "ok"}]}
    src = tmp_path / "session-2026-01-01T00-00-g1.json"
    src.write_text(json.dumps(doc, indent=1))
    assert _title(src) == "Tidy the imports"
