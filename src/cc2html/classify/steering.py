"""Steering pre-pass: one card per steering delivery (seed 001 §1.2 "User Steering").

A modern delivery writes both a `queued_command` attachment (the card, in the
message DAG) and a legacy queue-operation `remove`; the attachment is shown and
its remove suppressed. Suppression is content-keyed and *budgeted* per
(session, version, prompt text):

* session — prompts repeat across sessions of one file; a card in one session must
  not hide a remove in another;
* version — a file can span harness upgrades; an era that writes only removes must
  not be hidden by cards of an era that writes both;
* text, with a budget — the same prompt sent twice is two deliveries: each card
  pays for exactly one remove, so a surplus remove still shows.

Nothing is dropped: a remove with no matching card renders as legacy steering; a
card whose prompt cannot be paired (image-only, dict …) pays for nothing, so its
remove stays visible, and it always warns. An unmatched remove warns only where its
(session, version) produced a counted card, once per (session, version). Null-content
removes are the queue pass's (`classify/queue.py`, run first). A suppressed remove is
counted in the page's report as a hidden record with its reason.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Optional

from ..model import HiddenRecord, MessageContent, SteeringRecord
from .queue import QueuePlan, apply_queue, by_line, resolve_queue

SUPPRESSED_REASON = ("legacy remove of a steering prompt whose queued_command attachment "
                     "is shown (one delivery, one card)")

Key = tuple[str, str, str]


def _versions(messages: list[MessageContent]) -> dict[int, str]:
    """Version each steering record belongs to: its own, else the session's running one."""
    running: dict[str, str] = {}
    first: dict[str, str] = {}
    found: dict[int, str] = {}
    pending: list[tuple[int, str]] = []
    for msg in messages:
        sid = msg.meta.session_id or ""
        if msg.meta.version:
            running[sid] = msg.meta.version
            first.setdefault(sid, msg.meta.version)
        if isinstance(msg, SteeringRecord):
            version = msg.meta.version or running.get(sid)
            if version is None:
                pending.append((id(msg), sid))
            else:
                found[id(msg)] = version
    for ident, sid in pending:
        found[ident] = first.get(sid, "")
    return found


@dataclass
class Resolved:
    """A session's queue and steering decisions made once (classify/queue_session.py), for
    its segments built one by one: the queue plan keyed by line, the lines of the removes
    a card pairs with, and the pairing's warnings by line."""

    queue: QueuePlan = field(default_factory=QueuePlan)
    paired: set[int] = field(default_factory=set)
    warnings: dict[int, list[str]] = field(default_factory=dict)


def plan_steering(records: list[SteeringRecord], version_of: Callable[[SteeringRecord], str],
                  warn: Callable[[int, str], None]) -> list[SteeringRecord]:
    """The removes whose card is suppressed: each card (in session, version and text)
    pays for one remove; warnings as the module says."""
    budget: Counter[Key] = Counter()
    carded: set[tuple[str, str]] = set()
    for rec in records:
        if rec.role != "card":
            continue
        sid, version = rec.meta.session_id or "", version_of(rec)
        if rec.pair_text is None:
            warn(rec.meta.line, "queued_command prompt has no text to pair on (image-only or "
                 "not a prompt string); its legacy remove, if any, stays visible")
            continue
        budget[(sid, version, rec.pair_text)] += 1
        carded.add((sid, version))
    paired: list[SteeringRecord] = []
    warned: set[tuple[str, str]] = set()
    for rec in records:
        if rec.role != "remove":
            continue
        sid, version = rec.meta.session_id or "", version_of(rec)
        key = (sid, version, rec.pair_text or "")
        if rec.pair_text is not None and budget[key] > 0:
            budget[key] -= 1
            paired.append(rec)
        elif (sid, version) in carded and (sid, version) not in warned:
            warned.add((sid, version))
            warn(rec.meta.line, f"queue-operation remove matches no queued_command card of "
                 f"session {sid[:8]} (version {version or '?'}): shown as legacy steering")
    return paired


def pair_steering(messages: Iterable[MessageContent], warn: Callable[[int, str], None],
                  prompts: Optional[dict[str, list[str]]] = None,
                  resolved: Optional[Resolved] = None) -> list[MessageContent]:
    """The messages with queue lines resolved (`queue.resolve_queue`, given the user lines'
    prompt texts by session), steering records consumed and paired removes suppressed.
    `resolved`: the session's decisions made beforehand (a segment of it: `prompts` unused)."""
    if resolved is None:
        msgs = resolve_queue(list(messages), prompts or {})
    else:
        msgs = apply_queue(list(messages), resolved.queue, by_line)
    records = [m for m in msgs if isinstance(m, SteeringRecord)]
    if not records:
        return msgs
    if resolved is None:
        versions = _versions(msgs)
        paired = plan_steering(records, lambda rec: versions[id(rec)], warn)
    else:
        paired = [rec for rec in records
                  if rec.role == "remove" and rec.meta.line in resolved.paired]
        for rec in records:
            for text in resolved.warnings.get(rec.meta.line, ()):
                warn(rec.meta.line, text)
    suppressed = {id(rec.card) for rec in paired}
    out: list[MessageContent] = []
    for msg in msgs:
        if isinstance(msg, SteeringRecord):
            continue
        if id(msg) in suppressed:
            out.append(HiddenRecord(meta=msg.meta, kind="queue-operation/remove (paired)",
                                    reason=SUPPRESSED_REASON))
        else:
            out.append(msg)
    return out
