"""Read stage: every bad line becomes a problem; good lines around it still arrive."""

from __future__ import annotations

import json
from pathlib import Path

from cc2html.read.entries import AssistantEntry, UnknownEntry, UserEntry, UnknownBlock
from cc2html.read.transcript import ParseProblem, iter_entries, iter_lines


def items(*lines: bytes):
    return list(iter_lines(lines))


def test_good_lines_become_entries():
    got = items(b'{"type": "user", "message": {"content": "hi"}}\n',
                b'{"type": "assistant", "message": {"content": [{"type": "text", "text": "yo"}]}}\n')
    assert isinstance(got[0], UserEntry) and got[0].line == 1
    assert isinstance(got[1], AssistantEntry) and got[1].line == 2


def test_not_json_is_skipped_and_the_rest_reads():
    got = items(b"garbage\n", b'{"type": "user", "message": {"content": "after"}}\n')
    assert isinstance(got[0], ParseProblem) and not got[0].kept and got[0].line == 1
    assert "not JSON" in got[0].reason
    assert isinstance(got[1], UserEntry)


def test_non_object_is_skipped():
    (problem,) = items(b"[1, 2]\n")
    assert isinstance(problem, ParseProblem) and "not a JSON object" in problem.reason


def test_wrong_shape_is_kept_raw():
    problem, entry = items(b'{"type": "user", "message": 5}\n')
    assert isinstance(problem, ParseProblem) and problem.kept
    assert isinstance(entry, UnknownEntry) and entry.raw == {"type": "user", "message": 5}


def test_cut_off_last_line_is_reported_as_incomplete():
    (problem,) = items(b'{"type": "user", "message": {"content": "cut')
    assert "incomplete last line" in problem.reason


def test_invalid_utf8_is_replaced_and_noted():
    problem, entry = items(b'{"type": "user", "message": {"content": "caf\xe9"}}\n')
    assert isinstance(problem, ParseProblem) and problem.kept and "UTF-8" in problem.reason
    assert entry.message.content == "caf\ufffd"


def test_deep_nesting_does_not_raise():
    got = items(b"[" * 100_000 + b"\n")
    assert isinstance(got[0], ParseProblem)


def test_unknown_kind_and_block_are_kept():
    kind, asst = items(b'{"type": "brand-new", "x": 1}\n',
                       b'{"type": "assistant", "message": {"content": [{"type": "widget", "v": 1}]}}\n')
    assert isinstance(kind, UnknownEntry) and kind.type == "brand-new"
    assert isinstance(asst.message.content[0], UnknownBlock)


def test_missing_optional_fields_are_fine():
    (entry,) = items(b'{"type": "user", "message": {"content": "no uuid, no session"}}\n')
    assert entry.uuid is None and entry.parentUuid is None and entry.isSidechain is False


def test_json_document_with_loglines(tmp_path: Path):
    doc = {"loglines": [{"type": "user", "message": {"content": "from a document"}}]}
    path = tmp_path / "s.json"
    path.write_text(json.dumps(doc, indent=2))
    (entry,) = list(iter_entries(path))
    assert isinstance(entry, UserEntry) and entry.message.content == "from a document"
