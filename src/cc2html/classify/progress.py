"""`progress` lines: counted as bookkeeping; an `agent_progress` line also carries a
subagent message, classified here so the tree can rebuild a subagent transcript
that exists nowhere else (no sidecar file, no sidechain lines)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from ..read.entries import AssistantEntry, ProgressEntry, UserEntry
from ..model import AgentProgressRecord, MessageContent
from .assistant import classify_assistant
from .context import ClassifyContext, meta_of
from .records import classify_progress
from .user import classify_user

_INNER = {"user": (UserEntry, classify_user), "assistant": (AssistantEntry, classify_assistant)}


def _inner_messages(entry: ProgressEntry, data: dict[str, Any],
                    ctx: ClassifyContext) -> tuple[MessageContent, ...]:
    inner = data.get("message")
    itype = inner.get("type") if isinstance(inner, dict) else None
    kind = _INNER.get(itype) if isinstance(itype, str) else None  # (a list is unhashable)
    if kind is None:
        return ()
    cls, factory = kind
    agent = data.get("agentId")
    outer = {"sessionId": entry.sessionId, "cwd": entry.cwd, "version": entry.version,
             "gitBranch": entry.gitBranch}
    raw = {**outer, **inner, "line": entry.line, "isSidechain": True,  # type: ignore[dict-item]
           "agentId": agent if isinstance(agent, str) else None}
    try:
        sub = cls.model_validate(raw)
    except Exception:
        ctx.warn(entry.line, "an agent_progress message has a shape cc2html does not know; "
                             "it is counted, not shown")
        return ()
    return tuple(factory(sub, ctx))  # type: ignore[operator]


def classify_progress_entry(entry: ProgressEntry,
                            ctx: ClassifyContext) -> Iterator[MessageContent]:
    yield from classify_progress(entry, ctx)
    data = entry.data
    if not (isinstance(data, dict) and data.get("type") == "agent_progress"
            and entry.parentToolUseID):
        return
    messages = _inner_messages(entry, data, ctx)
    if messages:
        agent = data.get("agentId")
        yield AgentProgressRecord(meta=meta_of(entry), parent_tool_use_id=entry.parentToolUseID,
                                  agent_id=agent if isinstance(agent, str) else None,
                                  messages=messages)
