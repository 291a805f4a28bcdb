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

Nodes only: content models are never changed.
"""

from __future__ import annotations

import re
from typing import Optional

from ..model import HookAttachmentMessage, TaskNotificationMessage, ToolUseMessage
from .build import Document, Node, Session

_TEXT_ID = re.compile(r"\bagentId:\s*([\w-]+)|running in background with ID:\s*([\w-]+)")
SIDECAR_KEYS = ("agentId", "backgroundTaskId", "shellId", "taskId", "bash_id")


def _task_ids(call: Node) -> list[str]:
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


def _move_hooks(lists: list[tuple[Optional[Node], list[Node]]],
                by_call: dict[str, Node]) -> None:
    """Move hook nodes whose toolUseID names a call under that call (children lists only)."""
    for owner, children in lists:
        kept = []
        for child in children:
            msg = child.msg
            call = by_call.get(msg.tool_use_id) if isinstance(msg, HookAttachmentMessage) else None
            if call is not None and call is not owner:
                call.children.append(child)
            else:
                kept.append(child)
        children[:] = kept


def link_session(session: Session) -> None:
    nodes = list(session.walk())
    by_call: dict[str, Node] = {}
    by_task: dict[str, Node] = {}
    for node in nodes:
        if isinstance(node.msg, ToolUseMessage):
            by_call.setdefault(node.msg.tool_use_id, node)
            for task_id in _task_ids(node):
                by_task.setdefault(task_id, node)
    for node in nodes:
        msg = node.msg
        if isinstance(msg, TaskNotificationMessage) and node.spawner is None:
            call = by_call.get(msg.tool_use_id) or by_task.get(msg.task_id)
            if call is not None:
                node.spawner = call
                call.notifications.append(node)
    lists: list[tuple[Optional[Node], list[Node]]] = [(None, session.nodes)]
    lists += [(None, sub.nodes) for sub in session.unlinked]
    lists += [(n, n.children) for n in nodes if not isinstance(n.msg, ToolUseMessage)]
    lists += [(None, n.subagent.nodes) for n in nodes if n.subagent]
    _move_hooks(lists, by_call)


def link_document(doc: Document) -> None:
    for session in doc.sessions:
        link_session(session)
