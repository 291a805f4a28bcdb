"""A large Claude Code transcript built segment by segment in bounded memory (issue 34
item 2; docs/decisions/large-sessions.md, "Status (h-stream)"): the first pass
(read/prescan.py), the cut (read/cut.py), then per segment read its byte range, classify
and build it as a document of its own, hand it on, and let it go. Not yet wired into
`convert`: rendering the segments into the page's head and parts is the next step."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Optional

from .classify import ClassifyContext, classify
from .classify.queue_session import resolve_session
from .classify.steering import Resolved, pair_steering
from .read.cut import TARGET_BYTES, Segment, cut, streamable
from .read.entries import Entry
from .read.persisted import PersistedFiles
from .read.prescan import Prescan, prescan
from .read.segments import plain_jsonl, read_segment
from .read.sidecars import find_runs, find_sidecars, list_entries, list_folder, \
    tool_results_folder
from .read.transcript import ParseProblem
from .redact.redactor import Redactor
from .tree.build import Document, build_document
from .tree.nodes import HashedIds

__all__ = ["STREAM_BYTES", "Piece", "plan", "pieces"]

#: a transcript of at least this many bytes is converted segment by segment (when `plan`
#: allows). Its page would be split anyway: pages run at 0.5-0.85 bytes of HTML a byte of
#: input (the 100 MB workload: 82 MB; corpus/marot-spotter fa812bfe: 3.5 MB -> 1.9 MB), so
#: 16 MiB of input makes >= 8 MB of HTML, render/to_html/split.THRESHOLD; and the largest
#: session of the shared corpora (3.5 MB) is far under it, so every page there is today's
STREAM_BYTES = 16 * 2**20


@dataclass
class Piece:
    """One segment built: its document (the session's turns in its byte range), the
    problems and warnings of its lines."""

    segment: Segment
    doc: Document
    problems: list[ParseProblem]
    ctx: ClassifyContext


def plan(path: Path, target: int = TARGET_BYTES, queue: bool = False
         ) -> Optional[tuple[Prescan, list[Segment]]]:
    """The first pass and the cut of a file that may be built in segments; None when it
    may not: not plain UTF-8 JSONL, several sessions, a line the pass could not read, or
    subagent files or workflow runs beside it (their calls are linked across the whole
    session: not done per segment yet). `queue`: read/cut.py `cut`'s (not needed: each
    segment carries the pass's `Rereads`, from which `pieces` resolves the session's prompt
    queue once)."""
    if not plain_jsonl(path):
        return None
    if find_sidecars(path, list_folder) or find_runs(path, list_entries):
        return None
    scan = prescan(path)
    if not streamable(scan):
        return None
    return scan, [replace(segment, rereads=scan.rereads) for segment in cut(scan, target, queue)]


def _entries(items: Iterator, problems: list[ParseProblem]) -> Iterator[Entry]:
    for item in items:
        if isinstance(item, ParseProblem):
            problems.append(item)
        else:
            yield item


def pieces(path: Path, segments: list[Segment],
           redactor: Optional[Redactor] = None) -> Iterator[Piece]:
    """Each segment read, classified and built (read/segments.py, classify, tree/build.py),
    one at a time: a piece is no longer held here once the next is asked for. The
    session's prompt queue and steering pairing are decided once, on the first segment
    (classify/queue_session.py, from the segments' `rereads`: any subset of a file's
    segments, in any order, gives the whole build's messages for them); a segment without
    `rereads` resolves its queue alone."""
    resolved: dict[int, Resolved] = {}
    ids = HashedIds()  # one for the session: an id repeated in a later segment is suffixed
    for segment in segments:
        problems: list[ParseProblem] = []
        ctx = ClassifyContext()
        ctx.persisted = PersistedFiles(tool_results_folder(path), redactor)
        entries = _entries(read_segment(path, segment, redactor), problems)
        session = None
        if segment.rereads is not None:
            key = id(segment.rereads)
            if key not in resolved:
                resolved[key] = resolve_session(path, segment.rereads, redactor)
            session = resolved[key]
        messages = pair_steering(classify(entries, ctx), ctx.warn, ctx.prompts, session)
        yield Piece(segment, build_document(messages, ids=ids), problems, ctx)
