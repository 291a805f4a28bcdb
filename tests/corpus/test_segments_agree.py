"""Every single-session Claude Code transcript of the shared corpora under SIZE_CAP, cut
as small as the cut allows (a segment at every turn it may start), builds segment by
segment (stream.py) into the whole-file build's nodes: ids, lines, classes, results, the
records' kinds and reasons, and the warnings and problems' lines (issue 34 item 2). The
sessions with prompt-queue lines are the ones the queue resolution is for
(classify/queue_session.py): 4 of them differed with the queue resolved per segment.

Each file is copied alone into a temporary folder: `plan` refuses a session with subagent
files beside it (docs/decisions/large-sessions.md, "Status (segments)"), and both builds
then read the same lines without sidecars."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from cc2html.pipeline import build
from cc2html.stream import pieces, plan
from cc2html.tree.nodes import walk
from helpers import session_transcripts

pytestmark = pytest.mark.corpus

SIZE_CAP = 4_000_000


def _files() -> list[Path]:
    return session_transcripts(SIZE_CAP)


def _shape(sessions) -> list[tuple]:
    return [(node.id, node.msg.meta.line, type(node.msg).__name__,
             node.result.id if node.result else None, getattr(node.msg, "kind", None),
             getattr(node.msg, "reason", None))
            for session in sessions for node in walk(session.nodes)]


def test_sessions_cut_small_build_as_the_whole(tmp_path: Path) -> None:
    files = _files()
    if not files:
        pytest.skip("shared corpora not found")
    checked = queued = segments = 0
    for n, source in enumerate(files):
        path = tmp_path / str(n) / source.name
        path.parent.mkdir()
        shutil.copyfile(source, path)
        found = plan(path, target=1)
        if found is None:  # (several sessions in one file, a line msgspec cannot read)
            continue
        built = list(pieces(path, found[1]))
        whole, problems, ctx = build(path, "transcript")
        assert _shape(s for piece in built for s in piece.doc.sessions) == \
            _shape(whole.sessions), source
        assert sorted(w for piece in built for w in piece.ctx.warnings) == \
            sorted(ctx.warnings), source
        assert [p.line for piece in built for p in piece.problems] == \
            [p.line for p in problems], source
        checked, segments = checked + 1, segments + len(found[1])
        queued += b'"queue-operation"' in source.read_bytes()
    # (163 sessions, 17 with queue lines, 295 segments on 2026-12-03)
    assert checked >= 150 and queued >= 15 and segments >= 250
