"""What a streamed page's head states of the whole session, gathered segment by segment
(render/to_html/stream_page.py; issue 34 item 2): its facts (tree/stats_sum.py), the
report's rows (problems, warnings, records not shown, what --detail left out), the
Changes list, the subagents shown at its end, and its title. Each is small beside the
session (a counter, a row per reported line, a file per changed path), so the head can be
written last without holding any segment.

The title is the whole file's: the `custom-title`, `ai-title`, `worktree-state` and
`agent-name` lines of every segment are read again by themselves (`title_lines`; they
are few and short) and picked by tree/session_facts.pick_title, as tree/build.py does;
only without such a title does the first segment's session (its summary, first prompt or
command) title it. A summary line whose leaf is in another segment than its own titles
no session here (the whole build would use it): not seen in a Claude Code session of the
corpora, whose summary lines name their own leaves.
"""

from __future__ import annotations

from collections import Counter
from array import array
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Optional

from ...classify import ClassifyContext, classify
from ...model import FactRecord, TitleRecord
from ...model.text import first_line
from ...read.cut import Segment
from ...read.prescan import Prescan
from ...read.segments import read_segment
from ...redact.redactor import Redactor
from ...tree.build import Document, Node, Session
from ...tree.changes import FileChange, file_changes, main_thread, with_spawned
from ...tree.nodes import Hidden, Subagent, Where
from ...tree.prices import PriceTable
from ...tree.session_facts import pick_title, worktree_names
from ...tree.stats import unknown_kinds
from ...tree.stats_sum import Part, StatsSum
from ..registry import row_for

__all__ = ["HeadFacts", "HiddenLines", "Lines", "SegmentFacts", "TurnRef", "title_lines"]

#: bytes that only a line of a kind that titles a session may hold (compact JSON, as
#: Claude Code writes it: `"type":"custom-title"`; a prompt's text has them escaped)
_TITLE_MARKS = (b'"custom-title"', b'"ai-title"', b'"worktree-state"', b'"agent-name"')


class Lines(Sequence[Where]):
    """Where the lines of one kind and reason are, as tree/nodes.Hidden keeps them (a
    list of (file, line)), in two arrays: a session's hidden lines run to hundreds of
    thousands, and as tuples they stayed in memory, scattered, to the page's end."""

    def __init__(self) -> None:
        self.names: list[str] = []
        self.files = array("i")
        self.lines = array("q")

    def append(self, where: Where) -> None:
        name, line = where
        if name not in self.names:
            self.names.append(name)
        self.files.append(self.names.index(name))
        self.lines.append(line)

    def __len__(self) -> int:
        return len(self.lines)

    def __getitem__(self, i):  # type: ignore[no-untyped-def]
        return (self.names[self.files[i]], self.lines[i])

    def __iter__(self) -> Iterator[Where]:
        names = self.names
        return ((names[f], line) for f, line in zip(self.files, self.lines))

    def by_file(self) -> None:
        """Reordered as tree/doc_sum.py `by_file` orders a list: the transcript's lines
        first, then each subagent file's by name (the whole build's order)."""
        if len(self.names) < 2:
            return
        order = sorted(range(len(self.lines)),
                       key=lambda i: (self.names[self.files[i]] != "", self.names[self.files[i]]))
        self.files = array("i", (self.files[i] for i in order))
        self.lines = array("q", (self.lines[i] for i in order))


@dataclass
class HiddenLines:
    """tree/nodes.Hidden with its lines in `Lines` (what the page's report reads)."""

    count: int = 0
    reasons: dict[str, Lines] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class TurnMsg:
    """What the outline reads of a turn's first message (templates/page/outline.html)."""

    text: str  # its first line, cut as the outline cuts it (never "": " " prints nothing)
    starts_turn: bool = True


@dataclass(frozen=True, slots=True)
class TurnRef:
    """A turn of a part as the head's outline lists it, in place of its node."""

    id: str
    msg: TurnMsg


def turn_ref(node: Node) -> TurnRef:
    """The outline's entry for the turn `node` starts: its text, else its kind's title."""
    text = getattr(node.msg, "text", None) or row_for(node.msg).title
    return TurnRef(node.id, TurnMsg(first_line(text, 80) or " "))


def _merge(totals: dict[str, list[int]], calls: dict[str, list[str]],
           changes: tuple[FileChange, ...]) -> None:
    for change in changes:
        total = totals.setdefault(change.path, [0, 0])
        total[0] += change.added
        total[1] += change.removed
        ids = calls.setdefault(change.path, [])
        ids += [c for c in change.calls if not ids or ids[-1] != c]


def title_lines(path: Path, scan: Prescan, redactor: Optional[Redactor]
                ) -> Iterator[TitleRecord | FactRecord]:
    """The file's title and worktree/agent-name lines, classified: the lines of no kind
    the pass times ("other") holding one of `_TITLE_MARKS`, each read by itself."""
    with path.open("rb") as f:
        for i, kind in enumerate(scan.kinds):
            if kind != 0:
                continue
            start = scan.offsets[i]
            end = scan.offsets[i + 1] if i + 1 < len(scan.offsets) else scan.size
            f.seek(start)
            raw = f.read(end - start)
            if not any(mark in raw for mark in _TITLE_MARKS):
                continue
            entries = (e for e in read_segment(path, Segment(i, i, start, end,
                                                             scan.numbers[i]), redactor)
                       if not hasattr(e, "reason"))
            for msg in classify(entries, ClassifyContext()):
                if isinstance(msg, (TitleRecord, FactRecord)):
                    yield msg


