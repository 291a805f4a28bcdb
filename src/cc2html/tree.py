"""Build tree: content models -> sessions of nested nodes.

Hierarchy by sequence and kind (seed §7.1), not by parentUuid: session header,
then each turn-starting user message, under it assistant/system messages,
under an assistant text the tool calls that follow it, each paired with its
result by `tool_use_id`, and under a Task/Agent call the subagent transcript
that it spawned (from a sidecar file or from sidechain lines of this file).
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Optional

from .messages import (AgentProgressRecord, AssistantTextMessage, HiddenRecord, MessageContent,
                       SummaryRecord, TitleRecord, ToolResultMessage, ToolUseMessage,
                       UserTextMessage)
from .sdk.content import SnapshotRecord, TaskRecord
from .sdk.tasks import TaskCard, fold_task
from .messages import SubagentPromptMessage
from .tools import SUBAGENT_TOOLS

#: kinds whose text may title a session (a subagent file is titled by its prompt)
TITLE_KINDS = (UserTextMessage, SubagentPromptMessage)


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

    @property
    def unanswered(self) -> bool:
        return isinstance(self.msg, ToolUseMessage) and self.result is None


@dataclass(eq=False, slots=True)
class Subagent:
    key: str  # agent id, or a synthetic key for in-file sidechains
    nodes: list[Node]
    source: str  # "sidecar" | "sidechain" | "progress" | "task" (SDK task events only)
    linked: bool = True  # False when no spawning call was found
    task: Optional[TaskCard] = None  # SDK task_started/progress/notification, folded


@dataclass(eq=False, slots=True)
class Session:
    session_id: str
    nodes: list[Node]
    messages: list[MessageContent]  # main-thread messages, in order (for statistics)
    title: str = ""
    summary: Optional[str] = None
    unlinked: list[Subagent] = field(default_factory=list)
    snapshot: Optional[SnapshotRecord] = None  # SDK system/init (the latest one)


@dataclass(slots=True)
class Hidden:
    count: int
    reason: str


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

    def __call__(self, msg: MessageContent, scope: str = "") -> str:
        meta = msg.meta
        if meta.uuid:
            base = f"msg-{meta.uuid}" + (f"-{meta.block}" if meta.block else "")
        else:
            base = f"line-{scope + '-' if scope else ''}{meta.line}-{meta.block}"
        base = dom_id(base)
        ident, n = base, 1
        while ident in self.seen:
            n += 1
            ident = f"{base}-{n}"
        self.seen.add(ident)
        return ident


class _Builder:
    """Places one thread's messages (main or one subagent) into nested nodes."""

    def __init__(self, ids: IdAllocator, uses: dict[str, Node], scope: str = "") -> None:
        self.ids, self.uses, self.scope = ids, uses, scope
        self.roots: list[Node] = []
        self.turn: Optional[Node] = None
        self.assistant: Optional[Node] = None

    def add(self, msg: MessageContent) -> None:
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
        # Everything after an assistant text nests under it until the next one, so the
        # page keeps file order (a thinking block between two tool calls stays between them).
        parent = None if isinstance(msg, AssistantTextMessage) else self.assistant
        parent = parent or self.turn
        (parent.children if parent else self.roots).append(node)
        if isinstance(msg, AssistantTextMessage):
            self.assistant = node


def _thread(messages: Iterable[MessageContent], ids: IdAllocator, uses: dict[str, Node],
            scope: str = "") -> list[Node]:
    builder = _Builder(ids, uses, scope)
    for msg in messages:
        builder.add(msg)
    return builder.roots


def _sidechain_groups(messages: list[MessageContent]) -> list[list[MessageContent]]:
    """Split a file's sidechain lines into one group per subagent run."""
    groups: list[list[MessageContent]] = []
    by_agent: dict[str, list[MessageContent]] = {}
    by_uuid: dict[str, list[MessageContent]] = {}
    for msg in messages:
        meta = msg.meta
        group = by_agent.get(meta.agent_id) if meta.agent_id else None
        if group is None and meta.parent_uuid:
            group = by_uuid.get(meta.parent_uuid)
        if group is None:
            group = []
            groups.append(group)
            if meta.agent_id:
                by_agent[meta.agent_id] = group
        group.append(msg)
        if meta.uuid:
            by_uuid[meta.uuid] = group
    return groups


def _first_prompt(group: list[MessageContent]) -> str:
    for msg in group:
        if isinstance(msg, UserTextMessage):
            return msg.text.strip()
    return ""


