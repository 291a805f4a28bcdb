"""What a thread changed: the files its edit calls wrote, with lines added and removed.
The edits of the subagents its calls spawned count with it (nested ones too: a subagent's
Edit changed the same files), each listed where its call sits; a session's unlinked
subagents (shown at its end) count in the session's list.

An edit call is Claude Code's Edit, MultiEdit, Write or NotebookEdit, or Codex's
`apply_patch` (model/tools/agents_cli.py parses its `*** Begin Patch` text into files with
their added and removed lines). A call whose result is an error changed nothing and is
left out. Read from the built tree; nothing is stored on it.

The +/- counts of an Edit (and each edit of a MultiEdit) are the lines of `new_string` not
matched by a line of `old_string` and the other way round, matched as multisets: linear in
the lines, and the same as a line diff's counts but when an edit moves lines about. A
Write adds its content's lines (the file's earlier text is not in the log, so nothing is
counted removed); a NotebookEdit adds its cell's source lines.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from itertools import chain

from ..model import RewoundBranch, ToolResultMessage, ToolUseMessage
from ..model.tools import files
from ..model.tools.agents_cli import ApplyPatchInput
from .nodes import Node, Session


@dataclass(frozen=True, slots=True)
class FileChange:
    """One file a thread's edit calls changed: lines added and removed over all of them,
    and the DOM ids of those calls (their cards hold the diffs), in order."""

    path: str
    added: int
    removed: int
    calls: tuple[str, ...]

    @property
    def name(self) -> str:
        """The last part of the path (a POSIX or Windows one)."""
        return self.path.rstrip("/\\").replace("\\", "/").rsplit("/", 1)[-1] or self.path


def _line_counts(old: str, new: str) -> tuple[int, int]:
    """(added, removed): lines of `new` not in `old` and of `old` not in `new`, as multisets."""
    before, after = Counter(old.splitlines()), Counter(new.splitlines())
    return sum((after - before).values()), sum((before - after).values())


def call_changes(msg: ToolUseMessage) -> list[tuple[str, int, int]]:
    """(path, added, removed) of each file an edit call changes; [] for any other call."""
    inp = msg.input
    if isinstance(inp, files.EditInput):
        return [(inp.file_path, *_line_counts(inp.old_string, inp.new_string))]
    if isinstance(inp, files.MultiEditInput):
        counts = [_line_counts(e.old_string, e.new_string) for e in inp.edits]
        return [(inp.file_path, sum(a for a, _ in counts), sum(r for _, r in counts))]
    if isinstance(inp, files.WriteInput):
        return [(inp.file_path, len(inp.content.splitlines()), 0)]
    if isinstance(inp, files.NotebookEditInput):
        return [(inp.notebook_path, len(inp.new_source.splitlines()), 0)]
    if isinstance(inp, ApplyPatchInput):
        return [(f.move_to or f.path, f.added, f.removed) for f in inp.files]
    return []


def failed(node: Node) -> bool:
    """Whether the call's result says it failed (an error, or a refused permission)."""
    result = node.result
    return (result is not None and isinstance(result.msg, ToolResultMessage)
            and (result.msg.is_error or result.msg.denied))


def edit_calls(nodes: Iterable[Node]) -> Iterator[tuple[Node, list[tuple[str, int, int]]]]:
    """Each edit call among `nodes` that did not fail, with the files it changed."""
    for node in nodes:
        if isinstance(node.msg, ToolUseMessage) and not failed(node):
            changed = call_changes(node.msg)
            if changed:
                yield node, changed


def file_changes(nodes: Iterable[Node]) -> tuple[FileChange, ...]:
    """The files the edit calls among `nodes` changed, in the order first changed."""
    totals: dict[str, list[int]] = {}
    calls: dict[str, list[str]] = {}
    for node, changed in edit_calls(nodes):
        for path, added, removed in changed:
            if not path:
                continue
            total = totals.setdefault(path, [0, 0])
            total[0] += added
            total[1] += removed
            ids = calls.setdefault(path, [])
            if not ids or ids[-1] != node.id:
                ids.append(node.id)
    return tuple(FileChange(path, a, r, tuple(calls[path])) for path, (a, r) in totals.items())


def main_thread(nodes: Iterable[Node]) -> Iterator[Node]:
    """`nodes` and everything nested under them in the main thread, in file order: not a
    subagent's nodes (a second agent's), not a rewound branch's (folded, counted apart)."""
    stack = list(reversed(list(nodes)))
    while stack:
        node = stack.pop()
        yield node
        stack.extend(child for child in reversed(node.children)
                     if not isinstance(child.msg, RewoundBranch))


def with_spawned(nodes: Iterable[Node]) -> Iterator[Node]:
    """Each of `nodes`, and after a Task/Agent call the transcript of the subagent it
    spawned (its main thread and, in turn, its own subagents'), in reading order. Nesting
    is bounded: tree/nodes.MAX_DEPTH levels of subagents at most."""
    for node in nodes:
        yield node
        if node.subagent is not None:
            yield from with_spawned(main_thread(node.subagent.nodes))


def session_changes(session: Session) -> tuple[FileChange, ...]:
    """The files the session's main agent and its subagents changed (their edit calls that
    did not fail), an unlinked subagent's (shown at the session's end) last; not those of
    an aside's (a side question, folded apart)."""
    unlinked = (with_spawned(main_thread(sub.nodes)) for sub in session.unlinked
                if not sub.aside)
    return file_changes(chain(with_spawned(main_thread(session.nodes)), *unlinked))
