"""The DOM ids of a large session built a segment at a time, in any process (issue 34;
stream.py `Shared`, render/to_html/stream_pool.py's forked workers).

Each segment's build claims its ids from one allocator (nodes.py HashedIds), so an id
repeated in a later segment is suffixed as the whole build suffixes it. A forked worker
claims from a copy taken when it forked: the segments other workers build meanwhile are
not in it, and an id one of them claims too is suffixed differently. The parent, taking
the segments in file order, `accept`s a worker's claims only when they are the whole
build's (nodes.py `HashedIds.accept`); a refused segment is built again in process.

One repetition is common (the synthetic workloads copy one agent's `agent_progress` lines
under many calls: 8 of the 100 MB workload's 12 later segments would be refused): a
subagent's anchor, `subagent-<agent id>`. So before a segment is built, the anchors the
segments between the allocator's `frontier` (the end of the segments its claims cover, in
file order) and this one will claim are claimed as a guess, from the first pass's notes
(read/prescan_cross.py: each call's first agent_progress line, whose agent id names the
subagent tree/subagents.py `link_progress` makes). The build's `Claims` carry them as
`assumed`: when the guess was wrong (a subagent not made, or made under another key),
`accept` finds one of them missing from the parent's ids and refuses the segment. The
result is the whole build's either way; the guess only spares rebuilds.
"""

from __future__ import annotations

from array import array
from typing import Any

from .nodes import Claims, HashedIds, dom_id

__all__ = ["SegmentIds"]


class SegmentIds(HashedIds):
    """A HashedIds that knows how far, in file order, the segments its ids come from reach
    (see the module)."""

    def __init__(self) -> None:
        super().__init__()
        self.frontier = 0  # the first line index no build of this allocator has covered

    def begin(self, segment: Any) -> Claims:
        """Before `segment`'s build (read/cut.py Segment): the guessed anchors of the
        segments from `frontier` to it claimed, then its claims recorded (`end`)."""
        agents = segment.cross.agents if segment.cross is not None else ()
        assumed = array("q")
        for index, key in agents:
            if self.frontier <= index < segment.first:
                assumed.append(hash(self.claim("subagent-" + dom_id(key))))
        claims = self.record()
        claims.assumed, claims.reach = assumed, segment.last + 1
        return claims

    def end(self, segment: Any) -> None:
        """After `segment`'s build: its claims no longer recorded, the frontier past it."""
        self.stop()
        self.frontier = max(self.frontier, segment.last + 1)

    def accept(self, claims: Claims) -> bool:
        """HashedIds.accept of a worker's claims (its segment the next in file order); the
        frontier past that segment when they are taken."""
        if not super().accept(claims):
            return False
        self.frontier = max(self.frontier, claims.reach)
        return True
