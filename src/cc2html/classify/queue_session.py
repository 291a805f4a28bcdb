"""The prompt queue and steering pairing of a large session decided once, for the whole
session, before its segments are built one at a time (issue 34 item 2; stream.py).

The queue pass (classify/queue.py) and the steering pairing (classify/steering.py) look
across the whole session: an enqueue is paired FIFO with the operation that took it out,
its text may be held by a user line or a `queued_command` attachment anywhere in the
session, and a card pays for a remove of the same text wherever it stands. A segment alone
cannot see that, so the first pass (read/prescan.py) notes the few lines the decisions
need (`Rereads`: queue operations, `queued_command` attachments, user lines with text);
here they are read again by offset: the queue and attachment lines classified as the
whole build classifies them, the user lines' prompt texts streamed past the queued texts
(`Reach`, none kept). The decisions, keyed by line number, go to every segment's
`pair_steering` (`Resolved`), so a segment built alone gives the whole build's messages.

Redaction: the lines are read with a copy of the conversion's redactor (its counts and
findings are the segments' own reading's, not doubled). Its one state that carries from
line to line, the user names learnt from home paths (`--redact-home`), starts empty in
the copy: a queued prompt shown from here whose text names a home folder before any path
did could be masked differently from the whole build (not seen in the corpora).
"""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Optional

from ..model import QueueRecord, SteeringRecord
from ..read.entries import UserEntry
from ..read.prescan import NOTED, Rereads
from ..read.segments import lines_at
from ..read.transcript import ParseProblem
from ..redact.redactor import Redactor
from . import ClassifyContext, classify
from .queue import Reach, attached_texts, by_line, plan_queue
from .steering import Resolved, plan_steering
from .user import prompt_text

__all__ = ["resolve_session"]


def _read(path: Path, rereads: Rereads, notes: bool, redactor: Optional[Redactor]):
    """The entries of the reread lines: the user lines (`notes`) or the others."""
    chosen = [n for n, flag in enumerate(rereads.flags) if (flag == NOTED) == notes]
    items = lines_at(path, (rereads.offsets[n] for n in chosen),
                     (rereads.numbers[n] for n in chosen), redactor)
    return (item for item in items if not isinstance(item, ParseProblem))


def resolve_session(path: Path, rereads: Rereads,
                    redactor: Optional[Redactor] = None) -> Resolved:
    """The session's queue plan (keyed by line), paired removes and pairing warnings."""
    scratch = copy.deepcopy(redactor)
    messages = list(classify(_read(path, rereads, False, scratch), ClassifyContext()))
    records = [m for m in messages if isinstance(m, QueueRecord)]
    wants: dict[str, list[str]] = {}
    for rec in records:
        if rec.text:
            wants.setdefault(rec.meta.session_id or "", []).append(rec.text)
    reach = {sid: Reach(texts) for sid, texts in wants.items()}
    if reach:
        for entry in _read(path, rereads, True, scratch):
            text = prompt_text(entry) if isinstance(entry, UserEntry) else None
            if text is not None and (entry.sessionId or "") in reach:
                reach[entry.sessionId or ""].feed(text)

    def delivered(rec: QueueRecord) -> bool:
        found = reach.get(rec.meta.session_id or "")
        return bool(rec.text and found and found.reached(rec.text))

    resolved = Resolved(plan_queue(records, delivered, attached_texts(messages), by_line))

    def version_of(rec: SteeringRecord) -> str:
        return (rereads.versions.get(rec.meta.line)
                or rereads.first.get(rec.meta.session_id or "", ""))

    def warn(line: int, text: str) -> None:
        resolved.warnings.setdefault(line, []).append(text)

    steering = [m for m in messages if isinstance(m, SteeringRecord)]
    resolved.paired = {rec.meta.line for rec in plan_steering(steering, version_of, warn)}
    return resolved
