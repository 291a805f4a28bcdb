"""Subagents: attach each transcript to the Task/Agent call that spawned it.

From a sidecar file (`agentId` of the call's result), from sidechain lines of the same
file (agent id, prompt text, then order), or from `agent_progress` copies.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Optional

from ..model import (AgentProgressRecord, HiddenRecord, MessageContent, ToolUseMessage,
                     UserTextMessage)
from .nodes import MAX_DEPTH, IdAllocator, Node, Subagent, make_subagent, thread
from ..model.tools.agents import SPAWN_TOOLS


def sidechain_groups(messages: list[MessageContent]) -> list[list[MessageContent]]:
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
class Linker:
    """Attaches subagent transcripts to the Task/Agent calls that spawned them (the
    sidecars, groups and progress passes of tree/build.py); `used`: sidecars linked."""

    ids: IdAllocator
    uses: dict[str, Node]
    sidecars: dict[str, list[MessageContent]]
    used: set[str] = field(default_factory=set)

    def task_nodes(self, nodes: list[Node], depth: int = 0) -> Iterable[Node]:
        """Task/Agent calls in `nodes` and in their subagents, down to MAX_DEPTH levels."""
        for node in nodes:
            if isinstance(node.msg, ToolUseMessage) and node.msg.tool_name in SPAWN_TOOLS:
                yield node
            yield from self.task_nodes(node.children, depth)
            if node.subagent and depth < MAX_DEPTH:
                yield from self.task_nodes(node.subagent.nodes, depth + 1)

    def link_sidecars(self, nodes: list[Node], depth: int = 0) -> None:
        """Sets `Node.subagent` on each call in `nodes` whose result's agent id names a
        sidecar not used yet (and on the calls of that sidecar, down to MAX_DEPTH)."""
        if depth > MAX_DEPTH:  # deeper sidecars stay unlinked: shown flat (tree/build.py)
            return
        for task in list(self.task_nodes(nodes, depth)):
            if task.subagent or task.result is None:
                continue
            agent = task.result.msg.agent_id  # type: ignore[attr-defined]
            if agent and agent in self.sidecars and agent not in self.used:
                self.used.add(agent)
                sub_nodes = thread(self.sidecars[agent], self.ids, self.uses, agent)
                task.subagent = make_subagent(self.ids, agent, sub_nodes, "sidecar")
                self.link_sidecars(sub_nodes, depth + 1)

    def link_groups(self, nodes: list[Node], groups: list[list[MessageContent]],
                    session_id: str) -> list[Subagent]:
        """Sets `Node.subagent` on the call each sidechain group belongs to (by agent id,
        by prompt, else the next free call in order); returns the groups left unlinked."""
        free = _FreeCalls([t for t in self.task_nodes(nodes) if t.subagent is None])
        unlinked: list[Subagent] = []
        pending: list[tuple[str, list[MessageContent]]] = []
        for n, group in enumerate(groups):
            agent = group[0].meta.agent_id
            key = agent or f"{session_id[:8]}-side{n + 1}"
            match = free.first(free.by_agent, agent) if agent else None
            if match is None:  # SDK: the agent id is the spawning call's tool_use_id
                match = self._call(agent)
            prompt = _first_prompt(group)
            if match is None and prompt:
                match = free.first(free.by_prompt, prompt)
            if match is None:
                pending.append((key, group))
                continue
            free.taken.add(match)
            match.subagent = make_subagent(self.ids, key, thread(group, self.ids, self.uses, key),
                                           "sidechain")
        for key, group in pending:  # fall back to order: the next call still without one
            nodes = thread(group, self.ids, self.uses, key)
            task = free.first(free.by_order, "")
            if task is not None:
                free.taken.add(task)
                task.subagent = make_subagent(self.ids, key, nodes, "sidechain")
            else:
                unlinked.append(make_subagent(self.ids, key, nodes, "sidechain", linked=False))
        return unlinked

    def link_unnamed(self, nodes: list[Node], keys: list[str]) -> None:
        """Sidecars of this session that no result names (Cursor's `subagents/` files: its
        calls record no result nor agent id) set on the calls with no result and no
        subagent yet: by the prompt the sidecar starts with, else the next such call in
        order (as sidechain groups are, `link_groups`). One left over stays unlinked."""
        free = _FreeCalls([t for t in self.task_nodes(nodes)
                           if t.subagent is None and t.result is None])
        pending = []
        for key in keys:
            match = free.first(free.by_prompt, _first_prompt(self.sidecars[key]))
            if match is None:
                pending.append(key)
                continue
            self._attach(match, key, free)
        for key in pending:
            match = free.first(free.by_order, "")
            if match is not None:
                self._attach(match, key, free)

    def _attach(self, task: Node, key: str, free: "_FreeCalls") -> None:
        free.taken.add(task)
        self.used.add(key)
        sub_nodes = thread(self.sidecars[key], self.ids, self.uses, key)
        task.subagent = make_subagent(self.ids, key, sub_nodes, "sidecar")
        self.link_sidecars(sub_nodes, 1)

    def _call(self, key: Optional[str]) -> Optional[Node]:
        node = self.uses.get(key) if key else None
        if node is not None and node.subagent is None:
            return node
        return None

    def link_progress(self, nodes: list[Node],
                      progress: dict[str, list[AgentProgressRecord]], depth: int = 0) -> None:
        """Calls still without a transcript: build it from the file's agent_progress copies.

        When those copies name an agent whose sidecar file exists, that sidecar is
        linked instead (once), so a subagent is never shown twice.
        """
        if depth > MAX_DEPTH:
            return
        for task in list(self.task_nodes(nodes, depth)):
            records = progress.get(task.msg.tool_use_id)  # type: ignore[attr-defined]
            if task.subagent or not records:
                continue
            agent = next((r.agent_id for r in records if r.agent_id), None)
            if agent and agent in self.sidecars:
                if agent not in self.used:
                    self.used.add(agent)
                    sub_nodes = thread(self.sidecars[agent], self.ids, self.uses, agent)
                    task.subagent = make_subagent(self.ids, agent, sub_nodes, "sidecar")
                    self.link_sidecars(sub_nodes, depth + 1)
                continue
            key = agent or f"progress-{task.id}"
            sub_nodes = thread(_unique(records), self.ids, self.uses, key)
            task.subagent = make_subagent(self.ids, key, sub_nodes, "progress")
            self.link_progress(sub_nodes, progress, depth + 1)


class _FreeCalls:
    """The Task/Agent calls still without a subagent, looked up by the agent id of their
    result, by their prompt, or in order (each in file order). Scanning the list for every
    sidechain group was quadratic: 8,000 subagents took 17 s."""

    def __init__(self, tasks: list[Node]) -> None:
        self.taken: set[Node] = set()
        self.by_order: dict[str, deque[Node]] = {"": deque(tasks)}
        self.by_agent: dict[str, deque[Node]] = {}
        self.by_prompt: dict[str, deque[Node]] = {}
        for task in tasks:
            agent, prompt = _result_agent(task), _task_prompt(task)
            if agent:
                self.by_agent.setdefault(agent, deque()).append(task)
            if prompt:
                self.by_prompt.setdefault(prompt, deque()).append(task)

    def first(self, index: dict[str, deque[Node]], key: str) -> Optional[Node]:
        """The first call under `key` not taken yet (taken ones are dropped on the way)."""
        queue = index.get(key)
        while queue and queue[0] in self.taken:
            queue.popleft()
        return queue[0] if queue else None


def _unique(records: list[AgentProgressRecord]) -> list[MessageContent]:
    """The messages of progress records in order, each (uuid, block) once: copies repeat.
    A copy classified as a hidden record (a reply replayed in another copy, white space
    only) is no message of the thread: the progress line it came in is shown already."""
    seen: set[tuple[str, int]] = set()
    out: list[MessageContent] = []
    for record in records:
        for msg in record.messages:
            if isinstance(msg, HiddenRecord):
                continue
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
