"""Workflow runs: nest each run under the `Workflow` call that launched it.

The run node's children are its phases, a phase's children its agents, and an agent
node's subagent is the agent's own transcript (seed 001 §5.2). The call is found by the
run id its result names (`toolUseResult.runId`, else its transcript folder). A run no
call launched is not dropped: it goes to the session's `unlinked`, marked as such.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from typing import Any, Optional

from pathlib import Path

from ..classify import ClassifyContext
from ..classify.files import read_sidecar
from ..classify.workflow import classify_run
from ..model import MessageContent, ToolUseMessage
from ..model.workflow import WorkflowRunMessage
from ..read.sidecars import RunFiles, find_runs, list_entries
from ..read.transcript import ParseProblem
from ..read.workflows import read_run
from ..redact.redactor import Redactor
from .nodes import IdAllocator, Node, Session, dom_id, make_subagent, thread

__all__ = ["WORKFLOW_TOOL", "RunInput", "load_runs", "place_runs", "run_id_of", "warn_unplaced"]

WORKFLOW_TOOL = "Workflow"
#: where a launch result names the run when its toolUseResult is missing
_RUN_FOLDER = re.compile(r"subagents/workflows/([A-Za-z0-9_.-]+)")


@dataclass
class RunInput:
    """One run of the session: its model and its agents' transcripts by agent id."""

    run: WorkflowRunMessage
    transcripts: dict[str, list[MessageContent]] = field(default_factory=dict)


def _named(value: Any) -> Optional[str]:
    return value if isinstance(value, str) and value else None


def run_id_of(call: Node) -> Optional[str]:
    """The run id a Workflow call's result names, None when it names none."""
    result = call.result.msg if call.result is not None else None
    if result is None:
        return None
    sidecar = getattr(result, "sidecar", None)
    if isinstance(sidecar, dict):
        run = _named(sidecar.get("runId"))
        folder = _named(sidecar.get("transcriptDir"))
        if run or folder:
            return run or folder.rstrip("/").rpartition("/")[2]  # type: ignore[union-attr]
    match = _RUN_FOLDER.search(getattr(getattr(result, "output", None), "text", "") or "")
    return match.group(1) if match else None


def _id(ids: IdAllocator, *parts: str) -> str:
    return ids.claim(dom_id("workflow-" + "-".join(parts)))


def run_node(ids: IdAllocator, uses: dict[str, Node], given: RunInput) -> Node:
    """The run as nodes: run -> phases -> agents, each agent's transcript its subagent."""
    run = given.run
    node = Node(run, _id(ids, run.run_id))
    used: set[str] = set()
    for phase in run.phases:
        phase_node = Node(phase, _id(ids, run.run_id, "phase", str(phase.index)))
        for agent in phase.agents:
            agent_node = Node(agent, _id(ids, run.run_id, "agent", agent.agent_id or "unnamed"))
            messages = given.transcripts.get(agent.agent_id)
            if messages is not None and agent.agent_id not in used:
                used.add(agent.agent_id)
                key = agent.agent_id
                agent_node.subagent = make_subagent(ids, key, thread(messages, ids, uses, key),
                                                    "workflow")
            phase_node.children.append(agent_node)
        node.children.append(phase_node)
    return node


def _calls(nodes: Iterable[Node]) -> Iterable[Node]:
    """Workflow calls among `nodes`, their children and their subagents' nodes."""
    stack = list(reversed(list(nodes)))
    while stack:
        node = stack.pop()
        if isinstance(node.msg, ToolUseMessage) and node.msg.tool_name == WORKFLOW_TOOL:
            yield node
        more = node.children + (node.subagent.nodes if node.subagent else [])
        stack.extend(reversed(more))


def place_runs(ids: IdAllocator, uses: dict[str, Node], runs: dict[str, RunInput],
               sessions: list[Session]) -> list[Session]:
    """Each run nested under the first Workflow call naming it (as the call's last child;
    calls in subagents count, unlinked ones too); the runs left over added to the first
    session's `unlinked` (source "workflow")."""
    placed: set[str] = set()
    for session in sessions:
        nodes = session.nodes + [node for sub in session.unlinked for node in sub.nodes]
        for call in list(_calls(nodes)):
            run = run_id_of(call)
            if run is not None and run in runs and run not in placed:
                placed.add(run)
                call.children.append(run_node(ids, uses, runs[run]))
    left = [make_subagent(ids, key, [run_node(ids, uses, runs[key])], "workflow", linked=False)
            for key in runs if key not in placed]
    if not left:
        return sessions
    if not sessions:
        return [Session("", [], [], title="Session", unlinked=left)]
    return [replace(sessions[0], unlinked=sessions[0].unlinked + left), *sessions[1:]]


def load_runs(path: Path, ctx: ClassifyContext, problems: list[ParseProblem],
              redactor: Optional[Redactor] = None,
              found: Optional[dict[str, RunFiles[Path]]] = None) -> dict[str, RunInput]:
    """The workflow runs of session `path` (the one rule: read/sidecars.py `find_runs`; or
    the `found` ones: a segment's, stream.py): each run's files read and classified, its
    agents' transcripts read."""
    runs: dict[str, RunInput] = {}
    for run_id, files in (find_runs(path, list_entries) if found is None else found).items():
        transcripts = {}
        for agent, file in files.agents:
            messages = read_sidecar(file, ctx, problems, redactor)
            if messages is not None:
                transcripts[agent] = messages
        run = classify_run(read_run(files, problems, redactor), [a for a, _ in files.agents])
        runs[run_id] = RunInput(run, transcripts)
    return runs


def warn_unplaced(sessions: list[Session], warn: Callable[[int, str], None]) -> None:
    """A warning for each run no Workflow call launched (shown at the session's end)."""
    for session in sessions:
        for sub in session.unlinked:
            if sub.source == "workflow":
                warn(0, f"workflow run {sub.key}: no Workflow call in this transcript "
                        "names it; shown at the end of the session")
