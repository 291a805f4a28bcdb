"""Which assistant records of a large session are replays, decided once for the session
before its segments are built one at a time (issue 34; stream.py `pieces`).

classify/assistant.py `_replayed` hides a line with no parent that repeats an earlier
record of its API message word for word; the earlier record may be in an earlier segment,
which a segment alone has not read. The first pass notes every line of each API message
that has a line with no parent after its first (read/prescan_cross.py, read/cross_lines.py:
few); here those lines are read again and classified in file order, as the whole build
classifies them, and the line numbers hidden as replays are handed to every segment's
`ClassifyContext.replays`. Read with a copy of the conversion's redactor (its findings are
the segments' own reading's), as classify/queue_session.py reads its lines.
"""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Optional

from ..model import AgentProgressRecord, HiddenRecord
from ..read.cross_lines import Where
from ..read.segments import lines_at
from ..read.transcript import ParseProblem
from ..redact.redactor import Redactor
from . import ClassifyContext, classify
from .assistant import REPLAY_KIND

__all__ = ["resolve_replays"]


def resolve_replays(path: Path, lines: tuple[Where, ...],
                    redactor: Optional[Redactor] = None) -> frozenset[int]:
    """The numbers of the lines among `lines` (file order) that are replays."""
    if not lines:
        return frozenset()
    items = lines_at(path, (w[0] for w in lines), (w[1] for w in lines),
                     copy.deepcopy(redactor))
    messages = classify((i for i in items if not isinstance(i, ParseProblem)),
                        ClassifyContext())
    found = set()
    for msg in messages:  # (an agent_progress line's record of a subagent is in its card)
        for one in msg.messages if isinstance(msg, AgentProgressRecord) else (msg,):
            if isinstance(one, HiddenRecord) and one.kind == REPLAY_KIND:
                found.add(one.meta.line)
    return frozenset(found)
