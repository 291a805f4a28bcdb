"""Fold a task's `system/task_*` events into the card shown on its Agent/Task call."""

from __future__ import annotations

from dataclasses import dataclass

from .content import Facts, TaskRecord


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
    progress = tuple(r.description or r.summary or r.last_tool for r in records
                     if r.event in ("progress", "updated")
                     and (r.description or r.summary or r.last_tool))
    final = next((r for r in reversed(records) if r.event == "notification"), None)
    status = (final.status or "finished") if final else next(
        (r.status for r in reversed(records) if r.status), "running")
    usage = next((r.usage for r in reversed(records) if r.usage), ())
    detail: dict[str, str] = {}
    for record in records:
        detail.update(dict(record.detail))
    first = records[0]
    return TaskCard(task_id=first.task_id, tool_use_id=first.tool_use_id,
                    description=description, status=status, progress=progress,
                    summary=final.summary if final else "", usage=usage,
                    detail=tuple(detail.items()), session_id=first.meta.session_id or "")
