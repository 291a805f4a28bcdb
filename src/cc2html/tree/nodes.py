"""The build-tree stage's values: nodes, sessions, documents, and the builder that nests one thread.

Hierarchy by sequence and kind (seed §7.1), not by parentUuid: each turn-starting user
message, under it assistant/system messages, under an assistant text what follows it
until the next one (tool calls, each paired with its result by `tool_use_id`). Thinking
belongs to the reply it precedes (seed §7.2): thinking right before a text of its API
message (`message.id`) goes into that text's card, as a lead child (`Node.lead`).
"""

from __future__ import annotations

import hashlib
import re
from array import array
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any, Optional

from ..model import (AssistantTextMessage, MessageContent, ThinkingMessage, ToolResultMessage,
                     ToolUseMessage)
from ..model.sdk import SnapshotRecord
from ..classify.sdk.tasks import TaskCard
from .session_facts import SessionFacts


@dataclass(eq=False, slots=True)
class Node:
    msg: MessageContent
    id: str
    children: list["Node"] = field(default_factory=list)
    result: Optional["Node"] = None  # the paired tool_result of a tool_use
    subagent: Optional["Subagent"] = None  # the transcript a Task/Agent call spawned
    orphan: bool = False  # a tool result whose call is not in the file
    #: task notifications reporting on this call (a background Task/Bash …), see background.py
    notifications: list["Node"] = field(default_factory=list)
    spawner: Optional["Node"] = None  # on a task notification: the call it reports on
    #: how many of `children` (at the front) came before this node in its API message (the
    #: thinking it opened with): the page shows them above the node's own body
    lead: int = 0
    fork: Optional["Node"] = None  # on a rewound branch: the message it forked from

    @property
    def unanswered(self) -> bool:
        return isinstance(self.msg, ToolUseMessage) and self.result is None


@dataclass(eq=False, slots=True)
class Subagent:
    key: str  # agent id, or a synthetic key for in-file sidechains
    nodes: list[Node]
    source: str  # "sidecar" | "sidechain" | "progress" | "task" (SDK task events only)
    anchor: str  # its DOM id, unique in the page: given when it is made (`make_subagent`)
    linked: bool = True  # False when no spawning call was found
    task: Optional[TaskCard] = None  # SDK task_started/progress/notification, folded
    too_deep: bool = False  # spawned deeper than MAX_DEPTH: shown at the session's end
    #: "warm-up" | "outside": not part of the conversation (tree/placement.py), "" when it is
    aside: str = ""
    name: str = ""  # its file's `agent-name` (build.py labels_pass), "" when none
    colour: str = ""  # its file's `agent-color`, one of session_facts.AGENT_COLOURS, or ""


#: subagents nest at most this deep on the page (each level is ~10 frames of template
#: recursion; a hostile chain of subagents spawning subagents raised RecursionError)
MAX_DEPTH = 25


def walk(nodes: Iterable[Node]) -> Iterator[Node]:
    """The nodes and, depth first, their children and subagent transcripts (not results), in
    reading order: a node's lead children (the thinking its reply opened with) before it."""
    for node in nodes:
        if node.lead:  # (sliced only then: walk runs over every node of big sessions)
            yield from walk(node.children[:node.lead])
            yield node
            yield from walk(node.children[node.lead:])
        else:
            yield node
            yield from walk(node.children)
        if node.subagent is not None:
            yield from walk(node.subagent.nodes)


@dataclass(eq=False, slots=True)
class Session:
    session_id: str
    nodes: list[Node]
    messages: list[MessageContent]  # main-thread messages, in order (for statistics)
    title: str = ""
    summary: Optional[str] = None
    unlinked: list[Subagent] = field(default_factory=list)
    snapshot: Optional[SnapshotRecord] = None  # SDK system/init (the latest one)
    continues: Optional[str] = None  # the session of this file this one resumes (sessions.py)
    continues_here: bool = False  # that session is a section of this page too
    #: where the title came from: "custom", "ai", "summary", "prompt", "worktree" or ""
    title_source: str = ""
    facts: SessionFacts = field(default_factory=SessionFacts)  # tree/session_facts.py

    def walk(self) -> Iterator["Node"]:
        """Every node of the session, subagents' and unlinked subagents' included, in order."""
        yield from walk(self.nodes)
        for sub in self.unlinked:
            yield from walk(sub.nodes)


