"""Qwen Code's chat log (`~/.qwen/projects/<encoded project>/chats/<session id>.jsonl`): its
row of the table. The reader is read/qwen.py.

Where: QwenLM/qwen-code packages/core/src/services/chatRecordingService.ts writes one JSONL
file per session in the project's `chats` folder (`Storage.getProjectDir()`, under
`~/.qwen/projects`; ../shared/formats.md 4c). Told by content (read/qwen_shape.py): a
record among the first lines with `message.parts`, type `tool_result` or a
`systemPayload`, before any Claude Code line. Its head/tail facts: the records'
`timestamp`, `sessionId` and `cwd`.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any, Optional

from ..filebytes import open_lines
from ..qwen_shape import TYPES, is_record
from .format import HEAD_LINES, Format, Home, Scan, line_object, tail_stamp, text

if TYPE_CHECKING:
    from ...redact.redactor import Redactor
    from ..transcript import Item

_PROBE_LINES = 20
_DECODER = json.JSONDecoder()


def detect(path: Path) -> bool:
    """A Qwen Code record among the first lines, before any other line naming a session."""
    with open_lines(path) as lines:
        for number, raw in enumerate(lines, start=1):
            if number > _PROBE_LINES:
                break
            obj = line_object(raw) or _leading_object(raw)
            if obj is None:
                continue
            if is_record(obj):
                return True
            if "sessionId" in obj or "session_id" in obj:
                return False
    return False


def _leading_object(raw: bytes) -> Optional[dict[str, Any]]:
    """The first of several objects glued on one line (a lost line break), else None."""
    try:
        obj, _ = _DECODER.raw_decode(raw.decode("utf-8", "replace").strip())
    except (ValueError, RecursionError):
        return None
    return obj if isinstance(obj, dict) else None


def read(path: Path, redactor: Optional[Redactor] = None) -> Iterator[Item]:
    from ..qwen import iter_qwen
    return iter_qwen(path, redactor)


def _stamp(obj: dict[str, Any]) -> Optional[str]:
    return text(obj, "timestamp") if obj.get("type") in TYPES else None


def scan(path: Path) -> Scan:
    """Head and tail facts; raises OSError when the file cannot be read. A line gluing
    several records gives its first, as detection reads it (the reader reads them all)."""
    first = sid = cwd = None
    talk = False
    with open_lines(path) as lines:
        for n, line in enumerate(lines):
            if n >= HEAD_LINES or (talk and sid and cwd):
                break
            obj = line_object(line) or _leading_object(line)
            if obj is None or obj.get("type") not in TYPES:
                continue
            sid, cwd = sid or text(obj, "sessionId"), cwd or text(obj, "cwd")
            first = first or text(obj, "timestamp")
            talk = talk or obj.get("type") in ("user", "assistant")
        last = tail_stamp(path, lines, _stamp, grow=False)
    return Scan(first, last or first, sid, cwd, talk)


def qwen_home() -> tuple[Path, ...]:
    """`~/.qwen/projects` (`<project>/chats/<session id>.jsonl` under it)."""
    return (Path.home() / ".qwen" / "projects",)


def _in_chats(path: Path) -> bool:
    return path.parent.name == "chats"


QWEN = Format("qwen", "Qwen Code", "", detect, read, scan,
              Home(qwen_home, "~/.qwen/projects", "~qwen", ("",), (".jsonl",),
                   where=_in_chats))
