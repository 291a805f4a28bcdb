"""Cheap facts about a Codex rollout or a Gemini CLI session, as scan.py reads them for a
Claude Code transcript: first and last time, session id, working directory.

A Codex rollout names its directory in `session_meta` (and `turn_context`); its times
are the lines' `timestamp`s. A Gemini session records no directory, only
`projectHash` (the SHA-256 of the project's path): the scan keeps it as the cwd
`gemini-project:<hash>` (GEMINI_HASH), which agent_homes.py matches against the paths
the other agents' sessions name.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Optional

from ..read.sniff import is_document, looks_like_gemini
from .scan import HEAD_LINES, TAIL_START, Scan, _object

GEMINI_HASH = "gemini-project:"
#: Codex line types that are part of the conversation (and so carry its times)
TALK = frozenset({"response_item", "event_msg", "message", "reasoning", "function_call",
                  "function_call_output", "compacted"})


def _str(value: Any) -> Optional[str]:
    return value if isinstance(value, str) and value else None


def _codex_head(path: Path) -> tuple[Optional[str], Optional[str], Optional[str], bool]:
    first = sid = cwd = None
    talk = False
    with path.open("rb") as fh:
        for n, line in enumerate(fh):
            if n >= HEAD_LINES or (talk and sid and cwd):
                break
            obj = _object(line)
            if obj is None:
                continue
            payload = obj.get("payload") if isinstance(obj.get("payload"), dict) else obj
            if obj.get("type") == "session_meta" or (n == 0 and "type" not in obj):
                sid = sid or _str(payload.get("id"))
            if obj.get("type") in ("session_meta", "turn_context"):
                cwd = cwd or _str(payload.get("cwd"))
            if obj.get("type") in TALK:
                talk = True
                first = first or _str(obj.get("timestamp"))
    return first, sid, cwd, talk


def _last_stamp(path: Path) -> Optional[str]:
    with path.open("rb") as fh:
        size = fh.seek(0, 2)
        fh.seek(max(0, size - TAIL_START))
        lines = fh.read().split(b"\n")
    for line in reversed(lines[1:] if size > TAIL_START else lines):
        obj = _object(line)
        if obj is not None and _str(obj.get("timestamp")):
            return obj["timestamp"]
    return None


def scan_codex(path: Path) -> Scan:
    first, sid, cwd, talk = _codex_head(path)
    return Scan(first, _last_stamp(path) or first, sid, cwd, talk)


def scan_gemini(path: Path) -> Scan:
    if is_document(path):
        try:
            doc = json.loads(path.read_bytes().decode("utf-8-sig", errors="replace"))
        except (ValueError, RecursionError):
            doc = None
        doc = doc if isinstance(doc, dict) else {}
        messages = doc.get("messages") if isinstance(doc.get("messages"), list) else []
        stamps = [m["timestamp"] for m in messages if isinstance(m, dict) and _str(
            m.get("timestamp"))]
        head = doc
        first = _str(doc.get("startTime")) or (stamps[0] if stamps else None)
        last = _str(doc.get("lastUpdated")) or (stamps[-1] if stamps else first)
        talk = bool(messages)
    else:
        with path.open("rb") as fh:
            head = _object(fh.readline()) or {}
            talk = any(_object(line) for line in fh)
        first, last = _str(head.get("startTime")), _last_stamp(path)
    project = _str(head.get("projectHash"))
    return Scan(first, last or first, _str(head.get("sessionId")),
                GEMINI_HASH + project if project else None, talk)


def scan_agent_file(path: Path) -> Scan:
    """The facts of a Codex or Gemini session file; raises OSError when it cannot be read."""
    return scan_gemini(path) if looks_like_gemini(path) else scan_codex(path)
