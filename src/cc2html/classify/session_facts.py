"""Claude Code 2.1.1xx–2.1.2xx session lines: titles, facts for the header, bookkeeping.

Shapes: ../shared/formats.md §3a (claude-code-viewer `src/lib/conversation-schema/entry/`
`AiTitleEntrySchema.ts`, `AgentNameEntrySchema.ts`, `AgentSettingEntrySchema.ts`,
`ModeEntrySchema.ts`, `BridgeSessionEntrySchema.ts`, `PrLinkEntrySchema.ts`; the others
from third-party test code) and the real files of corpus-modern.

- `ai-title` titles its session (TitleRecord, source "ai"; tree/build.py ranks it).
- `pr-link`, `worktree-state`, `mode`, `agent-name`, `agent-color`, `agent-setting` and
  `tag` each state one fact a reader looks for in the session header: a FactRecord, which
  the report counts with where it went.
- The LEDGER kinds carry nothing a reader wants from a transcript page. Claude Code writes
  them to resume a session or to feed a feature: a latch, a running cost tally the page
  computes itself from the messages, backups for undo, the remote-control connection's
  ids, prompt-speculation, code-attribution and context-collapse state. They are folded
  into the report with their count and this reason, never shown as raw cards.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from ..model import FactRecord, HiddenRecord, MessageContent, TitleRecord
from ..read.entries import AiTitleEntry, Entry, SessionFactEntry
from .context import ClassifyContext, meta_of

#: kind -> why it is not shown (its lines are counted in the page's report)
LEDGER_REASONS: dict[str, str] = {
    "atis-latch": "a per-session feature latch Claude Code keeps; nothing to read",
    "cost-state": "Claude Code's running cost tally for resuming; the page's cost comes "
                  "from the messages",
    "bridge-session": "remote-control connection ids (bridge session, sequence number)",
    "file-history-delta": "file-backup bookkeeping for undo (a change to a backup)",
    "content-replacement": "which tool results Claude Code replaced by a preview; the "
                           "results show that preview",
    "relocated": "notes that the session moved to another folder; its lines carry their "
                 "working directory",
    "isolation-latch": "a per-session isolation latch Claude Code keeps; nothing to read",
    "attribution-snapshot": "code-attribution bookkeeping",
    "speculation-accept": "prompt-speculation bookkeeping",
    "fork-context-ref": "points a forked subagent at the parent context it copied",
    "frame-link": "link to an artifact preview frame of the desktop app",
    "artifact-": "artifact monitor state of the desktop app",
    "marble-origami-": "context-collapse bookkeeping",
}

#: a fact line's kind -> (fact key, field, the report's reason)
FACT_LINES: dict[str, tuple[str, str, str]] = {
    "mode": ("mode", "mode", "shown in the session header (mode)"),
    "agent-name": ("agent_name", "agentName", "shown in the session header (agent name)"),
    "agent-color": ("agent_color", "agentColor", "labels the agent's name with its colour"),
    "agent-setting": ("agent_setting", "agentSetting",
                      "shown in the session header (agent definition)"),
    "tag": ("tags", "tag", "shown in the session header (tags)"),
    "pr-link": ("pr", "prUrl", "shown in the session header (pull request)"),
    "worktree-state": ("worktree", "worktreeSession",
                       "shown in the session header (worktree); an auto-stamped title "
                       "with its name does not title the session"),
}


_HTTPS = re.compile(r"https://[^\s\"'<>\\`\x00-\x1f\x7f]+")
#: what the report says of a URL fact line whose URL the header does not link
NOT_LINKED = "; its URL is not a plain https URL, so it is not linked"


def https_url(value: str) -> str:
    """`value` when it is a plain https URL (no space, quote, angle bracket, backslash,
    backtick or control character; at most 2,048 characters), else ""."""
    return value if len(value) <= 2048 and _HTTPS.fullmatch(value) else ""


def ledger_reason(kind: str) -> str:
    """Why a bookkeeping kind is not shown (by name, else by its prefix)."""
    reason = LEDGER_REASONS.get(kind)
    if reason is None:
        reason = next((r for k, r in LEDGER_REASONS.items()
                       if k.endswith("-") and kind.startswith(k)), "bookkeeping")
    return reason


def text_of(value: Any) -> str:
    """A scalar field as text; "" for a missing, empty or structured value."""
    if isinstance(value, bool) or value is None:
        return ""
    if isinstance(value, (str, int, float)):
        return str(value).strip()
    return ""


def classify_ledger(entry: Entry, ctx: ClassifyContext) -> Iterator[MessageContent]:
    yield HiddenRecord(meta=meta_of(entry), kind=entry.type, reason=ledger_reason(entry.type))


def classify_ai_title(entry: AiTitleEntry, ctx: ClassifyContext) -> Iterator[MessageContent]:
    yield TitleRecord(meta=meta_of(entry), title=text_of(entry.aiTitle), source="ai")


def _worktree(session: Any) -> tuple[str, tuple[tuple[str, str], ...]]:
    data = session if isinstance(session, dict) else {}
    detail = tuple((label, text_of(data.get(key))) for key, label in (
        ("worktreeBranch", "branch"), ("worktreePath", "path"), ("originalCwd", "from")))
    return text_of(data.get("worktreeName")), tuple(d for d in detail if d[1])


def classify_session_fact(entry: SessionFactEntry,
                          ctx: ClassifyContext) -> Iterator[MessageContent]:
    fact, field, reason = FACT_LINES.get(entry.type, ("", "", "bookkeeping"))
    detail: tuple[tuple[str, str], ...] = ()
    if fact == "worktree":
        value, detail = _worktree(entry.worktreeSession)
    else:
        value = text_of(getattr(entry, field, None)) if field else ""
    if fact == "pr":
        detail = tuple((k, v) for k, v in (("number", text_of(entry.prNumber)),
                                           ("repository", text_of(entry.prRepository))) if v)
    kind = entry.type
    if fact == "pr" and not https_url(value):  # a row of its own: each row's reason is true
        kind, reason = f"{kind} (URL not https)", reason + NOT_LINKED
    yield FactRecord(meta=meta_of(entry), kind=kind, reason=reason, fact=fact,
                     value=value, detail=detail)
