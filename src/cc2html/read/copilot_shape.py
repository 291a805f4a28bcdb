"""What a GitHub Copilot CLI event log's lines look like, the rules its reader
(read/copilot.py) and its row of the format table (read/agents/copilot.py) share: a module
of its own, so neither imports the other to agree.

A line is one session event `{type, data, id, timestamp, parentId}` (and, since the
sub-agent instance ids, `agentId` on a sub-agent's events; `ephemeral` events are never
written): github/copilot-sdk nodejs/src/generated/session-events.ts (generated from the
CLI's session-events.schema.json; snapshot cc0438d, 2026-08-21). Every type is
`<area>.<name>` in lower case, except `abort`.
"""

from __future__ import annotations

import re
from typing import Any, Optional

#: `session.start`, `tool.execution_complete`, `session.canvas.opened` … and `abort`
EVENT_TYPE = re.compile(r"[a-z_]+(?:\.[a-z_]+){1,2}|abort")
#: areas a Copilot event type starts with (session-events.ts)
AREAS = ("session.", "user.", "assistant.", "tool.", "subagent.", "hook.", "system.",
         "skill.", "permission.", "external_tool.", "abort")

_DRIVE = re.compile(r"[A-Za-z]:[\\/]")
_FOLDER_TRUST = re.compile(r"Folder (.+?) has been added to trusted folders")


def is_event(obj: Any) -> bool:
    """Whether `obj` is a Copilot event line: a dotted type of a known area, `data` an
    object (or absent) and an `id` beside it."""
    if not isinstance(obj, dict) or "sessionId" in obj or "session_id" in obj:
        return False
    kind = obj.get("type")
    return (isinstance(kind, str) and kind.startswith(AREAS)
            and EVENT_TYPE.fullmatch(kind) is not None
            and isinstance(obj.get("data", {}), dict) and "id" in obj)


def looks_like_path(value: Any) -> bool:
    """An absolute path (POSIX, `~`, or a Windows drive): what a directory field holds."""
    return isinstance(value, str) and (value.startswith(("/", "~"))
                                       or _DRIVE.match(value) is not None)


def context_cwd(data: dict[str, Any]) -> Optional[str]:
    """`data.context.cwd` of a session.start / session.resume (WorkingDirectoryContext),
    when it is a path."""
    context = data.get("context")
    cwd = context.get("cwd") if isinstance(context, dict) else None
    return cwd if looks_like_path(cwd) else None


def trusted_folder(data: dict[str, Any]) -> Optional[str]:
    """The folder a `session.info` of `infoType: "folder_trust"` names: the only place a
    0.0.4xx log without `context` says where it ran (the rule of jazzyalex/agent-sessions
    AgentSessions/Services/CopilotSessionParser.swift `parseFolderTrustPath`)."""
    if data.get("infoType") != "folder_trust" or not isinstance(data.get("message"), str):
        return None
    found = _FOLDER_TRUST.search(data["message"])
    return found.group(1).strip() if found else None
