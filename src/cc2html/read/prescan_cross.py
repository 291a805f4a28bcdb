"""What the first pass (read/prescan.py) notes for the facts that cross a large session's
segments (issue 34; docs/decisions/large-sessions.md, "Status (h-xseg)"): which lines a
session-wide resolution must read again so that a segment built alone says what the whole
build says.

- Task notifications (tree/background.py links each to the call it reports on, by the
  `<tool-use-id>` the notification names, else by the `<task-id>` its call's result
  announced): the user lines whose text holds `<task-notification>` (a superset of the
  lines classify/tags.py makes TaskNotificationMessages of) with the two ids, every tool
  call's id by its 64-bit hash with its line (12 bytes a call), and the lines that answer
  a call (4 bytes each: read/cross_lines.py looks in them for announced task ids only
  when a notification names a task).
- Replayed assistant records (classify/assistant.py `_replayed`: a record with no parent
  repeating an earlier record of its session's API message word for word; the records
  `agent_progress` lines carry too, classify/progress.py): each such record's message id
  by its hash with its line (12 bytes a line), and the records with no parent, the only
  ones that can be replays.
- The subagent anchors a segment will claim (guessed, then checked: stream.Shared): the
  agent id of each call's first `agent_progress` line (tree/subagents.py `link_progress`).

Only the notes are kept here; read/cross_lines.py picks the few lines they name, which
tree/background_session.py and classify/replays_session.py read again and classify, once
per session.
"""

from __future__ import annotations

from array import array
from dataclasses import dataclass, field
from typing import Any, Optional, Union

import msgspec

__all__ = ["ANNOUNCE_MARKS", "Crossings", "Data", "Other", "notice_ids", "progress_facts"]

#: bytes without which a result line announces no task id (tree/background.py
#: `task_ids`: `toolUseResult` keys agentId, backgroundTaskId, shellId, taskId, bash_id
#: and the text's "agentId:" and "running in background with ID:"; "askId" covers both
#: task keys; a test checks each key and text is covered)
ANNOUNCE_MARKS = (b"agentId", b"askId", b"shellId", b"bash_id", b"in background with ID")


#: a field of another shape than expected: decoded shallowly (a list's items stay raw)
Other = Union[str, list[msgspec.Raw], int, float, bool, None]


class InnerBody(msgspec.Struct):
    """The API message of a progress line's subagent record: its id."""

    id: Any = None


class Inner(msgspec.Struct):
    """A progress line's subagent record (`data.message`)."""

    type: Any = None
    parentUuid: Any = None
    message: Union[InnerBody, Other] = None


class Data(msgspec.Struct):
    """A progress line's `data`: an `agent_progress` carries a subagent's record
    (classify/progress.py), which the replay rule reads too."""

    type: Any = None
    message: Union[Inner, Other] = None
    agentId: Any = None


def progress_facts(data: Data, call: Any
                   ) -> tuple[Optional[tuple[str, bool]], Optional[tuple[str, str]]]:
    """An `agent_progress` line's subagent record of an API message (its message id and
    whether it names a parent), and its call's and agent's ids; None each when it has none
    (`call`: the line's `parentToolUseID`)."""
    if data.type != "agent_progress":
        return None, None
    inner, reply = data.message, None
    if isinstance(inner, Inner) and inner.type == "assistant" \
            and isinstance(inner.message, InnerBody) \
            and isinstance(inner.message.id, str) and inner.message.id:
        reply = inner.message.id, isinstance(inner.parentUuid, str)
    agent = (call, data.agentId) if isinstance(call, str) and isinstance(data.agentId, str) \
        else None
    return reply, agent


def _tag(text: str, name: str) -> str:
    """The text between `<name>` and `</name>` (first pair), stripped; "" none."""
    start = text.find(f"<{name}>")
    if start < 0:
        return ""
    start += len(name) + 2
    end = text.find(f"</{name}>", start)
    return text[start:end].strip() if end >= 0 else ""


def notice_ids(text: str) -> Optional[tuple[str, str]]:
    """A user text's `<task-notification>` tool-use id and task id ("" each when absent);
    None when the text has no notification (a superset: the classifier decides)."""
    if "<task-notification>" not in text:
        return None
    return _tag(text, "tool-use-id"), _tag(text, "task-id")


@dataclass
class Crossings:
    """The pass's notes (see the module); indices are the pass's line indices."""

    call_hashes: array = field(default_factory=lambda: array("q"))  # hash(tool_use id)
    call_lines: array = field(default_factory=lambda: array("i"))  # (its line)
    #: the notification lines: (index, tool-use id, task id)
    notices: list[tuple[int, str, str]] = field(default_factory=list)
    #: lines answering a call with a mark (ANNOUNCE_MARKS): those that may announce a task
    results: array = field(default_factory=lambda: array("i"))
    reply_hashes: array = field(default_factory=lambda: array("q"))  # hash(message id)
    reply_lines: array = field(default_factory=lambda: array("i"))  # (its line)
    orphans: array = field(default_factory=lambda: array("i"))  # replies with no parent
    #: the first `agent_progress` line of each call with one: (line, its agent id): the
    #: subagent anchors a segment's build will claim, guessed (stream.Shared `assume`)
    agents: list[tuple[int, str]] = field(default_factory=list)
    progressed: set[int] = field(default_factory=set)  # hash(call id) of those calls
    spawns: set[int] = field(default_factory=set)  # hash(call id) of every subagent call

    def calls(self, index: int, ids: tuple[str, ...], spawns: tuple[str, ...] = ()) -> None:
        """Line `index` opens the tool calls `ids`, `spawns` of them subagent calls."""
        self.spawns.update(hash(call) for call in spawns)
        for call in ids:
            self.call_hashes.append(hash(call))
            self.call_lines.append(index)

    def reply(self, index: int, message_id: str, parent: bool) -> None:
        """Line `index` is (or a progress line carries) an assistant record of API message
        `message_id` (keyed without its session: the rule's key is read again after)."""
        self.reply_hashes.append(hash(message_id))
        self.reply_lines.append(index)
        if not parent:
            self.orphans.append(index)

    def progress(self, index: int, call: str, agent: str) -> None:
        """Line `index` is an `agent_progress` copy of agent `agent`'s, under call `call`
        (noted when that is a subagent call already seen: the subagent it will have)."""
        if hash(call) in self.spawns and hash(call) not in self.progressed:
            self.progressed.add(hash(call))
            self.agents.append((index, agent))

    def lines_of_calls(self, wanted: set[int]) -> dict[int, list[int]]:
        """hash(tool_use id) -> the lines opening a call with that hash, for `wanted`."""
        found: dict[int, list[int]] = {}
        for value, line in zip(self.call_hashes, self.call_lines):
            if value in wanted:
                found.setdefault(value, []).append(line)
        return found

    def replay_lines(self) -> list[int]:
        """The lines the replay resolution reads: every assistant line of an API message
        that has a line with no parent after its first (in file order)."""
        if not self.orphans:
            return []
        orphan = set(self.orphans)
        last: dict[int, int] = {}  # key of a line with no parent -> the last such line
        for value, line in zip(self.reply_hashes, self.reply_lines):
            if line in orphan:
                last[value] = line
        first: dict[int, int] = {}
        for value, line in zip(self.reply_hashes, self.reply_lines):
            if value in last:
                first.setdefault(value, line)
        chosen = {value for value, line in first.items() if line < last[value]}
        return [line for value, line in zip(self.reply_hashes, self.reply_lines)
                if value in chosen and line <= last[value]]
