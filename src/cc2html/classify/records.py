"""Metadata lines: summaries and titles feed the session header; bookkeeping is counted."""

from __future__ import annotations

from collections.abc import Iterator

from ..read.entries import (CustomTitleEntry, Entry, FileHistorySnapshotEntry, LastPromptEntry,
                       PermissionModeEntry, ProgressEntry, SummaryEntry, UnknownEntry)
from ..model import HiddenRecord, MessageContent, SummaryRecord, TitleRecord, UnknownMessage
from .context import ClassifyContext, meta_of

PROGRESS_REASONS = {
    "hook_progress": "hook status while a hook ran",
    "bash_progress": "live output of a running command; its final result is shown",
    "agent_progress": "live copy of a subagent's messages; the subagent transcript is shown",
    "waiting_for_task": "status while waiting for a background task",
}


def classify_summary(entry: SummaryEntry, ctx: ClassifyContext) -> Iterator[MessageContent]:
    yield SummaryRecord(meta=meta_of(entry), summary=entry.summary, leaf_uuid=entry.leafUuid)


def classify_title(entry: CustomTitleEntry, ctx: ClassifyContext) -> Iterator[MessageContent]:
    yield TitleRecord(meta=meta_of(entry), title=entry.customTitle or "")


def classify_progress(entry: ProgressEntry, ctx: ClassifyContext) -> Iterator[MessageContent]:
    kind = entry.data.get("type") if isinstance(entry.data, dict) else None
    kind = kind if isinstance(kind, str) else "?"
    reason = PROGRESS_REASONS.get(kind, "transient progress update")
    yield HiddenRecord(meta=meta_of(entry), kind=f"progress/{kind}", reason=reason)


def classify_bookkeeping(entry: Entry, ctx: ClassifyContext) -> Iterator[MessageContent]:
    reasons = {
        FileHistorySnapshotEntry: "file-backup bookkeeping for undo",
        PermissionModeEntry: "permission-mode bookkeeping",
        LastPromptEntry: "repeats the last prompt typed, which is shown as a message",
    }
    yield HiddenRecord(meta=meta_of(entry), kind=entry.type,
                       reason=reasons.get(type(entry), "bookkeeping"))


def classify_unknown(entry: Entry, ctx: ClassifyContext) -> Iterator[MessageContent]:
    raw = entry.raw if isinstance(entry, UnknownEntry) else entry.model_dump(mode="json")
    yield UnknownMessage(meta=meta_of(entry), kind=entry.type or "(no type)", raw=raw)
