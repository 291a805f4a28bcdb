"""Links each `<task-notification>` to the call that started its background task.

A background Task/Agent (or Bash, Monitor …) reports back later through a
synthetic user line. The notification names the call by `<tool-use-id>` (newer
harnesses) or the task by `<task-id>`, which is the agent id the Task result
announced (`toolUseResult.agentId`, or "agentId: …" in its text). When found, the
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

_AGENT_ID = re.compile(r"\bagentId:\s*([\w-]+)")


def _walk(nodes: list[Node]) -> Iterator[Node]:
    for node in nodes:
        yield node
        yield from _walk(node.children)
        if node.subagent is not None:
            yield from _walk(node.subagent.nodes)


def _agent_id(call: Node) -> Optional[str]:
    if call.result is None:
        return None
    result = call.result.msg
    agent = getattr(result, "agent_id", None)
    if agent:
        return agent
    match = _AGENT_ID.search(getattr(getattr(result, "output", None), "text", "") or "")
    return match.group(1) if match else None


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
                agent = _agent_id(node)
                if agent:
                    by_agent.setdefault(agent, node)
        for node in nodes:
            msg = node.msg
            if not isinstance(msg, TaskNotificationMessage):
                continue
            call = by_call.get(msg.tool_use_id) or by_agent.get(msg.task_id)
            if call is not None and node.spawner is None:
                node.spawner = call
                call.notifications.append(node)
