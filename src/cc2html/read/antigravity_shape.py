"""What an Antigravity CLI (`agy`) transcript looks like and where its facts sit, shared by
the reader (read/antigravity.py) and the row of the format table
(read/agents/antigravity.py), so neither imports the other.

Since agy 1.0.10 a conversation's transcript is JSONL at
`~/.gemini/antigravity-cli/brain/<conversation id>/.system_generated/logs/transcript.jsonl`
(jazzyalex/agent-sessions docs/agent-json-tracking.md, 2026-06-26, "Antigravity CLI
markdown->JSONL session-storage migration"; AgentSessions/Services/
AntigravityTranscriptParser.swift, HEAD 651e854f; verified there up to agy 1.1.14). Every
line is a trajectory step that carries a top-level `step_index` and a string `type`
(AntigravityTranscriptParser.swift `isAntigravityTranscript`). The transcript records no
directory: `history.jsonl` beside `brain/` holds `{conversationId, workspace, …}` rows
(kenn-io/agentsview internal/parser/antigravity_cli.go `antigravityProjectMapFromHistory`,
HEAD 5386007), looked up here for the conversation's workspace.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any, Optional

BRAIN = "brain"
HIDDEN, LOGS, NAME = ".system_generated", "logs", "transcript.jsonl"
HISTORY = "history.jsonl"
#: history.jsonl read at most this far looking for a conversation's workspace
_HISTORY_BYTES = 16 * 1024 * 1024


TIME_START = ("19", "20")  # a `created_at` that is a time (a fixture may trim it)


def stamp(obj: dict[str, Any]) -> Optional[str]:
    """A step's `created_at`, when it is a time."""
    value = obj.get("created_at")
    return value if isinstance(value, str) and value.startswith(TIME_START) else None


def is_step(obj: Any) -> bool:
    """A trajectory step: a top-level `step_index` and a string `type`."""
    return isinstance(obj, dict) and "step_index" in obj and isinstance(obj.get("type"), str)


def conversation_id(path: Path) -> str:
    """`<id>` of `brain/<id>/.system_generated/logs/transcript.jsonl`, else the file's stem
    (AntigravityTranscriptParser.swift `conversationID`)."""
    parts = path.absolute().parts
    if len(parts) >= 4 and parts[-3:] == (HIDDEN, LOGS, NAME):
        return parts[-4]
    return path.stem


def is_transcript(path: Path) -> bool:
    """Whether `path` is a conversation's transcript in a brain folder."""
    return path.name == NAME and path.parent.name == LOGS and path.parent.parent.name == HIDDEN


def transcripts(brain: Path) -> Iterator[Path]:
    """`<id>/.system_generated/logs/transcript.jsonl` of every conversation in `brain`."""
    try:
        with os.scandir(brain) as it:
            names = sorted(e.name for e in it if e.is_dir(follow_symlinks=False))
    except OSError:
        return
    for name in names:
        path = brain / name / HIDDEN / LOGS / NAME
        if path.is_file():
            yield path


def workspace(path: Path) -> Optional[str]:
    """The workspace history.jsonl names for the conversation (its last row), if any."""
    parts = path.absolute().parts
    if not (is_transcript(path) and len(parts) >= 6 and parts[-5] == BRAIN):
        return None
    history = Path(*parts[:-5]) / HISTORY
    wanted, found = conversation_id(path), None
    try:
        with history.open("rb") as fh:
            data = fh.read(_HISTORY_BYTES)
    except OSError:
        return None
    for raw in data.splitlines():
        if wanted.encode() not in raw:
            continue
        try:
            row = json.loads(raw)
        except ValueError:
            continue
        if isinstance(row, dict) and row.get("conversationId") == wanted \
                and isinstance(row.get("workspace"), str) and row["workspace"]:
            found = row["workspace"]
    return found
