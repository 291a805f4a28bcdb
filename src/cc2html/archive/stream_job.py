"""A huge session in an archive run (issue 34 item 2: "a huge session in an archive run
does not starve or balloon the pool"; docs/decisions/large-sessions.md, "Status (h-arch)").

A session file that stream.py's `stream_plan` accepts (a Claude Code transcript of at
least STREAM_BYTES, its own file, no subagent files or workflow runs beside it) is
converted in the pool's worker as single-file mode converts it: its page written segment
by segment (stream._write_streamed: head plus parts, bounded memory), never built whole.
What the archive keeps of it is gathered from the segments as they pass (`Gathered`, shown
each piece in file order): its index row's facts from the page's own HeadFacts (tree/
stats_sum.py, render/to_html/stream_head.py), its messages' uuids (packed, one sorted
blob a segment, merged at the end: 16 bytes a uuid, as the manifest stores them), its
summary lines, and its search passages (passages.Passages: at most SESSION_CHARS,
however long the session). The row, uuids and passages equal the whole build's
(tests/unit/archive/test_archive_stream.py).

The archive's renderer splits no page (PageRenderer(split=False): the pool keeps the cores
busy), but a streamed session's segments go to workers of the pool worker's own as cores
fall idle (render/to_html/stream_pool.py, `nested`): the pool starts the largest session
first, and when the others are done it no longer runs alone on one core. `Gathered` takes
each segment's share where it was built.
"""

from __future__ import annotations

import heapq
import re
from dataclasses import replace
from pathlib import Path
from collections.abc import Iterator
from typing import Any, Optional

from .. import stream
from ..model import SummaryRecord
from ..options import make_redactor
from ..read.segments import plain_jsonl
from ..read.sidecars import find_runs, find_sidecars, is_agent_file, list_entries, list_folder
from ..render.detail import select
from ..render.to_html.html import PageInfo, PageRenderer
from ..render.to_html.stream_head import HeadFacts, title_lines
from ..tree.build import Session
from ..tree.prices import PriceTable, bundled_prices
from ..write import PartWriter, write_atomic
from .jobs import Job, SessionSummary, pack_uuid
from .passages import Passages
from .search_text import pack_terms, terms, text_js
from .summary import pack_uuids, summarise, title_kind

__all__ = ["Gathered", "likely", "page_info", "render", "write_search"]


def page_info(job: Job, prices: PriceTable, redacting: bool, **more: Any) -> PageInfo:
    """The page's info as the archive gives it (its nav, note, colour script)."""
    return PageInfo(source_name=job.key, nav=dict(job.nav), redacting=redacting,
                    last_seen=job.note[0], stays_redacted=job.note[1], copy_href=job.note[2],
                    prices=prices, detail=job.options.detail, colour_src=job.colour_src,
                    **more)


def write_search(job: Job, title: str, found: list) -> bytes:
    """The session's passages written for archive search; its terms, packed (b"": none)."""
    if job.search is None:
        return b""
    write_atomic(job.search[0], [text_js(job.search[1], found)])
    return pack_terms(terms(title, found))


class Gathered:
    """What the archive keeps of a streamed session besides its page, a piece
    (stream.Piece) at a time (stream_pool.Tap): each piece's `part` made where it is built
    (a worker of the page's, or here), `add`ed here in file order."""

    def __init__(self, detail: str) -> None:
        self.detail = detail
        self.blobs: list[bytes] = []  # each segment's uuids, packed and sorted
        self.summaries: list[tuple[str, str]] = []  # (leaf uuid, text) of summary lines
        self.passages = Passages()

    def part(self, piece: stream.Piece, costly: bool) -> tuple[bytes, list, list, bool]:
        """A piece's uuids (packed), summary lines, and (`costly`) search passages: at most
        SESSION_CHARS of them, all the session may still take, and whether they were cut
        there."""
        passages = Passages()
        if costly:
            passages.add(select(piece.doc, self.detail)[0])
        return (pack_uuids(m.meta.uuid for m in piece.messages if m.meta.uuid),
                [(m.leaf_uuid, m.summary) for m in piece.messages
                 if isinstance(m, SummaryRecord) and m.leaf_uuid],
                passages.found, passages.full)

    def add(self, part: tuple[bytes, list, list, bool]) -> None:
        blob, summaries, found, cut = part
        self.blobs.append(blob)
        self.summaries += summaries
        self.passages.extend(found, cut)

    def wants(self) -> bool:
        return not self.passages.full

    def uuids(self) -> bytes:
        """The session's uuids as worker.py packs them: each once, in byte order."""
        blobs, self.blobs = self.blobs, []
        out, last = bytearray(), b""
        for one in heapq.merge(*map(_records, blobs)):  # (16 bytes a uuid held, no more)
            if one != last:
                out += one
                last = one
        return bytes(out)

    def foreign(self, uuids: bytes) -> tuple[tuple[str, str], ...]:
        """The summary lines whose leaf is no message of the session (titles.py looks
        them up in the project's other sessions)."""
        return tuple((leaf, text) for leaf, text in self.summaries
                     if not _has(uuids, pack_uuid(leaf)))


