"""The shared reading layer: the transcript and SDK readers report bad shapes alike and
read whole-file JSON documents through the same public helpers."""

from __future__ import annotations

import json
from pathlib import Path

from cc2html.read.sdk import iter_sdk
from cc2html.read.transcript import (PREVIEW_CHARS, ParseProblem, document_objects,
                                     iter_entries, looks_like_document, preview)


def _problems(items) -> list[ParseProblem]:
    return [i for i in items if isinstance(i, ParseProblem)]


def test_wrong_shape_is_reported_alike_by_both_readers(tmp_path: Path) -> None:
    transcript = tmp_path / "t.jsonl"
    transcript.write_text(json.dumps({"type": "user", "sessionId": "s", "message": 5}) + "\n")
    sdk = tmp_path / "s.jsonl"
    sdk.write_text(json.dumps({"type": "assistant", "session_id": "s", "message": 5}) + "\n")
    [entry] = _problems(iter_entries(transcript))
    [message] = _problems(iter_sdk(sdk))
    assert entry.reason.startswith("wrong shape for a 'user' entry (")
    assert message.reason.startswith("wrong shape for a 'assistant' message (")
    for problem in (entry, message):
        assert problem.kept and problem.line == 1
        assert problem.reason.endswith("; shown raw")
        assert '"message": 5' in problem.preview


def test_preview_is_stripped_and_cut() -> None:
    assert preview("  short \n") == "short"
    long = preview("x" * (PREVIEW_CHARS + 50))
    assert long == "x" * PREVIEW_CHARS + "…"


def test_document_objects_accepts_every_document_shape() -> None:
    assert document_objects([{"a": 1}]) == [{"a": 1}]
    for key in ("loglines", "messages", "entries"):
        assert document_objects({key: [{"b": 2}]}) == [{"b": 2}]
    assert document_objects({"type": "user"}) == [{"type": "user"}]
    assert document_objects("text") is None


def test_looks_like_document(tmp_path: Path) -> None:
    lines = tmp_path / "lines.jsonl"
    lines.write_text('{"type": "user"}\n{"type": "user"}\n')
    pretty = tmp_path / "pretty.json"
    pretty.write_text('{\n  "loglines": []\n}\n')
    array = tmp_path / "array.json"
    array.write_text('[{"type": "user"}]\n')
    assert not looks_like_document(lines)
    assert looks_like_document(pretty) and looks_like_document(array)
