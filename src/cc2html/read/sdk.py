"""Read an Agent SDK stream-json log, and tell it apart from a transcript.

The line handling (bad JSON, invalid UTF-8, cut-off last line, whole-file JSON
documents and arrays) is the transcript reader's; only the object -> model
step differs.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any, Optional

from .transcript import (Item, document_objects, iter_entries, looks_like_document,
                         shape_problem)
from .filebytes import open_lines, read_bytes
from ..redact.redactor import Redactor
from .sdk_entries import SDK_TYPES, SdkUnknown
from .agents import detect_agent

FORMATS = ("auto", "transcript", "stream-json", "codex", "gemini")
_PROBE_OBJECTS = 50  # objects looked at before deciding


def sdk_from_object(obj: dict[str, Any], line: int) -> Iterator[Item]:
    """One decoded JSON object -> an SDK message (and a problem if its shape is wrong)."""
    mtype = obj.get("type")
    cls = SDK_TYPES.get(mtype) if isinstance(mtype, str) else None
    if cls is not None:
        try:
            yield cls.model_validate({**obj, "line": line, "raw": obj})
            return
        except Exception as exc:
            yield shape_problem(line, f"a '{mtype}' message", obj, exc)
    base = {k: obj[k] for k in ("uuid", "session_id", "parent_tool_use_id")
            if isinstance(obj.get(k), str)}
    yield SdkUnknown(type=mtype if isinstance(mtype, str) else "", line=line, raw=obj, **base)


def iter_sdk(path: Path, redactor: Optional[Redactor] = None) -> Iterator[Item]:
    """Stream the messages of a stream-json file. Raises OSError if it cannot be read."""
    return iter_entries(path, sdk_from_object, redactor)


def _kind(obj: Any) -> str:
    if not isinstance(obj, dict):
        return ""
    if "sessionId" in obj:
        return "transcript"
    if "session_id" in obj:
        return "stream-json"
    return ""


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


def detect_format(path: Path) -> str:
    """'stream-json' when the first object that names its session says `session_id`."""
    for obj in _probe_objects(path):
        kind = _kind(obj)
        if kind:
            return kind
    return "transcript"


def resolve_format(path: Path, requested: str = "auto") -> str:
    """The requested format, or the one the file's content shows (read/agents.py first)."""
    if requested not in ("auto", "", None):
        return requested
    return detect_agent(path) or detect_format(path)
