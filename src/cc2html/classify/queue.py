"""Queue pass: follow each session's prompt queue so every enqueued prompt reaches the page.

A prompt typed while Claude works is written as a queue-operation `enqueue` (its text),
then leaves the queue by a `dequeue` (delivered as the next prompt: a user line), a
`remove` (delivered mid-turn: steering; modern harnesses also write a `queued_command`
attachment, older ones put the text on the remove, some neither) or a `popAll`
(taken back into the input box). Where the text went is decided from the file, in order:

* a user line of the session holds it (the prompt that delivered it);
* a `queued_command` attachment of the session holds it (its card is shown);
* the remove that took it out carries it (that remove's card is shown);
* otherwise nothing on the page would show it: the enqueue's own card is shown as
  steering where the prompt left the queue (or where it was queued, if it never left).

Any other operation may carry text too (a popAll writes the prompts it took back, a
dequeue or an operation of a later harness may write one): that text is accounted for
when it is whole lines of the enqueues the operation took out, or a user line or
`queued_command` attachment holds it; otherwise the operation's own card is shown as
steering where it stands. No operation's text is dropped.

Each queue line becomes a `HiddenRecord` whose kind and reason say which of these is
true for it, so the page's report never claims a text is shown somewhere it is not.

The decisions (`plan_queue`) are apart from their application (`apply_queue`): a large
session built segment by segment decides them once for the whole session
(classify/queue_session.py, with `Reach` over its prompt texts streamed) and applies
them in each segment, keyed by line number.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass, field, replace
from typing import Optional

from ..model import HiddenRecord, MessageContent, QueueRecord, SteeringRecord

QUEUED = "a prompt queued while Claude worked"
#: enqueue outcome -> (kind suffix, reason)
ENQUEUE_REASONS = {
    "user": ("", f"{QUEUED}; its text is shown as the user prompt that delivered it"),
    "attachment": (" (attachment)",
                   f"{QUEUED}; its text is shown from its queued_command attachment"),
    "remove": (" (removed)", f"{QUEUED}; its text is shown from the queue-operation remove "
               "that delivered it"),
    "shown": (" (shown here)", f"{QUEUED}; no user line or queued_command attachment holds "
              "its text, so it is shown as steering where it left the queue"),
    "waiting": (" (never taken out)", f"{QUEUED}; no user line or queued_command attachment "
                "holds its text and it never left the queue, so it is shown as steering "
                "where it was queued"),
    "empty": (" (no content)", "a queue entry without text: nothing to show"),
}
OP_REASONS = {
    "dequeue": "prompt-queue bookkeeping: takes the oldest queued prompt out to deliver it "
               "(its text is accounted for by its enqueue)",
    "popAll": "prompt-queue bookkeeping: takes every queued prompt back out (each is "
              "accounted for by its enqueue)",
    "remove": "legacy remove without text of its own: the prompt it took out is accounted "
              "for by its enqueue",
    "remove-alone": "legacy remove without text, and no enqueue of this session was waiting: "
                    "this file holds no prompt text for it",
    "dequeue-alone": "prompt-queue bookkeeping: a dequeue with no enqueue of this session "
                     "waiting (no prompt text to show)",
}
#: outcome of an operation's own text (not an enqueue's) -> (kind suffix, reason)
TEXT_REASONS = {
    "taken": ("", "prompt-queue bookkeeping: its text is that of the prompts it took out "
              "(each accounted for by its enqueue)"),
    "user": ("", "prompt-queue bookkeeping: its text is shown as the user prompt that "
             "delivered it"),
    "attachment": ("", "prompt-queue bookkeeping: its text is shown from its queued_command "
                   "attachment"),
    "shown": (" (shown here)", "prompt-queue operation whose text no enqueue it took out, user "
              "line or queued_command attachment of this session holds: shown as steering "
              "where it stands"),
}


def _lines(text: str) -> str:
    return "\n".join(" ".join(line.split()) for line in text.strip().splitlines()
                     if line.strip())


class Prompts:
    """The user lines' prompt texts of one session, indexed so each question is cheap."""

    def __init__(self, prompts: Iterable[str]) -> None:
        self.texts = [_lines(p) for p in prompts]
        self.whole = set(self.texts)
        self.lines = {line for text in self.texts for line in text.split("\n")}
        self.commands = {form for p in prompts for form in _command(p)}

    def reach(self, text: str) -> bool:
        """Whether a user line holds `text`: the same text, or whole lines of one (a popAll
        joins prompts), or a slash command's name and arguments."""
        want = _lines(text)
        if not want:
            return False
        if want in self.whole or want in self.commands:
            return True
        if not all(line in self.lines for line in want.split("\n")):
            return False
        return any(f"\n{want}\n" in f"\n{have}\n" for have in self.texts)


