"""The subagent tools' rows and result parser: the final answer and the run's statistics."""

from __future__ import annotations

from typing import Any, Optional

from ...model.tools.agents import AgentOutput, TaskInput
from ...model.tools.base import ToolOutput
from ..tool_text import split_reminders
from .base import Rows, Tool, as_count, as_str, base_fields


def parse_agent(generic: ToolOutput, sidecar: Any) -> Optional[AgentOutput]:
    if generic.other:
        return None
    side = sidecar if isinstance(sidecar, dict) else {}
    answer, reminders = split_reminders(generic.text)
    return AgentOutput(**base_fields(generic), answer=answer, reminders=reminders,
                       status=as_str(side.get("status")), agent_type=as_str(side.get("agentType")),
                       duration_ms=as_count(side.get("totalDurationMs")),
                       tokens=as_count(side.get("totalTokens")),
                       tool_uses=as_count(side.get("totalToolUseCount")))


ROWS: Rows = (
    ("Task", Tool(TaskInput, parse_agent)),
    ("Agent", Tool(TaskInput, parse_agent)),  # Task's newer name
)