#: where a line is: the file ("" the transcript itself, else a subagent's file, named as
#: `agent-<id>.jsonl`) and its line number
Where = tuple[str, int]


@dataclass(slots=True)
class Hidden:
    """The lines of one kind not shown as messages: how many, and for each reason the
    lines it is true of, in order (lines of one kind can be hidden for different reasons:
    a Codex `session_meta` first read, then repeated by a resume)."""

    count: int = 0
    reasons: dict[str, list[Where]] = field(default_factory=dict)

    def add(self, reason: str, where: Where) -> None:
        self.count += 1
        self.reasons.setdefault(reason, []).append(where)

    @property
    def reason(self) -> str:
        """What is true of every line: its one reason, or each of its reasons (" | ")."""
        return " | ".join(self.reasons)


@dataclass(eq=False, slots=True)
class Document:
    sessions: list[Session]
    hidden: dict[str, Hidden]
    #: summaries in this file whose leaf is in none of its sessions (they title other files)
    other_summaries: list[str] = field(default_factory=list)


_ID_UNSAFE = re.compile(r"[^A-Za-z0-9_-]")


def dom_id(text: str) -> str:
    """`text` as an id/href-fragment-safe token: kept when already safe, else sanitised and
    suffixed with a short hash of the original (so distinct inputs stay distinct)."""
    if not _ID_UNSAFE.search(text) and len(text) <= 120:
        return text
    digest = hashlib.sha1(text.encode("utf-8", "surrogatepass")).hexdigest()[:8]
    return f"{_ID_UNSAFE.sub('_', text[:80])}-{digest}"


class IdAllocator:
    """DOM ids derived from uuids (stable across re-renders), unique within a page.

    uuids come from the transcript: they are sanitised (`dom_id`) before use."""

    def __init__(self) -> None:
        self.seen: set[str] = set()
        self.last: dict[str, int] = {}  # base -> the highest suffix handed out for it

    def __call__(self, msg: MessageContent, scope: str = "") -> str:
        meta = msg.meta
        if meta.uuid:
            base = f"msg-{meta.uuid}" + (f"-{meta.block}" if meta.block else "")
        else:
            base = f"line-{scope + '-' if scope else ''}{meta.line}-{meta.block}"
        return self.claim(dom_id(base))

    def claim(self, base: str) -> str:
        """`base` (already id-safe), suffixed -2, -3 … when the page has it already. The
        search resumes after the last suffix given for `base`: 100,000 lines with one uuid
        took minutes (each search started again at -2)."""
        ident, n = base, self.last.get(base, 1)
        while ident in self.seen:
            n += 1
            ident = f"{base}-{n}"
        if n > 1:
            self.last[base] = n
        self.seen.add(ident)
        return ident


@dataclass
class Claims:
    """The ids one build claimed from a HashedIds: each id's hash, and per base the last
    suffix it reached (`HashedIds.accept`); `assumed`: ids claimed before it as a guess of
    what builds it did not see claimed (tree/segment_ids.py), whose hashes it relied on."""

    hashes: array = field(default_factory=lambda: array("q"))
    last: dict[str, int] = field(default_factory=dict)
    assumed: array = field(default_factory=lambda: array("q"))
    reach: int = 0  # (tree/segment_ids.py: the line index past the build's segment)


class HashedIds(IdAllocator):
    """An IdAllocator for a session built a segment at a time (stream.py `pieces`: one for
    all its segments, so an id repeated across them is suffixed as in the whole build) that
    remembers each id handed out by its 64-bit hash, not its text: ~60 bytes an id rather
    than ~130. Two ids of one hash (~n²/2⁶⁵: 1e-8 at 900,000 ids) would suffix the second.

    A segment built in a forked worker claims from a copy taken when the worker forked:
    `record` notes what it claims (`Claims`, sent back with its result), and the parent,
    taking the segments in file order, `accept`s them when they are the whole build's."""

    journal: Optional[Claims] = None

    def claim(self, base: str) -> str:
        ident, n = base, self.last.get(base, 1)
        while hash(ident) in self.seen:
            n += 1
            ident = f"{base}-{n}"
        if n > 1:
            self.last[base] = n
        self.seen.add(hash(ident))  # type: ignore[arg-type]
        if self.journal is not None:
            self.journal.hashes.append(hash(ident))
            if n > 1:
                self.journal.last[base] = n
        return ident

    def record(self) -> Claims:
        """Note the ids claimed from now on (until `stop`) in a new `Claims`, returned."""
        self.journal = Claims()
        return self.journal

    def stop(self) -> None:
        """Stop noting claims (`record`)."""
        self.journal = None

    def accept(self, claims: Claims) -> bool:
        """Whether the ids `claims` holds (a build's, from a copy of this allocator taken
        before the builds since) are those the whole build gives: none is an id this one
        has handed out, each in file order before them (if one is, the build's ids are
        not: build it again from this one), and each id it `assumed` is one this one
        has. When they are, they become this one's, as if claimed here. (An id the copy handed out is the whole build's unless it is one of
        those handed out since: the copy knew a subset, and a base's suffixes up to its
        last are all handed out.)"""
        seen = self.seen
        if any(value in seen for value in claims.hashes) or \
                not all(value in seen for value in claims.assumed):
            return False
        seen.update(claims.hashes)  # type: ignore[arg-type]
        for base, n in claims.last.items():
            if n > self.last.get(base, 1):
                self.last[base] = n
        return True


