"""What `cc2html ci` renders: the files given, else the defaults a CI runner has.

The defaults: claude-code-action's execution file, `$RUNNER_TEMP/claude-execution-output.json`
(anthropics/claude-code-action `base-action/src/execution-file.ts`, EXECUTION_FILENAME;
written when RUNNER_TEMP is set), when it exists, and the runner's `~/.claude/projects`
(Claude Code's sessions: `<project>/<session>.jsonl`, subagents in
`<project>/<session>/subagents/`, found by the pipeline beside their session), when it exists.

A folder becomes its session files: `*.json` and `*.jsonl` in it and `*.jsonl` one folder
down (a projects folder's layout), not subagent files; the newest MAX_FILES by
modification time when there are more (a self-hosted runner may keep a long history: the
rest are counted, not rendered).
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Optional

from ..read.sidecars import is_agent_file

EXECUTION_FILE = "claude-execution-output.json"
MAX_FILES = 50


@dataclass
class Found:
    """The files to render (with the folder each came from, or None), and what was left."""

    files: list[tuple[Path, Optional[Path]]] = field(default_factory=list)
    missing: list[Path] = field(default_factory=list)  # given, but not there
    left_out: int = 0  # session files past MAX_FILES


def default_sources(environ: Mapping[str, str]) -> list[Path]:
    """The execution file and ~/.claude/projects, those that exist."""
    found = []
    temp = environ.get("RUNNER_TEMP")
    if temp and (Path(temp) / EXECUTION_FILE).is_file():
        found.append(Path(temp) / EXECUTION_FILE)
    home = environ.get("HOME") or os.path.expanduser("~")
    projects = Path(home) / ".claude" / "projects"
    if projects.is_dir():
        found.append(projects)
    return found


def split_lines(text: Optional[str]) -> list[Path]:
    """A newline-separated list of paths (an action's input), blank lines left out."""
    return [Path(line.strip()).expanduser() for line in (text or "").splitlines()
            if line.strip()]


def _sessions(folder: Path) -> list[Path]:
    files = [*folder.glob("*.json"), *folder.glob("*.jsonl"), *folder.glob("*/*.jsonl")]
    return [f for f in files if f.is_file() and not is_agent_file(f.name)]


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def find_files(sources: list[Path], limit: int = MAX_FILES) -> Found:
    """The session files of `sources` (files as given, folders expanded), each once."""
    found, seen = Found(), set()
    for source in sources:
        if source.is_dir():
            candidates = [(f, source) for f in sorted(_sessions(source))]
        elif source.exists():
            candidates = [(source, None)]
        else:
            found.missing.append(source)
            continue
        for path, folder in candidates:
            key = path.resolve()
            if key not in seen:
                seen.add(key)
                found.files.append((path, folder))
    if len(found.files) > limit:
        newest = sorted(found.files, key=lambda pair: -_mtime(pair[0]))[:limit]
        keep = {id(pair) for pair in newest}
        found.left_out = len(found.files) - limit
        found.files = [pair for pair in found.files if id(pair) in keep]
    return found
