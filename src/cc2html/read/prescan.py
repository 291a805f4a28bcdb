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

Only the fields are decoded (msgspec Structs: the rest of a line is skipped by the C
decoder, its text never made a Python string), so the pass costs a fraction of a
conversion. Shapes: ../shared/formats.md (Claude Code transcript lines: `type`, `uuid`,
`parentUuid`, `isSidechain`, `isMeta`, `isCompactSummary`, `sessionId`, `timestamp`,
`message.{id, model, usage, content}`; content a string or a list of blocks with `type`,
`text`, `id` (tool_use), `tool_use_id` (tool_result)).
"""

from __future__ import annotations

from array import array
from collections import deque
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Optional, Union

import msgspec

from .prescan_cross import ANNOUNCE_MARKS, Crossings, Data, Other, notice_ids, progress_facts
from .prescan_record import Clock, LineNumbers, Parents, Peaks, Rereads
from .times import parse_time
from ..model.tools.agents import SPAWN_TOOLS

__all__ = ["CARD", "KINDS", "NOTED", "PROMPT", "QUEUE", "UUID", "LineFacts", "Prescan",
           "Rereads", "prescan", "prescan_lines"]

#: line kinds by code (array of bytes); "other" is every type not named here
KINDS = ("other", "user", "assistant", "system", "summary", "progress")
_CODE = {name: n for n, name in enumerate(KINDS)}
#: the kinds whose times are the conversation's (tree/placement.py CONVERSATION_TYPES)
_CONVERSATION = frozenset({"user", "assistant", "system"})
#: prompt texts the harness writes itself (tree/build.py MACHINERY_PREFIXES: a copy, since
#: read/ must not import tree/; tests/unit/read/test_prescan.py checks they agree)
MACHINERY_PREFIXES = ("Caveat: The messages below were generated", "<local-command-",
                      "<command-", "<system-reminder>", "[Request interrupted")
#: the usage counts kept, in TokenUsage's order
#: a shell command's output (classify/tags.py: a BashOutputMessage, under its command's
#: turn): never a turn's start
OUTPUT_PREFIXES = ("<bash-stdout", "<bash-stderr")
#: system subtypes classified as records, not messages, so not conversation times
#: (classify/system_recent.py HIDDEN_SUBTYPES and bridge_status: a copy, test_prescan checks)
RECORD_SUBTYPES = frozenset({"session_start", "thinking_tokens", "background_tasks_changed",
                             "bridge_status"})
#: a queue operation's change of the queue's length (-2: all out)
_QUEUE = {"enqueue": 1, "dequeue": -1, "remove": -1, "popAll": -2}
BOM = b"\xef\xbb\xbf"  # a UTF-8 byte-order mark (line 1 only)
#: Prescan.flags bits: PROMPT (may start a turn), UUID; and the lines the session-wide queue
#: resolution reads again (classify/queue_session.py): QUEUE (a queue-operation), CARD (an
#: attachment that may be a `queued_command`), NOTED (a user line that may hold a prompt text
#: by classify/user.py note_prompt's rule: a superset, the resolution applies the rule)
PROMPT, UUID, QUEUE, CARD, NOTED = 1, 2, 4, 8, 16
USAGE_FIELDS = ("input_tokens", "output_tokens", "cache_creation_input_tokens",
                "cache_read_input_tokens")


class _Block(msgspec.Struct):
    type: Any = None
    text: Any = None
    id: Any = None
    name: Any = None
    tool_use_id: Any = None


class _Message(msgspec.Struct):
    id: Any = None
    model: Any = None
    usage: Optional[dict[str, Any]] = None
    content: Union[str, list[_Block], None] = None


class _Line(msgspec.Struct):
    type: Any = None
    subtype: Any = None
    operation: Any = None  # a queue-operation line's (classify/queue.py)
    uuid: Any = None
    parentUuid: Any = None
    isSidechain: Any = None
    isMeta: Any = None
    isCompactSummary: Any = None
    sessionId: Any = None
    timestamp: Any = None
    version: Any = None  # the harness's (classify/steering.py pairs by it)
    message: Optional[_Message] = None
    data: Union[Data, Other] = None  # (a progress line's: prescan_cross.py)
    parentToolUseID: Any = None


_DECODE = msgspec.json.Decoder(_Line).decode


@dataclass
class LineFacts:
    """What one line says that the pass keeps (the line's own, before it is filed)."""

    kind: str = "other"
    uuid: Optional[str] = None
    parent: Optional[str] = None
    sidechain: bool = False
    prompt: bool = False
    session: Optional[str] = None
    timestamp: Optional[str] = None
    message_id: Optional[str] = None
    model: Optional[str] = None
    usage: Optional[tuple[int, ...]] = None
    calls: tuple[str, ...] = ()  # tool_use ids the line opens
    queue: int = 0  # a queue-operation: +1 enqueue, -1 dequeue or remove, -2 popAll
    results: tuple[str, ...] = ()  # tool_use ids the line answers
    reread: int = 0  # QUEUE | CARD | NOTED: the queue resolution reads the line again
    version: Optional[str] = None
    notice: Optional[tuple[str, str]] = None  # a task notification's tool-use and task ids
    reply: Optional[tuple[str, bool]] = None  # an assistant record's message id, has a parent
    agent: Optional[tuple[str, str]] = None  # an agent_progress line's call and agent ids
    announces: bool = False  # its results may announce a task id (a mark: ANNOUNCE_MARKS)
    spawns: tuple[str, ...] = ()  # the ids of the subagent calls the line opens


def _count(value: Any) -> int:
    """A usage count as tree/tokens.py sums it: a non-negative int, else 0 (the classifier
    warns about such a value and counts nothing: classify/assistant.py token_usage)."""
    return value if type(value) is int and value >= 0 else 0


def _content_facts(facts: LineFacts, content: Union[str, list[_Block], None]) -> str:
    """Sets the line's calls and results from its blocks; returns its prompt text."""
    if isinstance(content, str):
        facts.reread = NOTED if facts.kind == "user" else 0
        return content
    if not content:
        return ""
    texts, calls, results, spawns = [], [], [], []
    for block in content:
        if block.type == "text":
            facts.reread = NOTED if facts.kind == "user" else 0
        if block.type == "text" and isinstance(block.text, str):
            texts.append(block.text)
        elif block.type == "tool_use" and isinstance(block.id, str):
            calls.append(block.id)
            if isinstance(block.name, str) and block.name in SPAWN_TOOLS:
                spawns.append(block.id)
        elif block.type == "tool_result" and isinstance(block.tool_use_id, str):
            results.append(block.tool_use_id)
    facts.calls, facts.results, facts.spawns = tuple(calls), tuple(results), tuple(spawns)
    return "\n".join(texts)


def line_facts(raw: bytes) -> Optional[LineFacts]:
    """The kept fields of one JSONL line; None when the line is not a JSON object of the
    transcript's shape (the conversion reports it; the pass only skips it)."""
    try:
        line = _DECODE(raw)
    except (msgspec.DecodeError, RecursionError):
        return None
    kind = line.type if isinstance(line.type, str) and line.type in _CODE else "other"
    if kind == "system" and isinstance(line.subtype, str) and line.subtype in RECORD_SUBTYPES:
        kind = "other"  # a record: no time of the conversation
    facts = LineFacts(kind=kind, sidechain=line.isSidechain is True,
                      uuid=line.uuid if isinstance(line.uuid, str) else None,
                      parent=line.parentUuid if isinstance(line.parentUuid, str) else None,
                      session=line.sessionId if isinstance(line.sessionId, str) else None,
                      timestamp=line.timestamp if isinstance(line.timestamp, str) else None,
                      version=line.version if isinstance(line.version, str) else None)
    if line.type == "queue-operation":
        facts.queue = _QUEUE.get(line.operation, 0) if isinstance(line.operation, str) else 0
        facts.reread = QUEUE
    elif line.type == "attachment" and b"queued_command" in raw:
        facts.reread = CARD
    msg = line.message
    if kind == "progress" and isinstance(line.data, Data):
        facts.reply, facts.agent = progress_facts(line.data, line.parentToolUseID)
    if msg is None:
        return facts
    text = _content_facts(facts, msg.content)
    facts.announces = bool(facts.results) and any(mark in raw for mark in ANNOUNCE_MARKS)
    if kind == "assistant":
        facts.message_id = msg.id if isinstance(msg.id, str) else None
        facts.reply = (msg.id, isinstance(line.parentUuid, str)) if facts.message_id else None
        facts.model = msg.model if isinstance(msg.model, str) else None
        if msg.usage is not None:
            facts.usage = tuple(_count(msg.usage.get(name)) for name in USAGE_FIELDS)
    elif kind == "user" and text:
        facts.notice = notice_ids(text)
    if kind == "user" and not facts.sidechain and line.isMeta is not True:
        stripped = text.strip()
        facts.prompt = (bool(stripped) and not facts.results
                        and line.isCompactSummary is not True
                        and not stripped.startswith(MACHINERY_PREFIXES)
                        and not stripped.startswith(OUTPUT_PREFIXES))
    return facts


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
        scan.kinds.append(_CODE[facts.kind])
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
        if facts.kind in _CONVERSATION:
            when = parse_time(facts.timestamp)
            if when is not None:
                scan.clock(facts.sidechain).add(when.timestamp(), facts.timestamp or "")
        if facts.model and not facts.model.startswith("<"):
            scan.models.setdefault(facts.model, None)
        if facts.usage is not None:
            scan.usage.add(facts.message_id or f"line{number}", facts.usage)


def prescan_lines(lines: Iterable[bytes],
                  line_at: Optional[Callable[[int], bytes]] = None) -> Prescan:
    """The pass over raw JSONL lines (bytes, newlines kept: offsets count them); `line_at`
    reads the line at a byte offset again (where a parent's hash names several lines)."""
    scan = Prescan()
    filer = _Filer(scan)
    offset = 0
    for number, raw in enumerate(lines, start=1):
        start, offset = offset, offset + len(raw)
        body = raw[3:] if number == 1 and raw.startswith(BOM) else raw
        if body and not body.isspace():
            filer.add(start, number, line_facts(body))
    scan.size = offset
    filer.finish(None if line_at is None
                 else lambda index: line_facts(line_at(scan.offsets[index]).removeprefix(BOM)))
    return scan


def prescan(path: Path) -> Prescan:
    """The pass over a transcript file (UTF-8 JSONL, read in binary: offsets are bytes)
    through a 1 MB buffer; a line read again by offset through a handle of its own."""
    with path.open("rb", buffering=1 << 20) as fh, path.open("rb") as again:
        def line_at(offset: int) -> bytes:
            again.seek(offset)
            return again.readline()

        return prescan_lines(fh, line_at)
