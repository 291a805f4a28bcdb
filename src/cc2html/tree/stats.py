"""Per-session statistics, computed from a built session (never stored on its messages)."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Optional

from ..model import AssistantPart, MessageContent, TokenUsage, ToolUseMessage, UnknownMessage
from ..model.workflow import RUN_PARTS
from ..read.times import parse_time
from .build import Node, Session

__all__ = ["SessionStats", "all_messages", "parse_time", "session_stats", "tool_seconds",
           "unknown_kinds"]


@dataclass(frozen=True)
class SessionStats:
    started: Optional[str] = None
    ended: Optional[str] = None
    duration_s: Optional[float] = None
    classes: dict[type, int] = field(default_factory=dict)  # content class -> messages
    tools: dict[str, int] = field(default_factory=dict)
    usage: TokenUsage = field(default_factory=TokenUsage)
    models: tuple[str, ...] = ()
    cwd: Optional[str] = None
    git_branch: Optional[str] = None
    version: Optional[str] = None
    messages: int = 0


def unknown_kinds(sessions: list[Session]) -> dict[str, int]:
    """Unrecognised entry kinds the sessions show raw, by kind (for reports and --strict)."""
    found: Counter[str] = Counter()
    for session in sessions:
        found.update(m.kind for m in all_messages(session) if isinstance(m, UnknownMessage))
    return dict(sorted(found.items()))


def all_messages(session: Session) -> list[MessageContent]:
    """Every message the session's page shows: each node's, then its paired result's (a
    workflow run's own nodes are headings built from its files, not messages)."""
    msgs: list[MessageContent] = []
    for node in session.walk():
        if not isinstance(node.msg, RUN_PARTS):
            msgs.append(node.msg)
        if node.result is not None:
            msgs.append(node.result.msg)
    return msgs


def session_stats(session: Session) -> SessionStats:
    msgs = all_messages(session)
    classes: Counter[type] = Counter()
    tools: Counter[str] = Counter()
    usage_by_id: dict[str, TokenUsage] = {}
    models: dict[str, None] = {}
    times = []
    first = next((m.meta for m in session.messages if m.meta.cwd or m.meta.version), None)
    for msg in msgs:
        classes[type(msg)] += 1
        if isinstance(msg, ToolUseMessage):
            tools[msg.tool_name] += 1
        if isinstance(msg, AssistantPart):
            if msg.model and not msg.model.startswith("<"):
                models[msg.model] = None
            if msg.usage is not None:
                usage_by_id[msg.message_id or f"line{msg.meta.line}"] = msg.usage
        stamp = parse_time(msg.meta.timestamp)
        if stamp is not None:
            times.append((stamp, msg.meta.timestamp))
    total = TokenUsage()
    for usage in usage_by_id.values():
        total = total + usage
    times.sort(key=lambda pair: pair[0].timestamp())
    started, ended = (times[0], times[-1]) if times else (None, None)
    duration = None
    if started and ended:
        try:
            duration = (ended[0] - started[0]).total_seconds()
        except TypeError:
            duration = None
    return SessionStats(
        started=started[1] if started else None,
        ended=ended[1] if ended else None,
        duration_s=duration,
        classes=dict(classes),
        tools=dict(tools.most_common()),
        usage=total,
        models=tuple(models),
        cwd=first.cwd if first else None,
        git_branch=first.git_branch if first else None,
        version=first.version if first else None,
        messages=len(msgs),
    )


def tool_seconds(node: Node) -> Optional[float]:
    """Seconds from a tool call to its result, from their timestamps (None when unknown)."""
    if node.result is None:
        return None
    start = parse_time(node.msg.meta.timestamp)
    end = parse_time(node.result.msg.meta.timestamp)
    if start is None or end is None:
        return None
    try:
        seconds = (end - start).total_seconds()
    except TypeError:  # one stamp with a zone, one without
        return None
    return seconds if seconds >= 0 else None
