"""Archive mode's progress on stderr: a bar on a terminal, sparse lines in a log (the
`Progress` an archive run reports to, archive/report.py; -q is its `NoProgress`)."""

from __future__ import annotations

import time

from rich.console import Console

from ..render.text.sanitize import sanitize
from .console import say


class RichProgress:
    """A bar on stderr (a terminal); refreshed by hand, so no thread runs beside the workers."""

    def __init__(self, console: Console) -> None:
        # (imported on a terminal only, as below `counted`: a run with -q or in a log loads
        # neither rich's progress nor the content models' package, ~40 ms)
        from rich.progress import (BarColumn, MofNCompleteColumn, Progress, TextColumn,
                                   TimeElapsedColumn)
        self.bar = Progress(TextColumn("rendering"), BarColumn(), MofNCompleteColumn(),
                            TimeElapsedColumn(), TextColumn("{task.fields[name]}", markup=False),
                            console=console, auto_refresh=False, transient=True)
        self.task = self.bar.add_task("pages", total=0, name="")
        self.started = False
        self.last = 0.0

    def add(self, total: int) -> None:
        if not self.started:
            self.bar.start()
            self.started = True
        self.bar.update(self.task, total=(self.bar.tasks[0].total or 0) + total)
        self.bar.refresh()

    def advance(self, name: str) -> None:
        self.bar.update(self.task, advance=1, name=sanitize(name[-50:], single_line=True))
        now = time.monotonic()
        if now - self.last > 0.1:
            self.bar.refresh()
            self.last = now

    def stop(self) -> None:
        if self.started:
            self.bar.stop()


class PlainProgress:
    """Sparse lines for logs: one at every tenth of the work (at most every few seconds)."""

    def __init__(self, console: Console) -> None:
        self.console, self.total, self.done, self.last = console, 0, 0, time.monotonic()

    def add(self, total: int) -> None:
        from ..model.text import counted
        again = " (again, for titles found in other files)" if self.total else ""
        self.total += total
        say(self.console, f"cc2html: {counted(total, 'page')} to render{again}")

    def advance(self, name: str) -> None:
        self.done += 1
        now = time.monotonic()
        step = max(1, self.total // 10)
        if self.done == self.total or (self.done % step == 0 and now - self.last > 2):
            say(self.console, f"cc2html: {self.done}/{self.total} pages rendered")
            self.last = now

    def stop(self) -> None:
        pass
