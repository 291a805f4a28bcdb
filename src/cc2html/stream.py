"""A large Claude Code transcript converted segment by segment in bounded memory (issue 34;
docs/decisions/large-sessions.md): the first pass (read/prescan.py), the cut
(read/cut.py), then per segment read its byte range, classify and build it as a document
of its own, render it, and let it go. A file of at least STREAM_BYTES that `plan` accepts
converts here (`streamed`, called by pipeline.convert): its page is the whole path's head
and parts (render/to_html/stream_page.py), its Markdown and JSON the whole export's bytes
(render/exports.StreamedExport). Anything else returns None and takes the whole path."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from functools import partial
from pathlib import Path
from typing import Any, Optional

from .classify import ClassifyContext, classify
from .classify.queue_session import resolve_session
from .classify.replays_session import resolve_replays
from .classify.steering import Resolved, pair_steering
from .read import ahead
from .read.cut import STREAM_BYTES, TARGET_BYTES, Segment, cut
from .read.entries import Entry
from .read.persisted import PersistedFiles
from .read.prescan import Prescan
from .read.segments import plain_jsonl, read_segment
from .read import side_plan
from .read.sidecars import find_runs, find_sidecars, list_entries, list_folder, \
    tool_results_folder
from .classify.files import load_sidecars
from .tree.workflows import load_runs, warn_unplaced
from .read.transcript import ParseProblem
from .redact.redactor import Redactor
from .tree.background_session import resolve_links
from .tree.build import Document, build_document
from .tree.nodes import Claims
from .tree.segment_ids import SegmentIds
from .options import Options, Result, make_redactor
from .read import cut as cutting  # (its TARGET_BYTES read at each call: tests lower it)
from .read.agents import resolve_format
from .resources import static_text
from .read.sidecars import is_agent_file
from .read.sniff import refuse_non_transcript
from .render.exports import Reslug, StreamedExport
from .render.to_html import stream_pool
from .render.to_html.html import PageInfo, PageRenderer
from .render.to_html.loader_ahead import LoaderAhead
from .render.to_html.stream_head import HeadFacts, title_lines
from .render.to_html.stream_page import StreamedPage
from .tree.doc_sum import DocSum
from .tree.prices import bundled_prices
from .tree.stats import unknown_kinds
from .tree.stats_sum import StatsSum
from .write import PartWriter, Spool, write_atomic

__all__ = ["STREAM_BYTES", "Piece", "export_streamed", "plan", "pieces", "stream_plan",
           "streamed"]



@dataclass
class Piece:
    """One segment built: its document (the session's turns in its byte range), the
    problems and warnings of its lines."""

    segment: Segment
    doc: Document
    problems: list[ParseProblem]
    ctx: ClassifyContext
    #: its classified messages (records too: the archive takes uuids and summary lines)
    messages: list = field(default_factory=list)
    claims: Optional[Claims] = None  # the DOM ids its build claimed (HashedIds.accept)


def plan(path: Path, target: int = TARGET_BYTES, queue: bool = False
         ) -> Optional[tuple[Prescan, list[Segment]]]:
    """The first pass and the cut of a file that may be built in segments; None when it
    may not: not plain UTF-8 JSONL, several sessions, a line the pass could not read. Its
    subagent files and workflow runs are shared out among the segments
    (read/side_plan.py: each segment's `side`). `queue`: read/cut.py `cut`'s (not needed:
    each segment carries the pass's `Rereads`, from which `pieces` resolves the session's
    prompt queue once)."""
    if not plain_jsonl(path):
        ahead.drop(path)
        return None
    # the pass (started early by the command, if), and the lines of the facts that cross
    # segments (read/cross_lines.py; None: the file may not be cut)
    scan, crossing = ahead.take(path) or ahead.first_pass(path)
    if crossing is None:
        return None
    segments = cut(scan, target, queue)
    ranges = [(s.start, s.end) for s in segments]
    sides = side_plan.assign(path, ranges, find_sidecars(path, list_folder))
    runs = side_plan.assign_runs(path, ranges, find_runs(path, list_entries), sides)
    span = (scan.main.first[0], scan.main.last[0]) if scan.main.times else None
    return scan, [replace(segment, rereads=scan.rereads, cross=crossing,
                          side=side_plan.SegmentSide(files, span, mine))
                  for segment, files, mine in zip(segments, sides, runs)]


def _entries(items: Iterator, problems: list[ParseProblem]) -> Iterator[Entry]:
    for item in items:
        if isinstance(item, ParseProblem):
            problems.append(item)
        else:
            yield item


@dataclass
class Shared:
    """What the segments of one session share however they are built (in order, one call
    at a time, or in forked workers): the session's prompt queue resolved once (by
    `resolve`, before any worker forks: each would otherwise read the queue lines of the
    whole file again, 0.24 s of CPU a segment at 500 MB) and one DOM id allocator (an id
    repeated in a later segment is suffixed as the whole build suffixes it; a worker
    knows the ids of the segments built before it forked, not of those other workers build
    beside it: docs/decisions/large-sessions.md)."""

    resolved: dict[int, Resolved] = field(default_factory=dict)
    ids: SegmentIds = field(default_factory=SegmentIds)
    crossed: dict[int, tuple[frozenset[int], Any]] = field(default_factory=dict)

    def cross(self, path: Path, segment: Segment, redactor: Optional[Redactor]
              ) -> Optional[tuple[frozenset[int], Any]]:
        """The session's replayed records' lines and its task notifications' links
        (classify/replays_session.py, tree/background_session.py), decided once from the
        segments' `cross` (None without)."""
        if segment.cross is None:
            return None
        key = id(segment.cross)
        if key not in self.crossed:
            self.crossed[key] = (resolve_replays(path, segment.cross.replays, redactor),
                                 resolve_links(path, segment.cross, redactor))
        return self.crossed[key]

    def resolve(self, path: Path, segment: Segment, redactor: Optional[Redactor]
                ) -> Optional[Resolved]:
        if segment.rereads is None:
            return None
        key = id(segment.rereads)
        if key not in self.resolved:
            self.resolved[key] = resolve_session(path, segment.rereads, redactor)
        return self.resolved[key]


def pieces(path: Path, segments: list[Segment], redactor: Optional[Redactor] = None,
           shared: Optional[Shared] = None) -> Iterator[Piece]:
    """Each segment read, classified and built (read/segments.py, classify, tree/build.py),
    one at a time: a piece is no longer held here once the next is asked for. The
    session's prompt queue and steering pairing are decided once (classify/queue_session.py,
    from the segments' `rereads`: any subset of a file's segments, in any order, gives the
    whole build's messages for them); a segment without `rereads` resolves its queue
    alone. `shared`: what calls for the same session share (one per call if not given)."""
    shared = shared if shared is not None else Shared()
    for segment in segments:
        problems: list[ParseProblem] = []
        ctx = ClassifyContext()
        ctx.persisted = PersistedFiles(tool_results_folder(path), redactor)
        entries = _entries(read_segment(path, segment, redactor), problems)
        session = shared.resolve(path, segment, redactor)
        crossed = shared.cross(path, segment, redactor)
        ctx.replays = crossed[0] if crossed is not None else None
        messages = pair_steering(classify(entries, ctx), ctx.warn, ctx.prompts, session)
        claims = shared.ids.begin(segment)
        doc = _build(path, segment, messages, ctx, problems, redactor, shared,
                     crossed[1] if crossed else None)
        shared.ids.end(segment)
        yield Piece(segment, doc, problems, ctx, messages, claims)


def _build(path: Path, segment: Segment, messages: list, ctx: ClassifyContext,
           problems: list[ParseProblem], redactor: Optional[Redactor], shared: Shared,
           links: Any) -> Document:
    """A segment's document, with the subagent files read/side_plan.py gave it read after
    its lines, as pipeline.py `build_session` reads them after the file's (the nested ones,
    and any given, are the session's own whatever their lines say: its `mine`); `links`:
    the session's notifications linked once (tree/background_session.py)."""
    side = segment.side
    if side is None:
        return build_document(messages, ids=shared.ids, links=links)
    files = side.files
    sidecars = load_sidecars(path, ctx, problems, files, redactor) if files else {}
    runs = load_runs(path, ctx, problems, redactor, side.runs) if side.runs else {}
    mine = {k for k, f in files.items() if f.parent != path.parent}
    doc = build_document(messages, sidecars, runs, mine, {k: f.name for k, f in files.items()},
                         ids=shared.ids, links=links, span=side.span)
    warn_unplaced(doc.sessions, ctx.warn)  # (as pipeline.py build_session warns)
    return doc


def stream_plan(path: Path, input_format: str = "auto", target: Optional[int] = None
                ) -> Optional[tuple[Prescan, list[Segment]]]:
    """stream.py `plan` of a Claude Code transcript of at least STREAM_BYTES (a session's
    own file, not a subagent's), cut every `target` bytes (read/cut.py's TARGET_BYTES);
    None for any other (it converts whole). A file that is no transcript is refused
    (NotTranscript) before the first pass, as the whole path refuses it."""
    try:
        if not path.is_file() or path.stat().st_size < STREAM_BYTES:
            return None
    except OSError:
        return None
    try:
        refuse_non_transcript(path)
        if is_agent_file(path.name) or resolve_format(path, input_format) != "transcript":
            return None
        return plan(path, target or cutting.TARGET_BYTES)
    finally:
        ahead.drop(path)  # (a pass started early and not taken: not wanted)


def streamed(path: Path, output: Path, options: Options, renderer: Optional[PageRenderer],
             source_name: Optional[str]) -> Optional[Result]:
    """`path` converted to `output` a segment at a time in its `--format`, or None when it
    takes the whole path (`stream_plan`)."""
    if options.output_format in ("md", "json"):
        return export_streamed(path, output, options, source_name)
    if options.output_format != "html":
        return None
    return page_streamed(path, output, options, renderer, source_name)


def page_streamed(path: Path, output: Path, options: Options,
                  renderer: Optional[PageRenderer], source_name: Optional[str]
                  ) -> Optional[Result]:
    """Its page written segment by segment (render/to_html/stream_page.py): the whole
    path's head and parts, in bounded memory."""
    planned = stream_plan(path, options.input_format)
    if planned is None:
        return None
    scan, segments = planned
    records = list(title_lines(path, scan, make_redactor(options)))  # (counts not the page's)
    del planned, scan  # the first pass's arrays and usage map are not needed past here
    redactor = make_redactor(options)
    info = PageInfo(title=path.stem, source_name=source_name or path.name,
                    redacting=redactor is not None, prices=options.prices or bundled_prices(),
                    detail=options.detail)
    size, facts = _write_streamed(path, segments, records, output, info, renderer, redactor)
    return Result(path, output, facts.problems, facts.warnings, len(facts.ids), size,
                  redactor.summary() if redactor is not None else {},
                  dict(sorted(facts.unknown.items())))


def _write_streamed(path: Path, segments: list[Any], records: list[Any], output: Path,
                    info: PageInfo, renderer: Optional[PageRenderer],
                    redactor: Optional[Redactor], tap: Optional[stream_pool.Tap] = None,
                    facts: Optional[HeadFacts] = None, files: Optional[PartWriter] = None
                    ) -> tuple[int, Any]:
    """Write `path`'s page to `output` (a head plus parts) segment by segment; the head's
    characters and the facts gathered (for the run's report). `records`: the file's title
    lines (stream_head.title_lines). `tap`: given every piece (the archive gathers its
    index row's facts; its workers are then forked onto idle cores only); `facts`:
    the page's HeadFacts (the archive titles a session by another file's summary);
    `files`: where the parts go (the archive reports what its PartWriter wrote)."""
    files = files or PartWriter(output)
    renderer = renderer or PageRenderer()
    page = StreamedPage(renderer, replace(info, parts=files), files, records, path.stem,
                        redactor)
    page.facts = facts or page.facts
    shared = Shared()  # (the queue resolved here, before any worker forks)
    shared.resolve(path, segments[0], redactor)
    shared.cross(path, segments[0], redactor)
    page.ids = shared.ids  # (a worker's segment is checked against it: page.accepts)
    build: Any = partial(pieces, shared=shared)
    nested = tap is not None  # (an archive's pool worker)
    jobs = stream_pool.jobs(renderer, nested)
    body = page.body(stream_pool.pairs(page, path, segments, redactor, build, jobs, tap,
                                       nested))
    loading = LoaderAhead.start(page.split, files, static_text("parts.js")) if jobs > 1 \
        else None  # (the loader's files written beside the head, where workers were)
    try:
        head = page.head(body)
        size = write_atomic(output, loading.then(head) if loading is not None else head)
    finally:
        if loading is not None:
            loading.stop()
    files.close()
    return size, page.facts


def export_streamed(path: Path, output: Path, options: Options,
                    source_name: Optional[str] = None) -> Optional[Result]:
    """`path`'s Markdown or JSON written to `output` a segment at a time (the same bytes
    as the whole document's export), when `stream_plan` allows; None when it does not. The
    body is set aside in temporaries beside `output` (write.Spool), then the file is
    written atomically: the head (which needs the whole session), the body copied in
    blocks, the end."""
    planned = stream_plan(path, options.input_format)
    if planned is None:
        return None
    segments = planned[1]
    del planned  # the first pass's arrays and usage map are not needed past the cut
    seed: Optional[list[str]] = None
    while True:
        try:
            return _stream_pass(path, segments, output, options, source_name, seed)
        except Reslug as again:  # the head's heading ids meet the body's: once more, after them
            seed = again.seed


def _stream_pass(path: Path, segments: list[Segment], output: Path, options: Options,
                 source_name: Optional[str], seed: Optional[list[str]]) -> Optional[Result]:
    redactor = make_redactor(options)
    info = PageInfo(title="", source_name=source_name or path.name,
                    redacting=redactor is not None, prices=options.prices or bundled_prices(),
                    detail=options.detail)
    problems: list[ParseProblem] = []
    warnings: list[tuple[int, str]] = []
    unknown: Counter[str] = Counter()
    stats, heads = StatsSum(info.prices), DocSum()
    with Spool(output) as turns, Spool(output) as notices:
        export = StreamedExport(info, options.output_format, (turns, notices), seed)
        for piece in pieces(path, segments, redactor):
            problems += piece.problems
            warnings += piece.ctx.warnings
            unknown.update(unknown_kinds(piece.doc.sessions))
            stats.add(piece.doc)
            heads.add(piece.doc)
            export.add(piece.doc)
        skeleton = heads.document()
        if len(skeleton.sessions) != 1:  # (none: a file of records only) converted whole
            return None
        redactions = redactor.summary() if redactor is not None else {}
        info = replace(info, title=heads.first_title() or path.stem, problems=problems,
                       warnings=warnings, redactions=redactions)
        size = write_atomic(output, export.chunks(skeleton, info, stats.result()))
    return Result(path, output, problems, warnings, len(skeleton.sessions), size, redactions,
                  dict(sorted(unknown.items())))
