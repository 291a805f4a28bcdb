"""Every single-session Claude Code transcript of the shared corpora that has prompt-queue
lines, cut as small as the cut allows (a segment at every turn it may start), builds
segment by segment (stream.py) into the whole-file build's nodes: ids, lines, classes,
results, the records' kinds and reasons, and the warnings (issue 34 item 2: the queue
resolved once for the session, classify/queue_session.py).

Each file is copied alone into a temporary folder: `plan` refuses a session with subagent
files beside it (docs/decisions/large-sessions.md, "Status (segments)"), and both builds
then read the same lines without sidecars."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from cc2html.pipeline import build
from cc2html.read.sniff import not_transcript
from cc2html.stream import pieces, plan
from cc2html.tree.nodes import walk
from helpers import SHARED

pytestmark = pytest.mark.corpus


def _files() -> list[Path]:
    found = []
    for name in ("corpus", "corpus-modern"):
        folder = SHARED / name
        if folder.is_dir():
            found += sorted(p for p in folder.rglob("*.jsonl")
                            if "subagents" not in p.parts and not p.name.startswith("agent-")
                            and not not_transcript(p)
                            and b'"queue-operation"' in p.read_bytes())
    return found


def _shape(sessions) -> list[tuple]:
    return [(node.id, node.msg.meta.line, type(node.msg).__name__,
             node.result.id if node.result else None, getattr(node.msg, "kind", None),
             getattr(node.msg, "reason", None))
            for session in sessions for node in walk(session.nodes)]


def test_sessions_with_a_prompt_queue_cut_small_build_as_the_whole(tmp_path: Path) -> None:
    files = _files()
    if not files:
        pytest.skip("shared corpora not found")
    checked = segments = 0
    for n, source in enumerate(files):
        path = tmp_path / str(n) / source.name
        path.parent.mkdir()
        shutil.copyfile(source, path)
        found = plan(path, target=1)
        if found is None:  # (several sessions in one file)
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
    assert checked >= 15 and segments >= 40  # (17 sessions, 52 segments on 2026-12-03)
