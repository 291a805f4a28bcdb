"""A session's token totals, cost and API duration: the log's own summary where it has one.

An SDK log's `result` lines carry the query's totals (`modelUsage`, subagents included;
`usage`, its main conversation): the session's totals are theirs. Otherwise each API
message counts once (its `message.id`), with the largest of the snapshots its lines
repeat: a message's usage is written as it streams, so summing lines counts it many
times, and an early line's output count is a fraction of the final one. Where every
snapshot may be early (an SDK log without a result line, a subagent rebuilt from
`agent_progress` copies) the totals are marked `partial`; a Task result's own usage
(the subagent's last API message) then stands for that message.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable
from dataclasses import dataclass, field
from typing import Any, Optional

from ..model import AssistantPart, MessageContent, TokenUsage
from ..model.sdk import ResultNotice
from ..classify.sdk.usage import result_usage
from .nodes import Node, walk

__all__ = ["TokenTotals", "token_totals"]


@dataclass(frozen=True)
class TokenTotals:
    usage: TokenUsage = field(default_factory=TokenUsage)
    source: str = ""  # "result" (the log's result lines) | "messages" | "" (none)
    partial: bool = False  # some figures are streaming snapshots: at least this many
    main: Optional[TokenUsage] = None  # the result lines' `usage`: the main conversation
    cost_usd: Optional[float] = None  # the result lines' total_cost_usd, summed
    query_s: Optional[float] = None  # the result lines' duration_ms (the queries' time), summed
    #: the subagents' share of `usage` (None: the result lines' totals, which do not say)
    subagents: Optional[TokenUsage] = None


def _from_results(results: list[ResultNotice]) -> Optional[TokenTotals]:
    with_usage = [r for r in results if r.usage is not None or r.model_usage is not None]
    if not with_usage:
        return None
    total, main = TokenUsage(), TokenUsage()
    for r in with_usage:
        total = total + (r.model_usage or r.usage or TokenUsage())
        main = main + (r.usage or TokenUsage())
    costs = [r.cost_usd for r in results if r.cost_usd is not None]
    durations = [r.duration_ms for r in results if r.duration_ms is not None]
    return TokenTotals(total, "result", False, main, sum(costs) if costs else None,
                       sum(durations) / 1000 if durations else None)


def _key(msg: AssistantPart) -> str:
    """The API message a part belongs to: its id, else its line in its file (a subagent's
    file told by its agent id, or, a Codex subagent thread having none, its session id)."""
    return msg.message_id or (f"line{msg.meta.line}-{msg.meta.agent_id or ''}"
                              f"-{msg.meta.session_id or ''}")


def _task_usage(task: Node) -> Optional[TokenUsage]:
    sidecar: Any = getattr(task.result.msg, "sidecar", None) if task.result else None
    return result_usage(sidecar.get("usage")) if isinstance(sidecar, dict) else None


def _progress_parts(nodes: Iterable[Node], by_id: dict[str, TokenUsage]) -> bool:
    """Folds each progress-rebuilt subagent's Task result usage into its last API message;
    True when there is such a subagent (its other snapshots may be early)."""
    found = False
    for node in nodes:
        sub = node.subagent
        if sub is None or sub.source != "progress":
            continue
        found = True
        parts = [n.msg for n in walk(sub.nodes) if isinstance(n.msg, AssistantPart)]
        final = _task_usage(node)
        if parts and final is not None:
            key = _key(parts[-1])
            by_id[key] = by_id.get(key, TokenUsage()).peak(final)
    return found


def token_totals(messages: list[MessageContent], nodes: list[Node],
                 sdk: bool = False, sub: Collection[int] = ()) -> TokenTotals:
    """Totals of a session: `messages` its main thread (where result lines are), `nodes`
    every node its facts count; `sdk` when the log is an SDK stream; `sub` the ids of the
    nodes that are subagents' (their messages' share is `subagents`)."""
    from_results = _from_results([m for m in messages if isinstance(m, ResultNotice)])
    if from_results is not None:
        return from_results
    by_id: dict[str, TokenUsage] = {}
    subagents: set[str] = set()  # the keys of subagents' messages
    for node in nodes:
        msg = node.msg
        if isinstance(msg, AssistantPart) and msg.usage is not None:
            key = _key(msg)
            by_id[key] = by_id[key].peak(msg.usage) if key in by_id else msg.usage
            if id(node) in sub:
                subagents.add(key)
    partial = _progress_parts(nodes, by_id) or sdk
    total = share = TokenUsage()
    for key, usage in by_id.items():
        total = total + usage
        if key in subagents:
            share = share + usage
    return TokenTotals(total, "messages" if by_id else "", partial and bool(by_id),
                       subagents=share)