@dataclass
class _Linker:
    """Attaches subagent transcripts to the Task/Agent calls that spawned them."""

    ids: IdAllocator
    uses: dict[str, Node]
    sidecars: dict[str, list[MessageContent]]
    used: set[str] = field(default_factory=set)

    def task_nodes(self, nodes: list[Node]) -> Iterable[Node]:
        for node in nodes:
            if isinstance(node.msg, ToolUseMessage) and node.msg.tool_name in SUBAGENT_TOOLS:
                yield node
            yield from self.task_nodes(node.children)
            if node.subagent:
                yield from self.task_nodes(node.subagent.nodes)

    def link_sidecars(self, nodes: list[Node]) -> None:
        for task in list(self.task_nodes(nodes)):
            if task.subagent or task.result is None:
                continue
            agent = task.result.msg.agent_id  # type: ignore[attr-defined]
            if agent and agent in self.sidecars and agent not in self.used:
                self.used.add(agent)
                sub_nodes = _thread(self.sidecars[agent], self.ids, self.uses, agent)
                task.subagent = Subagent(agent, sub_nodes, "sidecar")
                self.link_sidecars(sub_nodes)

    def link_groups(self, nodes: list[Node], groups: list[list[MessageContent]],
                    session_id: str) -> list[Subagent]:
        tasks = [t for t in self.task_nodes(nodes) if t.subagent is None]
        unlinked: list[Subagent] = []
        pending: list[tuple[str, list[MessageContent]]] = []
        for n, group in enumerate(groups):
            key = group[0].meta.agent_id or f"{session_id[:8]}-side{n + 1}"
            match = next((t for t in tasks if group[0].meta.agent_id
                          and _result_agent(t) == group[0].meta.agent_id), None)
            if match is None:  # SDK: the agent id is the spawning call's tool_use_id
                match = self._call(group[0].meta.agent_id)
            prompt = _first_prompt(group)
            if match is None and prompt:
                match = next((t for t in tasks
                              if _task_prompt(t) and _task_prompt(t) == prompt), None)
            if match is None:
                pending.append((key, group))
                continue
            if match in tasks:
                tasks.remove(match)
            match.subagent = Subagent(key, _thread(group, self.ids, self.uses, key), "sidechain")
        for key, group in pending:  # fall back to order: the next call still without one
            sub = Subagent(key, _thread(group, self.ids, self.uses, key), "sidechain")
            if tasks:
                tasks.pop(0).subagent = sub
            else:
                sub.linked = False
                unlinked.append(sub)
        return unlinked

    def _call(self, key: Optional[str]) -> Optional[Node]:
        node = self.uses.get(key) if key else None
        if node is not None and node.subagent is None:
            return node
        return None


    def link_progress(self, nodes: list[Node],
                      progress: dict[str, list[AgentProgressRecord]]) -> None:
        """Calls still without a transcript: build it from the file's agent_progress copies.

        When those copies name an agent whose sidecar file exists, that sidecar is
        linked instead (once), so a subagent is never shown twice.
        """
        for task in list(self.task_nodes(nodes)):
            records = progress.get(task.msg.tool_use_id)  # type: ignore[attr-defined]
            if task.subagent or not records:
                continue
            agent = next((r.agent_id for r in records if r.agent_id), None)
            if agent and agent in self.sidecars:
                if agent not in self.used:
                    self.used.add(agent)
                    sub_nodes = _thread(self.sidecars[agent], self.ids, self.uses, agent)
                    task.subagent = Subagent(agent, sub_nodes, "sidecar")
                    self.link_sidecars(sub_nodes)
                continue
            key = agent or f"progress-{task.id}"
            sub_nodes = _thread(_unique(records), self.ids, self.uses, key)
            task.subagent = Subagent(key, sub_nodes, "progress")
            self.link_progress(sub_nodes, progress)


def _unique(records: list[AgentProgressRecord]) -> list[MessageContent]:
    """The messages of progress records in order, each (uuid, block) once: copies repeat."""
    seen: set[tuple[str, int]] = set()
    out: list[MessageContent] = []
    for record in records:
        for msg in record.messages:
            key = (msg.meta.uuid or "", msg.meta.block)
            if msg.meta.uuid and key in seen:
                continue
            seen.add(key)
            out.append(msg)
    return out


def _result_agent(task: Node) -> Optional[str]:
    return task.result.msg.agent_id if task.result else None  # type: ignore[attr-defined]


def _task_prompt(task: Node) -> str:
    prompt = task.msg.input.params.get("prompt")  # type: ignore[attr-defined]
    return prompt.strip() if isinstance(prompt, str) else ""


def _split_sessions(messages: list[MessageContent]) -> dict[str, list[MessageContent]]:
    sessions: dict[str, list[MessageContent]] = {}
    current = ""
    for msg in messages:
        sid = msg.meta.session_id or current
        current = sid
        sessions.setdefault(sid, []).append(msg)
    return sessions


