"""Gemini CLI's session (`~/.gemini/tmp/<project hash>/chats/session-*.json(l)`): its row
of the table. The reader is read/gemini.py.

A session is a document `{sessionId, projectHash, startTime, lastUpdated, messages[]}`
or JSONL whose header line holds those facts. It records no directory, only
`projectHash` (the SHA-256 of the project's path): the scan keeps it as the cwd
`gemini-project:<hash>` (GEMINI_HASH), which archive/agent_homes.py matches against the
paths the other agents' sessions name.

Per-session folders (gemini-cli #23903, March 2026, v0.43): a subagent's session is
written to `chats/<parent session id>/<agent id>.jsonl` (no `session-` prefix), a whole
session of its own, header `kind: "subagent"`; the folder holds one file per subagent
run and is deleted with its parent (google-gemini/gemini-cli
packages/core/src/services/chatRecordingService.ts `initialize`,
packages/core/src/utils/sessionOperations.ts `deleteSubagentSessionDirAndArtifactsAsync`;
cc-switch #3145). So any `.json(l)` file in a subfolder of `chats` is a session
(`Home.nested`); it is archived as a page of its own, not yet nested under its parent.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any, Optional

from ..filebytes import open_lines
from ..sniff import document, first_object, is_document
from ..gemini_shape import REPLIES, is_header
from .format import Format, Home, Scan, line_object, tail_stamp, text

if TYPE_CHECKING:
    from ...redact.redactor import Redactor
    from ..transcript import Item

GEMINI_HASH = "gemini-project:"


def detect(path: Path) -> bool:
    """A session document with `messages` (of any shape: the reader says when it is not a
    list) and `projectHash`, or a list of messages with Gemini replies, or JSONL whose
    header has a `projectHash`."""
    if is_document(path):
        doc = document(path)
        if not isinstance(doc, dict) or "messages" not in doc:
            return False
        messages = doc["messages"]
        return "projectHash" in doc or isinstance(messages, list) and any(
            isinstance(m, dict) and m.get("type") in REPLIES for m in messages[:50])
    head = first_object(path)
    return isinstance(head, dict) and "projectHash" in head and "type" not in head


def read(path: Path, redactor: Optional[Redactor] = None) -> Iterator[Item]:
    from ..gemini import iter_gemini
    return iter_gemini(path, redactor)


def _header(lines: Iterable[bytes]) -> tuple[dict[str, Any], bool]:
    """A JSONL session's first header (else {}) and whether another object follows it."""
    head: Optional[dict[str, Any]] = None
    for number, line in enumerate(lines, start=1):
        obj = line_object(line)
        if obj is not None and head is None and is_header(obj, number):
            head = obj
        elif obj is not None:
            return head or {}, True
    return head or {}, False


def _timestamp(obj: dict[str, Any]) -> Optional[str]:
    return text(obj, "timestamp")


def scan(path: Path) -> Scan:
    """Head and tail facts; raises OSError when the file cannot be read."""
    if is_document(path):
        doc = document(path)  # (the reader's)
        doc = doc if isinstance(doc, dict) else {}
        messages = doc.get("messages") if isinstance(doc.get("messages"), list) else []
        stamps = [m["timestamp"] for m in messages if isinstance(m, dict) and text(
            m, "timestamp")]
        head = doc
        first = text(doc, "startTime") or (stamps[0] if stamps else None)
        last = text(doc, "lastUpdated") or (stamps[-1] if stamps else first)
        talk = bool(messages)
    else:
        with open_lines(path) as lines:
            head, talk = _header(lines)
            first, last = text(head, "startTime"), tail_stamp(path, lines, _timestamp,
                                                              grow=False)
    project = text(head, "projectHash")
    return Scan(first, last or first, text(head, "sessionId"),
                GEMINI_HASH + project if project else None, talk)


def gemini_home() -> tuple[Path, ...]:
    return (Path.home() / ".gemini" / "tmp",)


GEMINI = Format("gemini", "Gemini", "", detect, read, scan,
                Home(gemini_home, "~/.gemini/tmp", "~gemini", ("session-",), (".json", ".jsonl"),
                     ("chats",)))
