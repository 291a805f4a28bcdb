"""What a pi session file looks like, the rule its reader (read/pi.py) and its row of the
format table (read/agents/pi.py) share: the first line is the header
`{"type": "session", "version"?, "id", "timestamp", "cwd", "parentSession"?}`
(`SessionHeader`, badlogic/pi-mono packages/coding-agent/src/core/session-manager.ts;
v1 files have no `version`)."""

from __future__ import annotations

from typing import Any


def is_header(obj: Any) -> bool:
    """Whether `obj` is a pi session header."""
    return (isinstance(obj, dict) and obj.get("type") == "session"
            and isinstance(obj.get("id"), str) and "cwd" in obj and "sessionId" not in obj)
