"""One line of a large transcript as the first pass reads it (read/prescan.py): only the
fields the pass keeps are decoded (msgspec Structs: the rest of a line is skipped by the C
decoder, its text never made a Python string). Shapes: ../shared/formats.md (Claude Code
transcript lines: `type`, `uuid`, `parentUuid`, `isSidechain`, `isMeta`,
`isCompactSummary`, `sessionId`, `timestamp`, `message.{id, model, usage, content}`;
content a string or a list of blocks with `type`, `text`, `id` (tool_use), `tool_use_id`
(tool_result))."""

from __future__ import annotations

from typing import Any, Optional, Union

import msgspec

from .prescan_cross import ANNOUNCE_MARKS, Data, Other, notice_ids, progress_facts
from .times import stamp_seconds

__all__ = ["BOM", "CARD", "CODE", "KINDS", "MACHINERY_PREFIXES", "NOTED", "PROMPT", "QUEUE",
           "RECORD_SUBTYPES", "SPAWN_TOOLS", "USAGE_FIELDS", "UUID", "LineFacts", "line_facts"]

#: line kinds by code (array of bytes); "other" is every type not named here
KINDS = ("other", "user", "assistant", "system", "summary", "progress")
CODE = {name: n for n, name in enumerate(KINDS)}
#: the kinds whose times are the conversation's (tree/placement.py CONVERSATION_TYPES)
_CONVERSATION = frozenset({"user", "assistant", "system"})
#: prompt texts the harness writes itself (tree/build.py MACHINERY_PREFIXES: a copy, since
#: read/ must not import tree/; tests/unit/read/test_prescan.py checks they agree)
MACHINERY_PREFIXES = ("Caveat: The messages below were generated", "<local-command-",
                      "<command-", "<system-reminder>", "[Request interrupted")
#: a shell command's output (classify/tags.py: a BashOutputMessage, under its command's
#: turn): never a turn's start
OUTPUT_PREFIXES = ("<bash-stdout", "<bash-stderr")
#: system subtypes classified as records, not messages, so not conversation times
#: (classify/system_recent.py HIDDEN_SUBTYPES and bridge_status: a copy, test_prescan checks)
RECORD_SUBTYPES = frozenset({"session_start", "thinking_tokens", "background_tasks_changed",
                             "bridge_status"})
#: the calls a subagent transcript is nested under (model/tools/agents.py SPAWN_TOOLS: a
#: copy, since importing model/ would cost the forked pass ~0.15 s before it starts;
#: test_prescan checks they agree)
SPAWN_TOOLS = frozenset({"Task", "Agent", "spawn_agent", "task"})
#: a queue operation's change of the queue's length (-2: all out)
_QUEUE = {"enqueue": 1, "dequeue": -1, "remove": -1, "popAll": -2}
BOM = b"\xef\xbb\xbf"  # a UTF-8 byte-order mark (line 1 only)
#: Prescan.flags bits: PROMPT (may start a turn), UUID; and the lines the session-wide queue
#: resolution reads again (classify/queue_session.py): QUEUE (a queue-operation), CARD (an
#: attachment that may be a `queued_command`), NOTED (a user line that may hold a prompt text
#: by classify/user.py note_prompt's rule: a superset, the resolution applies the rule)
PROMPT, UUID, QUEUE, CARD, NOTED = 1, 2, 4, 8, 16
#: the usage counts kept, in TokenUsage's order
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


class LineFacts(msgspec.Struct, array_like=True, gc=False):
    """What one line says that the pass keeps (the line's own, before it is filed; a
    Struct: read/prescan_file.py sends a helper's to the pass as MessagePack)."""

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
    when: Optional[float] = None  # a conversation line's time, POSIX seconds


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
    kind = line.type if isinstance(line.type, str) and line.type in CODE else "other"
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
    if kind in _CONVERSATION:
        facts.when = stamp_seconds(facts.timestamp)
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