@dataclass
class _Records:
    """The lines that are not messages of a thread: summaries, titles, hidden counts."""

    summaries: dict[str, str] = field(default_factory=dict)
    titles: dict[str, str] = field(default_factory=dict)
    hidden: dict[str, Hidden] = field(default_factory=dict)
    snapshots: dict[str, SnapshotRecord] = field(default_factory=dict)
    tasks: dict[str, list[TaskRecord]] = field(default_factory=dict)
    #: Task/Agent tool_use id -> the agent_progress copies of its subagent's messages
    progress: dict[str, list[AgentProgressRecord]] = field(default_factory=dict)

    def take(self, msg: MessageContent) -> bool:
        if isinstance(msg, AgentProgressRecord):
            self.progress.setdefault(msg.parent_tool_use_id, []).append(msg)
        elif isinstance(msg, SnapshotRecord):
            self.snapshots[msg.meta.session_id or ""] = msg  # a later init refreshes it
        elif isinstance(msg, TaskRecord):
            self.tasks.setdefault(msg.tool_use_id or f"task-{msg.task_id}", []).append(msg)
        elif isinstance(msg, SummaryRecord):
            self.summaries[msg.leaf_uuid or ""] = msg.summary
        elif isinstance(msg, TitleRecord):
            self.titles[msg.meta.session_id or ""] = msg.title
        elif isinstance(msg, HiddenRecord):
            entry = self.hidden.setdefault(msg.kind, Hidden(0, msg.reason))
            entry.count += 1
        else:
            return False
        return True


def build_document(messages: Iterable[MessageContent],
                   sidecars: Optional[dict[str, list[MessageContent]]] = None) -> Document:
    main: list[MessageContent] = []
    side: list[MessageContent] = []
    records = _Records()
    for msg in messages:
        if records.take(msg):
            continue
        (side if msg.meta.is_sidechain else main).append(msg)
    agents = {key: [m for m in msgs if not records.take(m)]
              for key, msgs in (sidecars or {}).items()}
    summaries, titles = records.summaries, records.titles

    ids, uses = IdAllocator(), {}
    linker = _Linker(ids, uses, agents)
    split = _split_sessions(main) if main else ({"": []} if not side else {})
    side_sessions = _split_sessions(side)
    sessions: list[Session] = []
    for sid, msgs in split.items():
        nodes = _thread(msgs, ids, uses)
        linker.link_sidecars(nodes)
        groups = _sidechain_groups(side_sessions.pop(sid, []))
        unlinked = linker.link_groups(nodes, groups, sid)
        linker.link_progress(nodes, records.progress)
        sessions.append(_session(sid, nodes, msgs, unlinked, summaries, titles))
    for sid, msgs in side_sessions.items():  # a file of sidechain lines only
        groups = _sidechain_groups(msgs)
        subs = [Subagent(g[0].meta.agent_id or f"side{n + 1}", _thread(g, ids, uses), "sidechain",
                         linked=False) for n, g in enumerate(groups)]
        for sub in subs:
            linker.link_sidecars(sub.nodes)
        sessions.append(_session(sid, [], msgs, subs, summaries, titles))
    by_id = {s.session_id: s for s in sessions}
    for key in sorted(agents.keys() - linker.used):  # sidecars no call here points at
        owner = next((by_id[m.meta.session_id] for m in agents[key]
                      if m.meta.session_id in by_id), None)
        if owner is not None:  # flat layouts hold other sessions' agents too: skip those
            sub = Subagent(key, _thread(agents[key], ids, uses, key), "sidecar", linked=False)
            owner.unlinked.append(sub)
    _attach_sdk(sessions, records, uses)
    used = {s.summary for s in sessions}
    others = [text for text in summaries.values() if text not in used]
    return Document(sessions, records.hidden, others)


def _attach_sdk(sessions: list[Session], records: _Records, uses: dict[str, Node]) -> None:
    """SDK only: snapshots onto their sessions, task cards onto their Agent/Task calls."""
    if not sessions:
        return
    by_id = {s.session_id: s for s in sessions}
    for sid, snapshot in records.snapshots.items():
        (by_id.get(sid) or sessions[0]).snapshot = snapshot
    for key, events in records.tasks.items():
        card = fold_task(events)
        call = uses.get(card.tool_use_id) if card.tool_use_id else None
        if call is not None:
            call.subagent = call.subagent or Subagent(key, [], "task")
            call.subagent.task = card
        else:
            owner = by_id.get(card.session_id) or sessions[0]
            owner.unlinked.append(Subagent(card.task_id or key, [], "task", linked=False,
                                           task=card))


def _session(sid: str, nodes: list[Node], msgs: list[MessageContent],
             unlinked: list[Subagent], summaries: dict[str, str],
             titles: dict[str, str]) -> Session:
    uuids = {m.meta.uuid for m in msgs if m.meta.uuid}
    summary = next((s for leaf, s in summaries.items() if leaf in uuids), None)
    if summary is None and len(summaries) == 1 and "" in summaries:
        summary = summaries[""]
    title = titles.get(sid) or summary or _first_words(msgs) or (f"Session {sid[:8]}" if sid
                                                                  else "Session")
    return Session(sid, nodes, msgs, title=title, summary=summary, unlinked=unlinked)


#: prompt texts the harness writes itself; they never title a session
MACHINERY_PREFIXES = ("Caveat: The messages below were generated", "<local-command-",
                      "<command-", "<system-reminder>", "[Request interrupted")


def _first_words(msgs: list[MessageContent], limit: int = 80) -> str:
    for msg in msgs:
        if type(msg) in TITLE_KINDS:
            text = " ".join(msg.text.split())
            if text and not text.startswith(MACHINERY_PREFIXES):
                return text if len(text) <= limit else text[: limit - 1] + "…"
    return ""
