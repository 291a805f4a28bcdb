"""Gemini CLI sessions read into transcript entries: the JSONL form (header, `$set`,
the last version of a message) and the classic document."""

from __future__ import annotations

from cc2html.read.agent_entries import AgentNoticeEntry, HiddenEntry
from cc2html.read.entries import AssistantEntry, ToolResultBlock, UserEntry
from cc2html.read.gemini import iter_gemini
from helpers import TEST_DATA


def test_jsonl_header_updates_and_the_last_version_of_a_message():
    items = list(iter_gemini(TEST_DATA / "gemini_session.jsonl"))
    assert {e.sessionId for e in items} == {"gem-0001"}
    hidden = sorted(e.kind for e in items if isinstance(e, HiddenEntry))
    assert hidden == ["$set", "header", "message"]
    replies = [e for e in items if isinstance(e, AssistantEntry)]
    assert len(replies) == 1  # the first version ("Looking") is replaced
    kinds = [b.type for b in replies[0].message.content]
    assert kinds == ["thinking", "text", "tool_use"]
    assert replies[0].message.usage.input_tokens == 400  # 900 in, 500 of them cached
    assert replies[0].message.usage.output_tokens == 20  # 12 + 8 thinking
    assert [e.text for e in items if isinstance(e, AgentNoticeEntry)] == ["Request cancelled."]


def test_document_tool_results_keep_their_status_and_errors_are_notices():
    items = list(iter_gemini(TEST_DATA / "gemini_session.json"))
    results = [b for e in items if isinstance(e, UserEntry) and isinstance(
        e.message.content, list) for b in e.message.content if isinstance(b, ToolResultBlock)]
    assert [(r.tool_use_id, r.content, r.is_error) for r in results] == [
        ("rf-1", "port = 80", False), ("wf-2", "read-only file system", True)]
    notices = [e for e in items if isinstance(e, AgentNoticeEntry)]
    assert [(n.level, n.text) for n in notices] == [("error", "Quota exceeded for gemini-2.5-pro")]
    assert all(e.agent == "Gemini CLI" for e in items)


def test_a_document_written_on_one_line_is_still_a_document(tmp_path):
    src = tmp_path / "session-1.json"
    src.write_text((TEST_DATA / "gemini_session.json").read_text().replace("\n", ""))
    texts = [e.message.content for e in iter_gemini(src) if isinstance(e, UserEntry)
             and isinstance(e.message.content, str)]
    assert texts == ["Read config.toml and fix the port"]


def test_a_failed_calls_error_field_is_its_result(tmp_path):
    import json
    doc = {"sessionId": "g", "projectHash": "0" * 64, "messages": [
        {"id": "m", "type": "gemini", "content": "", "toolCalls": [
            {"id": "e1", "name": "replace", "args": {"file_path": "a.py"}, "status": "error",
             "error": "Failed to edit, 0 occurrences found"}]}]}
    src = tmp_path / "session-e.json"
    src.write_text(json.dumps(doc, indent=1))
    results = [b for e in iter_gemini(src) if isinstance(e, UserEntry)
               for b in e.message.content]
    assert [(b.content, b.is_error) for b in results] == [
        ("Failed to edit, 0 occurrences found", True)]


def test_a_message_with_fields_of_the_wrong_type_is_shown_raw_and_said(tmp_path):
    import json
    from cc2html.read.entries import UnknownEntry
    from cc2html.read.transcript import ParseProblem
    doc = {"sessionId": "g", "projectHash": "0" * 64, "messages": [
        {"id": "m", "type": "gemini", "content": "hi", "model": {"not": "a string"}}]}
    src = tmp_path / "session-w.json"
    src.write_text(json.dumps(doc, indent=1))
    items = list(iter_gemini(src))
    assert [type(i) for i in items] == [ParseProblem, UnknownEntry]
    assert items[0].kept and "wrong shape" in items[0].reason
