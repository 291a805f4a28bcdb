"""The first, cheap pass over a large Claude Code transcript (issue 34 item 2): one streaming
read of the file's lines with no entry models, keeping per line only what the cut into
segments and the head's facts need (docs/decisions/large-sessions.md, "Status (h-stream)").

Per line: its byte offset, its kind (a small code), the index of the line its `parentUuid`
names (-1: none, or a uuid not seen before it), whether it may start a turn (a prompt
typed in the main thread), whether a tool call is open after it; per session file: the
conversation lines' times (the facts' span and active time), each API message's usage
peak by `message.id` (tree/tokens.py's rule), the models, the session ids. A uuid is kept
only while lines may still name it (a dict of uuid -> line index: the one cost that grows
with the lines, ~100 bytes a line).

Each line is read by read/prescan_line.py (only the fields kept are decoded, so the pass
costs a fraction of a conversion); a file's lines by read/prescan_file.py, in two processes
where it may fork.
"""

from __future__ import annotations

from array import array
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from typing import Optional

from .prescan_cross import Crossings
from .prescan_line import (BOM, CARD, CODE, KINDS, MACHINERY_PREFIXES, NOTED, PROMPT, QUEUE,
                           RECORD_SUBTYPES, USAGE_FIELDS, UUID, LineFacts, line_facts)
from .prescan_record import Clock, LineNumbers, Parents, Peaks, Rereads

__all__ = ["CARD", "KINDS", "MACHINERY_PREFIXES", "NOTED", "PROMPT", "QUEUE",
           "RECORD_SUBTYPES", "UUID", "LineFacts", "Placed", "Prescan", "Rereads", "file_lines",
           "line_facts", "placed", "prescan_lines"]


@dataclass
class Prescan:
    """The pass's record of a file: per line arrays (index = the n-th JSON line read),
    and the session-wide facts."""

    offsets: array = field(default_factory=lambda: array("q"))  # byte offset of each line
    kinds: array = field(default_factory=lambda: array("b"))  # KINDS code
    parents: array = field(default_factory=lambda: array("i"))  # parent's index, -1 none
    flags: array = field(default_factory=lambda: array("b"))  # PROMPT | UUID
    #: the cut's blocks as deltas (index i: +1 where a span that must not be cut starts
    #: covering line i as a segment's first line, -1 where it stops); len = lines + 1
    cover: array = field(default_factory=lambda: array("i", [0]))
    #: the same for the prompt queue's spans alone (read/cut.py may leave them out)
    queue_cover: array = field(default_factory=lambda: array("i", [0]))
    size: int = 0  # bytes read
    usage: Peaks = field(default_factory=lambda: Peaks(len(USAGE_FIELDS)))  # by message id
    models: dict[str, None] = field(default_factory=dict)
    sessions: dict[str, None] = field(default_factory=dict)
    sidechain: int = 0  # sidechain lines
    prompt_count: int = 0  # main-thread prompts (see line_facts)
    unread: int = 0  # lines the pass could not read (the conversion reports them)
    main: Clock = field(default_factory=lambda: Clock())  # the main thread's times
    side: Clock = field(default_factory=lambda: Clock())  # the sidechain lines' times
    rereads: Rereads = field(default_factory=lambda: Rereads())
    cross: Crossings = field(default_factory=lambda: Crossings())  # (prescan_cross.py)
    #: each line's 1-based number, derived (`numbers`)
    lines: LineNumbers = field(init=False, repr=False)

    def __post_init__(self) -> None:
        self.lines = LineNumbers(self.offsets)  # (picklable: read/ahead.py)

    @property
    def numbers(self) -> LineNumbers:
        """Each line's 1-based number in the file (a sequence by line index)."""
        return self.lines

    def clock(self, sidechain: bool) -> Clock:
        """The times a line's stamp goes to."""
        return self.side if sidechain else self.main

    def conversation(self) -> Clock:
        """The session's conversation times: its main thread's; a file of sidechain lines
        only is a session of those (tree/build.py thread_pass)."""
        return self.main if self.main.times or not self.side.times else self.side

    def token_sums(self) -> tuple[int, ...]:
        """The four counts summed over API messages, each message's peak once."""
        return self.usage.sums()


