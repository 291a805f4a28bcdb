"""Task notifications linked to their calls across a large session's segments (issue 34;
tree/background.py links within one build; docs/decisions/large-sessions.md, "Status
(h-xseg)").

The first pass notes the notification lines, the calls a notification names and the
results that may announce a task id (read/prescan_cross.py, read/cross_lines.py). Here
they are read again and classified once for the session, and background.py's rule is
applied to them: a notification reports on the first call with its `<tool-use-id>`, else
on the first call whose result announced its `<task-id>` (calls in file order, as the
whole build's walk meets a main thread's). The outcome, `Links`, is handed to every
segment's build (tree/build.py `build_document(links=…)`), whose background pass links by
it instead of by what the segment holds: a notification whose call is in another segment
gets a stand-in of that call, and a call the stand-ins of its notifications in other
segments. A stand-in is a Node of the message as the whole build classifies it, with the
DOM id the whole build gives it (nodes.py IdAllocator's rule from its uuid, or its line
when it has none); not in any tree, so nothing else reads it.

Limits: the id of a stand-in is the unsuffixed one (a call whose uuid an earlier line had
too is suffixed in the whole build); a result whose text Claude Code moved to
`tool-results/` is read for task ids only from its line; the lines are classified with a
copy of the conversion's redactor, as classify/queue_session.py reads its lines.
"""

from __future__ import annotations

import copy
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Optional

from ..classify import ClassifyContext, classify
from ..model import MessageContent, TaskNotificationMessage, ToolResultMessage, ToolUseMessage
from ..read.cross_lines import CrossLines, Where
from ..read.segments import lines_at
from ..read.transcript import ParseProblem
from ..redact.redactor import Redactor
from .background import task_ids
from .nodes import IdAllocator, Node

__all__ = ["Links", "resolve_links"]

#: a message's place: its line and block
Key = tuple[int, int]


def _key(msg: MessageContent) -> Key:
    return msg.meta.line, msg.meta.block


@dataclass
class Links:
    """The session's task notifications and their calls: `spawners` (a notification's place
    -> a stand-in of its call), `notes` (a call's place -> stand-ins of its notifications,
    in file order)."""

    spawners: dict[Key, Node] = field(default_factory=dict)
    notes: dict[Key, list[Node]] = field(default_factory=dict)

    def link(self, nodes: list[Node]) -> None:
        """Sets `spawner` and `notifications` on the nodes of one build (a segment's),
        as the whole build sets them: a node of this build where the other end is here
        too, its stand-in where it is not."""
        if not self.spawners:
            return
        kinds = (ToolUseMessage, TaskNotificationMessage)
        here = {_key(node.msg): node for node in nodes if isinstance(node.msg, kinds)}
        for node in nodes:
            msg = node.msg
            if isinstance(msg, TaskNotificationMessage) and node.spawner is None:
                call = self.spawners.get(_key(msg))
                if call is not None:
                    node.spawner = here.get(_key(call.msg), call)
            elif isinstance(msg, ToolUseMessage):
                notes = self.notes.get(_key(msg))
                if notes:
                    node.notifications = node.notifications + [here.get(_key(n.msg), n)
                                                               for n in notes]


def _messages(path: Path, lines: Iterable[Where], redactor: Optional[Redactor]
              ) -> Iterator[MessageContent]:
    """The lines' messages, classified in one context (a result after its call knows the
    call's tool)."""
    chosen = list(lines)
    items = lines_at(path, (w[0] for w in chosen), (w[1] for w in chosen), redactor)
    yield from classify((i for i in items if not isinstance(i, ParseProblem)),
                        ClassifyContext())


def _by_task(path: Path, lines: CrossLines, redactor: Optional[Redactor]
             ) -> dict[str, ToolUseMessage]:
    """Task id -> the first call (file order) whose result announced it."""
    found: dict[str, ToolUseMessage] = {}
    for call, result in lines.announcers:
        messages = list(_messages(path, (call, result), redactor))
        results = {m.tool_use_id: m for m in messages if isinstance(m, ToolResultMessage)}
        for msg in messages:
            if isinstance(msg, ToolUseMessage) and msg.tool_use_id in results:
                node = Node(msg, "", result=Node(results.pop(msg.tool_use_id), ""))
                for task in task_ids(node):
                    found.setdefault(task, msg)
    return found


def resolve_links(path: Path, lines: CrossLines, redactor: Optional[Redactor] = None
                  ) -> Links:
    """The session's `Links` from its notification lines and the calls they may name."""
    links = Links()
    if not lines.notices:
        return links
    scratch = copy.deepcopy(redactor)  # (the segments' own reading counts the findings)
    notes = [m for m in _messages(path, lines.notices, scratch)
             if isinstance(m, TaskNotificationMessage)]
    by_call: dict[str, ToolUseMessage] = {}
    for msg in _messages(path, lines.calls, scratch):
        if isinstance(msg, ToolUseMessage):
            by_call.setdefault(msg.tool_use_id, msg)
    by_task = _by_task(path, lines, scratch) if lines.announcers else {}
    stand_in: dict[Key, Node] = {}

    def node_of(msg: MessageContent) -> Node:
        key = _key(msg)
        if key not in stand_in:
            stand_in[key] = Node(msg, IdAllocator()(msg))
        return stand_in[key]

    for note in notes:
        call = by_call.get(note.tool_use_id) or by_task.get(note.task_id)
        if call is not None:
            links.spawners[_key(note)] = node_of(call)
            links.notes.setdefault(_key(call), []).append(node_of(note))
    return links
