"""A transcript built segment by segment (stream.py: the first pass, the cut, each byte
range read, classified and built alone) holds the whole-file build's turns, messages,
ids and line numbers, in order (issue 34 item 2). Fixtures: test_data/parts/long.jsonl
(hand-made by its make_parts_fixture.py), cut every ~20 KB; a ~2 MB session made by
../shared/tools/make_workload.py (random prompt-queue operations), cut every ~100 KB."""

from __future__ import annotations

import json
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from cc2html.pipeline import build
from cc2html.redact.redactor import Redactor
from cc2html.stream import pieces, plan
from cc2html.tree.nodes import walk

from helpers import REPO, TOOLS

LONG = REPO / "test_data" / "parts" / "long.jsonl"


def _shape(sessions) -> list[tuple]:
    """Each node: id, line, class, its result's id, and a record's kind and reason (the
    page's report)."""
    return [(node.id, node.msg.meta.line, type(node.msg).__name__,
             node.result.id if node.result else None, getattr(node.msg, "kind", None),
             getattr(node.msg, "reason", None))
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


@pytest.fixture(scope="module")
def workload(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A ~2 MB synthetic session with prompt-queue operations (enqueues delivered, removed
    or left waiting at random, far from where they were queued)."""
    tool = TOOLS / "make_workload.py"
    if not tool.is_file():
        pytest.skip(f"make_workload.py not found in {TOOLS}")
    path = tmp_path_factory.mktemp("workload") / "w2.jsonl"
    subprocess.run([sys.executable, str(tool), "--seed", "20251129", "single", "--mb", "2",
                    "--out", str(path)], check=True, capture_output=True)
    assert b'"operation":"enqueue"' in path.read_bytes()
    return path


def test_a_session_with_a_prompt_queue_cut_small_builds_as_the_whole(workload: Path) -> None:
    found = plan(workload, target=100_000)
    assert found is not None
    segments = found[1]
    assert len(segments) >= 15  # (the queue blocks no cut: ~2 MB / 100 KB)
    built = list(pieces(workload, segments))
    whole, _, ctx = build(workload, "transcript")
    assert _shape(s for piece in built for s in piece.doc.sessions) == _shape(whole.sessions)
    assert sorted(w for piece in built for w in piece.ctx.warnings) == sorted(ctx.warnings)
    alone = list(pieces(workload, [replace(s, rereads=None) for s in segments]))
    assert _shape(s for piece in alone for s in piece.doc.sessions) != _shape(whole.sessions)


def test_a_segment_built_alone_is_the_same_as_in_order(workload: Path) -> None:
    """Segments built in any order, one per call (as a pool of workers would), give the
    nodes they give in one pass in order: a card placed where its prompt left the queue
    comes with its segment."""
    found = plan(workload, target=100_000)
    assert found is not None
    in_order = [_shape(piece.doc.sessions) for piece in pieces(workload, found[1])]
    for k in (len(found[1]) - 1, 3, 0):
        assert _shape(next(pieces(workload, [found[1][k]])).doc.sessions) == in_order[k]


def test_redacted_segments_mask_and_count_as_the_whole_build(workload: Path) -> None:
    found = plan(workload, target=100_000)
    assert found is not None
    streamed, whole = Redactor(home=True), Redactor(home=True)
    built = list(pieces(workload, found[1], streamed))
    doc = build(workload, "transcript", whole)[0]
    assert _shape(s for piece in built for s in piece.doc.sessions) == _shape(doc.sessions)
    assert streamed.counts == whole.counts
