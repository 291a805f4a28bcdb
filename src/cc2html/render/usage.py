"""Which node carries the token-usage badge of each API message.

Claude Code writes one API message as several lines (thinking, text, each tool
call), each repeating the message's usage, the last with the final count. The
badge goes once per message id, on its last part, whatever kind that part is;
a part without a message id keeps its own badge. Computed at render time from
the built tree; content models are not changed.
"""

from __future__ import annotations

from ..model import AssistantPart
from ..tree.build import Document


def usage_nodes(doc: Document) -> frozenset[str]:
    owner: dict[str, str] = {}
    for session in doc.sessions:
        for node in session.walk():
            msg = node.msg
            if isinstance(msg, AssistantPart) and msg.usage is not None and msg.usage.total:
                owner[msg.message_id or f"node:{node.id}"] = node.id
    return frozenset(owner.values())
