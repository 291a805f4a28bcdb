"""Workflow runs (seed 001 §5.2): what one `Workflow` call launched, built from the run's
own files (record, journal, agent metas), not from transcript lines; metadata is empty.

The tree nests them under the call: the run, its phases, each phase's agents, and under
each agent its own transcript (as the agent node's subagent).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Optional

from .core import MessageContent


@dataclass(frozen=True, kw_only=True)
class WorkflowAgentMessage(MessageContent):
    """One agent of a run: heading "Agent <label>"."""

    agent_id: str = ""
    label: str = ""
    model: str = ""
    state: str = ""  # done | failed | running … as the run says; "" when it does not
    tokens: Optional[int] = None
    tool_calls: Optional[int] = None
    duration_ms: Optional[int] = None
    attempt: Optional[int] = None
    agent_type: str = ""  # from agent-<id>.meta.json
    result: Any = None  # the journal's result: a dict (structured output), a str, or None
    result_preview: str = ""  # the record's cut preview, when the journal has no result

    @property
    def text(self) -> str:
        """What search keeps of it: its label and its result's preview."""
        return f"{self.label} {self.result_preview}".strip()


@dataclass(frozen=True, kw_only=True)
class WorkflowPhaseMessage(MessageContent):
    """One phase of a run: heading "Phase: <title>"; its agents nest under it."""

    index: int = 0  # 1-based, as the run numbers them; 0: agents the run put in no phase
    title: str = ""
    detail: str = ""
    agents: tuple[WorkflowAgentMessage, ...] = ()

    @property
    def agent_count(self) -> int:
        return len(self.agents)

    @property
    def text(self) -> str:
        return f"{self.title} {self.detail}".strip()


@dataclass(frozen=True, kw_only=True)
class WorkflowRunMessage(MessageContent):
    """One run: its record's facts and its phases (agents in no phase: a phase of index 0)."""

    run_id: str = ""
    name: str = ""
    status: str = ""
    summary: str = ""
    error: str = ""
    script_path: str = ""
    script: str = ""  # the record's copy of the script (a call with scriptPath has none)
    args: Any = None  # the arguments the script was given
    duration_ms: Optional[int] = None
    agent_count: Optional[int] = None
    total_tokens: Optional[int] = None
    total_tool_calls: Optional[int] = None
    default_model: str = ""
    result: Any = None
    phases: tuple[WorkflowPhaseMessage, ...] = ()

    @property
    def text(self) -> str:
        return " ".join(p for p in (self.name, self.summary, self.error) if p)


#: the kinds a run is shown as (none of them a message of a transcript)
RUN_PARTS = (WorkflowRunMessage, WorkflowPhaseMessage, WorkflowAgentMessage)


@dataclass(frozen=True, kw_only=True)
class WorkflowJournalResult(MessageContent):
    """A workflow journal's `result` line read as a transcript line (read/entries.py
    JournalEntry: a journal file given alone, or the line inside a transcript): heading
    "Workflow agent <agent id> result". A run's own journal is shown in its run instead
    (WorkflowAgentMessage.result), never as this."""

    agent_id: str = ""
    result: Any = None  # a str (Markdown), a dict or list (structured output), or None

    @property
    def text(self) -> str:
        """What search keeps of it: the agent's id and its result when it is text."""
        return f"{self.agent_id} {self.result if isinstance(self.result, str) else ''}".strip()
