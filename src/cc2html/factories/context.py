"""State the classify stage keeps while it streams through one file."""

from __future__ import annotations

from dataclasses import dataclass, field

from ..entries import Entry
from ..messages import MessageMeta


@dataclass
class ClassifyContext:
    #: tool_use id -> tool name, so a result knows which tool produced it
    tool_names: dict[str, str] = field(default_factory=dict)
    #: notes for the page's problem report (line, text)
    warnings: list[tuple[int, str]] = field(default_factory=list)

    def warn(self, line: int, text: str) -> None:
        self.warnings.append((line, text))


def meta_of(entry: Entry, block: int = 0) -> MessageMeta:
    return MessageMeta(
        uuid=entry.uuid,
        parent_uuid=entry.parentUuid,
        timestamp=entry.timestamp,
        session_id=entry.sessionId,
        is_sidechain=entry.isSidechain,
        agent_id=entry.agentId,
        line=entry.line,
        cwd=entry.cwd,
        git_branch=entry.gitBranch,
        version=entry.version,
        block=block,
    )