def make_subagent(ids: IdAllocator, key: str, nodes: list[Node], source: str,
                  **fields: Any) -> Subagent:
    """A subagent with its DOM id claimed now: its key, made unique in the page (one agent
    id can be both an in-file sidechain and a sidecar file, or recur in two sessions)."""
    return Subagent(key, nodes, source, ids.claim("subagent-" + dom_id(key)), **fields)


class _Builder:
    """Places one thread's messages (main or one subagent) into nested nodes. `led` holds
    the positions of thinking blocks that the next text of their API message takes as its
    lead (`led_thinking`); they wait in `waiting` until it comes."""

    def __init__(self, ids: IdAllocator, uses: dict[str, Node], scope: str = "",
                 led: frozenset[int] = frozenset()) -> None:
        self.ids, self.uses, self.scope, self.led = ids, uses, scope, led
        self.roots: list[Node] = []
        self.turn: Optional[Node] = None
        self.assistant: Optional[Node] = None
        self.waiting: dict[Optional[str], list[Node]] = {}

    def add(self, msg: MessageContent, position: int = -1) -> None:
        if isinstance(msg, ToolResultMessage):
            use = self.uses.get(msg.tool_use_id)
            if use is not None and use.result is None:
                use.result = Node(msg, self.ids(msg, self.scope))
                return
            node = Node(msg, self.ids(msg, self.scope), orphan=True)
        else:
            node = Node(msg, self.ids(msg, self.scope))
        if msg.starts_turn:
            self.roots.append(node)
            self.turn, self.assistant = node, None
            return
        if isinstance(msg, ToolUseMessage):
            self.uses.setdefault(msg.tool_use_id, node)
        if position in self.led:
            self.waiting.setdefault(getattr(msg, "message_id", None), []).append(node)
            return
        # Everything after an assistant text nests under it until the next one, so the
        # page keeps file order (a thinking block between two tool calls stays between them).
        parent = None if isinstance(msg, AssistantTextMessage) else self.assistant
        parent = parent or self.turn
        (parent.children if parent else self.roots).append(node)
        if isinstance(msg, AssistantTextMessage):
            self.assistant = node
            node.children = self.waiting.pop(msg.message_id, []) if msg.message_id else []
            node.lead = len(node.children)


def led_thinking(messages: list[MessageContent]) -> frozenset[int]:
    """Positions of the thinking blocks right before a text block of the same API message
    (`message_id`; only thinking of that message between them): that text's card is theirs,
    and moving them there keeps file order. Blocks without an id keep the sequence rule."""
    led = []
    text_id: Optional[str] = None  # the id of the text that the blocks read so far precede
    for position in range(len(messages) - 1, -1, -1):
        msg = messages[position]
        if isinstance(msg, AssistantTextMessage):
            text_id = msg.message_id
        elif isinstance(msg, ThinkingMessage) and text_id and msg.message_id == text_id:
            led.append(position)
        else:
            text_id = None
    return frozenset(led)


def thread(messages: Iterable[MessageContent], ids: IdAllocator, uses: dict[str, Node],
           scope: str = "") -> list[Node]:
    """One thread's messages as nested nodes (see `_Builder`)."""
    msgs = messages if isinstance(messages, list) else list(messages)
    builder = _Builder(ids, uses, scope, led_thinking(msgs))
    for position, msg in enumerate(msgs):
        builder.add(msg, position)
    return builder.roots
