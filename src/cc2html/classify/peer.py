"""Messages from other agents: `<agent-message from="…">…</agent-message>`.

Agent teams, and cross-session `SendMessage` since Claude Code 2.1.224, deliver another
agent's message as a prompt wrapped in `<agent-message from="researcher">`; mid-turn it is
a `queued_command` attachment whose `origin` is `{"kind": "peer", "from": "researcher",
"body": "…", "senderTaskId": "…"}` (claude-code-log 1.7.0 `factories/attachment_factory.py`,
#309; ../shared/formats.md §3c). Each becomes a `PeerMessage`: the sender's card with the
body as its text, not the user's words and not a typed prompt.
"""

from __future__ import annotations

import re
from typing import Any, Optional

from . import tagscan
from ..model import MessageContent, MessageMeta, PeerMessage
from ..model.items import ImageItem, items_text

_OPEN = re.compile(r"<(agent-message)\b([^>]{0,2000})>")  # (bounded: linear)
_CLOSE = re.compile(r"</(agent-message)>")
_FROM = re.compile(r'\bfrom="([^"]{0,200})"')


def agent_message(text: str, meta: MessageMeta) -> Optional[MessageContent]:
    """A text that is one `<agent-message>` and nothing else, as the sender's message
    (None otherwise: a text around it stays the prompt it is, nothing dropped)."""
    if "<agent-message" not in text:
        return None
    found = list(tagscan.blocks(text, _OPEN, _CLOSE))  # (linear)
    if len(found) != 1:
        return None
    match, body, end = found[0]
    if text[:match.start()].strip() or text[end:].strip():
        return None
    sender = _FROM.search(match.group(2))
    return PeerMessage(meta=meta, sender=sender.group(1) if sender else "",
                       text=body.strip("\n"))


def _text(value: Any) -> str:
    return value if isinstance(value, str) else ""


def _card_text(card: MessageContent) -> str:
    """The text a card shows: a peer message's, a plain prompt's if it has no image."""
    if isinstance(card, PeerMessage):
        return card.text
    items = getattr(card, "items", ())
    if any(isinstance(i, ImageItem) for i in items):
        return ""
    return items_text(items)


def peer_card(card: MessageContent, origin: Any) -> MessageContent:
    """A queued prompt's card as the message of the agent that sent it, when it is one
    (its `origin.kind` is "peer", or its text one `<agent-message>`): delivered mid-turn,
    sender and body from `origin` where it gives them. Any other card as it is."""
    peer = isinstance(origin, dict) and origin.get("kind") == "peer"
    if not isinstance(card, PeerMessage) and not peer:
        return card
    fields = origin if peer else {}
    sender = _text(fields.get("from")) or getattr(card, "sender", "")
    body = _text(fields.get("body")) or _card_text(card)
    if not body:
        return card  # (a peer prompt of images only: shown as it was written)
    return PeerMessage(meta=card.meta, sender=sender, text=body, mid_turn=True,
                       sender_task_id=_text(fields.get("senderTaskId")))


__all__ = ["agent_message", "peer_card"]
