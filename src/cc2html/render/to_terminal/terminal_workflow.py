"""The terminal view of a workflow run (`cc2html show`): one line for the run, one per
phase and one per agent (label, model, state, tokens, tool calls, result), indented as
the page nests them. The agents' transcripts are summed up, like a subagent's, not printed.
A journal's result line read as a transcript line (WorkflowJournalResult) is printed whole:
its Markdown, or its JSON.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from rich.console import RenderableType
from rich.padding import Padding
from rich.text import Text

from ...model import ToolUseMessage
from ...model.text import counted, first_line
from ...model.workflow import (WorkflowAgentMessage, WorkflowJournalResult, WorkflowPhaseMessage,
                               WorkflowRunMessage)
from ...read.jsonsafe import fallback_text
from ...tree.nodes import Node, walk
from ..text.formats import to_json
from ..text.sanitize import sanitize
from .terminal_markdown import markdown

__all__ = ["journal_result_lines", "workflow_lines"]


def _line(value: Any, limit: int = 80) -> str:
    return " ".join(first_line(sanitize(value), limit).split())


def _count(value: Any, unit: str) -> list[str]:
    return [counted(value, unit.rstrip("s"))] if isinstance(value, int) else []


def _run(msg: WorkflowRunMessage) -> Text:
    line = Text("↳ workflow run: ", style="magenta")
    parts = [_line(p) for p in (msg.name, msg.run_id, msg.status) if p]
    parts += _count(msg.agent_count, "agent") + _count(msg.total_tokens, "tokens")
    if msg.error:
        parts.append("error: " + _line(msg.error))
    line.append(" · ".join(parts), style="magenta")
    return line


def _phase(msg: WorkflowPhaseMessage) -> Text:
    title = f"phase: {_line(msg.title) or '(untitled)'}" if msg.index else "agents in no phase"
    return Text(f"{title} · {counted(msg.agent_count, 'agent')}", style="magenta")


def _agent(node: Node, msg: WorkflowAgentMessage) -> Text:
    parts = [f"agent {_line(msg.label)}"] + [_line(p) for p in (msg.model, msg.state) if p]
    parts += _count(msg.tokens, "tokens") + _count(msg.tool_calls, "tool call")
    if node.subagent is not None:
        nodes = list(walk(node.subagent.nodes))
        calls = sum(1 for n in nodes if isinstance(n.msg, ToolUseMessage))
        parts.append(f"transcript: {counted(len(nodes), 'message')}, {counted(calls, 'tool call')}")
    result = msg.result if isinstance(msg.result, str) else (
        fallback_text(msg.result) if msg.result is not None else msg.result_preview)
    if result:
        parts.append("“" + _line(result) + "”")
    return Text(" · ".join(parts), style="magenta")


def workflow_lines(node: Node) -> Iterator[RenderableType]:
    """The line of a run, phase or agent node, indented by its level in the run."""
    msg = node.msg
    if isinstance(msg, WorkflowRunMessage):
        yield Padding(_run(msg), (0, 0, 0, 4), expand=False)
    elif isinstance(msg, WorkflowPhaseMessage):
        yield Padding(_phase(msg), (0, 0, 0, 6), expand=False)
    elif isinstance(msg, WorkflowAgentMessage):
        yield Padding(_agent(node, msg), (0, 0, 0, 8), expand=False)


def journal_result_lines(node: Node) -> Iterator[RenderableType]:
    """A journal's result line: a heading, then its Markdown (a string) or its JSON."""
    msg = node.msg
    assert isinstance(msg, WorkflowJournalResult)
    head = Text("Workflow agent result:", style="bold magenta")
    if msg.agent_id:
        head.append(" " + _line(msg.agent_id), style="dim")
    yield head
    body = markdown(msg.result) if isinstance(msg.result, str) else Text(
        sanitize(to_json(msg.result)))
    yield Padding(body, (0, 0, 0, 2), expand=False)
