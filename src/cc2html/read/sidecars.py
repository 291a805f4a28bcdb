"""Which files are a session's subagent transcripts: the one sidecar-discovery rule.

Layouts, nearest first (the first file found for an agent id wins):
  <folder>/<session>/subagents/agent-<id>.jsonl   beside the session, in its own folder
  <folder>/agent-<id>.jsonl                       flat, older harnesses: any session of
                                                  the folder may own it (its sessionId says)
A file whose name starts `agent-` is never a session of its own. A single conversion
(pipeline.py) and the archive planner (archive/plan.py) both find sidecars here; the
planner lists folders itself (to report unreadable entries) and assigns flat files to
their owners by scanning them, so it asks for the nested layout only.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Optional, Protocol, TypeVar

__all__ = ["agent_id", "find_sidecars", "is_agent_file", "list_folder", "subagents_folder"]

_AGENT_FILE = re.compile(r"agent-(.+)\.jsonl")


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
