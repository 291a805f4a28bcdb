"""What reading one Copilot CLI event log remembers between lines, and the entry builders
the Copilot adapter's modules share (read/copilot.py, copilot_events.py, copilot_usage.py).

A sub-agent's events are written into its parent's log: each names the `task` call that
spawned it in `data.parentToolCallId` (deprecated in the schema) or carries the sub-agent
instance's `agentId` on the event (github/copilot-sdk nodejs/src/generated/session-events.ts:
"Sub-agent instance identifier. Absent for events from the root/main agent"). Their
entries are sidechain entries of that agent (its key the spawning call's id, so
tree/subagents.py nests them under the call).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Optional

from .agent_entries import AgentNoticeEntry, HiddenEntry
from .copilot_shape import looks_like_path
from .entries import AssistantEntry, UserEntry

AGENT = "Copilot CLI"


def string(data: dict[str, Any], key: str) -> str:
    """`data[key]` when it is a string, else ""."""
    value = data.get(key)
    return value if isinstance(value, str) else ""


@dataclass
class CopilotState:
    """One log's session facts, the tool calls shown, and what waits to be attached."""

    session_id: Optional[str] = None
    cwd: Optional[str] = None
    version: Optional[str] = None
    branch: Optional[str] = None
    model: Optional[str] = None
    calls: dict[str, str] = field(default_factory=dict)  # call id -> tool name (shown)
    #: calls shown from their tool.execution_start before any request named them
    started: set[str] = field(default_factory=set)
    reasoning: str = ""  # the last reasoning text shown (its copy in a message is not)
    #: a `task` call's id -> what `subagent.completed` / `failed` said (its result's sidecar)
    runs: dict[str, dict[str, Any]] = field(default_factory=dict)

    def start(self, data: dict[str, Any]) -> None:
        """session.start / session.resume: the facts later lines are stamped with."""
        self.session_id = self.session_id or (string(data, "sessionId") or None)
        self.version = string(data, "copilotVersion") or self.version
        context = data.get("context") if isinstance(data.get("context"), dict) else {}
        cwd = context.get("cwd")
        self.cwd = cwd if looks_like_path(cwd) else self.cwd
        branch = context.get("branch")
        self.branch = branch if isinstance(branch, str) and branch else self.branch
        self.model = string(data, "selectedModel") or self.model

    def sub(self, obj: dict[str, Any]) -> Optional[str]:
        """The sub-agent an event is from: its spawning call's id, else its instance id."""
        data = obj.get("data") if isinstance(obj.get("data"), dict) else {}
        parent = data.get("parentToolCallId")
        if isinstance(parent, str) and parent:
            return parent
        agent = obj.get("agentId")
        return agent if isinstance(agent, str) and agent else None

    def base(self, line: int, obj: dict[str, Any]) -> dict[str, Any]:
        stamp = obj.get("timestamp")
        sub = self.sub(obj)
        return {"line": line, "timestamp": stamp if isinstance(stamp, str) else None,
                "sessionId": self.session_id, "cwd": self.cwd, "version": self.version,
                "gitBranch": self.branch, "agent": AGENT, "isSidechain": sub is not None,
                "agentId": sub}

    def hidden(self, line: int, obj: dict[str, Any], kind: str, reason: str) -> HiddenEntry:
        return HiddenEntry(type=kind, kind=kind, reason=reason, **self.base(line, obj))

    def notice(self, line: int, obj: dict[str, Any], title: str, text: str = "",
               level: str = "info", facts: tuple[tuple[str, str], ...] = (),
               body: str = "") -> AgentNoticeEntry:
        kind = str(obj.get("type") or "")
        return AgentNoticeEntry(type=kind, kind=f"copilot/{kind}", title=title, text=text,
                                level=level, facts=facts, body=body, **self.base(line, obj))

    def assistant(self, line: int, obj: dict[str, Any], blocks: list[dict[str, Any]],
                  model: Optional[str] = None, message_id: Optional[str] = None,
                  usage: Optional[dict[str, Any]] = None) -> AssistantEntry:
        return AssistantEntry.model_validate({
            **self.base(line, obj), "type": "assistant",
            "message": {"role": "assistant", "content": blocks, "model": model or self.model,
                        "id": message_id, "usage": usage}})

    def user(self, line: int, obj: dict[str, Any], blocks: list[dict[str, Any]] | str,
             sidecar: Any = None) -> UserEntry:
        return UserEntry.model_validate({
            **self.base(line, obj), "type": "user", "toolUseResult": sidecar,
            "message": {"role": "user", "content": blocks}})


def facts_of(data: dict[str, Any], keys: tuple[str, ...] = ()) -> tuple[tuple[str, str], ...]:
    """The scalar fields of `data` (or only `keys`, in order) as a notice's facts."""
    names = keys or tuple(data)
    return tuple((k, str(data[k])) for k in names
                 if isinstance(data.get(k), (str, int, float)) and not isinstance(
                     data.get(k), bool) and str(data[k]).strip())
