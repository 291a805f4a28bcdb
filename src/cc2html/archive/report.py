"""What one archive run is asked to do (ArchiveOptions) and what it did (Report): plain
records, shared by the build, the command line and its --json summary."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from ..options import Options
from .plan import Selection
from .retention import Retention


@dataclass(frozen=True)
class ArchiveOptions:
    source: Path
    output: Path
    selection: Selection = Selection()
    workers: int = 1
    options: Options = Options()
    prune: bool = False  # mirror the input: drop the pages of sessions this run did not read
    keep_sources: bool = True  # keep a compressed copy of every session's files (sources.py)
    link_sources: bool = False
    #: forget's run: no input is read, so every session keeps its recorded state (not
    #: marked gone, its page re-rendered from its kept copy when its links change)
    frozen: bool = False  # pages link their kept copy (which publishing OUT then exposes)
    #: the other agents' homes read into the same archive: (agent, folder) (agent_homes.py)
    homes: tuple[tuple[str, Path], ...] = ()


@dataclass
class Report:
    projects: int = 0
    sessions: int = 0  # selected session files
    files_seen: int = 0  # every .jsonl looked at, subagent files included
    excluded: int = 0  # sessions left out by --from/--to/--project
    kept: int = 0  # pages kept whose source is gone (keep.py)
    held: int = 0  # pages kept of sessions outside the selection
    copies: dict[str, int] = field(default_factory=lambda: dict(sessions=0, bytes=0, written=0))
    retention: Retention = Retention(30, "default")  # retention.py
    pages: dict[str, int] = field(default_factory=lambda: dict(written=0, unchanged=0, removed=0))
    indexes: dict[str, int] = field(default_factory=lambda: dict(written=0, unchanged=0, removed=0))
    search_files: int = 0  # archive search files written or removed
    #: the files of split pages' parts (render/to_html/split.py) written, and removed (of
    #: an earlier run: a page that fits one file now, fewer parts, a session gone)
    parts: dict[str, int] = field(default_factory=lambda: dict(written=0, removed=0))
    problems: dict[str, dict[str, Any]] = field(default_factory=dict)  # per session file
    unreadable: list[tuple[str, str]] = field(default_factory=list)
    unwritable: list[tuple[str, str]] = field(default_factory=list)  # (page, error)
    #: (file, why): files in the folder that are no transcript at all (plan.py), no page
    not_transcripts: list[tuple[str, str]] = field(default_factory=list)
    orphans: list[str] = field(default_factory=list)
    quiet: list[str] = field(default_factory=list)
    redactions: dict[str, int] = field(default_factory=dict)  # --redact: kind -> count masked
    names: dict[str, str] = field(default_factory=dict)  # --redact-home: folder -> public name
    leftovers: list[str] = field(default_factory=list)  # --redact-home: see public.leftovers
    #: Ctrl+C stopped the rendering: the pages done are recorded and indexed, `planned`
    #: is how many the run set out to write (build.py Build._execute)
    interrupted: bool = False
    planned: int = 0

    @property
    def strict_failure(self) -> bool:
        """What --strict fails on: a session's skipped lines or unrecognised kinds, or a
        file that is no transcript at all (left out of the archive)."""
        return bool(self.not_transcripts) or any(p["skipped_lines"] or p["unknown_kinds"]
                                                 for p in self.problems.values())


class Progress(Protocol):
    def add(self, total: int) -> None: ...
    def advance(self, name: str) -> None: ...


class NoProgress:
    def add(self, total: int) -> None:
        pass

    def advance(self, name: str) -> None:
        pass


class Interrupted(KeyboardInterrupt):
    """Ctrl+C again while a stopped run wrote its indexes (or before it rendered): what the
    run did till then, for the summary line."""

    def __init__(self, report: Report) -> None:
        super().__init__()
        self.report = report
