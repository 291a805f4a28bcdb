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
from typing import Optional

from ..model import HiddenRecord, MessageContent, SteeringRecord
from .queue import resolve_queue

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


def pair_steering(messages: Iterable[MessageContent], warn: Callable[[int, str], None],
                  prompts: Optional[dict[str, list[str]]] = None) -> list[MessageContent]:
    """The messages with queue lines resolved (`queue.resolve_queue`, given the user lines'
    prompt texts by session), steering records consumed and paired removes suppressed."""
    msgs = resolve_queue(list(messages), prompts or {})
    records = [m for m in msgs if isinstance(m, SteeringRecord)]
    if not records:
        return msgs
    versions = _versions(msgs)
    budget: Counter[Key] = Counter()
    carded: set[tuple[str, str]] = set()
    for rec in records:
        if rec.role != "card":
            continue
        sid, version = rec.meta.session_id or "", versions[id(rec)]
        if rec.pair_text is None:
            warn(rec.meta.line, "queued_command prompt has no text to pair on (image-only or "
                 "not a prompt string); its legacy remove, if any, stays visible")
            continue
        budget[(sid, version, rec.pair_text)] += 1
        carded.add((sid, version))
    suppressed: set[int] = set()
    warned: set[tuple[str, str]] = set()
    for rec in records:
        if rec.role != "remove":
            continue
        sid, version = rec.meta.session_id or "", versions[id(rec)]
        key = (sid, version, rec.pair_text or "")
        if rec.pair_text is not None and budget[key] > 0:
            budget[key] -= 1
            suppressed.add(id(rec.card))
        elif (sid, version) in carded and (sid, version) not in warned:
            warned.add((sid, version))
            warn(rec.meta.line, f"queue-operation remove matches no queued_command card of "
                 f"session {sid[:8]} (version {version or '?'}): shown as legacy steering")
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
