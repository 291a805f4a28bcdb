"""What each turn of a session came to, read from the built tree (nothing is stored on it).

A turn is a node of the main thread that starts one (a prompt, a slash or `!` command, a
compaction, a task notification …) with everything nested under it. Its summary gives the
turn's answer (the text the page's "Prompts + answers" view shows), a tally of the tool
calls the main agent made in it, the files those calls read and, apart, the files they
changed (tree/changes.py), what came of it (commits, test runs, failed calls) and the time
from the turn's first line to its last.

The answer is the turn's last *substantive* assistant text: the last one that is neither a
one-liner (under ANSWER_WORDS words) nor a short question (ending in "?", under
QUESTION_WORDS words), so that a closing "Want me to continue with it?" does not hide the
summary written just before it. When no text qualifies it is the last text. The texts after
the answer (the closing question) are named by `closing`, so the turn line links them.

The tally counts the main agent's own calls: a Task/Agent call counts once, as itself; the
calls its subagent made are counted apart (`subagent_tools`), since they are a second agent's
work and would otherwise swamp the turn's own. A branch the user rewound away from is left
out: it is folded on the page with counts of its own. Iterative: threads can be long.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from datetime import datetime
from typing import Optional

from ..model import AssistantTextMessage, ToolUseMessage
from ..model.tools import files
from ..read.times import parse_time
from .changes import FileChange, failed, file_changes, main_thread, with_spawned
from .nodes import Node, Session, walk
from .stats import _commits as shell_commits

#: a text of fewer words is a one-liner, not the turn's answer (when a longer one exists)
ANSWER_WORDS = 10
#: a text ending in "?" with fewer words is a closing question, not the turn's answer
QUESTION_WORDS = 40
#: a shell command that runs tests: a test runner's name as a word of the command
TEST_COMMAND = re.compile(
    r"\b(?:pytest|py\.test|unittest|tox|nox|jest|vitest|mocha|rspec|phpunit|ctest"
    r"|(?:npm|pnpm|yarn|bun|deno)(?: run)? test|(?:cargo|go|dotnet|mix|swift|zig) test"
    r"|make (?:test|check)|(?:mvn|gradle|\./gradlew) test)\b")


@dataclass(frozen=True, slots=True)
class TurnSummary:
    answer: Optional[str]  # DOM id of the turn's answer (None: it has no assistant text)
    tools: tuple[tuple[str, int], ...]  # (tool, calls), most calls first, then first used
    files: tuple[str, ...]  # paths read or changed, in the order first touched
    seconds: Optional[float]  # first line to last (None: fewer than two timed lines)
    subagents: int = 0  # subagent transcripts spawned in the turn (nested ones included)
    subagent_tools: int = 0  # tool calls those made (not in `tools`)
    closing: tuple[tuple[str, str], ...] = ()  # (DOM id, first line) of texts after the answer
    edited: tuple[FileChange, ...] = ()  # files its edit calls (its subagents' too) changed
    commits: int = 0  # commits its shell calls reported
    tests: int = 0  # its shell calls that ran tests (TEST_COMMAND)
    errors: int = 0  # its calls whose result is an error

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

    @property
    def read_names(self) -> tuple[tuple[str, str], ...]:
        """(base name, path) of each file the turn named but did not change."""
        changed = {change.path for change in self.edited}
        return tuple((base_name(path), path) for path in self.files if path not in changed)

    @property
    def added(self) -> int:
        return sum(change.added for change in self.edited)

    @property
    def removed(self) -> int:
        return sum(change.removed for change in self.edited)


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
    return main_thread([turn])


def substantive(text: str) -> bool:
    """Whether a text can be a turn's answer: not a one-liner, not a short question."""
    words = len(text.split())
    if text.rstrip().endswith("?"):
        return words >= QUESTION_WORDS
    return words >= ANSWER_WORDS


def _answer(turn: Node) -> tuple[Optional[str], tuple[tuple[str, str], ...]]:
    """The turn's answer (module docstring) and the texts after it, (DOM id, first line)
    each: texts with words in them are children of their turn (nodes.py)."""
    texts = [child for child in turn.children
             if isinstance(child.msg, AssistantTextMessage) and child.msg.text.strip()]
    if not texts:
        return None, ()
    at = next((i for i in range(len(texts) - 1, -1, -1) if substantive(texts[i].msg.text)),
              len(texts) - 1)
    after = tuple((node.id, node.msg.text.strip().splitlines()[0]) for node in texts[at + 1:])
    return texts[at].id, after


def turn_summary(turn: Node) -> TurnSummary:
    tools: Counter[str] = Counter()
    touched: dict[str, None] = {}
    times: list[datetime] = []
    subagents = subagent_tools = tests = errors = 0
    own = list(_own_nodes(turn))
    for node in own:
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
            command = getattr(msg.input, "command", None)
            tests += isinstance(command, str) and TEST_COMMAND.search(command) is not None
            errors += failed(node)
        if node.subagent is not None:
            subagents += 1
            for inner in walk(node.subagent.nodes):
                subagent_tools += isinstance(inner.msg, ToolUseMessage)
                subagents += inner.subagent is not None
    tally = tuple(sorted(tools.items(), key=lambda kv: -kv[1]))  # stable: first used first
    seconds = (max(times) - min(times)).total_seconds() if len(times) > 1 else None
    answer, closing = _answer(turn)
    return TurnSummary(answer, tally, tuple(touched), seconds, subagents, subagent_tools,
                       closing=closing, edited=file_changes(with_spawned(own)),
                       commits=len(shell_commits(own)), tests=tests, errors=errors)


def turn_summaries(sessions: Iterable[Session]) -> dict[str, TurnSummary]:
    """Each main-thread turn's summary, by the DOM id of the node that starts it."""
    return {node.id: turn_summary(node) for session in sessions for node in session.nodes
            if node.msg.starts_turn}
