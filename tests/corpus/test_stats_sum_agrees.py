"""A session's facts summed over its segments (tree/stats_sum.py) equal the whole file's
(`document_stats`), field for field, on every single-session Claude Code transcript of the
shared corpora under SIZE_CAP the first pass can cut, cut small (issue 34 item 2).

The whole is the file built as one segment (stream.pieces over one byte range, without its
subagent files); and for the files stream.plan accepts, the segments it plans (each with
its own subagent files: read/side_plan.py) sum to `pipeline.build`'s stats.

The segments carry the first pass's notes of the facts that cross them (the queue's
`rereads`, read/cross_lines.py's lines, as stream.plan gives them): a background task's `<task-notification>` in a later segment
than its call, and a replayed record whose original is in an earlier one, are what the
whole build makes of them, so every file's segments build the whole's nodes (4 files
differed before, 2026-12-03)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from cc2html.pipeline import build
from cc2html.read.cross_lines import cross_lines
from cc2html.read.cut import cut, streamable
from cc2html.read.prescan_file import prescan
from cc2html.read.segments import plain_jsonl
from cc2html.stream import pieces, plan
from cc2html.tree.stats import document_stats
from cc2html.tree.stats_sum import StatsSum
from helpers import session_transcripts

pytestmark = pytest.mark.corpus

SIZE_CAP = 4_000_000
TARGET = 4_000  # bytes a segment: every cut point the pass finds is used


def _files() -> list[Path]:
    return session_transcripts(SIZE_CAP)


def _nodes(docs: list) -> list:
    return [(type(node.msg), node.msg.meta.line) for doc in docs for s in doc.sessions
            for node in s.walk()]


def _stats(docs: list) -> list:
    total = StatsSum()
    for doc in docs:
        total.add(doc)
    return total.result()


def test_stats_summed_over_segments_equal_the_whole() -> None:
    files = _files()
    if not files:
        pytest.skip("shared corpora not found")
    checked = several = planned = 0
    for path in files:
        if not plain_jsonl(path):
            continue
        scan = prescan(path)
        if not streamable(scan):
            continue
        crossing = cross_lines(path, scan)
        segments = [replace(s, rereads=scan.rereads, cross=crossing) for s in cut(scan, TARGET)]
        (whole,) = cut(scan, 2**62)
        one = next(pieces(path, [whole])).doc
        if len(one.sessions) != 1:
            continue
        expected = document_stats(one)
        docs = [piece.doc for piece in pieces(path, segments)]
        assert _nodes(docs) == _nodes([one]), path
        assert _stats(docs) == expected, path
        side = plan(path, TARGET)  # each segment with its own subagent files
        if side is not None:
            docs = [piece.doc for piece in pieces(path, side[1])]
            whole_build = build(path, "transcript")[0]
            if _nodes(docs) == _nodes([whole_build]):
                assert _stats(docs) == document_stats(whole_build), path
                planned += 1
        checked, several = checked + 1, several + (len(segments) > 1)
    assert checked >= 100 and several >= 15 and planned >= 50, (checked, several, planned)
