"""What each turn of a session came to, read from the built tree (nothing is stored on it).

A turn is a node of the main thread that starts one (a prompt, a slash or `!` command, a
compaction, a task notification …) with everything nested under it. Its summary gives the
turn's last assistant text (the "answer" the page's "Prompts + answers" view shows), a
tally of the tool calls the main agent made in it, the files those calls read or changed,
and the time from the turn's first line to its last.

The tally counts the main agent's own calls: a Task/Agent call counts once, as itself; the
calls its subagent made are counted apart (`subagent_tools`), since they are a second agent's
work and would otherwise swamp the turn's own. A branch the user rewound away from is left
out: it is folded on the page with counts of its own. Iterative: threads can be long.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from datetime import datetime
from typing import Optional

from ..model import AssistantTextMessage, RewoundBranch, ToolUseMessage
from ..model.tools import files
from ..read.times import parse_time
from .nodes import Node, Session, walk


@dataclass(frozen=True, slots=True)
class TurnSummary:
    answer: Optional[str]  # DOM id of the turn's last assistant text (None: it has none)
    tools: tuple[tuple[str, int], ...]  # (tool, calls), most calls first, then first used
    files: tuple[str, ...]  # paths read or changed, in the order first touched
    seconds: Optional[float]  # first line to last (None: fewer than two timed lines)
    subagents: int = 0  # subagent transcripts spawned in the turn (nested ones included)
    subagent_tools: int = 0  # tool calls those made (not in `tools`)

    @property
    def calls(self) -> int:
        return sum(count for _, count in self.tools)

    @property
    def shown(self) -> bool:
        """Whether the turn has anything to say: a time, a call or a subagent."""
        return bool(self.tools or self.subagents or self.seconds is not None)

    @property
    def file_names(self) -> tuple[tuple[str, str], ...]:
        """(base name, path) of each file; a path ending in a separator keeps itself."""
        return tuple((base_name(path), path) for path in self.files)


def base_name(path: str) -> str:
    """The last part of a POSIX or Windows path."""
    return path.rstrip("/\\").replace("\\", "/").rsplit("/", 1)[-1] or path


def tool_label(msg: ToolUseMessage) -> str:
    """A call's name in the tally: an MCP tool without its `mcp__server__` prefix."""
    return (msg.input.display_name if msg.input.server else msg.tool_name) or "(unnamed tool)"


def touched_file(msg: ToolUseMessage) -> str:
    """The file a Read, Write, Edit, MultiEdit or NotebookEdit call names ("" otherwise)."""
    inp = msg.input
    if isinstance(inp, files.NotebookEditInput):
        return inp.notebook_path
    if isinstance(inp, (files.ReadInput, files.WriteInput, files.EditInput,
                        files.MultiEditInput)):
        return inp.target_file
    return ""


def _own_nodes(turn: Node) -> Iterator[Node]:
    """The turn's nodes in the main thread (not subagents', not rewound branches'), in file
    order (a reply's lead thinking after it: no caller minds)."""
    stack = [turn]
    while stack:
        node = stack.pop()
        yield node
        stack.extend(child for child in reversed(node.children)
                     if not isinstance(child.msg, RewoundBranch))


def _last_answer(turn: Node) -> Optional[str]:
    """The last assistant text with words in it: texts are children of their turn (nodes.py)."""
    for child in reversed(turn.children):
        if isinstance(child.msg, AssistantTextMessage) and child.msg.text.strip():
            return child.id
    return None


def turn_summary(turn: Node) -> TurnSummary:
    tools: Counter[str] = Counter()
    touched: dict[str, None] = {}
    times: list[datetime] = []
    subagents = subagent_tools = 0
    for node in _own_nodes(turn):
        for line in (node, node.result):
            when = parse_time(line.msg.meta.timestamp) if line is not None else None
            if when is not None:
                times.append(when)
        msg = node.msg
        if isinstance(msg, ToolUseMessage):
            tools[tool_label(msg)] += 1
            path = touched_file(msg)
            if path:
                touched.setdefault(path, None)
        if node.subagent is not None:
            subagents += 1
            for inner in walk(node.subagent.nodes):
                subagent_tools += isinstance(inner.msg, ToolUseMessage)
                subagents += inner.subagent is not None
    tally = tuple(sorted(tools.items(), key=lambda kv: -kv[1]))  # stable: first used first
    seconds = (max(times) - min(times)).total_seconds() if len(times) > 1 else None
    return TurnSummary(_last_answer(turn), tally, tuple(touched), seconds, subagents,
                       subagent_tools)


def turn_summaries(sessions: Iterable[Session]) -> dict[str, TurnSummary]:
    """Each main-thread turn's summary, by the DOM id of the node that starts it."""
    return {node.id: turn_summary(node) for session in sessions for node in session.nodes
            if node.msg.starts_turn}