class Reach:
    """`Prompts.reach` answered for texts known beforehand (`wants`) while the prompts
    stream past one at a time, none kept (a large session's: classify/queue_session.py)."""

    def __init__(self, wants: Iterable[str]) -> None:
        self.wants = {want for want in map(_lines, wants) if want}
        self.by_first: dict[str, list[list[str]]] = {}
        for want in self.wants:
            self.by_first.setdefault(want.split("\n", 1)[0], []).append(want.split("\n"))
        self.found: set[str] = set()

    def feed(self, prompt: str) -> None:
        """One user line's prompt text: the wants it holds (the same text, whole lines of it
        in a run, or its slash command's forms) are found."""
        self.found.update(form for form in _command(prompt) if form in self.wants)
        have = _lines(prompt).split("\n")
        for at, line in enumerate(have):
            for want in self.by_first.get(line, ()):
                if have[at:at + len(want)] == want:
                    self.found.add("\n".join(want))

    def reached(self, text: str) -> bool:
        """Whether a prompt fed so far holds `text` (`Prompts.reach`'s answer)."""
        return _lines(text) in self.found


def _command(prompt: str) -> tuple[str, ...]:
    """`/name args` of a slash-command line (`<command-name>` … `<command-args>`)."""
    name = _tag(prompt, "command-name")
    if not name:
        return ()
    args = _tag(prompt, "command-args")
    return (" ".join(f"{name} {args}".split()), name)


def _tag(text: str, tag: str) -> str:
    start = text.find(f"<{tag}>")
    end = text.find(f"</{tag}>", start)
    return text[start + len(tag) + 2:end].strip() if start >= 0 and end > start else ""


@dataclass
class _Waiting:
    """An enqueue still in the queue, and what took it out."""

    record: QueueRecord
    taken_by: Optional[QueueRecord] = None


def _follow(records: list[QueueRecord],
            delivered: Callable[[QueueRecord], bool]) -> tuple[list[_Waiting], set[int]]:
    """Each session's queue replayed: every enqueue with the record that took it out, and
    the ids of the dequeues and content-less removes that took none out. A content-less
    remove takes the oldest prompt no user line delivered (a task notification is queued
    and delivered as a user line without a dequeue), else the oldest."""
    queues: dict[str, list[_Waiting]] = {}
    enqueued: list[_Waiting] = []
    alone: set[int] = set()
    for rec in records:
        queue = queues.setdefault(rec.meta.session_id or "", [])
        if rec.op == "enqueue":
            queue.append(_Waiting(rec))
            enqueued.append(queue[-1])
        elif rec.op == "popAll":
            for waiting in queue:
                waiting.taken_by = rec
            queue.clear()
        elif rec.op in ("dequeue", "remove"):
            match = next((w for w in queue if rec.text is not None
                          and w.record.text == rec.text), None)
            if match is None and rec.op == "remove" and rec.text is None:
                match = next((w for w in queue if not delivered(w.record)), None)
            if match is None and queue and (rec.text is None or rec.op == "dequeue"):
                match = queue[0]
            if match is not None:
                match.taken_by = rec
                queue.remove(match)
            elif rec.text is None:
                alone.add(id(rec))
    return enqueued, alone


def _outcome(waiting: _Waiting, delivered: Callable[[QueueRecord], bool],
             attached: dict[str, set[str]]) -> str:
    rec = waiting.record
    sid = rec.meta.session_id or ""
    if rec.text is None and rec.card is None:
        return "empty"
    if delivered(rec):
        return "user"
    if rec.text is not None and rec.text in attached.get(sid, set()):
        return "attachment"
    taken = waiting.taken_by
    if (taken is not None and taken.op == "remove" and taken.card is not None
            and taken.text == rec.text):  # (an image-only remove does not show a text)
        return "remove"
    return "shown" if taken is not None else "waiting"


def attached_texts(messages: Iterable[MessageContent]) -> dict[str, set[str]]:
    """The texts `queued_command` attachments hold, by session."""
    attached: dict[str, set[str]] = {}
    for msg in messages:
        if isinstance(msg, SteeringRecord) and msg.role == "card" and msg.pair_text:
            attached.setdefault(msg.meta.session_id or "", set()).add(msg.pair_text)
    return attached


Key = Callable[[QueueRecord], Hashable]


def by_object(rec: QueueRecord) -> Hashable:
    """The key of a plan applied to the records it was made from."""
    return id(rec)


def by_line(rec: QueueRecord) -> Hashable:
    """The key of a plan applied to records classified again from the same lines (one
    QueueRecord a queue-operation line)."""
    return rec.meta.line


@dataclass
class QueuePlan:
    """What the queue pass decided: by record key, the hidden record that replaces a queue
    line and the cards shown where it stands."""

    hidden: dict[Hashable, HiddenRecord] = field(default_factory=dict)
    placed: dict[Hashable, list[MessageContent]] = field(default_factory=dict)


