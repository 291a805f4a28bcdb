"""A workflow run's decoded files (read/workflows.py) -> its frozen content model.

The record's `workflowProgress` names the phases and agents (label, model, state, tokens,
tool calls, result preview); the journal has each agent's full result and says which
agents started; the metas give agent types; and every agent transcript found is an agent
too. An agent no phase claims goes to a phase of index 0 ("no phase"), so none is lost.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Optional

from ..model.workflow import WorkflowAgentMessage, WorkflowPhaseMessage, WorkflowRunMessage
from ..model.numbers import count
from ..read.workflows import RunData

__all__ = ["classify_run"]


def _str(value: Any) -> str:
    return value if isinstance(value, str) else ""


def _int(value: Any) -> Optional[int]:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _dicts(value: Any) -> list[dict[str, Any]]:
    return [v for v in value if isinstance(v, dict)] if isinstance(value, list) else []


def _phases(record: dict[str, Any]) -> dict[int, tuple[str, str]]:
    """Phase index (1-based) -> (title, detail): the record's `phases`, then the progress
    list's phase rows (which may number phases the list does not have)."""
    phases = {n: (_str(p.get("title")), _str(p.get("detail")))
              for n, p in enumerate(_dicts(record.get("phases")), 1)}
    for row in _dicts(record.get("workflowProgress")):
        index = _int(row.get("index"))
        if row.get("type") == "workflow_phase" and index is not None and index not in phases:
            phases[index] = (_str(row.get("title")), "")
    return phases


def _journal_state(journal: list[dict[str, Any]]) -> tuple[dict[str, Any], dict[str, str]]:
    """Agent id -> its result, and agent id -> the state the journal implies."""
    results: dict[str, Any] = {}
    states: dict[str, str] = {}
    for row in journal:
        agent = _str(row.get("agentId"))
        if not agent:
            continue
        if row.get("type") == "result":
            results[agent] = row.get("result")
            states[agent] = "done"
        elif row.get("type") == "started":
            states.setdefault(agent, "started")
    return results, states


def _agent(row: dict[str, Any], agent: str, data: RunData, results: dict[str, Any],
           states: dict[str, str]) -> WorkflowAgentMessage:
    return WorkflowAgentMessage(
        agent_id=agent, label=_str(row.get("label")) or agent,
        model=_str(row.get("model")), state=_str(row.get("state")) or states.get(agent, ""),
        tokens=count(row.get("tokens")), tool_calls=count(row.get("toolCalls")),
        duration_ms=count(row.get("durationMs")), attempt=count(row.get("attempt")),
        agent_type=_str(data.metas.get(agent, {}).get("agentType")),
        result=results.get(agent), result_preview=_str(row.get("resultPreview")))


def _rows(data: RunData, transcripts: Iterable[str]) -> list[tuple[int, dict[str, Any], str]]:
    """(phase index, progress row, agent id) of every agent: the record's rows, then agents
    only the journal, a meta or a transcript names (in no phase)."""
    rows = [(_int(r.get("phaseIndex")) or 0, r, _str(r.get("agentId")))
            for r in _dicts(data.record.get("workflowProgress"))
            if r.get("type") == "workflow_agent"]
    named = {agent for _, _, agent in rows if agent}
    extra = [_str(r.get("agentId")) for r in data.journal] + list(data.metas) + list(transcripts)
    for agent in dict.fromkeys(a for a in extra if a and a not in named):
        rows.append((0, {}, agent))
    return rows


def classify_run(data: RunData, transcripts: Iterable[str] = ()) -> WorkflowRunMessage:
    """The run as phases of agents; `transcripts`: the agent ids that have a transcript."""
    record = data.record
    results, states = _journal_state(data.journal)
    phases = _phases(record)
    agents: dict[int, list[WorkflowAgentMessage]] = {}
    for index, row, agent in _rows(data, transcripts):
        index = index if index in phases else 0
        agents.setdefault(index, []).append(_agent(row, agent, data, results, states))
    shown = [WorkflowPhaseMessage(index=n, title=title, detail=detail,
                                  agents=tuple(agents.get(n, ())))
             for n, (title, detail) in sorted(phases.items())]
    if agents.get(0):
        shown.append(WorkflowPhaseMessage(index=0, agents=tuple(agents[0])))
    return WorkflowRunMessage(
        run_id=data.run_id, name=_str(record.get("workflowName")),
        status=_str(record.get("status")), summary=_str(record.get("summary")),
        error=_str(record.get("error")), script_path=_str(record.get("scriptPath")),
        script=_str(record.get("script")), args=record.get("args"),
        duration_ms=count(record.get("durationMs")), agent_count=count(record.get("agentCount")),
        total_tokens=count(record.get("totalTokens")),
        total_tool_calls=count(record.get("totalToolCalls")),
        default_model=_str(record.get("defaultModel")), result=record.get("result"),
        phases=tuple(shown))
