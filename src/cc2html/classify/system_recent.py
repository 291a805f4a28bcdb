"""System subtypes Claude Code 2.1.156–2.1.2xx writes into transcripts; seeds
`system.SYSTEM_SUBTYPES` next to system_kinds.py.

Shapes (cited, never guessed):
- `bridge_status` (2.1.156+): `content` ("/remote-control is active · … at <url>") and
  `url` (formats.md §3b; claude-code-viewer `entry/SystemEntrySchema.ts`, #213). The URL
  is a fact of the session header (FactRecord "remote_url"), not a message.
- `api_refusal`: `apiRefusalCategory`, `apiRefusalExplanation`, `refusedUserMessageUuid`,
  `retractedMessageUuids`; `model_refusal_fallback`: `originalModel`, `fallbackModel`,
  `trigger`, `apiRefusalCategory`, `apiRefusalExplanation` (corpus-modern
  jazzyalex-agent-sessions `…/claude/small.jsonl` lines 20 and 81, shaped on real drift).
  Both are things a reader wants to see: a notice card.
- `error`: `error.message`, `error.status` (same file, line 31): an error notice.
- `permission_denied`: `message`, `tool_name`, `decision_reason_type`, `decision_reason`
  (the Agent SDK's SDKPermissionDeniedMessage, TS SDK 0.3.150, as mirrored in
  Roasbeef/claude-agent-sdk-go PR #71): a notice card.
- `session_start` (same jazzyalex file line 1, and its `subagent/0a1b…jsonl`),
  `thinking_tokens` and `background_tasks_changed` (`tasks: [{task_id, task_type,
  description}]`, the whole live set after each change: TS SDK 0.3.207, mirrored in
  Roasbeef/claude-agent-sdk-go PR #156) are bookkeeping: counted in the report.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from ..model import FactRecord, HiddenRecord, MessageContent, SystemNoticeMessage
from ..model.text import counted
from ..read.entries import SystemEntry
from .context import ClassifyContext, meta_of
from .session_facts import https_url, text_of
from .system_kinds import api_error

SystemFactory = Callable[[SystemEntry, ClassifyContext], Iterator[MessageContent]]

#: bookkeeping subtypes -> why they are not shown (counted in the page's report)
HIDDEN_SUBTYPES: dict[str, str] = {
    "session_start": "marks where Claude Code started or resumed the session; its "
                     "messages follow",
    "thinking_tokens": "running count of thinking tokens while a reply streams; the reply's "
                       "usage is shown",
    "background_tasks_changed": "the set of running background tasks after a change; the "
                                "tasks' own events are shown",
}


def _extra(entry: SystemEntry, key: str) -> Any:
    return (entry.model_extra or {}).get(key)


def _notice(entry: SystemEntry, text: str, level: str,
            *details: tuple[str, str]) -> SystemNoticeMessage:
    return SystemNoticeMessage(meta=meta_of(entry), level=level, text=text,
                               subtype=entry.subtype, details=tuple(d for d in details if d[1]))


def hidden(entry: SystemEntry, ctx: ClassifyContext) -> Iterator[MessageContent]:
    subtype = entry.subtype or ""
    yield HiddenRecord(meta=meta_of(entry), kind=f"system/{subtype}",
                       reason=HIDDEN_SUBTYPES.get(subtype, "bookkeeping"))


def bridge_status(entry: SystemEntry, ctx: ClassifyContext) -> Iterator[MessageContent]:
    url = text_of(_extra(entry, "url"))
    linked = bool(https_url(url))  # (a kind of its own otherwise: each row's reason is true)
    yield FactRecord(meta=meta_of(entry),
                     kind="system/bridge_status" + ("" if linked else " (URL not https)"),
                     reason="shown in the session header (remote control)" if linked else
                     "remote-control status whose URL is not a plain https URL: not shown",
                     fact="remote_url", value=url,
                     detail=(("status", text_of(entry.content)),) if text_of(entry.content)
                     else ())


def _retracted(entry: SystemEntry) -> str:
    ids = _extra(entry, "retractedMessageUuids")
    return counted(len(ids), "message") if isinstance(ids, list) and ids else ""


def api_refusal(entry: SystemEntry, ctx: ClassifyContext) -> Iterator[MessageContent]:
    category = text_of(_extra(entry, "apiRefusalCategory"))
    yield _notice(entry, "The API refused the request" + (f" ({category})" if category else ""),
                  "warning", ("explanation", text_of(_extra(entry, "apiRefusalExplanation"))),
                  ("retracted", _retracted(entry)), ("note", text_of(entry.content)))


def model_refusal_fallback(entry: SystemEntry,
                           ctx: ClassifyContext) -> Iterator[MessageContent]:
    before = text_of(_extra(entry, "originalModel"))
    after = text_of(_extra(entry, "fallbackModel"))
    text = "The model refused; the request went to another model"
    if before or after:
        text = f"{before or 'The model'} refused; retried on {after or 'another model'}"
    yield _notice(entry, text, "warning",
                  ("category", text_of(_extra(entry, "apiRefusalCategory"))),
                  ("explanation", text_of(_extra(entry, "apiRefusalExplanation"))),
                  ("trigger", text_of(_extra(entry, "trigger"))),
                  ("retracted", _retracted(entry)), ("note", text_of(entry.content)))


def permission_denied(entry: SystemEntry, ctx: ClassifyContext) -> Iterator[MessageContent]:
    tool = text_of(_extra(entry, "tool_name"))
    message = text_of(_extra(entry, "message")) or text_of(entry.content)
    yield _notice(entry, message or (f"Permission denied: {tool}" if tool
                                     else "Permission denied"), "warning",
                  ("tool", tool), ("reason", text_of(_extra(entry, "decision_reason"))),
                  ("decided by", text_of(_extra(entry, "decision_reason_type"))))


RECENT_SYSTEM_FACTORIES: dict[str, SystemFactory] = {
    "bridge_status": bridge_status,
    "api_refusal": api_refusal,
    "model_refusal_fallback": model_refusal_fallback,
    "permission_denied": permission_denied,
    "error": api_error,
    **{subtype: hidden for subtype in HIDDEN_SUBTYPES},
}
