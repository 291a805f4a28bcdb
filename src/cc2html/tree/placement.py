"""Where subagents no call spawned go: aside, beside their compaction card, or at the end.

A session folder holds agent files that are not part of its conversation: "Warmup" agents
(the harness primes its subagents before the first prompt: a single "Warmup" prompt and a
reply, or an agent file of one greeting whose prompt was not written; no tool call) and agent files whose every line lies
before the main thread's first or after its last. They are marked `Subagent.aside` (shown
folded under one muted line, left out of the session's facts). A compaction agent
(`acompact-*`) is set as `Node.subagent` of the compacted-conversation card it wrote.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime
from typing import Optional

from ..model import (AssistantTextMessage, CompactedSummaryMessage, MessageContent,
                     ToolUseMessage, UserTextMessage)
from ..read.times import parse_time
from .nodes import Node, Session, Subagent, walk

__all__ = ["ASIDE_OUTSIDE", "ASIDE_WARMUP", "CONVERSATION_TYPES", "conversation_span",
           "conversation_times", "is_warmup", "place_session"]

ASIDE_WARMUP = "warm-up"
ASIDE_OUTSIDE = "outside"
WARMUP_PROMPT = "Warmup"
COMPACT_PREFIX = "acompact-"
#: the lines whose timestamps bound a session: the conversation's and the harness's replies
#: to it (a local command, a compaction), not hooks fired at launch, not records
CONVERSATION_TYPES = ("user", "assistant", "system")


def _stamp(msg: MessageContent) -> Optional[float]:
    stamp = parse_time(msg.meta.timestamp)
    return stamp.timestamp() if stamp is not None else None  # aware: never out of range


def _stamps(messages: list[MessageContent]) -> list[float]:
    return [s for s in map(_stamp, messages) if s is not None]


def conversation_times(session: Session) -> list[tuple[datetime, str]]:
    """The timestamps of the session's conversation lines (parsed, and as written), in
    time order: the session's facts and the placement of agents both start from these."""
    times = [(stamp, msg.meta.timestamp) for msg in session.messages
             if msg.meta.entry_type in CONVERSATION_TYPES
             and (stamp := parse_time(msg.meta.timestamp)) is not None]
    times.sort(key=lambda pair: pair[0])
    return times


def conversation_span(session: Session) -> Optional[tuple[float, float]]:
    """The first and last timestamp of the session's conversation (POSIX seconds)."""
    times = conversation_times(session)
    return (times[0][0].timestamp(), times[-1][0].timestamp()) if times else None


def _messages(sub: Subagent) -> list[MessageContent]:
    msgs: list[MessageContent] = []
    for node in walk(sub.nodes):
        msgs.append(node.msg)
        if node.result is not None:
            msgs.append(node.result.msg)
    return msgs


def is_warmup(sub: Subagent) -> bool:
    """A subagent the harness primed: the prompt "Warmup" and a reply without tool calls,
    or an agent file of one greeting (older harnesses did not write the prompt)."""
    msgs = _messages(sub)
    if any(isinstance(m, ToolUseMessage) for m in msgs):
        return False
    prompts = [m.text.strip() for m in msgs if isinstance(m, UserTextMessage)]
    replies = [m for m in msgs if isinstance(m, AssistantTextMessage)]
    if prompts == [WARMUP_PROMPT]:
        return bool(replies)
    return not prompts and sub.source == "sidecar" and len(msgs) == 1 and bool(replies)


def _outside(sub: Subagent, span: Optional[tuple[float, float]]) -> bool:
    stamps = _stamps(_messages(sub))
    if span is None or not stamps:
        return False
    return max(stamps) < span[0] or min(stamps) > span[1]


def _compact_cards(session: Session) -> list[tuple[float, Node]]:
    cards = [(s, n) for n in walk(session.nodes) if isinstance(n.msg, CompactedSummaryMessage)
             and n.subagent is None and (s := _stamp(n.msg)) is not None]
    return sorted(cards, key=lambda pair: pair[0])


def _card_for(sub: Subagent, cards: list[tuple[float, Node]]) -> Optional[Node]:
    """The first free compacted card written at or after the compaction agent's last line."""
    stamps = _stamps(_messages(sub))
    if not stamps:
        return None
    end = max(stamps)
    return next((node for stamp, node in cards if stamp >= end and node.subagent is None), None)


def place_session(session: Session, span: Optional[tuple[float, float]] = None) -> Session:
    """The session with its unlinked subagents placed: compaction agents set as their card's
    `Node.subagent` (linked), warm-up and out-of-time agents marked `aside`. `span`: the
    session's conversation span when `session` is one segment of it (stream.py), else its
    own `conversation_span`."""
    if not session.unlinked or not session.nodes:  # a file of sidechain lines only
        return session
    span = span or conversation_span(session)
    cards = _compact_cards(session)
    kept: list[Subagent] = []
    for sub in session.unlinked:
        card = _card_for(sub, cards) if sub.key.startswith(COMPACT_PREFIX) else None
        if card is not None and not sub.too_deep:
            card.subagent = replace(sub, linked=True)
        elif sub.too_deep or sub.source == "task":
            kept.append(sub)
        elif is_warmup(sub):
            kept.append(replace(sub, aside=ASIDE_WARMUP))
        elif sub.source == "sidecar" and _outside(sub, span):
            kept.append(replace(sub, aside=ASIDE_OUTSIDE))
        else:
            kept.append(sub)
    return replace(session, unlinked=kept)
