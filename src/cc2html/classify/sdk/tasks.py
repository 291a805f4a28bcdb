"""Fold a task's `system/task_*` events into the card shown on its Agent/Task call."""

from __future__ import annotations

from dataclasses import dataclass

from ...model.sdk import Facts, TaskRecord


@dataclass(frozen=True)
class TaskCard:
    task_id: str
    tool_use_id: str
    description: str
    status: str  # "running" until a notification says completed / failed / stopped
    progress: tuple[str, ...]  # one line per task_progress, oldest first
    summary: str
    usage: Facts
    detail: Facts
    session_id: str = ""

    @property
    def latest(self) -> str:
        return self.progress[-1] if self.progress else ""


def fold_task(records: list[TaskRecord]) -> TaskCard:
    description = next((r.description for r in records if r.event == "started"
                        and r.description), "") or next(
        (r.description for r in records if r.description), "")
    progress = tuple(_progress_line(r) for r in records
                     if r.event in ("progress", "updated") and _progress_line(r))
    final = next((r for r in reversed(records) if r.event == "notification"), None)
    status = (final.status or "finished") if final else next(
        (r.status for r in reversed(records) if r.status), "running")
    usage = next((r.usage for r in reversed(records) if r.usage), ())
    summary = final.summary if final else ""
    # every distinct (field, value) of every event, and descriptions and summaries shown
    # nowhere else: a later event's value replaced an earlier one's
    shown = {description, summary} | {text for r in records if r.event in ("progress", "updated")
                                       for text in (r.description, r.summary)}
    extra = [(label, text) for r in records
             for label, text in (("description", r.description), ("summary", r.summary))
             if text and text not in shown]
    detail = dict.fromkeys([*extra, *(pair for record in records for pair in record.detail)])
    first = records[0]
    return TaskCard(task_id=first.task_id, tool_use_id=first.tool_use_id,
                    description=description, status=status, progress=progress,
                    summary=summary, usage=usage,
                    detail=tuple(detail), session_id=first.meta.session_id or "")


def _progress_line(record: TaskRecord) -> str:
    """A progress event's description and its summary (the SDK sends both; the summary was
    dropped when there was a description), else the last tool's name."""
    parts = dict.fromkeys(text for text in (record.description, record.summary) if text)
    return " — ".join(parts) or record.last_tool
