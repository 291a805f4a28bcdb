"""Facts that cross a large session's segments are the whole build's when each segment is
built alone (issue 34; stream.py `pieces`, read/prescan_cross.py, read/cross_lines.py,
tree/background_session.py, classify/replays_session.py, tree/nodes.py HashedIds): a task
notification linked to its call in an earlier segment (by task id and by tool-use id), a
replayed assistant record hidden when its original is in an earlier segment (a top-level
line and an `agent_progress` copy), and a DOM id repeated in a later segment suffixed, also
when that segment is built from a copy of the ids taken before (a forked worker's).
Fixture: test_data/cross/cross.jsonl (hand-made by its make_cross_fixture.py), cut every
~1.5 KB: one turn a segment."""

from __future__ import annotations

import copy
from dataclasses import replace
from pathlib import Path
from types import SimpleNamespace

import pytest

from cc2html.pipeline import build
from cc2html.read import cross_lines
from cc2html.read.prescan_cross import ANNOUNCE_MARKS
from cc2html.render.to_html.stream_page import StreamedPage
from cc2html.stream import Shared, pieces, plan
from cc2html.tree import background
from cc2html.tree.nodes import HashedIds
from cc2html.tree.segment_ids import SegmentIds

from helpers import REPO

CROSS = REPO / "test_data" / "cross" / "cross.jsonl"


def _shape(sessions) -> list[tuple]:
    """Each node: id, line, class, the call it reports on, its notifications, its
    subagent's anchor."""
    return [(node.id, node.msg.meta.line, type(node.msg).__name__,
             node.spawner.id if node.spawner else None,
             [(note.id, note.msg.summary) for note in node.notifications],
             node.subagent.anchor if node.subagent else None)
            for session in sessions for node in session.walk()]


def _segments(path: Path = CROSS) -> list:
    found = plan(path, target=1_500)
    assert found is not None
    return found[1]


def _segment_of(segments: list, line: int) -> int:
    return next(k for k, s in enumerate(segments) if s.line <= line
                and (k + 1 == len(segments) or segments[k + 1].line > line))


def test_the_fixture_puts_each_fact_across_segments() -> None:
    whole, _, _ = build(CROSS, "transcript")
    segments = _segments()
    assert len(segments) >= 9
    nodes = [node for s in whole.sessions for node in s.walk()]
    notes = [n for n in nodes if n.spawner is not None]
    assert len(notes) == 2
    for note in notes:
        assert _segment_of(segments, note.msg.meta.line) > \
            _segment_of(segments, note.spawner.msg.meta.line)
    assert [n.subagent.anchor for n in nodes if n.subagent] == \
        ["subagent-agentdup", "subagent-agentdup-2"]
    assert whole.hidden["assistant (replayed duplicate)"].count == 1
    alone = [s for piece in pieces(CROSS, [replace(s, cross=None) for s in segments])
             for s in piece.doc.sessions]
    assert _shape(alone) != _shape(whole.sessions)  # (without the first pass's notes)


def test_segments_built_in_order_are_the_whole_build() -> None:
    whole, _, _ = build(CROSS, "transcript")
    built = list(pieces(CROSS, _segments()))
    assert _shape(s for piece in built for s in piece.doc.sessions) == _shape(whole.sessions)
    hidden = [line for piece in built
              for line in piece.doc.hidden.get("assistant (replayed duplicate)",
                                               SimpleNamespace(reasons={})).reasons.values()]
    assert hidden == list(whole.hidden["assistant (replayed duplicate)"].reasons.values())


