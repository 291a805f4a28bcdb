"""Codex CLI's rollout (`$CODEX_HOME/sessions/YYYY/MM/DD/rollout-*.jsonl`, else under
`~/.codex`): its row of the table. The reader is read/codex.py.

A rollout is told by its first lines: payload-wrapped lines `{timestamp, type, payload}`,
or the older flat format (a bare metadata first line, response items without `payload`,
`record_type: "state"` markers). Its head/tail facts: the directory `session_meta` (and
`turn_context`) names, the id `session_meta` gives, the lines' `timestamp`s.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any, Optional

from ..filebytes import open_lines
from ..sniff import BOM
from ..codex_shape import FLAT_ITEMS, WRAPPED, is_flat_meta, parent_of
from .format import HEAD_LINES, Format, Home, Scan, line_object, tail_stamp, text

if TYPE_CHECKING:
    from ...redact.redactor import Redactor
    from ..transcript import Item

#: line types that are part of the conversation (and so carry its times)
TALK = frozenset({"response_item", "event_msg", "message", "reasoning", "function_call",
                  "function_call_output", "compacted"})
_PROBE_LINES = 20


def _codex_line(obj: Any) -> bool:
    if not isinstance(obj, dict) or "sessionId" in obj or "session_id" in obj:
        return False
    kind = obj.get("type")
    if kind in WRAPPED and isinstance(obj.get("payload"), dict):
        return True
    if obj.get("record_type") == "state":
        return True
    return kind in FLAT_ITEMS and ("call_id" in obj or "role" in obj or "summary" in obj)


def detect(path: Path) -> bool:
    """A Codex line among the first ones, before any line naming a Claude session."""
    with open_lines(path) as lines:
        for number, raw in enumerate(lines, start=1):
            if number > _PROBE_LINES:
                break
            try:
                obj = json.loads(raw.removeprefix(BOM))
            except (ValueError, RecursionError):
                continue
            if _codex_line(obj):
                return True
            if isinstance(obj, dict) and ("sessionId" in obj or "session_id" in obj):
                return False
    return False


def read(path: Path, redactor: Optional[Redactor] = None) -> Iterator[Item]:
    from ..codex import iter_codex
    return iter_codex(path, redactor)


def _head(path: Path) -> tuple[Optional[str], Optional[str], Optional[str], bool,
                               Optional[str]]:
    first = sid = cwd = parent = None
    talk = False
    with open_lines(path) as lines:
        for n, line in enumerate(lines):
            if n >= HEAD_LINES or (talk and sid and cwd):
                break
            obj = line_object(line)
            if obj is None:
                continue
            payload = obj.get("payload") if isinstance(obj.get("payload"), dict) else obj
            if obj.get("type") == "session_meta" or is_flat_meta(obj, n + 1):
                if sid is None and obj.get("type") == "session_meta":
                    parent = parent_of(payload)
                sid = sid or text(payload, "id")
            if obj.get("type") in ("session_meta", "turn_context"):
                cwd = cwd or text(payload, "cwd")
            if obj.get("type") in TALK:
                talk = True
                first = first or text(obj, "timestamp")
    return first, sid, cwd, talk, parent


def _timestamp(obj: dict[str, Any]) -> Optional[str]:
    return text(obj, "timestamp")


def scan(path: Path) -> Scan:
    """Head and tail facts; raises OSError when the file cannot be read."""
    first, sid, cwd, talk, parent = _head(path)
    with open_lines(path) as lines:
        last = tail_stamp(path, lines, _timestamp, grow=False)
    return Scan(first, last or first, sid, cwd, talk, parent)


def codex_home() -> tuple[Path, ...]:
    """`$CODEX_HOME` (else `~/.codex`): `sessions/YYYY/MM/DD/rollout-*.jsonl`, and
    `archived_sessions/rollout-*.jsonl`, where `codex archive` moves a thread's rollouts
    (openai/codex codex-rs/rollout: `SESSIONS_SUBDIR = "sessions"`,
    `ARCHIVED_SESSIONS_SUBDIR = "archived_sessions"`)."""
    base = os.environ.get("CODEX_HOME")
    root = Path(base).expanduser() if base else Path.home() / ".codex"
    return root / "sessions", root / "archived_sessions"


CODEX = Format("codex", "Codex", "", detect, read, scan,
               Home(codex_home, "~/.codex/sessions, ~/.codex/archived_sessions", "~codex",
                    ("rollout-",), (".jsonl",)))
