"""The rendering half of an archive run (build.py's Build): the jobs go to the runner and
each result is recorded as it comes back — the page's manifest row, its search terms, its
kept copy — so the manifest never records a page before it is on disk.

Ctrl+C stops the run between results: the jobs the workers hold are finished and recorded
(a worker ignores Ctrl+C), no other starts, and the run goes on to write the indexes and
the search of the pages done (report.interrupted). A second Ctrl+C while the jobs in hand
finish stops the workers at once: a page being written stays a temporary file, which the
next run sweeps away.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Callable

from ..write import PartWriter, name_key, remove_empty_dir, remove_page
from . import keep
from .jobs import Job, JobResult, PageNote, SessionSummary
from .manifest import Manifest, PageRow, dumps
from .plan import SessionPlan
from .report import Progress, Report
from .runner import Runner
from .search_text import text_rel
from .sources import copy_rel


class Results:
    """Build's methods that run the jobs and record their results (a mixin: the state is
    Build's)."""

    out: Path
    fp: str
    mode: str
    progress: Progress
    report: Report
    runner: Runner
    manifest: Manifest
    search: Any  # search_index.SearchStore, or an export's stand-in
    tidy: Callable[[str], str]
    rows: dict[str, PageRow]
    summaries: dict[str, SessionSummary]
    uuids: dict[str, bytes]
    copies: dict[str, tuple[str, str, str]]
    failed: set[str]
    written: set[str]
    parts: dict[str, list[str]]  # key -> its split page's part files, relative to OUT
    _note: Callable[[SessionPlan], PageNote]  # how a session's page speaks of its copy

    def _execute(self, jobs: list[Job], selected: dict[str, tuple]) -> None:
        if not jobs:
            return
        jobs.sort(key=lambda j: -j.size)
        self.progress.add(len(jobs))
        self.report.planned += len(jobs)
        live = {name_key(s.page) for s, _ in selected.values()}
        try:
            for result in self.runner.run(jobs):
                self._take(result, selected, live)  # (recorded first: then shown)
                self.progress.advance(result.key)
        except KeyboardInterrupt:  # Ctrl+C: keep what the workers finish, start no more
            self.report.interrupted = True
            try:
                for result in self.runner.in_hand():
                    self._take(result, selected, live)
            except KeyboardInterrupt:  # again: the jobs in hand are left to the next run
                self.runner.close(abandon=True)

    def _take(self, result: JobResult, selected: dict[str, tuple], live: set[str]) -> None:
        """Record one job's result: its manifest row, search terms, kept copy; or its error."""
        s, nav = selected[result.key]
        if result.error is not None:
            self.failed.add(result.key)
            failures = self.report.unwritable if result.unwritable else self.report.unreadable
            failures.append((s.page if result.unwritable else result.key,
                             self.tidy(result.error)))
            return
        assert result.summary is not None
        before = self.rows.get(result.key)
        if before is not None and name_key(before.page) not in live:
            self._drop_renamed(before.page)
        row = PageRow(result.key, s.page, json.dumps(result.stats), result.digest, self.fp,
                      result.summary.title, keep.shown(nav, self._note(s)), dumps(result.summary.to_dict()),
                      result.uuids)
        self.manifest.put_page(row)
        self._parts(result, s.page)
        if result.copied >= 0:
            self._copied(result.key, copy_rel(s.page), result.digest, result.copied)
        self.search.put(result.key, s.page, result.digest, self.fp, result.terms)
        self.rows[result.key] = row
        self.summaries[result.key] = result.summary
        self.uuids[result.key] = result.uuids
        self.written.add(result.key)
        self.report.pages["written"] = len(self.written)

    def _parts(self, result: JobResult, page: str) -> None:
        """Record the part files a split page has now (none: one page) and count them."""
        folder = PartWriter(self.out / page).dir.relative_to(self.out).as_posix()
        files = [f"{folder}/{name}" for name in result.parts]
        if files or self.parts.pop(result.key, None) is not None:
            self.manifest.put_parts(result.key, files)
        if files:
            self.parts[result.key] = files
        self.report.parts["written"] += len(files)
        self.report.parts["removed"] += result.parts_removed

    def _copied(self, key: str, file: str, digest: str, size: int) -> None:
        before = self.copies.get(key, (file,))[0]
        if before != file:  # the page was renamed, and its copy with it
            keep.remove_file(self.out, before)
        self.copies[key] = (file, digest, self.mode)
        self.manifest.put_copy(key, file, digest, self.mode, size)
        self.report.copies["written"] += 1

    def _drop_renamed(self, page: str) -> None:
        """Remove the page a session had under its old name (one not valid on every
        platform, see write.portable_name) and its search passages: no orphans."""
        for path in (self.out / page, self.out / text_rel(page)):
            remove_page(path)  # (a page's parts too)
            remove_empty_dir(path.parent)
