"""Which node carries the token-usage badge of each API message.

Claude Code writes one API message as several lines (thinking, text, each tool
call), each repeating the message's usage, the last with the final count. The
badge goes once per message id, on its last part, whatever kind that part is;
a part without a message id keeps its own badge. Computed at render time from
the built tree; content models are not changed.
"""

from __future__ import annotations

from collections.abc import Iterator

from ..messages import AssistantPart
from ..tree import Document, Node


def _walk(nodes: list[Node]) -> Iterator[Node]:
    for node in nodes:
        yield node
        yield from _walk(node.children)
        if node.subagent is not None:
            yield from _walk(node.subagent.nodes)


def usage_nodes(doc: Document) -> frozenset[str]:
    owner: dict[str, str] = {}
    for session in doc.sessions:
        roots = list(session.nodes)
        for sub in session.unlinked:
            roots.extend(sub.nodes)
        for node in _walk(roots):
            msg = node.msg
            if isinstance(msg, AssistantPart) and msg.usage is not None and msg.usage.total:
                owner[msg.message_id or f"node:{node.id}"] = node.id
    return frozenset(owner.values())