def _records(blob: bytes) -> Iterator[bytes]:
    """`blob`'s 16-byte records, one at a time."""
    for at in range(0, len(blob), 16):
        yield blob[at:at + 16]


def _has(blob: bytes, one: bytes) -> bool:
    """Is `one` (16 bytes) in `blob`, 16-byte records in byte order (binary search)."""
    lo, hi = 0, len(blob) // 16
    while lo < hi:
        mid = (lo + hi) // 2
        if blob[mid * 16:mid * 16 + 16] < one:
            lo = mid + 1
        else:
            hi = mid
    return blob[lo * 16:lo * 16 + 16] == one


class _Titled(HeadFacts):
    """The page's head facts, its session titled by `given` (another file's summary line
    for it: titles.py) when only its prompt would title it, as worker.py retitles the
    whole document."""

    def __init__(self, prices: PriceTable, given: Optional[str]) -> None:
        super().__init__(prices)
        self.given = given

    def own(self, records: list) -> Session:
        return HeadFacts.session(self, [], records)

    def session(self, nodes: list, records: list) -> Session:
        found = HeadFacts.session(self, nodes, records)
        if self.given and title_kind(found.title_source, found.summary) == "prompt":
            return replace(found, title=self.given)
        return found


def likely(job: Job) -> bool:
    """Will the worker convert `job` segment by segment (the parent's guess, for the pool's
    admission: pool.run_bounded)? The cheap half of stream.stream_plan, without its first
    pass: a page at full detail of one file of at least STREAM_BYTES, no subagents listed,
    plain JSONL, no subagent files or workflow runs beside it, one session id in its first
    and last SNIFF bytes (a resumed session's file holds the earlier one's lines first:
    the first pass refuses it, and it is built whole). A session rendered from its kept
    copy is guessed whole (its file is unpacked by the worker)."""
    options = job.options
    if (job.agents or len(job.files) != 1 or job.kept is not None
            or options.output_format != "html" or options.detail != "full"
            or job.size < stream.STREAM_BYTES):
        return False
    path = job.files[0][1]
    try:
        return (not is_agent_file(path.name) and plain_jsonl(path)
                and not find_sidecars(path, list_folder) and not find_runs(path, list_entries)
                and len(_session_ids(path)) <= 1)
    except OSError:
        return False


#: bytes read at each end of a file by `likely` for its session ids
SNIFF = 1 << 16
_SESSION_ID = re.compile(rb'"sessionId": ?"([^"\\]{1,200})"')


def _session_ids(path: Path) -> set[bytes]:
    """The session ids named in the first and last SNIFF bytes of `path`."""
    with path.open("rb") as fh:
        head = fh.read(SNIFF)
        fh.seek(max(0, fh.seek(0, 2) - SNIFF))
        tail = fh.read(SNIFF)
    return set(_SESSION_ID.findall(head)) | set(_SESSION_ID.findall(tail))


def render(job: Job, path: Path, renderer: PageRenderer
           ) -> Optional[tuple[SessionSummary, bytes, bytes, PartWriter]]:
    """The session's page written segment by segment, and what worker.render_session
    returns (its row, uuids, search terms, the parts written); None when it does not
    stream (stream_plan)."""
    planned = stream.stream_plan(path, job.options.input_format)
    if planned is None:
        return None
    scan, segments = planned
    records = list(title_lines(path, scan, make_redactor(job.options)))
    del planned, scan  # (the first pass's arrays: not needed past the cut)
    redactor = make_redactor(job.options)
    prices = job.options.prices or bundled_prices()
    facts, gathered = _Titled(prices, job.title), Gathered(job.options.detail)
    files = PartWriter(job.out)
    stream._write_streamed(path, segments, records, job.out,
                           page_info(job, prices, redactor is not None, title=path.stem),
                           renderer, redactor, tap=gathered, facts=facts, files=files)
    uuids = gathered.uuids()
    summary = _summary(facts, records, gathered.foreign(uuids), path.stem,
                       redactor.summary() if redactor is not None else {})
    if job.title and summary.title_kind == "prompt" and facts.first is not None:
        summary = replace(summary, title=job.title)
    return summary, uuids, write_search(job, summary.title, gathered.passages.found), files


def _summary(facts: _Titled, records: list, foreign: tuple[tuple[str, str], ...],
             fallback: str, redactions: dict[str, int]) -> SessionSummary:
    """The index row from the segments' facts, as worker._summarise makes it whole."""
    own = facts.own(records) if facts.first is not None else None
    titled = (own.title, title_kind(own.title_source, own.summary)) if own else \
        (fallback, "prompt")
    stats = facts.stats.result()
    return summarise(titled, len(stats), foreign, facts.problems, len(facts.warnings),
                     dict(sorted(facts.unknown.items())), stats,
                     stats[0].active_s if len(stats) == 1 else None, redactions)
