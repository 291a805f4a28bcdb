"""A file's lines split into sessions by session id, a resumed prompt kept with its answer.

Claude Code names each line's session (`sessionId`). When a session is resumed, the
answer may be written under a new session id while its prompt still carries the old one
(the answer's parentUuid is the prompt): the prompt's turn then moves to the new session,
so prompt and answer stay one turn. Every session whose first line's parent is a line of
another session of the file is recorded as continuing from that session (`continues`); so
is a session whose first line is a compaction's boundary (parentUuid null) whose
`logicalParentUuid` is such a line (`MessageMeta.logical_parents`), nothing moved.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..model import MessageContent


def split_sessions(messages: Iterable[MessageContent]) -> dict[str, list[MessageContent]]:
    """Lines by session id, in file order; a line without one belongs to the session before."""
    sessions: dict[str, list[MessageContent]] = {}
    current = ""
    for msg in messages:
        sid = msg.meta.session_id or current
        current = sid
        sessions.setdefault(sid, []).append(msg)
    return sessions


class _Splitter:
    """One pass over the main thread: `sessions`, and `continues` (session -> the earlier
    session its first line's parent is in)."""

    def __init__(self) -> None:
        self.sessions: dict[str, list[MessageContent]] = {}
        self.continues: dict[str, str] = {}
        self.owner: dict[str, str] = {}  # uuid -> the session its line is in now
        self.turn: dict[str, int] = {}  # session -> index of its latest turn-starting line
        self.current = ""

    def add(self, msg: MessageContent) -> None:
        sid = msg.meta.session_id or self.current
        if sid not in self.sessions:
            self._start(sid, msg)
        self.current = sid
        lines = self.sessions[sid]
        if msg.starts_turn:
            self.turn[sid] = len(lines)
        if msg.meta.uuid:
            self.owner.setdefault(msg.meta.uuid, sid)
        lines.append(msg)

    def _start(self, sid: str, first: MessageContent) -> None:
        self.sessions[sid] = []
        parent = first.meta.parent_uuid
        origin = self.owner.get(parent) if parent else None
        if not parent:  # a compaction's boundary: the session it continues, nothing moves
            origin = next((self.owner[u] for u in first.meta.logical_parents
                           if u in self.owner), None)
            if origin is not None and origin != sid:
                self.continues[sid] = origin
            return
        if origin is None or origin == sid:
            return
        self.continues[sid] = origin
        lines, start = self.sessions[origin], self.turn.get(origin)
        if first.starts_turn or start is None or lines[start].meta.uuid != parent:
            return  # a new prompt, or not an answer to the latest prompt: nothing moves
        moved = lines[start:]  # the prompt this session answers, and what came after it
        del lines[start:]
        del self.turn[origin]
        self.sessions[sid], self.turn[sid] = moved, 0
        for line in moved:
            if line.meta.uuid and self.owner.get(line.meta.uuid) == origin:
                self.owner[line.meta.uuid] = sid
        if not lines:
            del self.sessions[origin]


def split_main(messages: Iterable[MessageContent]
               ) -> tuple[dict[str, list[MessageContent]], dict[str, str]]:
    """The main thread's sessions (a resumed prompt moved to the session of its answer) and
    which session each continues from."""
    splitter = _Splitter()
    for msg in messages:
        splitter.add(msg)
    return splitter.sessions, splitter.continues
