"""Claude Code's transcript (`~/.claude/projects/<project>/<session>.jsonl`): the row every
other format is told apart from, and the one a file no row claims is read as.

Its head/tail facts are read from a file's first and last lines only: the archive
planner needs, before any real conversion, to know when a session started and ended
(ordering, previous/next links, date filters), which session a flat `agent-*.jsonl`
belongs to, and the working directory a project's sessions ran in; reading a file's
head and tail gives all of that in well under a millisecond per file, whatever its size.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any, Optional

from ..filebytes import open_lines, read_bytes
from ..sniff import document_objects, looks_like_document
from .format import HEAD_LINES, Format, Home, Scan, line_object, tail_stamp, text

if TYPE_CHECKING:
    from ...redact.redactor import Redactor
    from ..transcript import Item

#: top-level entry types that make a file a conversation (and carry its times)
CONVERSATION_TYPES = frozenset({"user", "assistant", "system"})
#: the key each of the two formats names its session by (the first object naming one decides)
SESSION_KEYS = {"sessionId": "transcript", "session_id": "stream-json"}
_PROBE_OBJECTS = 50  # objects looked at before deciding


def _probe_objects(path: Path) -> Iterator[Any]:
    if looks_like_document(path):
        try:
            doc = json.loads(read_bytes(path).decode("utf-8-sig", errors="replace"))
        except (ValueError, RecursionError):
            doc = None
        yield from (document_objects(doc) or [])[:_PROBE_OBJECTS]
        return
    seen = 0
    with open_lines(path) as lines:
        for raw in lines:
            if seen >= _PROBE_OBJECTS:
                return
            try:
                obj = json.loads(raw)
            except (ValueError, RecursionError):
                continue
            seen += 1
            yield obj


def session_kind(path: Path) -> str:
    """'transcript' or 'stream-json': what the first object naming its session calls it
    (`sessionId` or `session_id`); '' when none does."""
    for obj in _probe_objects(path):
        if isinstance(obj, dict):
            for key, kind in SESSION_KEYS.items():
                if key in obj:
                    return kind
    return ""


def detect(path: Path) -> bool:
    return session_kind(path) == "transcript"


def read(path: Path, redactor: Optional[Redactor] = None) -> Iterator[Item]:
    from ..transcript import iter_entries
    return iter_entries(path, None, redactor)


def _stamp(obj: dict[str, Any]) -> Optional[str]:
    stamp = obj.get("timestamp")
    if isinstance(stamp, str) and text(obj, "type") in CONVERSATION_TYPES:
        return stamp
    return None


def head(lines: Iterable[bytes], sid_key: str = "sessionId"
         ) -> tuple[Optional[str], Optional[str], Optional[str], bool]:
    """First stamp, session id, cwd; stops early once found (or after HEAD_LINES with a
    message)."""
    first = sid = cwd = None
    talk = False
    for n, line in enumerate(lines):
        if talk and (first and sid and cwd or n >= HEAD_LINES):
            break
        obj = line_object(line)
        if obj is None:
            continue
        sid = sid or text(obj, sid_key)
        cwd = cwd or text(obj, "cwd")
        talk = talk or text(obj, "type") in CONVERSATION_TYPES  # (a list is unhashable)
        first = first or _stamp(obj)
    return first, sid, cwd, talk


def scan_jsonl(path: Path, sid_key: str = "sessionId") -> Scan:
    """Head and tail facts; raises OSError when the file cannot be read."""
    with open_lines(path) as lines:
        first, sid, cwd, talk = head(lines, sid_key)
        last = tail_stamp(path, lines, _stamp) if first else None
    return Scan(first, last or first, sid, cwd, talk)


def scan(path: Path) -> Scan:
    return scan_jsonl(path)


def projects_home() -> tuple[Path, ...]:
    return (Path.home() / ".claude" / "projects",)


TRANSCRIPT = Format("transcript", "Claude Code", "", detect, read, scan,
                    Home(projects_home, "~/.claude/projects"))