def test_with_many_tasks_every_announcing_result_is_kept_and_the_build_is_the_same(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Past cross_lines.TASKS_LOOKED_FOR task ids a result line is not searched for each
    (that would be lines x tasks): every result with a mark is kept, a superset, and the
    segments still build as the whole does."""
    monkeypatch.setattr(cross_lines, "TASKS_LOOKED_FOR", 0)
    whole, _, _ = build(CROSS, "transcript")
    planned = plan(CROSS, 1_500)
    assert planned is not None
    segments = planned[1]
    kept = segments[0].cross.announcers
    monkeypatch.setattr(cross_lines, "TASKS_LOOKED_FOR", 10**6)
    assert set(plan(CROSS, 1_500)[1][0].cross.announcers) <= set(kept)  # (a superset)
    built = list(pieces(CROSS, segments))
    assert _shape(s for piece in built for s in piece.doc.sessions) == _shape(whole.sessions)


def test_each_segment_built_alone_in_any_order_links_and_hides_as_whole() -> None:
    """Last segment first, each with its own Shared (a worker's, knowing nothing of the
    others): the links and the replays are the whole build's (the ids of repeated
    anchors need the segments before: the next tests)."""
    whole, _, _ = build(CROSS, "transcript")
    want = {row[1]: row[:5] for row in _shape(whole.sessions)}
    segments = _segments()
    for segment in reversed(segments):
        piece = next(pieces(CROSS, [segment], shared=Shared()))
        for row in _shape(piece.doc.sessions):
            assert row[:5] == want[row[1]]
        assert len(_shape(piece.doc.sessions)) == \
            sum(1 for line in want if segment.line <= line
                and (segment is segments[-1] or line < segments[segments.index(segment) + 1].line))


def test_claims_of_a_build_from_a_stale_copy_are_refused_when_they_collide() -> None:
    ids = HashedIds()
    ids.claim("a")
    stale = copy.deepcopy(ids)  # (a worker forks)
    ids.claim("b")  # (a segment another worker built meanwhile, merged first)
    claims = stale.record()
    assert (stale.claim("b"), stale.claim("c")) == ("b", "c")
    stale.stop()
    assert not ids.accept(claims)
    assert ids.claim("c") == "c"  # (nothing of the refused claims was taken)
    fresh = copy.deepcopy(ids)
    claims = fresh.record()
    assert (fresh.claim("a"), fresh.claim("d")) == ("a-2", "d")
    fresh.stop()
    assert ids.accept(claims)
    assert (ids.claim("a"), ids.claim("d")) == ("a-3", "d-2")


def test_a_page_takes_a_workers_segment_only_with_the_whole_builds_ids() -> None:
    """Each segment after the first built from the ids as they were after the first (every
    worker forked then): the page accepts a segment's claims when none collides with the
    ids the segments before it (merged in file order) claimed; a refused segment built
    again in process. The ids are then the whole build's."""
    whole, _, _ = build(CROSS, "transcript")
    segments = _segments()
    shared = Shared()
    page = SimpleNamespace(ids=shared.ids)
    shapes = _shape(next(pieces(CROSS, segments[:1], shared=shared)).doc.sessions)
    forked = copy.deepcopy(shared)
    refused = 0
    for segment in segments[1:]:
        piece = next(pieces(CROSS, [segment], shared=copy.deepcopy(forked)))
        if not StreamedPage.accepts(page, SimpleNamespace(claims=piece.claims)):
            refused += 1
            piece = next(pieces(CROSS, [segment], shared=shared))
        shapes += _shape(piece.doc.sessions)
    assert refused == 0  # (turn 8's anchor guessed from the first pass: the -2 of turn 2's)
    assert shapes == _shape(whole.sessions)


def test_a_wrong_guess_of_the_anchors_before_a_segment_refuses_it() -> None:
    """A worker claims the anchors the first pass says the segments before its own (from
    its copy's frontier) will claim; the parent refuses its claims when one of those is
    not an id the parent has (the guess was wrong), and takes them, moving its frontier,
    when all are."""
    def segment(first: int, last: int, agents: tuple) -> SimpleNamespace:
        return SimpleNamespace(first=first, last=last, cross=SimpleNamespace(agents=agents))

    agents = ((3, "x"), (12, "x"))
    parent = SegmentIds()
    parent.begin(segment(0, 9, agents))
    parent.claim("msg-a")  # (segment 0 made no subagent, though a line of it said so)
    parent.end(segment(0, 9, agents))
    worker = copy.deepcopy(SegmentIds())  # (forked before segment 0 was built)
    claims = worker.begin(segment(10, 19, agents))
    assert worker.claim("subagent-x") == "subagent-x-2"
    worker.end(segment(10, 19, agents))
    assert len(claims.assumed) == 1 and not parent.accept(claims)
    right = copy.deepcopy(parent)
    claims = right.begin(segment(10, 19, agents))
    assert right.claim("subagent-x") == "subagent-x"
    right.end(segment(10, 19, agents))
    assert not claims.assumed and parent.accept(claims) and parent.frontier == 20


def test_the_first_pass_marks_cover_every_announced_task_id() -> None:
    """A result line that announces a task id (background.task_ids) holds one of the marks
    the first pass looks for: each toolUseResult key and each text form."""
    forms = [*background.SIDECAR_KEYS, "agentId: x", "running in background with ID: x"]
    for form in forms:
        assert any(mark in form.encode() for mark in ANNOUNCE_MARKS), form