def resolve_queue(messages: list[MessageContent],
                  prompts: dict[str, list[str]]) -> list[MessageContent]:
    """The messages with each QueueRecord replaced by its hidden record (true reason), and
    the card of each enqueued prompt the page would otherwise not show placed where the
    prompt left the queue."""
    records = [m for m in messages if isinstance(m, QueueRecord)]
    if not records:
        return messages
    index = {sid: Prompts(texts) for sid, texts in prompts.items()}
    found: dict[int, bool] = {}

    def delivered(rec: QueueRecord) -> bool:
        if id(rec) not in found:
            have = index.get(rec.meta.session_id or "")
            found[id(rec)] = bool(rec.text and have and have.reach(rec.text))
        return found[id(rec)]

    plan = plan_queue(records, delivered, attached_texts(messages), by_object)
    return apply_queue(messages, plan, by_object)


def plan_queue(records: list[QueueRecord], delivered: Callable[[QueueRecord], bool],
               attached: dict[str, set[str]], key: Key) -> QueuePlan:
    """The decisions for a session's queue records (all of them, in file order)."""
    enqueued, alone = _follow(records, delivered)
    plan = QueuePlan()
    hidden, placed = plan.hidden, plan.placed
    taken: dict[int, list[QueueRecord]] = {}
    for waiting in enqueued:
        if waiting.taken_by is not None:
            taken.setdefault(id(waiting.taken_by), []).append(waiting.record)
    for waiting in enqueued:
        rec, outcome = waiting.record, _outcome(waiting, delivered, attached)
        suffix, reason = ENQUEUE_REASONS[outcome]
        hidden[key(rec)] = HiddenRecord(meta=rec.meta, kind=rec.kind + suffix, reason=reason)
        if outcome in ("shown", "waiting") and rec.card is not None:
            where = waiting.taken_by or rec
            card = replace(rec.card, meta=replace(rec.card.meta,
                                                  timestamp=where.meta.timestamp
                                                  or rec.card.meta.timestamp))
            placed.setdefault(key(where), []).append(card)
    for rec in records:  # an operation's own text: a popAll's, a dequeue's …
        if rec.op == "enqueue" or rec.card is None or rec.op == "remove":
            continue  # (a remove's card is shown, or paired, by the steering pass)
        outcome = _own_outcome(rec, taken.get(id(rec), ()), delivered, attached)
        suffix, reason = TEXT_REASONS[outcome]
        hidden[key(rec)] = HiddenRecord(meta=rec.meta, kind=rec.kind + suffix, reason=reason)
        if outcome == "shown":
            placed.setdefault(key(rec), []).append(rec.card)
    for rec in records:
        if key(rec) not in hidden:
            hidden[key(rec)] = _op_record(rec, id(rec) in alone)
    return plan


def apply_queue(messages: list[MessageContent], plan: QueuePlan,
                key: Key) -> list[MessageContent]:
    """The messages with the plan's decisions in place of their QueueRecords."""
    out: list[MessageContent] = []
    for msg in messages:
        if isinstance(msg, QueueRecord):
            if msg.op != "remove" or msg.card is None:  # else its card (or pairing) counts it
                out.append(plan.hidden[key(msg)])
            out.extend(plan.placed.get(key(msg), ()))
        else:
            out.append(msg)
    return out


def _own_outcome(rec: QueueRecord, took: Iterable[QueueRecord],
                 delivered: Callable[[QueueRecord], bool], attached: dict[str, set[str]]) -> str:
    """Where an operation's own text reaches the page: the prompts it took out hold each of
    its lines (a popAll joins them), a user line or an attachment holds it, or nowhere."""
    if rec.text is None:  # (an image-only or non-text prompt: only its card shows it)
        return "shown"
    # each of its lines as many times as the prompts it took out hold it: a line written
    # twice where one prompt held it once is not all accounted for
    lines = Counter(line for other in took if other.text
                    for line in _lines(other.text).split("\n"))
    if lines and not Counter(_lines(rec.text).split("\n")) - lines:
        return "taken"
    if delivered(rec):
        return "user"
    if rec.text in attached.get(rec.meta.session_id or "", set()):
        return "attachment"
    return "shown"


def _op_record(rec: QueueRecord, alone: bool) -> HiddenRecord:
    if rec.op == "remove":
        key = "remove-alone" if alone else "remove"
        kind = rec.kind + (" (no content, nothing queued)" if alone else " (no content)")
        return HiddenRecord(meta=rec.meta, kind=kind, reason=OP_REASONS[key])
    if rec.op == "dequeue" and alone:
        return HiddenRecord(meta=rec.meta, kind=rec.kind + " (nothing queued)",
                            reason=OP_REASONS["dequeue-alone"])
    return HiddenRecord(meta=rec.meta, kind=rec.kind,
                        reason=OP_REASONS.get(rec.op, "prompt-queue bookkeeping"))
