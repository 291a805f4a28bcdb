"""What a conversation cost: per API message, per turn, per session, per UTC day.

An API message's tokens are its largest usage snapshot (tree/tokens.py: each content line
of one message repeats its usage); its cost is those tokens at its model's rates
(tree/prices.py), the long-context rates where its input passes the model's threshold, the
1-hour cache writes at their own rate. Every computed figure is an estimate ("≈"). A model
the table has no price for is never $0: alone it shows "no price"; beside priced models
the priced part shows as a lower bound ("≥") and the tooltip names the unpriced models.
Claude Code's own `<synthetic>` lines cost nothing and say so. An SDK log whose result
lines report `total_cost_usd` shows that figure, not an estimate.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import timezone
from typing import Optional

from ..model import AssistantPart, TokenUsage
from ..read.times import parse_time
from .nodes import Node
from .cost_value import Cost, money
from .prices import SYNTHETIC, PriceTable
from .tokens import TokenTotals

__all__ = ["ApiMessage", "Cost", "api_messages", "cost_by_day", "message_cost", "money",
           "session_cost", "total_cost"]


@dataclass
class ApiMessage:
    """One API message: its model, its largest usage snapshot, its parts' nodes."""

    model: str
    usage: TokenUsage
    stamp: Optional[str]
    nodes: list[Node] = field(default_factory=list)
    fast: bool = False  # served in fast mode (a part's `usage.speed` is "fast")


def message_cost(model: Optional[str], usage: TokenUsage, table: PriceTable,
                 fast: bool = False) -> Cost:
    """One API message's cost; `fast`: served in fast mode, at the model's fast-mode rates,
    and not priced (never at the standard rates) where the table gives none."""
    if model == SYNTHETIC:
        return Cost(0.0, synthetic=True, described=table.described)
    price = table.lookup(model)
    if price is None or (fast and price.fast is None):
        name = model or "an unnamed model"
        return Cost(None, unpriced=(f"{name} in fast mode" if fast and price else name,),
                    described=table.described, fast=fast)
    cached = usage.cache_creation_input_tokens
    standard = price.rates_for(usage.input_tokens + cached + usage.cache_read_input_tokens)
    rates = price.fast_rates(standard) if fast else standard
    hour = min(usage.cache_write_1h, cached)
    usd = (usage.input_tokens * rates.input + usage.output_tokens * rates.output
           + (cached - hour) * rates.cache_write_5m + hour * rates.cache_write_1h
           + usage.cache_read_input_tokens * rates.cache_read) / 1_000_000
    return Cost(usd, described=table.described, fast=fast,
                long_context=standard is not price.rates)


def _key(msg: AssistantPart, node: Node) -> str:
    return msg.message_id or f"line{msg.meta.line}-{msg.meta.agent_id or ''}-{node.id}"


def api_messages(nodes: Iterable[Node]) -> dict[str, ApiMessage]:
    """The API messages of these nodes, by message id, each with its largest snapshot."""
    found: dict[str, ApiMessage] = {}
    for node in nodes:
        msg = node.msg
        if not isinstance(msg, AssistantPart) or msg.usage is None:
            continue
        key = _key(msg, node)
        seen = found.get(key)
        if seen is None:
            found[key] = ApiMessage(msg.model or "", msg.usage, msg.meta.timestamp, [node],
                                    msg.fast)
        else:
            seen.usage = seen.usage.peak(msg.usage)
            seen.nodes.append(node)
            seen.model = seen.model or msg.model or ""
            seen.fast = seen.fast or msg.fast
    return found


def _priced(messages: Iterable[ApiMessage], table: PriceTable) -> Iterable[tuple[ApiMessage, Cost]]:
    for m in messages:
        if m.usage.total or m.model == SYNTHETIC:
            yield m, message_cost(m.model or None, m.usage, table, m.fast)


def total_cost(messages: Iterable[ApiMessage], table: PriceTable) -> Cost:
    total = Cost(described=table.described)
    for _, cost in _priced(messages, table):
        total = total + cost
    return total


def cost_by_day(messages: Iterable[ApiMessage], table: PriceTable) -> dict[str, float]:
    """Estimated USD per UTC day of each message's first line ("" when it has no time)."""
    days: dict[str, float] = {}
    for m, cost in _priced(messages, table):
        if cost.usd is not None:
            day = _utc_day(m.stamp)
            days[day] = days.get(day, 0.0) + cost.usd
    return dict(sorted(days.items()))


def _utc_day(stamp: Optional[str]) -> str:
    when = parse_time(stamp)
    return when.astimezone(timezone.utc).strftime("%Y-%m-%d") if when is not None else ""


def session_cost(tokens: TokenTotals, messages: dict[str, ApiMessage], table: PriceTable,
                 started: Optional[str]) -> tuple[Cost, dict[str, float]]:
    """The session's cost and its estimated cost per UTC day; an SDK log's result lines'
    own figure when they report one (its day: the session's start, "" when unknown)."""
    if tokens.cost_usd is not None:
        return Cost(tokens.cost_usd, estimate=False), {_utc_day(started): tokens.cost_usd}
    return total_cost(messages.values(), table), cost_by_day(messages.values(), table)

