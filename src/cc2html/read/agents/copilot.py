"""GitHub Copilot CLI's session event log: its row of the table. The reader is
read/copilot.py.

Where it lives: `~/.copilot/session-state/`, flat `<session id>.jsonl` (before 1.0.11) or a
folder per session `<session id>/events.jsonl` beside its `workspace.yaml` (1.0.11+):
jazzyalex/agent-sessions AgentSessions/Services/CopilotSessionParser.swift ("Legacy:
~/.copilot/session-state/<sessionId>.jsonl, Current: …/<sessionId>/events.jsonl") and
kenn-io/agentsview internal/parser/copilot.go `sessionIDFromPath` and copilot_provider.go
`discoverSessionPaths`. A file of the home is a session by its name alone, as a Gemini or
Codex home's are: `events.jsonl`, or `<uuid>.jsonl` (the CLI names a session by a UUID), so
that another agent's `.jsonl` files are not taken for Copilot's.

A log is told by its first lines: Copilot events `{type, data, id, timestamp, parentId}`
(read/copilot_shape.py). Its head/tail facts: `session.start`'s `sessionId`, `startTime`
and `context.cwd` (a 0.0.4xx log without `context` names its folder only in a
`folder_trust` info line), the last line's `timestamp`.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Optional

from ..filebytes import open_lines
from ..copilot_shape import context_cwd, is_event, trusted_folder
from ..times import parse_time
from .format import first_object_is, HEAD_LINES, Format, Home, Scan, line_object, tail_stamp, text

if TYPE_CHECKING:
    from ...redact.redactor import Redactor
    from ..transcript import Item

_PROBE_LINES = 10
#: event types that are the conversation (a log of only session facts has none)
TALK = frozenset({"user.message", "assistant.message", "assistant.reasoning",
                  "tool.execution_start", "tool.execution_complete"})


def detect(path: Path) -> bool:
    """A Copilot event among the first lines."""
    return bool(first_object_is(path, is_event, _PROBE_LINES))


def read(path: Path, redactor: Optional[Redactor] = None) -> Iterator[Item]:
    from ..copilot import iter_copilot
    return iter_copilot(path, redactor)


def _stamp(obj: dict[str, Any]) -> Optional[str]:
    stamp = text(obj, "timestamp")
    return stamp if parse_time(stamp) is not None else None


def _head(path: Path) -> tuple[Optional[str], Optional[str], Optional[str], bool]:
    first = sid = cwd = None
    talk = False
    with open_lines(path) as lines:
        for n, line in enumerate(lines):
            if n >= HEAD_LINES or (talk and sid and cwd):
                break
            obj = line_object(line)
            data = obj.get("data") if obj is not None else None
            if not isinstance(data, dict):
                continue
            kind = obj.get("type")  # type: ignore[union-attr]
            if kind == "session.start":
                sid = sid or text(data, "sessionId")
                first = first or (text(data, "startTime") if parse_time(
                    text(data, "startTime")) else None)
            if kind in ("session.start", "session.resume"):
                cwd = cwd or context_cwd(data)
            if kind == "session.info":
                cwd = cwd or trusted_folder(data)
            first = first or _stamp(obj)  # type: ignore[arg-type]
            talk = talk or kind in TALK
    return first, sid, cwd, talk


def _session_id(path: Path) -> str:
    """The id a file's name gives: `<id>.jsonl`, or the folder of `<id>/events.jsonl`."""
    return path.parent.name if path.name == "events.jsonl" else path.name.rsplit(".", 1)[0]


def scan(path: Path) -> Scan:
    """Head and tail facts; raises OSError when the file cannot be read."""
    first, sid, cwd, talk = _head(path)
    with open_lines(path) as lines:
        last = tail_stamp(path, lines, _stamp, grow=False)
    return Scan(first, last or first, sid or _session_id(path), cwd, talk)


_UUID = re.compile(r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}"
                   r"\.jsonl")


@dataclass(frozen=True)
class CopilotHome(Home):
    """`events.jsonl` in a session's folder, or a flat `<uuid>.jsonl`."""

    def holds(self, name: str) -> bool:
        return name == "events.jsonl" or _UUID.fullmatch(name) is not None

    def holds_path(self, path: Path) -> bool:
        return self.holds(path.name)


def copilot_home() -> tuple[Path, ...]:
    """`~/.copilot/session-state`."""
    return (Path.home() / ".copilot" / "session-state",)


COPILOT = Format("copilot", "Copilot CLI", "GitHub Copilot CLI", detect, read, scan,
                 CopilotHome(copilot_home, "~/.copilot/session-state", "~copilot"))
