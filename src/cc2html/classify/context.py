"""State the classify stage keeps while it streams through one file."""

from __future__ import annotations

from sys import intern
from dataclasses import dataclass, field
from typing import Optional

from ..read.entries import Entry
from ..read.persisted import PersistedFiles
from ..model import MessageMeta


@dataclass
class ClassifyContext:
    #: tool_use id -> tool name, so a result knows which tool produced it
    tool_names: dict[str, str] = field(default_factory=dict)
    #: notes for the page's problem report (line, text)
    warnings: list[tuple[int, str]] = field(default_factory=list)
    #: session id -> the prompt texts of its user lines (compaction summaries left out), so
    #: the queue pass knows which queued prompts reached a user line (classify/queue.py)
    prompts: dict[str, list[str]] = field(default_factory=dict)
    #: (session id, API message id) -> hashes of the contents its records had, so a replayed
    #: duplicate record is counted once, not shown twice (assistant.py)
    replies: dict[tuple[str, str], set[int]] = field(default_factory=dict)
    #: the line numbers of a large session's replays, decided for the whole session before
    #: a segment is classified alone (classify/replays_session.py); None: by `replies`
    replays: Optional[frozenset[int]] = None
    #: the session's `tool-results/` folder, set by the pipeline before it reads the
    #: transcript (None: the input has none), for results Claude Code moved there
    persisted: Optional[PersistedFiles] = None

    def warn(self, line: int, text: str) -> None:
        self.warnings.append((line, text))


#: longest repeated value `meta_of` interns
_LONGEST_SHARED = 4096


def meta_of(entry: Entry, block: int = 0) -> MessageMeta:
    """The entry's meta. Values every line repeats (session id, agent id, cwd, branch,
    version, type) are interned: each decoded line had its own copy, ~5 MB on a 50 MB
    session (inline, not a call per field: the calls were most of this function's cost)."""
    session, agent_id, cwd, branch, version, kind = [
        intern(v) if type(v) is str and len(v) <= _LONGEST_SHARED else v
        for v in (entry.sessionId, entry.agentId, entry.cwd, entry.gitBranch, entry.version,
                  entry.type or None)]
    return MessageMeta(entry.uuid, entry.parentUuid, entry.timestamp, session,
                       entry.isSidechain, agent_id, entry.line, cwd, branch, version, block,
                       kind, entry.agent)