class _Filer:
    """Files each line's facts into a Prescan; holds the uuids' hashes, the lines whose
    parent is not the last uuid line and the open tool calls while the pass runs (none is
    kept after it: `finish` resolves those parents)."""

    def __init__(self, scan: Prescan) -> None:
        self.scan = scan
        self.parents = Parents()
        self.calls: dict[str, int] = {}  # tool_use id -> its line's index, until answered
        self.tail = -1  # the index of the last line with a uuid
        self.tail_uuid: Optional[str] = None  # (its uuid)
        self.queued: deque[int] = deque()  # the queue: its enqueues' indices, oldest first
        self.taken = -1  # the oldest enqueue taken out and not yet delivered

    def add(self, offset: int, number: int, facts: Optional[LineFacts]) -> None:
        """Files one line (`facts` None: a line the pass could not read)."""
        scan = self.scan
        if facts is None:
            scan.unread += 1
            return
        n = len(scan.offsets)
        scan.offsets.append(offset)
        scan.lines.note(n, number)
        scan.kinds.append(CODE[facts.kind])
        chained = facts.parent is not None and facts.parent == self.tail_uuid
        if facts.parent is not None and not chained:
            self.parents.add(n, facts.parent)  # (`finish`)
        scan.parents.append(self.tail if chained else -1)
        scan.flags.append((PROMPT if facts.prompt else 0) | (UUID if facts.uuid else 0))
        scan.prompt_count += facts.prompt
        scan.cover.append(0)
        scan.queue_cover.append(0)
        if chained:  # no cut between a line and its parent (the last uuid line: at the
            self._block(self.tail, n - 1)  # lines between them only)
        self._cross(n, facts)
        for call in facts.results:  # no cut between a call and its result
            if call in self.calls:
                self._block(self.calls.pop(call), n)
        for call in facts.calls:
            self.calls.setdefault(call, n)
        self._queue(n, facts)
        scan.rereads.add(offset, number, facts.session or "", facts.version, facts.reread,
                         facts.reread in (QUEUE, CARD))
        self.parents.hashes.append(hash(facts.uuid) if facts.uuid else 0)
        if facts.uuid:
            self.tail, self.tail_uuid = n, facts.uuid
        self._session_facts(facts, number)

    def _cross(self, n: int, facts: LineFacts) -> None:
        """The line's notes for the facts that cross segments (prescan_cross.py)."""
        cross = self.scan.cross
        if facts.calls:
            cross.calls(n, facts.calls, facts.spawns)
        if facts.announces:  # (read again by read/cross_lines.py: the others never were)
            cross.results.append(n)
        if facts.notice is not None:
            cross.notices.append((n, *facts.notice))
        if facts.reply is not None:
            cross.reply(n, *facts.reply)
        if facts.agent is not None:
            cross.progress(n, *facts.agent)

    def finish(self, facts_at: Optional[Callable[[int], Optional[LineFacts]]]) -> None:
        """The parents named away from the chain, resolved (read/prescan_record.py
        `Parents`; `facts_at` reads a line again, None: the first line with the parent's
        hash is taken), and their spans blocked."""
        def uuid_at(index: int) -> Optional[str]:
            facts = facts_at(index) if facts_at is not None else None
            return facts.uuid if facts is not None else None

        def parent_at(index: int) -> Optional[str]:
            facts = facts_at(index) if facts_at is not None else None
            return facts.parent if facts is not None else None

        for n, parent in self.parents.resolve(uuid_at, parent_at, facts_at is None):
            self.scan.parents[n] = parent
            self._block(parent, n)

    def _queue(self, n: int, facts: LineFacts) -> None:
        """No cut from a prompt's enqueue to the first user line after it is taken out (a
        dequeue or remove takes the oldest, popAll all: classify/queue.py, which looks for
        the text in that line). A prompt never taken out blocks nothing: the queue pass
        shows it where it was queued, in its segment as in the whole file."""
        if facts.queue > 0:
            self.queued.append(n)
        elif facts.queue < 0 and self.queued:
            first = self.queued[0]
            if facts.queue == -2:
                self.queued.clear()
            else:
                self.queued.popleft()
            self.taken = first if self.taken < 0 else min(self.taken, first)
        elif self.taken >= 0 and facts.kind == "user":
            self._block(self.taken, n, self.scan.queue_cover)
            self.taken = -1

    def _block(self, first: int, last: int, cover: Optional[array] = None) -> None:
        """No segment starts at lines first+1 .. last (a span that one segment must hold)."""
        if last > first:
            cover = self.scan.cover if cover is None else cover
            cover[first + 1] += 1
            cover[last + 1] -= 1

    def _session_facts(self, facts: LineFacts, number: int) -> None:
        scan = self.scan
        if facts.session:
            scan.sessions.setdefault(facts.session, None)
        if facts.sidechain:
            scan.sidechain += 1
        if facts.when is not None:
            scan.clock(facts.sidechain).add(facts.when, facts.timestamp or "")
        if facts.model and not facts.model.startswith("<"):
            scan.models.setdefault(facts.model, None)
        if facts.usage is not None:
            scan.usage.add(facts.message_id or f"line{number}", facts.usage)


#: a line as the pass files it: its byte offset, 1-based number and facts (None: a line the
#: pass could not read)
Placed = tuple[int, int, Optional[LineFacts]]


def placed(raw: bytes, offset: int, number: int) -> Optional[Placed]:
    """Raw line `raw` (newline kept) at byte `offset`, line `number`, as the pass files it;
    None when it is blank (counted, not filed). A byte-order mark is read on line 1 only."""
    body = raw[3:] if offset == 0 and raw.startswith(BOM) else raw
    if not body or body.isspace():
        return None
    return offset, number, line_facts(body)


def file_lines(items: Iterable[Placed], line_at: Optional[Callable[[int], bytes]] = None
               ) -> Prescan:
    """The pass's record of the lines `items` (in file order; its `size` is the caller's to
    set); `line_at` reads the line at a byte offset again (where a parent's hash names
    several lines)."""
    scan = Prescan()
    filer = _Filer(scan)
    for offset, number, facts in items:
        filer.add(offset, number, facts)
    filer.finish(None if line_at is None
                 else lambda index: line_facts(line_at(scan.offsets[index]).removeprefix(BOM)))
    return scan


def prescan_lines(lines: Iterable[bytes],
                  line_at: Optional[Callable[[int], bytes]] = None) -> Prescan:
    """The pass over raw JSONL lines (bytes, newlines kept: offsets count them; a file's:
    read/prescan_file.py `prescan`)."""
    size = 0

    def items() -> Iterator[Placed]:
        nonlocal size
        for number, raw in enumerate(lines, start=1):
            item = placed(raw, size, number)
            size += len(raw)
            if item is not None:
                yield item

    scan = file_lines(items(), line_at)
    scan.size = size
    return scan
