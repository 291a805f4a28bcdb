"""Where a page shows tokens and cost: one badge per API message, one cost per turn.

Claude Code writes one API message as several lines (thinking, text, each tool call), each
repeating the message's usage. The message's badge ("in 3 · out 9 · cache 17.8k") goes
once, with its largest snapshot and its cost, on the message's card: its first text, else
its first thinking, else (a message of tool calls only, which has no card) its first tool
row. A turn (a prompt and what answered it, subagents included) shows the cost of the API
messages under it. Computed at render time from the built tree; content models are not
changed.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from ...model import AssistantTextMessage, TokenUsage, ThinkingMessage
from ...tree.build import Document
from ...tree.cost import ApiMessage, Cost, api_messages, message_cost, total_cost
from ...tree.nodes import walk
from ...tree.prices import SYNTHETIC, PriceTable

__all__ = ["MessageBadge", "PageCosts", "page_costs", "short_count"]


def short_count(n: int) -> str:
    """9, 8.2k, 17.8k, 1.2M."""
    if n < 1000:
        return str(n)
    if n < 999_950:
        return f"{n / 1000:.1f}k"
    return f"{n / 1_000_000:.1f}M"


@dataclass(frozen=True)
class MessageBadge:
    model: str
    usage: TokenUsage
    cost: Cost

    @property
    def text(self) -> str:
        if self.model == SYNTHETIC:
            return "no API call · no cost"
        u = self.usage
        parts = [f"in {short_count(u.input_tokens)}", f"out {short_count(u.output_tokens)}"]
        if u.cache_read_input_tokens:
            parts.append(f"cache {short_count(u.cache_read_input_tokens)}")
        if u.cache_creation_input_tokens:
            parts.append(f"write {short_count(u.cache_creation_input_tokens)}")
        return " · ".join(parts)


@dataclass(frozen=True)
class PageCosts:
    badges: dict[str, MessageBadge]  # node id -> the badge it carries
    turns: dict[str, Cost]  # turn-starting node id -> the turn's cost


def _card(message: ApiMessage) -> str:
    for kind in (AssistantTextMessage, ThinkingMessage):
        for node in message.nodes:
            if isinstance(node.msg, kind):
                return node.id
    return message.nodes[0].id


def page_costs(doc: Document, table: PriceTable) -> PageCosts:
    badges: dict[str, MessageBadge] = {}
    turns: dict[str, Cost] = {}
    for session in doc.sessions:
        for turn in session.nodes:
            messages = api_messages(walk([turn]))
            _badges(messages.values(), table, badges)
            if turn.msg.starts_turn and messages:
                turns[turn.id] = total_cost(messages.values(), table)
        for sub in session.unlinked:  # subagents shown at the session's end
            _badges(api_messages(walk(sub.nodes)).values(), table, badges)
    return PageCosts(badges, turns)


def _badges(messages: Iterable[ApiMessage], table: PriceTable,
            into: dict[str, MessageBadge]) -> None:
    for message in messages:
        if message.usage.total or message.model == SYNTHETIC:
            into[_card(message)] = MessageBadge(
                message.model, message.usage,
                message_cost(message.model or None, message.usage, table, message.fast))
