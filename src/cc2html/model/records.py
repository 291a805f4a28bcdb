"""Records: lines that feed the tree stage (titles, counts) and never render as messages."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from .core import MessageContent


# --------------------------------------------------------------------------- records


@dataclass(frozen=True, kw_only=True)
class SummaryRecord(MessageContent):
    """A `summary` line: titles its session; not a message of its own."""

    summary: str = ""
    leaf_uuid: Optional[str] = None


@dataclass(frozen=True, kw_only=True)
class TitleRecord(MessageContent):
    """A title line: `source` "custom" (a `custom-title` the user gave, or one Claude Code
    stamped with a worktree's name: tree/session_facts.py tells them apart) or "ai"
    (an `ai-title` Claude Code generated). The last of each source wins."""

    title: str = ""
    source: str = "custom"


@dataclass(frozen=True, kw_only=True)
class HiddenRecord(MessageContent):
    """A line deliberately not shown as a message; listed in the page's report by kind and
    reason, with its line number (tree/nodes.Hidden)."""

    kind: str = ""
    reason: str = ""


@dataclass(frozen=True, kw_only=True)
class FactRecord(HiddenRecord):
    """A line that states one fact of its session (a PR link, the worktree, the mode, the
    remote-control URL, the agent's name …): shown in the session header, not as a message,
    and counted in the page's report with where it went. `fact` names it (a key of
    tree/session_facts.py's FACT_KEYS), `value` is its text ("" when the line gave none),
    `detail` any further (name, text) pairs (a PR's number and repository)."""

    fact: str = ""
    value: str = ""
    detail: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True, kw_only=True)
class SteeringRecord(HiddenRecord):
    """Pairing facts of one steering card, for the pre-pass in `classify/steering.py` (never shown).

    `card` is the message the record describes; `role` is "card" (a `queued_command`
    attachment) or "remove" (a legacy queue-operation remove); `pair_text` is the
    normalised prompt text, None when the prompt cannot be paired (image-only, dict …).
    """

    role: str = "card"
    pair_text: Optional[str] = None
    card: Optional[MessageContent] = None


@dataclass(frozen=True, kw_only=True)
class QueueRecord(HiddenRecord):
    """One queue-operation line, for the queue pass in `classify/queue.py` (never shown).

    `op` is the operation ("enqueue", "dequeue", "remove", "popAll" …); `text` the
    normalised prompt text it carries (None without one); `card` the steering card an
    enqueue's prompt makes, shown only when its text reaches the page no other way.
    """

    op: str = ""
    text: Optional[str] = None
    card: Optional[MessageContent] = None


@dataclass(frozen=True, kw_only=True)
class AgentProgressRecord(MessageContent):
    """An `agent_progress` line: one message of a running subagent, copied into the main file.

    Not a message of the main thread. The tree builds the subagent's transcript
    from these only when no sidecar file and no in-file sidechain holds it.
    """

    parent_tool_use_id: str = ""
    agent_id: Optional[str] = None
    messages: tuple[MessageContent, ...] = ()
