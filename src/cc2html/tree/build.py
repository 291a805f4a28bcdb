"""Build tree: content models -> sessions of nested nodes.

Hierarchy by sequence and kind (seed §7.1), not by parentUuid: session header,
then each turn-starting user message, under it assistant/system messages,
under an assistant text the tool calls that follow it, each paired with its
result by `tool_use_id`, and under a Task/Agent call the subagent transcript
that it spawned (from a sidecar file or from sidechain lines of this file).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Optional

from ..model import (AgentProgressRecord, HiddenRecord, MessageContent, SubagentPromptMessage,
                       SummaryRecord, TitleRecord, UserTextMessage)
from .nodes import (MAX_DEPTH, Document, Hidden, IdAllocator, Node, Session, Subagent,
                    dom_id, thread, walk)
from ..model.sdk import SnapshotRecord, TaskRecord
from ..classify.sdk.tasks import fold_task
from .subagents import Linker, sidechain_groups

__all__ = ["Document", "Hidden", "IdAllocator", "Node", "Session", "Subagent", "build_document",
           "dom_id", "thread"]

#: kinds whose text may title a session (a subagent file is titled by its prompt)
TITLE_KINDS = (UserTextMessage, SubagentPromptMessage)


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
    rank = {leaf: n for n, leaf in enumerate(summaries)}  # the first summary line wins

    ids, uses = IdAllocator(), {}
    linker = Linker(ids, uses, agents)
    split = _split_sessions(main) if main else ({"": []} if not side else {})
    side_sessions = _split_sessions(side)
    sessions: list[Session] = []
    for sid, msgs in split.items():
        nodes = thread(msgs, ids, uses)
        linker.link_sidecars(nodes)
        groups = sidechain_groups(side_sessions.pop(sid, []))
        unlinked = linker.link_groups(nodes, groups, sid)
        linker.link_progress(nodes, records.progress)
        sessions.append(_session(sid, nodes, msgs, unlinked, summaries, titles, rank))
    for sid, msgs in side_sessions.items():  # a file of sidechain lines only
        groups = sidechain_groups(msgs)
        subs = [Subagent(g[0].meta.agent_id or f"side{n + 1}", thread(g, ids, uses), "sidechain",
                         linked=False) for n, g in enumerate(groups)]
        for sub in subs:
            linker.link_sidecars(sub.nodes)
        sessions.append(_session(sid, [], msgs, subs, summaries, titles, rank))
    by_id = {s.session_id: s for s in sessions}
    for key in sorted(agents.keys() - linker.used):  # sidecars no call here points at
        owner = next((by_id[m.meta.session_id] for m in agents[key]
                      if m.meta.session_id in by_id), None)
        if owner is not None:  # flat layouts hold other sessions' agents too: skip those
            sub = Subagent(key, thread(agents[key], ids, uses, key), "sidecar", linked=False)
            owner.unlinked.append(sub)
    _attach_sdk(sessions, records, uses)
    for session in sessions:
        flatten_deep(session)
    anchor_subagents(sessions, ids)
    used = {s.summary for s in sessions}
    others = [text for text in summaries.values() if text not in used]
    return Document(sessions, records.hidden, others)


def flatten_deep(session: Session) -> None:
    """Subagents nested deeper than MAX_DEPTH move to the session's end (marked `too_deep`):
    the page renders nesting by recursion, and a chain of thousands must not end it.
    Iterative, as nothing else may recurse that deep."""
    stack = [(node, 0) for node in session.nodes]
    stack += [(node, 1) for sub in session.unlinked for node in sub.nodes]
    while stack:
        node, depth = stack.pop()
        stack += [(child, depth) for child in node.children]
        sub = node.subagent
        if sub is None:
            continue
        if depth >= MAX_DEPTH:
            node.subagent, sub.too_deep, sub.linked = None, True, False
            session.unlinked.append(sub)
            depth = 0
        stack += [(child, depth + 1) for child in sub.nodes]


def anchor_subagents(sessions: list[Session], ids: IdAllocator) -> None:
    """Each subagent's DOM id: its key, made unique (one agent id can be both an in-file
    sidechain and a sidecar file, or recur in two sessions of one file)."""
    for session in sessions:
        subs = [n.subagent for n in walk(session.nodes) if n.subagent is not None]
        for unlinked in session.unlinked:
            subs += [unlinked] + [n.subagent for n in walk(unlinked.nodes) if n.subagent]
        for sub in subs:
            sub.anchor = ids.claim("subagent-" + dom_id(sub.key))


def _attach_sdk(sessions: list[Session], records: _Records, uses: dict[str, Node]) -> None:
    """SDK only: snapshots onto their sessions, task cards onto their Agent/Task calls."""
    if not sessions:
        return
    by_id = {s.session_id: s for s in sessions}
    strays = []
    for sid, snapshot in records.snapshots.items():
        if sid in by_id:
            by_id[sid].snapshot = snapshot
        else:
            strays.append((sid, snapshot))
    for sid, snapshot in strays:  # an init of a session without messages
        owner = sessions[0]
        if owner.snapshot is not None:  # it replaced the first session's own setup
            owner = Session(sid, [], [], title=f"Session {sid[:8]}" if sid else "Session")
            sessions.append(owner)
        owner.snapshot = snapshot
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
             titles: dict[str, str], rank: dict[str, int]) -> Session:
    # the session's uuids looked up among the summaries' leaves, not every summary scanned
    # for each session (quadratic: 20,000 sessions with a summary each took 20 s)
    leaves = [m.meta.uuid for m in msgs if m.meta.uuid and m.meta.uuid in rank]
    summary = summaries[min(leaves, key=rank.__getitem__)] if leaves else None
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
