"""System subtypes with views of their own (seed 001 Part 3); seeds `system.SYSTEM_SUBTYPES`.

`stop_hook_summary` -> HookSummaryMessage, `away_summary` -> AwaySummaryMessage,
`local_command` -> the same slash-command / command-output models as user lines,
and the bookkeeping-like subtypes (compact boundary, turn duration, API errors …)
-> one-line SystemNoticeMessage. Every field that carries text is kept.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from dataclasses import replace
from typing import Any

from ..model.numbers import amount
from ..read.entries import SystemEntry
from ..model import (AwaySummaryMessage, HookSummaryMessage, MessageContent,
                        SystemNoticeMessage)
from .context import ClassifyContext, meta_of
from .tags import command_output, slash_command
from ..read.jsonsafe import fallback_text

RECAP_HINT = " (disable recaps in /config)"
LEVELS = ("info", "warning", "error")


def _text(value: Any) -> str:
    if isinstance(value, str):
        return value
    if value is None:
        return ""
    try:
        return json.dumps(value, ensure_ascii=False, default=str)
    except (ValueError, RecursionError):
        return fallback_text(value)


def _level(entry: SystemEntry, default: str = "info") -> str:
    return entry.level if entry.level in LEVELS else default


def hook_summary(entry: SystemEntry, ctx: ClassifyContext) -> Iterator[MessageContent]:
    infos = entry.hookInfos if isinstance(entry.hookInfos, list) else []
    commands = tuple(_text(i.get("command")) if isinstance(i, dict) else _text(i)
                     for i in infos)
    errors = entry.hookErrors if isinstance(entry.hookErrors, list) else (
        [entry.hookErrors] if entry.hookErrors else [])
    yield HookSummaryMessage(meta=meta_of(entry), commands=commands,
                             hook_errors=tuple(_text(e) for e in errors),
                             has_output=bool(entry.hasOutput),
                             prevented_continuation=bool(entry.preventedContinuation),
                             stop_reason=entry.stopReason or "", level=entry.level or "")


def away_summary(entry: SystemEntry, ctx: ClassifyContext) -> Iterator[MessageContent]:
    text = _text(entry.content).rstrip()
    if text.endswith(RECAP_HINT):
        text = text[: -len(RECAP_HINT)]
    yield AwaySummaryMessage(meta=meta_of(entry), text=text)


def local_command(entry: SystemEntry, ctx: ClassifyContext) -> Iterator[MessageContent]:
    text, meta = _text(entry.content), meta_of(entry)
    message = slash_command(text, meta) or command_output(text, meta)
    yield message if message is not None else _notice(entry, text)


def _notice(entry: SystemEntry, text: str, *details: tuple[str, str],
            level: str = "") -> SystemNoticeMessage:
    return SystemNoticeMessage(meta=meta_of(entry), level=level or _level(entry), text=text,
                               subtype=entry.subtype, details=tuple(d for d in details if d[1]))


def compact_boundary(entry: SystemEntry, ctx: ClassifyContext) -> Iterator[MessageContent]:
    data = entry.compactMetadata if isinstance(entry.compactMetadata, dict) else {}
    tokens = data.get("preTokens")
    notice = _notice(entry, _text(entry.content) or "Conversation compacted",
                     ("trigger", _text(data.get("trigger"))),
                     ("tokens before", f"{tokens:,}" if isinstance(tokens, int)
                      else _text(tokens)))
    logical = _logical_parents(entry, data)
    yield replace(notice, meta=replace(notice.meta, logical_parents=logical)) if logical else notice


def _logical_parents(entry: SystemEntry, data: dict[str, Any]) -> tuple[str, ...]:
    """The message a boundary continues: Claude Code writes the boundary with parentUuid
    null and the uuid of the last message before it as `logicalParentUuid` (Claude Code's
    transcript writer: `parentUuid: isCompactBoundary ? null : …, logicalParentUuid:
    isCompactBoundary ? parentUuid : undefined`; real 2.1.39 lines in
    ../shared/corpus/marot-spotter). When the compaction keeps a preserved segment, that
    message is re-parented after the boundary, and `compactMetadata.preservedSegment.
    headUuid` is the segment's first message, still before it (claude-code-log
    test/test_compact_after_rewind.py and its fixture dag_compact_after_rewind_preserved
    .jsonl, in ../shared/corpus/daaain-claude-code-log)."""
    if entry.parentUuid:
        return ()
    segment = data.get("preservedSegment")
    head = segment.get("headUuid") if isinstance(segment, dict) else None
    return tuple(u for u in (entry.logicalParentUuid, head) if isinstance(u, str) and u)


def turn_duration(entry: SystemEntry, ctx: ClassifyContext) -> Iterator[MessageContent]:
    ms = amount(entry.durationMs)
    seconds = f"{ms / 1000:,.1f} s" if ms is not None else "unknown time"
    yield _notice(entry, _text(entry.content) or f"Turn took {seconds}",
                  ("messages", _text(entry.messageCount)))


def _error_message(error: Any, depth: int = 0) -> str:
    """The human message inside an API error object ({"error": {"message": …}} …)."""
    if isinstance(error, dict) and depth < 4:
        message = error.get("message")
        if isinstance(message, str) and message:
            return message
        for value in error.values():
            found = _error_message(value, depth + 1)
            if found:
                return found
        return "" if depth else _text(error)
    return error if isinstance(error, str) else ""


def api_error(entry: SystemEntry, ctx: ClassifyContext) -> Iterator[MessageContent]:
    retry = ""
    if entry.retryAttempt is not None:
        retry = f"{_text(entry.retryAttempt)}/{_text(entry.maxRetries) or '?'}"
        if isinstance(entry.retryInMs, (int, float)):
            retry += f" in {entry.retryInMs / 1000:,.1f} s"
    yield _notice(entry, _text(entry.content) or "API error",
                  ("error", _error_message(entry.error)), ("retry", retry), level="error")


def plain_notice(entry: SystemEntry, ctx: ClassifyContext) -> Iterator[MessageContent]:
    yield _notice(entry, _text(entry.content) or entry.subtype or "")


SYSTEM_KIND_FACTORIES: dict[str, Callable[[SystemEntry, ClassifyContext],
                                          Iterator[MessageContent]]] = {
    "stop_hook_summary": hook_summary,
    "away_summary": away_summary,
    "local_command": local_command,
    "compact_boundary": compact_boundary,
    "microcompact_boundary": compact_boundary,
    "turn_duration": turn_duration,
    "api_error": api_error,
    "informational": plain_notice,
}
