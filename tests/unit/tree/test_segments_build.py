"""A transcript built segment by segment (stream.py: the first pass, the cut, each byte
range read, classified and built alone) holds the whole-file build's turns, messages,
ids and line numbers, in order (issue 34 item 2). Fixture: test_data/parts/long.jsonl
(hand-made by its make_parts_fixture.py), cut every ~20 KB."""

from __future__ import annotations

import json
from pathlib import Path

from cc2html.pipeline import build
from cc2html.stream import pieces, plan
from cc2html.tree.nodes import walk

from helpers import REPO

LONG = REPO / "test_data" / "parts" / "long.jsonl"


def _shape(sessions) -> list[tuple[str, int, str]]:
    return [(node.id, node.msg.meta.line, type(node.msg).__name__)
            for session in sessions for node in walk(session.nodes)]


def test_the_segments_hold_the_whole_builds_messages(tmp_path: Path) -> None:
    path = tmp_path / "long.jsonl"
    lines = LONG.read_bytes().splitlines(keepends=True)
    odd = json.dumps({"type": "future-kind", "uuid": "x1",
                      "sessionId": json.loads(lines[0])["sessionId"]}).encode()
    path.write_bytes(b"".join(lines[:150]) + odd + b"\n" + b"".join(lines[150:]))
    found = plan(path, target=20_000)
    assert found is not None
    scan, segments = found
    assert len(segments) >= 5
    built = list(pieces(path, segments))
    whole, problems, _ = build(path, "transcript")
    assert [p.line for piece in built for p in piece.problems] == [p.line for p in problems]
    assert _shape(s for piece in built for s in piece.doc.sessions) == _shape(whole.sessions)
    starts = [piece.doc.sessions[0].nodes[0] for piece in built]
    assert all(node.msg.starts_turn for node in starts)
