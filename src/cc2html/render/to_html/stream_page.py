"""A large transcript's page written segment by segment (issue 34 item 2; docs/decisions/
large-sessions.md, "Status (h-spage)"): the bytes of the head and parts the whole path
(render/to_html/split.py) writes, with one segment (stream.py `pieces`) in memory at a
time rather than the whole Document.

Each segment is built, selected at --detail, and its nodes rendered with the page state
made from that segment alone (PageRenderer.segment: badges, turn costs, turn summaries,
answers: each is the business of one turn, and a segment holds whole turns). The nodes
go in order to the Splitter's rule (`body`), with a lower threshold: held up to `hold()`
characters, HOLD_CHARS (a body that ends under it, as --detail prompts may make a large
session's, is one page as the whole path writes it); past it the first turns, up to HEAD_CHARS, stay for the head (their chunks and
nodes kept, for its copy-as-Markdown data) and every later node goes to the parts, each
part written as soon as it is cut. The head is rendered last, from what was gathered
(stream_head.HeadFacts: the facts summed, the report, the Changes list, the outline's
turns as `TurnRef`s), and written atomically after the parts.

Memory: the first `hold()` characters' nodes and chunks until the split is known, then
the head's kept chunks and nodes, one segment built, one part's text, and per
turn a `TurnRef` (its id and the first 80 characters of its prompt) and per conversation
line 8 bytes of time (tree/stats_sum.py).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import replace
from typing import Any, Optional

from ...redact.redactor import Redactor
from ...tree.build import Document, Node
from ..detail import select
from ..page_info import PageInfo
from . import split
from .copy_markdown import markdown_data
from .html import PageRenderer
from .rendered import Later, Rendered
from .split import PartFiles, Splitter
from .stream_head import HeadFacts, SegmentFacts, TurnMsg, TurnRef, turn_ref
from .usage import page_costs


__all__ = ["HOLD_CHARS", "StreamedPage", "hold"]

#: a streamed body passing this many characters splits (the whole path's split.THRESHOLD
#: is 8 M). Until a body passes it, its nodes are held with their chunks, and with them the
#: head segments' Node trees: 18 MB of the W1 20 MB workload's peak at 8 M (134 -> 117 MB in
#: one run at 1 M; claude-code-log's is 493 MB, and issue 34 wants a quarter). A streamed
#: session is >= 16 MiB of input, so its body passes 8 M unless a --detail level leaves
#: most of it out; between 1 and 8 M such a page is now a head and parts, not one page.
#: Past it, nodes are still held until the head's cut is known (the first turn to start
#: past HEAD_CHARS), so the head ends where the whole path's would.
HOLD_CHARS = 1_000_000


def hold() -> int:
    """How many characters of a streamed body are held before it splits (tests lower
    split.THRESHOLD for both paths: the lower of the two)."""
    return min(split.THRESHOLD, HOLD_CHARS)



Pair = tuple[Node, Rendered]
#: a node as a worker sends it: its id, the outline's text if it starts a turn ("" if
#: not), its HTML and what the Splitter takes from that (split.chunk_facts: the parent
#: then only sums)
Row = tuple[str, str, str, split.Facts]


class StreamedPage:
    """One streamed page: `body(pairs(...))` renders the segments in order and writes the
    parts, `head` then gives the head's chunks."""

    def __init__(self, renderer: PageRenderer, info: PageInfo, files: PartFiles,
                 records: list, stem: str, redactor: Optional[Redactor] = None) -> None:
        self.r, self.info, self.files, self.records = renderer, info, files, records
        self.redactor = redactor
        self.stem = stem
        self.facts = HeadFacts(info.prices)
        self.split: Optional[Splitter] = None  # made once the title is known
        self.head_nodes: list[Node] = []
        self.head_chunks: list[Rendered] = []
        self.later: list[TurnRef] = []
        self.badge: dict[str, Any] = {}  # one badge of the page, if any (the legend's)
        self.head_done = False  # are the head's turns all in (later nodes go to parts)
        self.ids: Any = None  # the page's DOM ids (stream.Shared's SegmentIds), for `accepts`

    def _titled(self) -> None:
        """The page's title, the whole's (the parts' pages carry it: known before the
        first is written, from the title lines and the first segment)."""
        title = self.facts.session([], self.records).title if self.facts.first else self.stem
        self.info = replace(self.info, title=title)
        self.split = Splitter(self.files, self.r.part_page(self.info))

    def pairs(self, built: Iterable[Any]) -> Iterator[Pair]:
        """Each segment's nodes with their rendered chunks, in file order (in process)."""
        for piece in built:
            shown, facts, badge = self.begin(piece)
            self.merge(facts, badge)
            for session in shown.sessions:
                for node in session.nodes:
                    yield node, self.r.node(node)
        if self.split is None:
            self._titled()

    def begin(self, piece: Any) -> tuple[Document, SegmentFacts, dict[str, Any]]:
        """A built segment selected at --detail, its share of the facts, and the render
        state set for its nodes (with one of its badges, if any)."""
        shown, left_out = select(piece.doc, self.info.detail)
        facts = self.facts.part(piece.doc, shown, piece.problems, piece.ctx.warnings, left_out)
        self.r.segment(shown, self.info.prices)
        badges = self.r.page_badges()
        key = next(iter(badges), None)
        return shown, facts, ({key: badges[key]} if key is not None else {})

    def merge(self, facts: SegmentFacts, badge: dict[str, Any]) -> None:
        """A segment's share, the next in file order (the title once the first is in)."""
        self.facts.merge(facts)
        if self.split is None:
            self._titled()
        self.badge = self.badge or badge

    def rendered(self, piece: Any) -> tuple[SegmentFacts, dict[str, Any], list[Row]]:
        """A segment rendered whole, as a worker process sends it (render/to_html/
        stream_pool.py): its facts, a badge, and per node its row."""
        shown, facts, badge = self.begin(piece)
        facts.claims = getattr(piece, "claims", None)
        rows = [(node.id, turn_ref(node).msg.text if node.msg.starts_turn else "", html,
                 split.chunk_facts(html))
                for s in shown.sessions for node in s.nodes for html in [self.r.node(node).text]]
        return facts, badge, rows

    def accepts(self, facts: SegmentFacts) -> bool:
        """Whether a segment a worker rendered (`rendered`) has the whole build's DOM ids,
        checked in file order before its `from_rows`: none of the ids its build claimed is
        one the page's allocator handed out since the worker forked (to a segment another
        worker built meanwhile: then the worker's suffixes are not the whole build's, and
        the segment must be built and rendered again, in process). When it has them, they
        are claimed for the page (tree/segment_ids.py `SegmentIds.accept`)."""
        if self.ids is None or facts.claims is None:
            return True
        return self.ids.accept(facts.claims)

    def from_rows(self, facts: SegmentFacts, badge: dict[str, Any],
                  rows: list[Row]) -> Iterator[Pair]:
        """A segment a worker rendered: its facts merged, its rows as pairs (a node's
        stand-in: its id and, for a turn's start, the outline's text)."""
        self.merge(facts, badge)
        rows.reverse()  # (each row let go once handed on)
        while rows:
            ident, text, html, found = rows.pop()
            yield (TurnRef(ident, TurnMsg(text, bool(text))),  # type: ignore[misc]
                   split.Gathered(html, found))

    def body(self, pairs: Iterator[Pair]) -> list[Rendered]:
        """split.Splitter.body's rule with `hold()`: the nodes up to it (and to the
        head's cut) held;
        a body that ends under it is the page's whole (no parts, as the whole path's);
        past it the head keeps its first turns (about HEAD_CHARS) and every later node is
        written to parts. The head's chunks and the parts' slots."""
        buffered: list[Pair] = []
        total, limit, turns, cut = 0, hold(), 0, False
        for pair in pairs:
            if pair[0].msg.starts_turn:  # (the head's cut, as below: held until it is known)
                cut = cut or (total >= split.HEAD_CHARS and turns > 0)
                turns += 1
            buffered.append(pair)
            total += len(pair[1].text)
            if total > split.THRESHOLD or (total > limit and cut):
                break
        else:
            self.head_done = True
            self._keep(buffered)
            return self.head_chunks
        kept, turn = split.head_cut(buffered, split.HEAD_CHARS)
        self.head_done = True
        self._keep(buffered[:kept])
        first = buffered[kept:]
        del buffered
        assert self.split is not None
        for node, _ in first:
            self._note(node)
        slots = list(self.split.rest(first, self._noting_turns(pairs), turn))
        return self.head_chunks + slots

    def _keep(self, pairs: list[Pair]) -> None:
        self.head_nodes = [node for node, _ in pairs]
        self.head_chunks = [chunk for _, chunk in pairs]

    def _noting_turns(self, pairs: Iterator[Pair]) -> Iterator[Pair]:
        for pair in pairs:
            self._note(pair[0])
            yield pair

    def _note(self, node: Node) -> None:
        if node.msg.starts_turn and self.split is not None:
            self.later.append(node if isinstance(node, TurnRef) else turn_ref(node))
            self.split.later.add(node.id)

    def head(self, body: list[Rendered]) -> Iterator[str]:
        """The head page's chunks (after `body`): its template with the whole's facts."""
        facts, prices = self.facts, self.info.prices
        if self.split is None:
            self._titled()
        nodes: list[Any] = [*self.head_nodes, *self.later]
        session = facts.session(nodes, self.records)
        doc = facts.document(session)
        own = facts.document(facts.session(self.head_nodes, self.records))  # copy data's
        ends = page_costs(facts.document(replace(session, nodes=[])), prices).badges
        info = replace(self.info, left_out=dict(sorted(facts.left_out.items())),
                       problems=facts.problems, warnings=facts.warnings,
                       redactions=self.redactor.summary() if self.redactor else {})
        state = {"badges": {**self.badge, **ends}, "split": self.split,
                 "changes": {id(session): facts.changes()},
                 "md_data": Later(lambda: markdown_data(own)),
                 "bodies": {id(session): iter(body)}}
        return self.r.streamed_head(doc, info, facts.stats.result(), state)
