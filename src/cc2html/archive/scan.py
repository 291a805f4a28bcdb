"""Cheap facts about one JSONL file, read from its first and last lines only.

The archive planner needs, before any real conversion, to know when a session
started and ended (ordering, previous/next links, date filters), which session
a flat `agent-*.jsonl` belongs to, and the working directory a project's
sessions ran in. Reading a file's head and tail gives all of that in well under
a millisecond per file, whatever its size.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Optional

from ..read.surrogates import whole

#: top-level entry types that make a file a conversation (and carry its times)
CONVERSATION_TYPES = frozenset({"user", "assistant", "system"})
HEAD_LINES = 400
TAIL_START = 64 * 1024


@dataclass(frozen=True)
class Scan:
    first_ts: Optional[str] = None  # first timestamp of a user/assistant/system line
    last_ts: Optional[str] = None  # last such timestamp
    session_id: Optional[str] = None  # first sessionId seen
    cwd: Optional[str] = None  # first cwd seen
    conversation: bool = False  # has at least one user/assistant/system line

    def to_json(self) -> str:
        return json.dumps([self.first_ts, self.last_ts, self.session_id, self.cwd,
                           self.conversation])

    @classmethod
    def from_json(cls, text: str) -> "Scan":
        return cls(*json.loads(text))


def _object(line: bytes) -> Optional[dict[str, Any]]:
    line = line.strip().removeprefix(b"\xef\xbb\xbf")  # (a byte-order mark on the first)
    if not line.startswith(b"{"):
        return None
    try:
        obj = json.loads(line)
    except (ValueError, RecursionError):
        return None
    if not isinstance(obj, dict):
        return None
    return whole(obj) if b"\\ud" in line or b"\\uD" in line else obj  # (lone surrogates)


def _stamp(obj: dict[str, Any]) -> Optional[str]:
    stamp = obj.get("timestamp")
    if isinstance(stamp, str) and _text(obj, "type") in CONVERSATION_TYPES:
        return stamp
    return None


def _text(obj: dict[str, Any], key: str) -> Optional[str]:
    value = obj.get(key)
    return value if isinstance(value, str) and value else None


def _head(fh) -> tuple[Optional[str], Optional[str], Optional[str], bool]:
    """First stamp, sessionId, cwd; stops early once found (or after HEAD_LINES with a message)."""
    first = sid = cwd = None
    talk = False
    for n, line in enumerate(fh):
        if talk and (first and sid and cwd or n >= HEAD_LINES):
            break
        obj = _object(line)
        if obj is None:
            continue
        sid = sid or _text(obj, "sessionId")
        cwd = cwd or _text(obj, "cwd")
        talk = talk or _text(obj, "type") in CONVERSATION_TYPES  # (a list is unhashable)
        first = first or _stamp(obj)
    return first, sid, cwd, talk


def _tail(fh, size: int) -> Optional[str]:
    window = TAIL_START
    while True:
        start = max(0, size - window)
        fh.seek(start)
        lines = fh.read(size - start).split(b"\n")
        if start > 0:
            lines = lines[1:]  # the first piece may be the end of a longer line
        for line in reversed(lines):
            obj = _object(line)
            stamp = _stamp(obj) if obj else None
            if stamp:
                return stamp
        if start == 0:
            return None
        window *= 4


def scan_file(path: Path) -> Scan:
    """Head and tail facts; raises OSError when the file cannot be read."""
    with path.open("rb") as fh:
        first, sid, cwd, talk = _head(fh)
        size = fh.seek(0, 2)
        last = _tail(fh, size) if first else None
    return Scan(first, last or first, sid, cwd, talk)
