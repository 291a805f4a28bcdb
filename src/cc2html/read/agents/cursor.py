"""Cursor CLI's agent transcript (`~/.cursor/projects/<project>/agent-transcripts/`): its
row of the table. The reader is read/cursor.py (the plain-text form: read/cursor_text.py).

Layouts (kenn-io/agentsview internal/parser/cursor_provider.go, HEAD 5386007: "flat
(agent-transcripts/<uuid>.{txt,jsonl}) and nested (agent-transcripts/<uuid>/<uuid>.
{txt,jsonl})"; jazzyalex/agent-sessions CursorSessionParser.swift `detectSubagentInfo`:
`agent-transcripts/<parent uuid>/subagents/<uuid>.jsonl`). A subagent's file is no
session of its own: its parent's page nests it (`children`).

The working directory is the project folder's name, decoded (read/cursor_shape.py). The
files record no time (read/cursor.py), so the scan gives none: an archive lists them without a date.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Optional

from ..filebytes import open_lines
from ..cursor_shape import TRANSCRIPTS, project_cwd
from .format import first_object_is, Format, Home, Scan, line_object

if TYPE_CHECKING:
    from ...redact.redactor import Redactor
    from ..transcript import Item

SUBAGENTS = "subagents"
ENDS = (".jsonl", ".txt")
_PROBE_LINES = 10


def _cursor_line(obj: dict) -> bool:
    message = obj.get("message")
    return obj.get("role") in ("user", "assistant") and isinstance(message, dict) \
        and "content" in message and "type" not in obj and "uuid" not in obj \
        and "sessionId" not in obj


def detect(path: Path) -> bool:
    """The first JSON object is a `{role, message: {content}}` line with no `type`, or the
    file is the plain-text form."""
    found = first_object_is(path, _cursor_line, _PROBE_LINES)
    if found is not None:
        return found
    from ..cursor_text import is_text
    return is_text(path)


def read(path: Path, redactor: Optional[Redactor] = None) -> Iterator[Item]:
    from ..cursor import iter_cursor
    return iter_cursor(path, redactor)


def scan(path: Path) -> Scan:
    """Head facts (no times: none are recorded); raises OSError when it cannot be read."""
    talk = False
    with open_lines(path) as lines:
        for number, raw in enumerate(lines, start=1):
            obj = line_object(raw)
            if obj is not None and obj.get("role") in ("user", "assistant"):
                talk = True
                break
            if number > 400:
                break
    if not talk:
        from ..cursor_text import is_text
        talk = is_text(path)
    return Scan(None, None, path.stem, project_cwd(path), talk)


def children(path: Path) -> dict[str, Path]:
    """A transcript's subagents: `subagents/*.jsonl` in its own folder (the nested layout)
    or in the folder named by its stem (the flat one), keyed by file stem."""
    found: dict[str, Path] = {}
    for folder in (path.parent / SUBAGENTS, path.parent / path.stem / SUBAGENTS):
        try:
            names = sorted(os.listdir(folder))
        except OSError:
            continue
        for name in names:
            if name.endswith(ENDS) and (folder / name).is_file():
                found.setdefault(name.rsplit(".", 1)[0], folder / name)
    return found


def holds(path: Path) -> bool:
    """A session file of the home: `<project>/agent-transcripts/<id>.jsonl|.txt`, or
    `<id>/<id>.jsonl|.txt` (a `.txt` beside a `.jsonl` of the same id is the same session:
    agentsview prefers the `.jsonl`)."""
    if not path.name.endswith(ENDS):
        return False
    parent = path.parent
    flat = parent.name == TRANSCRIPTS
    nested = parent.parent.name == TRANSCRIPTS and parent.name == path.name.rsplit(".", 1)[0]
    if not (flat or nested):
        return False
    return not (path.suffix == ".txt" and path.with_suffix(".jsonl").is_file())


def cursor_home() -> tuple[Path, ...]:
    return (Path.home() / ".cursor" / "projects",)


CURSOR = Format("cursor", "Cursor", "", detect, read, scan,
                Home(cursor_home, "~/.cursor/projects", "~cursor", (), ENDS, (), holds),
                children=children)
