"""Entries the other agents' adapters (read/codex.py, read/gemini.py) write besides the
transcript's own user and assistant entries: the normalized stage's extra kinds.

A Codex or Gemini line is turned into the same entry models a Claude Code line is
(`UserEntry`, `AssistantEntry`, tool use and result blocks), so classify, the tool
table and the renderers need not know which agent wrote it. What has no transcript
counterpart is one of these: a notice (an event worth a line), injected context
(instructions the harness sent as a user message), or a deliberately hidden line
with the reason it is hidden (a copy of what another line shows, bookkeeping).
"""

from __future__ import annotations

from typing import Any, Optional

from .entries import Entry


class AgentNoticeEntry(Entry):
    """An agent event shown as a compact notice (an error, review mode, a resumed session)."""

    kind: str = ""
    title: str = ""
    text: str = ""
    level: str = "info"
    facts: tuple[tuple[str, str], ...] = ()
    body: str = ""


class InjectedEntry(Entry):
    """Context the harness sent in the user's role (environment, AGENTS.md, developer)."""

    text: str = ""
    reason: str = "other"


class HiddenEntry(Entry):
    """A line deliberately not shown, and why (counted in the page's report)."""

    kind: str = ""
    reason: str = ""


class CompactedEntry(Entry):
    """A compaction: the conversation was summarised (`summary` may be empty)."""

    summary: str = ""


class InterruptedEntry(Entry):
    """A turn the user (or the harness) cut short."""

    text: str = ""
    raw: Any = None


class RecordedTotalsEntry(Entry):
    """The totals an agent's log records for the session (pi's replies' `usage.cost`): its
    tokens (`usage`, a transcript usage's names) and cost are the session's, as an SDK
    log's result lines are, not an estimate from the price table."""

    title: str = ""
    text: str = ""
    usage: Any = None
    cost_usd: Optional[float] = None
