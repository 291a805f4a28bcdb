"""Gemini CLI sessions: a field of an unexpected JSON type never makes text vanish.

Issue 30 item 7: a `.json` session whose `messages` was an object (not a list) lost all its
text with `--strict` passing. Gemini CLI writes `messages: MessageRecord[]` whose `content`
is a PartListUnion (a string, one Part, or a list of strings and Parts), `thoughts` and
`toolCalls` lists, a call's `result` a PartListUnion or null and its `resultDisplay` a
string or an object (a file diff …) (packages/core/src/services/chatRecordingTypes.ts).
Each such real variant is read; any other shape is shown raw, listed as a problem, and
fails `--strict` (exit 3).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from cc2html.cli.app import app
from cc2html.read.gemini import iter_gemini
from cc2html.read.transcript import ParseProblem

HEAD = {"sessionId": "g-1", "projectHash": "0" * 64, "startTime": "2026-01-01T00:00:00Z",
        "lastUpdated": "2026-01-01T00:01:00Z"}


def _doc(tmp_path: Path, messages: Any, *, one_line: bool = False) -> Path:
    src = tmp_path / "session-2026-01-01T00-00-g1.json"
    src.write_text(json.dumps({**HEAD, "messages": messages}, indent=None if one_line else 1))
    return src


def _jsonl(tmp_path: Path, *messages: dict[str, Any]) -> Path:
    src = tmp_path / "session-2026-01-01T00-00-g1.jsonl"
    src.write_text("".join(json.dumps(line) + "\n" for line in (HEAD, *messages)))
    return src


def _strict(src: Path, tmp_path: Path) -> tuple[int, str]:
    out = tmp_path / "out.html"
    result = CliRunner().invoke(app, [str(src), "-o", str(out), "--strict"])
    return result.exit_code, out.read_text(encoding="utf-8") if out.exists() else ""


def _dump(items: list[Any]) -> str:
    return " ".join(repr(e) for e in items)


@pytest.mark.parametrize("one_line", [False, True])
def test_messages_as_an_object_is_shown_raw_and_fails_strict(tmp_path: Path,
                                                             one_line: bool) -> None:
    src = _doc(tmp_path, {"m1": {"id": "m1", "type": "user", "content": "first-words-here"},
                          "m2": {"id": "m2", "type": "gemini", "content": "reply-words-here"}},
               one_line=one_line)
    code, page = _strict(src, tmp_path)
    assert code == 3
    assert "first-words-here" in page and "reply-words-here" in page
    assert "messages are a dict, not a list" in page


def test_messages_holding_a_string_shows_it_and_fails_strict(tmp_path: Path) -> None:
    src = _doc(tmp_path, [{"id": "m1", "type": "user", "content": "hello"}, "stray-string-x"])
    code, page = _strict(src, tmp_path)
    assert code == 3 and "stray-string-x" in page


#: real variants of a message (chatRecordingTypes.ts), each with the words it must show
REAL = {
    "content-one-part": ({"type": "user", "content": {"text": "one-part-words"}},
                         "one-part-words"),
    "content-strings-and-parts": ({"type": "user", "content": ["a-str-word", {"text": "b-part"}]},
                                  "b-part"),
    "reply-one-part": ({"type": "gemini", "content": {"text": "reply-part-words"}},
                       "reply-part-words"),
    "function-call-part": ({"type": "gemini", "content": [
        {"functionCall": {"name": "grep", "args": {"pattern": "needle-arg"}}}]}, "needle-arg"),
    "result-a-string": ({"type": "gemini", "content": "", "toolCalls": [
        {"id": "c1", "name": "shell", "args": {}, "status": "success",
         "result": "string-result-words"}]}, "string-result-words"),
    "result-one-part": ({"type": "gemini", "content": "", "toolCalls": [
        {"id": "c1", "name": "shell", "args": {}, "status": "success",
         "result": {"functionResponse": {"id": "c1", "name": "shell",
                                         "response": {"output": "one-response-words"}}}}]},
                        "one-response-words"),
    "result-display-a-diff": ({"type": "gemini", "content": "", "toolCalls": [
        {"id": "c1", "name": "replace", "args": {}, "status": "success", "result": None,
         "resultDisplay": {"fileName": "a.py", "fileDiff": "+diff-words-added"}}]},
                              "+diff-words-added"),
    "notice-parts": ({"type": "info", "content": [{"text": "info-part-words"}]},
                     "info-part-words"),
}


@pytest.mark.parametrize("case", sorted(REAL))
@pytest.mark.parametrize("form", ["json", "jsonl"])
def test_real_variants_are_read_and_pass_strict(tmp_path: Path, case: str, form: str) -> None:
    msg, words = REAL[case]
    msg = {"id": "m1", "timestamp": "2026-01-01T00:00:01Z", **msg}
    src = _doc(tmp_path, [msg]) if form == "json" else _jsonl(tmp_path, msg)
    items = list(iter_gemini(src))
    assert not [i for i in items if isinstance(i, ParseProblem)], items
    assert words in _dump(items)
    code, page = _strict(src, tmp_path)
    assert code == 0 and words in page.replace("&#43;", "+")


#: shapes Gemini CLI does not write, each with the words that must not vanish
WRONG = {
    "content-a-number": ({"type": "user", "content": 424242}, "424242"),
    "content-an-unknown-object": ({"type": "user", "content": {"body": "body-words"}},
                                  "body-words"),
    "part-text-not-a-string": ({"type": "user", "content": [{"text": {"v": "nested-words"}}]},
                               "nested-words"),
    "thoughts-an-object": ({"type": "gemini", "content": "ok", "thoughts": {
        "subject": "subject-words", "description": "d"}}, "subject-words"),
    "thought-description-an-object": ({"type": "gemini", "content": "ok", "thoughts": [
        {"subject": "s", "description": {"x": "description-words"}}]}, "description-words"),
    "tool-calls-an-object": ({"type": "gemini", "content": "", "toolCalls": {
        "c1": {"id": "c1", "name": "shell", "result": "call-words"}}}, "call-words"),
    "tool-calls-holding-a-string": ({"type": "gemini", "content": "", "toolCalls": [
        "string-call-words"]}, "string-call-words"),
    "notice-a-number": ({"type": "error", "content": 987654}, "987654"),
}


@pytest.mark.parametrize("case", sorted(WRONG))
@pytest.mark.parametrize("form", ["json", "jsonl"])
def test_wrong_types_are_shown_raw_said_and_fail_strict(tmp_path: Path, case: str,
                                                       form: str) -> None:
    msg, words = WRONG[case]
    msg = {"id": "m1", "timestamp": "2026-01-01T00:00:01Z", **msg}
    src = _doc(tmp_path, [msg]) if form == "json" else _jsonl(tmp_path, msg)
    problems = [i for i in iter_gemini(src) if isinstance(i, ParseProblem)]
    assert problems and all(p.kept for p in problems)
    code, page = _strict(src, tmp_path)
    assert code == 3
    assert words in page


def test_a_rewind_line_is_a_hidden_update_not_an_unknown_message(tmp_path: Path) -> None:
    src = _jsonl(tmp_path, {"id": "m1", "type": "user", "content": "kept-words"},
                 {"$rewindTo": "m1"})
    code, page = _strict(src, tmp_path)
    assert code == 0 and "kept-words" in page and "a rewind" in page


@pytest.mark.parametrize("messages", [{"m1": {"type": "user", "content": "header-words"}},
                                      [{"id": "m1", "type": "user", "content": "header-words"}]])
def test_a_jsonl_header_holding_messages_is_shown_raw_and_fails_strict(tmp_path: Path,
                                                                       messages: Any) -> None:
    src = tmp_path / "session-2026-01-01T00-00-g1.jsonl"
    src.write_text(json.dumps({**HEAD, "messages": messages}) + "\n"
                   + json.dumps({"id": "m2", "type": "user", "content": "next-words"}) + "\n")
    code, page = _strict(src, tmp_path)
    assert code == 3 and "header-words" in page and "next-words" in page
