"""The cut of a large transcript into segments of input (issue 34 item 2), on the first
pass's record (read/prescan.py): each segment a byte range of whole lines that the later
stages can read, classify, build and render alone, then free.

A segment starts at a line that may start a turn (a prompt typed in the main thread) once
the one before holds at least `target` bytes, and only where the cut separates nothing
the tree pairs: a tool call from its result (by `tool_use_id`), a line from the line its
`parentUuid` names, unless that is the line just before (the chain goes on) — so a rewind
to a line of an earlier segment, or a Task call's sidechain lines, keep their span in one
segment. A call never answered blocks nothing (its result cannot be in a later segment).
Where no such line comes the segment grows: the bound is on segments, not promised for
every session (docs/decisions/large-sessions.md, "Status (segments)", traps).

The prompt queue blocks no cut: its outcomes are resolved once for the whole session
(classify/queue_session.py, from the pass's `Rereads`) and handed to each segment. With
`queue=True` a queued prompt's span (its enqueue to the user line after it is taken out)
is also kept in one segment, the rule before that resolution (kept for comparison: the
synthetic workloads' random queue operations then make one segment of most of the file).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any, Optional

from .prescan import PROMPT, Prescan
from .sizes import STREAM_BYTES

__all__ = ["STREAM_BYTES", "Segment", "cut", "cut_points", "streamable"]

#: segment size when none is given: 4 MB of input (~8 MB of built tree, about a part of
#: page). Each worker holds one segment's tree (render/to_html/stream_pool.py): at 100 MB
#: the process tree's peak was 229 MB at 8 MB, 191 at 4 MB, 164 at 2 MB, with the same CPU
#: (one run each, loaded machine); the last segment, rendered while the other core may
#: have nothing left, is shorter too. Not smaller: a fact that crosses a cut is carried
#: from the first pass, and a real session's turns (cut only where a prompt starts) run to
#: megabytes
TARGET_BYTES = 4_000_000


@dataclass(frozen=True)
class Segment:
    """Lines `first` .. `last` of the record (indices), bytes `start` .. `end` of the file
    (end exclusive), its first line's number in the file (for the report's line numbers);
    `rereads`: the pass's record of the lines the session-wide queue resolution reads
    (read/prescan.py `Rereads`, one object shared by a file's segments; None: the queue is
    resolved within the segment alone), set by stream.py `plan`; `cross`: the lines the
    facts that cross segments are read from (read/cross_lines.py `CrossLines`, shared
    likewise; None: a segment's notifications and replays are its own); `side`: the
    subagent files this segment's build reads (read/side_plan.py `SegmentSide`; None:
    none); both set by `plan` too."""

    first: int
    last: int
    start: int
    end: int
    line: int
    rereads: Optional[Any] = field(default=None, compare=False, repr=False)
    cross: Optional[Any] = field(default=None, compare=False, repr=False)
    side: Optional[Any] = field(default=None, compare=False, repr=False)


def cut_points(scan: Prescan, queue: bool = False) -> Iterator[int]:
    """The indices a segment may start at (0 excepted): prompts no span covers. `queue`
    True: the prompt queue's spans kept too (see the module)."""
    covered = scan.cover[0] + (scan.queue_cover[0] if queue else 0)
    for n in range(1, len(scan.offsets)):
        covered += scan.cover[n] + (scan.queue_cover[n] if queue else 0)
        if covered == 0 and scan.flags[n] & PROMPT:
            yield n


def cut(scan: Prescan, target: int = TARGET_BYTES, queue: bool = False) -> list[Segment]:
    """The segments, in file order; together they cover the file's bytes (blank and
    unreadable lines in the range of the segment they fall in). One segment when the file
    has no line. `queue`: as for `cut_points`."""
    starts = [0]
    for n in cut_points(scan, queue):
        if scan.offsets[n] - scan.offsets[starts[-1]] >= target:
            starts.append(n)
    if not scan.offsets:
        return [Segment(0, -1, 0, scan.size, 1)]
    bounds = starts + [len(scan.offsets)]
    return [Segment(a, b - 1, scan.offsets[a] if k else 0,
                    scan.offsets[b] if b < len(scan.offsets) else scan.size,
                    scan.numbers[a] if k else 1)
            for k, (a, b) in enumerate(zip(bounds, bounds[1:]))]


def streamable(scan: Prescan) -> bool:
    """Whether the file may be converted segment by segment: one session (a file of
    several sessions, or of resumed ones, is split by session across the whole file:
    tree/sessions.py) and no line the pass could not read (the stdlib path's repairs and
    reports are the whole-file reader's)."""
    return len(scan.sessions) <= 1 and not scan.unread
