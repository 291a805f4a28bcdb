"""Codex rollouts: a field of an unexpected JSON type never makes text vanish.

Issue 30 item 7 (the Gemini reader's class, audited here): a message's `content` as an
object, a reasoning `summary` as an object, an event's `message` as a list were read as
empty (an "empty message event", "reasoning without a summary") with `--strict` passing.
Each is now shown raw, listed as a problem saying which field, and fails `--strict`.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from cc2html.cli.app import app
from cc2html.read.codex import iter_codex
from cc2html.read.transcript import ParseProblem

META = {"timestamp": "2026-01-01T00:00:00Z", "type": "session_meta",
        "payload": {"id": "c-1", "cwd": "/w", "cli_version": "0.50.0"}}


def _rollout(tmp_path: Path, kind: str, payload: dict[str, Any]) -> Path:
    src = tmp_path / "rollout-2026-01-01T00-00-00-c1.jsonl"
    line = {"timestamp": "2026-01-01T00:00:01Z", "type": kind, "payload": payload}
    src.write_text(json.dumps(META) + "\n" + json.dumps(line) + "\n")
    return src


#: (line type, payload, words that must reach the page)
WRONG = {
    "message-content-an-object": ("response_item", {
        "type": "message", "role": "user", "content": {"text": "object-content-words"}},
        "object-content-words"),
    "message-content-a-number": ("response_item", {
        "type": "message", "role": "assistant", "content": 31415926}, "31415926"),
    "message-part-text-an-object": ("response_item", {
        "type": "message", "role": "user",
        "content": [{"type": "input_text", "text": {"v": "nested-part-words"}}]},
        "nested-part-words"),
    "reasoning-summary-an-object": ("response_item", {
        "type": "reasoning", "summary": {"text": "summary-object-words"}},
        "summary-object-words"),
    "reasoning-part-a-string": ("response_item", {
        "type": "reasoning", "summary": ["bare-summary-words"]}, "bare-summary-words"),
    "compacted-message-a-list": ("compacted", {"message": ["compacted-words"]},
                                 "compacted-words"),
    "user-event-message-a-list": ("event_msg", {
        "type": "user_message", "message": ["event-list-words"]}, "event-list-words"),
    "agent-event-message-an-object": ("event_msg", {
        "type": "agent_message", "message": {"text": "agent-object-words"}},
        "agent-object-words"),
    "reasoning-event-text-a-number": ("event_msg", {
        "type": "agent_reasoning", "text": 27182818}, "27182818"),
    "task-complete-last-an-object": ("event_msg", {
        "type": "task_complete", "last_agent_message": {"text": "last-words"}}, "last-words"),
    "review-output-a-string": ("event_msg", {
        "type": "exited_review_mode", "review_output": "review-string-words"},
        "review-string-words"),
    "mcp-content-an-object": ("event_msg", {
        "type": "mcp_tool_call_end", "call_id": "m1",
        "invocation": {"server": "s", "tool": "t", "arguments": {}},
        "result": {"Ok": {"content": {"type": "text", "text": "mcp-object-words"}}}},
        "mcp-object-words"),
}


@pytest.mark.parametrize("case", sorted(WRONG))
def test_wrong_types_are_shown_raw_said_and_fail_strict(tmp_path: Path, case: str) -> None:
    kind, payload, words = WRONG[case]
    src = _rollout(tmp_path, kind, payload)
    problems = [i for i in iter_codex(src) if isinstance(i, ParseProblem)]
    assert [p.line for p in problems] == [2] and problems[0].kept
    assert "not" in problems[0].reason and "Unread" not in problems[0].reason
    out = tmp_path / "out.html"
    result = CliRunner().invoke(app, [str(src), "-o", str(out), "--strict"])
    assert result.exit_code == 3, result.output
    assert words in out.read_text(encoding="utf-8")


#: the shapes Codex writes still read as before (a string content, parts, null fields)
RIGHT = {
    "content-a-string": ("response_item", {"type": "message", "role": "user",
                                           "content": "string-words"}, "string-words"),
    "reasoning-null-content": ("response_item", {
        "type": "reasoning", "summary": [{"type": "summary_text", "text": "sum-words"}],
        "content": None, "encrypted_content": "gAAA"}, "sum-words"),
    "image-part": ("response_item", {"type": "message", "role": "user", "content": [
        {"type": "input_text", "text": "look-words"},
        {"type": "input_image", "image_url": "https://example.com/a.png"}]}, "look-words"),
    "reasoning-content-a-string": ("response_item", {  # (a fixture of lanegrid-agtrace)
        "type": "reasoning", "summary": [{"type": "summary_text", "text": "plan-words"}],
        "content": "string-reasoning-words", "encrypted_content": None},
        "string-reasoning-words"),
    "null-instructions": ("event_msg", {"type": "user_message", "message": "plain-words"},
                          "plain-words"),
}


@pytest.mark.parametrize("case", sorted(RIGHT))
def test_written_shapes_still_read_and_pass_strict(tmp_path: Path, case: str) -> None:
    kind, payload, words = RIGHT[case]
    src = _rollout(tmp_path, kind, payload)
    assert not [i for i in iter_codex(src) if isinstance(i, ParseProblem)]
    out = tmp_path / "out.html"
    result = CliRunner().invoke(app, [str(src), "-o", str(out), "--strict"])
    assert result.exit_code == 0, result.output
    assert words in out.read_text(encoding="utf-8")
