"""Tree post-pass: links between nodes that the sequence alone does not give.

1. Each `<task-notification>` to the call that started its background task.

A background Task/Agent (or Bash, Monitor …) reports back later through a
synthetic user line. The notification names the call by `<tool-use-id>` (newer
harnesses) or the task by `<task-id>`, which is the id the call's result
announced (`toolUseResult.agentId` / `backgroundTaskId` …, or "agentId: …" /
"running in background with ID: …" in its text). When found, the
call's node lists the notification (its result is shown with the call) and the
notification points back; otherwise it stays standalone.

2. Each Pre/PostToolUse hook attachment moves under the call it ran for (its
`toolUseID`), so hook output reads with the tool call instead of between turns.

Run as the last pass of tree/build.py. Nodes only: content models are never changed.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any, Optional

from ..model import HookAttachmentMessage, TaskNotificationMessage, ToolUseMessage
from .nodes import Node, Session

_TEXT_ID = re.compile(r"\bagentId:\s*([\w-]+)|running in background with ID:\s*([\w-]+)")
SIDECAR_KEYS = ("agentId", "backgroundTaskId", "shellId", "taskId", "bash_id")


def task_ids(call: Node) -> list[str]:
    """Ids under which the call's background task may report: agent id, background task id."""
    if call.result is None:
        return []
    result = call.result.msg
    ids = [getattr(result, "agent_id", None)]
    sidecar = getattr(result, "sidecar", None)
    if isinstance(sidecar, dict):
        ids += [sidecar.get(key) for key in SIDECAR_KEYS]
    text = getattr(getattr(result, "output", None), "text", "") or ""
    if "agentId" in text or "running in background" in text:  # the regex scan is the cost
        ids += [m.group(1) or m.group(2) for m in _TEXT_ID.finditer(text)]
    return [i for i in ids if isinstance(i, str) and i]


def _without_hooks(children: list[Node], owner: Optional[Node], by_call: dict[str, Node],
                   moved: dict[Node, list[Node]]) -> list[Node]:
    """`children` without the hook nodes whose toolUseID names another call: those are added
    to `moved` under that call, in order."""
    kept = []
    for child in children:
        msg = child.msg
        call = by_call.get(msg.tool_use_id) if isinstance(msg, HookAttachmentMessage) else None
        if call is not None and call is not owner:
            moved.setdefault(call, []).append(child)
        else:
            kept.append(child)
    return kept if len(kept) < len(children) else children


def _link_notifications(nodes: list[Node], by_call: dict[str, Node]) -> None:
    """Sets `spawner` on each task notification found and `notifications` on its call."""
    by_task: dict[str, Node] = {}
    for node in nodes:
        if isinstance(node.msg, ToolUseMessage):
            for task_id in task_ids(node):
                by_task.setdefault(task_id, node)
    found: dict[Node, list[Node]] = {}
    for node in nodes:
        msg = node.msg
        if isinstance(msg, TaskNotificationMessage) and node.spawner is None:
            call = by_call.get(msg.tool_use_id) or by_task.get(msg.task_id)
            if call is not None:
                node.spawner = call
                found.setdefault(call, []).append(node)
    for call, notes in found.items():
        call.notifications = call.notifications + notes


def link_session(session: Session, links: Optional[Any] = None) -> Session:
    """Reads every node of the session. Sets `spawner`/`notifications` (task notifications
    and their calls); returns the session with each hook moved under its call: new lists
    for `Session.nodes`, `Subagent.nodes` and `Node.children` where one moved. `links`:
    the whole session's notifications decided once (background_session.py `Links`, for a
    segment of a large session built alone), linked by instead of by this build's nodes."""
    nodes = list(session.walk())
    by_call: dict[str, Node] = {}
    for node in nodes:
        if isinstance(node.msg, ToolUseMessage):
            by_call.setdefault(node.msg.tool_use_id, node)
    if links is not None:
        links.link(nodes)
    else:
        _link_notifications(nodes, by_call)
    moved: dict[Node, list[Node]] = {}
    top = _without_hooks(session.nodes, None, by_call, moved)
    unlinked = [replace(sub, nodes=_without_hooks(sub.nodes, None, by_call, moved))
                for sub in session.unlinked]
    for node in nodes:
        if not isinstance(node.msg, ToolUseMessage):
            node.children = _without_hooks(node.children, node, by_call, moved)
    for node in nodes:
        if node.subagent is not None:
            sub_nodes = _without_hooks(node.subagent.nodes, None, by_call, moved)
            if sub_nodes is not node.subagent.nodes:
                node.subagent = replace(node.subagent, nodes=sub_nodes)
    for call, hooks in moved.items():
        call.children = call.children + hooks
    return replace(session, nodes=top, unlinked=unlinked)
