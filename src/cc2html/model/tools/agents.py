"""Views of the tools that start a subagent: Task (called Agent in newer versions)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from ..text import first_line
from .base import ToolInput, ToolOutput, plural

#: tools whose calls spawn a subagent transcript
SUBAGENT_TOOLS = frozenset({"Task", "Agent"})
#: calls a subagent transcript is nested under: those, Codex CLI's `spawn_agent` (its
#: result names the subagent's thread: read/codex_tools.py), and `task`: Copilot CLI's (its
#: sub-agent's events name the call: read/copilot_state.py) and opencode's (its result's
#: metadata names the child session: read/opencode_parts.py)
SPAWN_TOOLS = SUBAGENT_TOOLS | {"spawn_agent", "task"}


class TaskInput(ToolInput):
    prompt: str = ""
    description: Optional[str] = None
    subagent_type: Optional[str] = None
    model: Optional[str] = None
    run_in_background: Optional[bool] = None
    shown = ("prompt", "description", "subagent_type", "model", "run_in_background")
    key_param = "description"

    @property
    def summary(self) -> str:
        what = self.description or first_line(self.prompt)
        return f"{self.subagent_type}: {what}" if self.subagent_type else what


@dataclass(frozen=True, kw_only=True)
class AgentOutput(ToolOutput):
    """Task / Agent: the subagent's final answer (Markdown) and its run statistics."""

    answer: str = ""
    reminders: tuple[str, ...] = ()
    status: str = ""
    agent_type: str = ""
    duration_ms: Optional[int] = None
    tokens: Optional[int] = None
    tool_uses: Optional[int] = None

    @property
    def outcome(self) -> str:
        parts = [self.status.replace("_", " ")] if self.status not in ("", "completed") else []
        if self.tool_uses is not None:
            parts.append(plural(self.tool_uses, "tool use"))
        if self.tokens is not None:
            parts.append(f"{self.tokens:,} tokens")
        return " · ".join(parts)
