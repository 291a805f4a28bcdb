"""State the classify stage keeps while it streams through one file."""

from __future__ import annotations

import sys
from dataclasses import dataclass, field
from typing import Optional

from ..read.entries import Entry
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

    def warn(self, line: int, text: str) -> None:
        self.warnings.append((line, text))


def _shared(value: Optional[str]) -> Optional[str]:
    """One str for a value every line repeats (session id, cwd, branch, version): each
    decoded line had its own copy, ~5 MB on a 50 MB session."""
    return sys.intern(value) if type(value) is str and len(value) <= 4096 else value


def meta_of(entry: Entry, block: int = 0) -> MessageMeta:
    return MessageMeta(
        uuid=entry.uuid,
        parent_uuid=entry.parentUuid,
        timestamp=entry.timestamp,
        session_id=_shared(entry.sessionId),
        is_sidechain=entry.isSidechain,
        agent_id=_shared(entry.agentId),
        line=entry.line,
        cwd=_shared(entry.cwd),
        git_branch=_shared(entry.gitBranch),
        version=_shared(entry.version),
        block=block,
        entry_type=_shared(entry.type or None),
        agent=entry.agent,
    )
