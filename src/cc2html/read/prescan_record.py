"""The parts of the first pass's record (read/prescan.py) that keep little per line: the
conversation times, the lines the queue resolution reads again, the line numbers derived
from the gaps between them, and the parents a line names away from the chain, resolved
after the pass (issue 34 item 2; docs/decisions/large-sessions.md, "Status (segments)")."""

from __future__ import annotations

from array import array
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Iterator, Sized
from dataclasses import dataclass, field
from typing import Optional

from .times import ACTIVE_GAP_S

__all__ = ["Clock", "LineNumbers", "Parents", "Peaks", "Rereads"]


@dataclass
class Clock:
    """Conversation times (POSIX seconds) and the first and last as written."""

    times: array = field(default_factory=lambda: array("d"))
    first: tuple[float, str] = (float("inf"), "")
    last: tuple[float, str] = (float("-inf"), "")  # the last written of equal times

    def add(self, seconds: float, stamp: str) -> None:
        """One line's time."""
        self.times.append(seconds)
        if seconds < self.first[0]:
            self.first = (seconds, stamp)
        if seconds >= self.last[0]:
            self.last = (seconds, stamp)

    def span(self) -> tuple[Optional[str], Optional[str], Optional[float]]:
        """First and last time as written, and the seconds between them (tree/stats.py
        `_span`'s rule)."""
        if not self.times:
            return None, None, None
        return self.first[1], self.last[1], round(self.last[0] - self.first[0], 6)

    def active_s(self, gap_s: float = ACTIVE_GAP_S) -> Optional[float]:
        """The active seconds (read/times.py `active_over`'s rule, over POSIX seconds)."""
        if not self.times:
            return None
        ordered = sorted(self.times)
        return round(sum(step for step in (b - a for a, b in zip(ordered, ordered[1:]))
                         if step <= gap_s), 3)


@dataclass
class Rereads:
    """The lines the queue resolution reads again (queue operations, `queued_command`
    attachments, user lines with text: few next to the session's lines), in file order,
    with their flags (read/prescan.py QUEUE, CARD, NOTED), and the harness version each
    queue or attachment line's records pair by (classify/steering.py `_versions`: the
    line's own, else the last one its session's lines gave before it; None: none yet, the
    session's first is taken)."""

    offsets: array = field(default_factory=lambda: array("q"))
    numbers: array = field(default_factory=lambda: array("q"))
    flags: array = field(default_factory=lambda: array("b"))
    versions: dict[int, Optional[str]] = field(default_factory=dict)  # line number -> version
    first: dict[str, str] = field(default_factory=dict)  # session id ("" none) -> first version
    running: dict[str, str] = field(default_factory=dict)  # (while the pass runs)

    def add(self, offset: int, number: int, session: str, version: Optional[str],
            flag: int, versioned: bool) -> None:
        """One line's version, and the line itself if `flag` says it is read again
        (`versioned`: its version is kept)."""
        if version:
            self.running[session] = version
            self.first.setdefault(session, version)
        if flag:
            self.offsets.append(offset)
            self.numbers.append(number)
            self.flags.append(flag)
            if versioned:
                self.versions[number] = self.running.get(session)


class LineNumbers:
    """The 1-based line number of each record index, derived: the index plus one plus
    the blank or unread lines before it (kept only where their count changes)."""

    def __init__(self, records: Sized) -> None:
        self.records = records  # (the records so far: their count is len(records))
        self.at = array("q")  # record indices where the lines skipped before change
        self.skipped = array("q")  # the lines skipped before that index (and later ones)

    def note(self, index: int, number: int) -> None:
        """Record `index` is line `number`."""
        extra = number - index - 1
        if extra != (self.skipped[-1] if self.skipped else 0):
            self.at.append(index)
            self.skipped.append(extra)

    def count(self) -> int:
        return len(self.records)

    def __getitem__(self, index: int) -> int:
        if index < 0:
            index += self.count()
        if not 0 <= index < self.count():
            raise IndexError(index)
        k = bisect_right(self.at, index)
        return index + 1 + (self.skipped[k - 1] if k else 0)

    def __len__(self) -> int:
        return self.count()

    def __iter__(self) -> Iterator[int]:
        return (self[i] for i in range(self.count()))


class Parents:
    """The parent index of lines that name a uuid other than the last uuid line's (a
    rewind, a side chain: few), resolved after the pass by one sweep over a 64-bit hash of
    each line's uuid instead of a uuid -> index map held during it.

    A hash names the first line whose uuid has it. Where several earlier lines share the
    parent's hash (a uuid written twice, or two uuids whose hashes collide), the line and
    their uuids are read again (`uuid_at`, `parent_at`) and the first line with the
    parent's uuid is taken: exact.
    One line with the hash is taken without reading it: if its uuid is not the parent's
    (a collision with a parent absent from the file, which names no line), the cut only
    keeps one more span in a segment (no cut is made inside a span: never a wrong one)."""

    def __init__(self) -> None:
        self.hashes = array("q")  # per record index: hash(uuid), 0 none
        self.pending = array("q")  # the lines whose parent is resolved after the pass
        self.named = array("q")  # (the hash of the uuid each names)

    def add(self, index: int, parent: str) -> None:
        """Line `index` names `parent`, not the last uuid line."""
        self.pending.append(index)
        self.named.append(hash(parent))

    def resolve(self, uuid_at: Callable[[int], Optional[str]],
                parent_at: Callable[[int], Optional[str]],
                first: bool = False) -> Iterator[tuple[int, int]]:
        """(index, parent index) of each pending line whose parent is an earlier line
        (`first`: no line can be read again, the first with the hash is taken)."""
        firsts = dict.fromkeys(self.named, -1)  # hash -> its first line
        more: dict[int, list[int]] = {}  # hash -> its lines, where several have it
        for index, value in enumerate(self.hashes):
            if value in firsts:
                if firsts[value] < 0:
                    firsts[value] = index
                else:
                    more.setdefault(value, [firsts[value]]).append(index)
        for index, value in zip(self.pending, self.named):
            found = more.get(value) or ([firsts[value]] if firsts[value] >= 0 else [])
            earlier = found[:bisect_left(found, index)]
            if len(earlier) > 1 and not first:
                parent = parent_at(index)
                earlier = [i for i in earlier if uuid_at(i) == parent]
            if earlier:
                yield index, earlier[0]


class Peaks:
    """Each API message's usage peak (the largest of each count over its lines: tree/
    tokens.py's rule), keyed by a 64-bit hash of its message id (an int and four counts
    in an array: ~100 bytes a message, against ~300 for the id's string and a tuple).
    Two ids of one session with one hash (~1e-8 at a million messages) would be counted
    as one message: the session's token sums would leave the smaller one's out."""

    def __init__(self, fields: int) -> None:
        self.fields = fields
        self.slots: dict[int, int] = {}  # hash(message id) -> its first count's index
        self.counts = array("q")

    def add(self, key: str, usage: tuple[int, ...]) -> None:
        """One line's counts for the message `key`."""
        slot = self.slots.setdefault(hash(key), len(self.counts))
        if slot == len(self.counts):
            self.counts.extend(usage)
            return
        for k, value in enumerate(usage):
            if value > self.counts[slot + k]:
                self.counts[slot + k] = value

    def sums(self) -> tuple[int, ...]:
        """Each count summed over the messages."""
        return tuple(sum(self.counts[k::self.fields]) for k in range(self.fields))

    def __len__(self) -> int:
        return len(self.slots)
