"""Links each `<task-notification>` to the call that started its background task.

A background Task/Agent (or Bash, Monitor …) reports back later through a
synthetic user line. The notification names the call by `<tool-use-id>` (newer
harnesses) or the task by `<task-id>`, which is the id the call's result
announced (`toolUseResult.agentId` / `backgroundTaskId` …, or "agentId: …" /
"running in background with ID: …" in its text). When found, the
call's node lists the notification (its result is shown with the call) and the
notification points back; otherwise it stays standalone. Nodes only: content
models are never changed.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Optional

from .messages import TaskNotificationMessage, ToolUseMessage
from .tree import Document, Node

_TEXT_ID = re.compile(r"\bagentId:\s*([\w-]+)|running in background with ID:\s*([\w-]+)")
SIDECAR_KEYS = ("agentId", "backgroundTaskId", "shellId", "taskId", "bash_id")


def _walk(nodes: list[Node]) -> Iterator[Node]:
    for node in nodes:
        yield node
        yield from _walk(node.children)
        if node.subagent is not None:
            yield from _walk(node.subagent.nodes)


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
    ids += [m.group(1) or m.group(2) for m in _TEXT_ID.finditer(text)]
    return [i for i in ids if isinstance(i, str) and i]


def link_notifications(doc: Document) -> None:
    for session in doc.sessions:
        nodes = list(_walk(session.nodes))
        for sub in session.unlinked:
            nodes.extend(_walk(sub.nodes))
        by_call: dict[str, Node] = {}
        by_agent: dict[str, Node] = {}
        for node in nodes:
            if isinstance(node.msg, ToolUseMessage):
                by_call.setdefault(node.msg.tool_use_id, node)
                for task_id in _task_ids(node):
                    by_agent.setdefault(task_id, node)
        for node in nodes:
            msg = node.msg
            if not isinstance(msg, TaskNotificationMessage):
                continue
            call = by_call.get(msg.tool_use_id) or by_agent.get(msg.task_id)
            if call is not None and node.spawner is None:
                node.spawner = call
                call.notifications.append(node)
