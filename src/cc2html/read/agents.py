"""The other coding agents' session files: which adapter reads a file, told by content.

`AGENT_READERS` maps an input format to its reader (path, redactor -> entries and
problems); `detect_agent` looks at a file's first objects and names the agent whose
format they have ("" for neither, so the transcript / stream-json test decides).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, Optional

from ..redact.redactor import Redactor
from .codex import FLAT_ITEMS, WRAPPED, iter_codex
from .filebytes import open_lines
from .gemini import iter_gemini
from .sniff import looks_like_gemini
from .transcript import BOM, Item

Reader = Callable[[Path, Optional[Redactor]], Iterator[Item]]

AGENT_READERS: dict[str, Reader] = {"codex": iter_codex, "gemini": iter_gemini}

_PROBE_LINES = 20


def _codex_line(obj: Any, number: int) -> bool:
    if not isinstance(obj, dict) or "sessionId" in obj or "session_id" in obj:
        return False
    kind = obj.get("type")
    if kind in WRAPPED and isinstance(obj.get("payload"), dict):
        return True
    if obj.get("record_type") == "state":
        return True
    return kind in FLAT_ITEMS and ("call_id" in obj or "role" in obj or "summary" in obj)


def detect_agent(path: Path) -> str:
    """'codex' or 'gemini' when the file's content is theirs, else ''."""
    if looks_like_gemini(path):
        return "gemini"
    with open_lines(path) as lines:
        for number, raw in enumerate(lines, start=1):
            if number > _PROBE_LINES:
                break
            try:
                obj = json.loads(raw.removeprefix(BOM))
            except (ValueError, RecursionError):
                continue
            if _codex_line(obj, number):
                return "codex"
            if isinstance(obj, dict) and ("sessionId" in obj or "session_id" in obj):
                return ""
    return ""
