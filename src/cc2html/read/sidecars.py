"""Which files are a session's sidecars: the one sidecar-discovery rule.

Subagent layouts, nearest first (the first file found for an agent id wins):
  <folder>/<session>/subagents/agent-<id>.jsonl   beside the session, in its own folder
  <folder>/agent-<id>.jsonl                       flat, older harnesses: any session of
                                                  the folder may own it (its sessionId says)
Workflow runs (`find_runs`), one per run id found in either place:
  <folder>/<session>/subagents/workflows/<run>/   agent-<id>.jsonl (+ .meta.json), journal.jsonl
  <folder>/<session>/workflows/<run>.json         the run's record: script, phases, agents
Persisted tool output (`find_tool_results`), the files of one folder only:
  <folder>/<session>/tool-results/<name>.txt|.json Claude Code's copy of a tool result too
                                                  large for the transcript (read/persisted.py)
A file whose name starts `agent-` is never a session of its own. A single conversion
(pipeline.py) and the archive planner (archive/plan.py) both find sidecars here; the
planner lists folders itself (to report unreadable entries) and assigns flat files to
their owners by scanning them, so it asks for the nested layout only.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Generic, Optional, Protocol, TypeVar

__all__ = ["RunFiles", "TOOL_RESULTS", "agent_id", "find_runs", "find_sidecars",
           "find_tool_results", "is_agent_file", "is_tool_result_name", "list_entries",
           "list_folder", "subagents_folder", "tool_results_folder"]

_AGENT_FILE = re.compile(r"agent-(.+)\.jsonl")
_AGENT_META = re.compile(r"agent-(.+)\.meta\.json")
_RUN_RECORD = re.compile(r"(.+)\.json")
JOURNAL = "journal.jsonl"
TOOL_RESULTS = "tool-results"
#: a tool-results file's name: `<tool_use id or short id>.txt` (or `.json` for a JSON
#: result); no path separator, no leading dot, so never `..` nor a hidden file
_TOOL_RESULT_FILE = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_.-]{0,200}\.(?:txt|json)")


class Named(Protocol):
    """A folder entry: a `Path`, or an `os.DirEntry` the archive listed."""

    @property
    def name(self) -> str: ...


E = TypeVar("E", bound=Named)


def agent_id(name: str) -> Optional[str]:
    """The agent id in a subagent file's name (`agent-<id>.jsonl`), None for any other."""
    match = _AGENT_FILE.fullmatch(name)
    return match.group(1) if match else None


def is_agent_file(name: str) -> bool:
    return agent_id(name) is not None


def subagents_folder(session: Path) -> Path:
    """The folder of the session's own subagents: `<folder>/<session stem>/subagents`."""
    return session.parent / session.stem / "subagents"


def tool_results_folder(session: Path) -> Path:
    """The folder of the session's persisted tool output: `<folder>/<stem>/tool-results`."""
    return session.parent / session.stem / TOOL_RESULTS


def is_tool_result_name(name: str) -> bool:
    """Whether `name` may be a tool-results file (the only names ever read there)."""
    return _TOOL_RESULT_FILE.fullmatch(name) is not None


def find_tool_results(session: Path, listing: Callable[[Path], Iterable[E]]) -> dict[str, E]:
    """File name -> entry of every file in the session's `tool-results/` folder whose name
    `is_tool_result_name`, in name order (subfolders and other names are not its)."""
    return {entry.name: entry for entry in listing(tool_results_folder(session))
            if is_tool_result_name(entry.name)}


def list_folder(folder: Path) -> list[Path]:
    """The folder's entries in name order; none when it is not a folder."""
    return sorted(folder.iterdir()) if folder.is_dir() else []


def find_sidecars(session: Path, listing: Callable[[Path], Iterable[E]],
                  flat: bool = True) -> dict[str, E]:
    """Agent id -> subagent file of `session`: its `subagents/` folder's, then (with `flat`)
    the `agent-*.jsonl` files beside it. `listing(folder)` gives a folder's entries in
    name order, none for a missing folder (`list_folder`, or the archive's own)."""
    folders = [subagents_folder(session)] + ([session.parent] if flat else [])
    found: dict[str, E] = {}
    for folder in folders:
        for entry in listing(folder):
            key = agent_id(entry.name)
            if key is not None and not (folder == session.parent and entry.name == session.name):
                found.setdefault(key, entry)
    return found


@dataclass(frozen=True)
class RunFiles(Generic[E]):
    """The files of one workflow run (any may be missing)."""

    run_id: str
    record: Optional[E] = None  # <session>/workflows/<run>.json
    journal: Optional[E] = None  # <session>/subagents/workflows/<run>/journal.jsonl
    agents: tuple[tuple[str, E], ...] = ()  # (agent id, its transcript), in name order
    metas: tuple[tuple[str, E], ...] = ()  # (agent id, its agent-<id>.meta.json)

    def files(self) -> list[E]:
        """Every file of the run: the record, the journal, then each agent's."""
        head = [f for f in (self.record, self.journal) if f is not None]
        return head + [f for _, f in self.agents] + [f for _, f in self.metas]


def list_entries(folder: Path) -> tuple[list[Path], list[str]]:
    """The folder's files and its subfolders' names, in name order; none when no folder."""
    entries = list_folder(folder)
    return ([e for e in entries if not e.is_dir()],
            [e.name for e in entries if e.is_dir()])


def find_runs(session: Path, listing: Callable[[Path], tuple[Iterable[E], Iterable[str]]]
              ) -> dict[str, RunFiles[E]]:
    """Run id -> the files of each workflow run of `session`, in run id order: every run
    folder under `subagents/workflows/` and every record in `workflows/` (a run with
    only one of the two is still a run). `listing(folder)` gives (files, subfolder names)."""
    own = session.parent / session.stem
    records_files, _ = listing(own / "workflows")
    records = {m.group(1): e for e in records_files
               if (m := _RUN_RECORD.fullmatch(e.name)) is not None}
    _, run_dirs = listing(own / "subagents" / "workflows")
    runs: dict[str, RunFiles[E]] = {}
    for run in sorted(set(records) | set(run_dirs)):
        files, _ = listing(own / "subagents" / "workflows" / run) if run in run_dirs else ([], [])
        journal, agents, metas = None, [], []
        for entry in files:
            if entry.name == JOURNAL:
                journal = entry
            elif (key := agent_id(entry.name)) is not None:
                agents.append((key, entry))
            elif (meta := _AGENT_META.fullmatch(entry.name)) is not None:
                metas.append((meta.group(1), entry))
        runs[run] = RunFiles(run, records.get(run), journal, tuple(agents), tuple(metas))
    return runs
