"""Where a Cursor CLI transcript's working directory is recorded: the name of its project
folder, `~/.cursor/projects/<encoded path>/agent-transcripts/…`. Shared by the reader
(read/cursor.py) and the row of the format table (read/agents/cursor.py), so neither
imports the other.

Cursor makes the name from the absolute path with `/` (and `.`) turned into `-`
(kenn-io/agentsview internal/parser/cursor.go `DecodeCursorProjectDir`; jazzyalex/
agent-sessions AgentSessions/Services/CursorSessionParser.swift `inferCWD`), so a `-` may
be a separator or part of a name. It is decoded as CursorSessionParser.swift
`inferCWDBestEffort` does: left to right, a `-` is taken as `/` where the path so far is a
directory on this machine, else kept; the last part is kept whether it exists or not. One
step more than the Swift: a `-` is taken as `.` where that makes a directory's name
(`/tmp/tmp.x1/app` is `tmp-tmp-x1-app`), as agentsview says Cursor turns `.` into `-` too.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Optional

TRANSCRIPTS = "agent-transcripts"
#: project folder names that name no directory (CursorSessionParser.swift)
_NO_DIR = ("projects", "empty-window")


def decode_project(name: str) -> Optional[str]:
    """The directory a project folder's name encodes (best effort, see above)."""
    parts = name.split("-")
    if not name or name in _NO_DIR or not parts[0]:
        return None
    done, current = "", parts[0]
    for part in parts[1:]:
        if os.path.isdir(f"{done}/{current}"):
            done, current = f"{done}/{current}", part
        elif os.path.isdir(f"{done}/{current}.{part}"):  # (a `.` Cursor turned into `-`)
            current = f"{current}.{part}"
        else:
            current = f"{current}-{part}"
    return f"{done}/{current}"


def project_cwd(path: Path) -> Optional[str]:
    """The working directory of a transcript under `<project>/agent-transcripts/`."""
    parts = path.absolute().parts
    for index in range(len(parts) - 2, 0, -1):
        if parts[index] == TRANSCRIPTS:
            return decode_project(parts[index - 1])
    return None