@dataclass
class SegmentFacts:
    """One segment's share of the head's facts (`HeadFacts.part`)."""

    stats: Part
    problems: list
    warnings: list[tuple[int, str]]
    hidden: dict[str, Hidden]
    others: list[str]
    left_out: dict[str, int]
    unknown: dict[str, int]
    changes: list[tuple[FileChange, ...]]  # each shown session's main thread's
    unlinked: list[Subagent]
    sessions: list[Session]  # each shown session without its nodes and messages
    claims: Any = None  # the DOM ids its build claimed (stream_page.StreamedPage.accepts)


class HeadFacts:
    """The head's whole-session facts, `add`ed segment by segment (the built document for
    the facts, the one --detail shows for what the page shows)."""

    def __init__(self, prices: PriceTable) -> None:
        self.prices = prices
        self.stats = StatsSum(prices)
        self.problems: list = []
        self.warnings: list[tuple[int, str]] = []
        self.hidden: dict[str, HiddenLines] = {}
        self.others: list[str] = []
        self.left_out: Counter[str] = Counter()
        self.unknown: Counter[str] = Counter()
        self.totals: dict[str, list[int]] = {}
        self.calls: dict[str, list[str]] = {}
        self.unlinked: list[Subagent] = []
        self.first: Optional[Session] = None
        self.ids: dict[str, None] = {}  # session ids, in order

    def part(self, built: Document, shown: Document, problems: list,
             warnings: list[tuple[int, str]], left_out: dict[str, int]) -> "SegmentFacts":
        """One segment's share (picklable: a worker process makes it), to `merge` in order."""
        return SegmentFacts(
            self.stats.part(built), problems, warnings, built.hidden, built.other_summaries,
            left_out, unknown_kinds(built.sessions),
            [file_changes(with_spawned(main_thread(s.nodes))) for s in shown.sessions],
            [sub for s in shown.sessions for sub in s.unlinked],
            [replace(s, nodes=[], messages=[], unlinked=[]) for s in shown.sessions])

    def merge(self, seg: "SegmentFacts") -> None:
        """A segment's share (the next in file order)."""
        self.stats.merge(seg.stats)
        self.problems += seg.problems
        self.warnings += seg.warnings
        for kind, h in seg.hidden.items():
            into = self.hidden.setdefault(kind, HiddenLines())
            into.count += h.count
            for reason, where in h.reasons.items():
                lines = into.reasons.setdefault(reason, Lines())
                for w in where:
                    lines.append(w)
        self.others += seg.others
        self.left_out.update(seg.left_out)
        self.unknown.update(seg.unknown)
        for changes in seg.changes:
            self._changes(changes)
        self.unlinked += seg.unlinked
        for session in seg.sessions:  # (light: no nodes nor messages)
            self.ids[session.session_id] = None
            self.first = self.first or session

    def add(self, built: Document, shown: Document, problems: list,
            warnings: list[tuple[int, str]], left_out: dict[str, int]) -> None:
        self.merge(self.part(built, shown, problems, warnings, left_out))

    def _changes(self, changes: tuple[FileChange, ...]) -> None:
        """tree/changes.file_changes over the segments: totals summed, calls in order."""
        _merge(self.totals, self.calls, changes)

    def changes(self) -> tuple[FileChange, ...]:
        """The session's Changes list (tree/changes.session_changes): the main thread's,
        then the subagents' shown at its end."""
        totals = {path: list(t) for path, t in self.totals.items()}
        calls = {path: list(c) for path, c in self.calls.items()}
        _merge(totals, calls, file_changes(
            n for sub in self.unlinked if not sub.aside
            for n in with_spawned(main_thread(sub.nodes))))
        return tuple(FileChange(path, a, r, tuple(calls[path]))
                     for path, (a, r) in totals.items())

    def session(self, nodes: list, records: list[TitleRecord | FactRecord]) -> Session:
        """The head's session: the first segment's, holding `nodes` (the head's own and the
        later turns' references), the subagents shown at its end, the whole's title."""
        first = self.first or Session("", [], [])
        titles = {r.source: r.title for r in records if isinstance(r, TitleRecord)
                  and (r.meta.session_id or "") == first.session_id}
        names = worktree_names([r for r in records if isinstance(r, FactRecord)
                                and (r.meta.session_id or "") == first.session_id])
        title, source = pick_title(titles, names)
        if not title:
            title, source = first.title, first.title_source
            if source in ("", "worktree") and titles.get("custom"):
                title, source = titles["custom"], "worktree"
        return replace(first, nodes=nodes, messages=[], unlinked=self.unlinked, title=title,
                       title_source=source)

    def document(self, session: Session) -> Document:
        for hidden in self.hidden.values():
            for lines in hidden.reasons.values():
                lines.by_file()
        return Document([session] if self.first is not None else [], self.hidden,  # type: ignore[arg-type]
                        self.others)
