"""Read a pi session file into the transcript's entries: the pi adapter.

Shapes from badlogic/pi-mono packages/coding-agent/src/core/session-manager.ts (v0.58.3,
`CURRENT_SESSION_VERSION = 3`: `SessionHeader` and the `SessionEntry` types) and the
agentsview sample (../shared/corpus-agents-next, session v3). The first line is the
`session` header (id, cwd, time; `parentSession` when forked); then entries linked by
`id`/`parentId` into a tree (going back with /tree makes a branch, written after the one
left), each read here in file order with its `id` and `parentId` as the line's uuid and
parent, so the tree stage folds an abandoned branch as it folds a Claude Code rewind:
- `message`: read/pi_messages.py;
- `model_change`, `thinking_level_change`: notices;
- `compaction` (`summary`, `tokensBefore`): a compaction; `branch_summary`: a notice;
- `session_info` (`name`): the session's title; `label`: folded (a bookmark);
- `custom` (an extension's state, not in the model's context): folded;
  `custom_message` (an extension's message): injected context, folded when not displayed.
Any other type is shown raw; a line that is not JSON is listed in the page's report.
The cost pi records on each reply (`usage.cost.total`), summed with the replies' tokens,
is the session's cost and tokens (a closing result notice) when every reply records one.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any, Optional

from ..redact.redactor import Redactor
from ..model.numbers import count
from .agent_entries import (AgentNoticeEntry, CompactedEntry, HiddenEntry, InjectedEntry,
                            RecordedTotalsEntry)
from .entries import AssistantEntry, CustomTitleEntry, Entry, UnknownEntry
from .pi_messages import AGENT, cost_of, message_entries, text_of
from .pi_shape import is_header
from .transcript import Item, ParseProblem, iter_entries, shape_problem


#: pi's usage names -> a transcript usage's
USAGE = {"input_tokens": "input", "output_tokens": "output",
         "cache_read_input_tokens": "cacheRead", "cache_creation_input_tokens": "cacheWrite"}
#: the message roles that are conversation lines (the tree's chain)
TALK = ("user", "assistant", "toolResult")


class _Session:
    """The header's facts, and the costs pi recorded on the replies."""

    def __init__(self) -> None:
        self.id: Optional[str] = None
        self.cwd: Optional[str] = None
        self.costs: list[float] = []
        self.last: Optional[dict[str, Any]] = None
        self.replies = 0
        self.usage: dict[str, int] = {}
        #: an entry that is not a conversation line -> the line its children continue
        self.through: dict[str, Optional[str]] = {}

    def base(self, obj: dict[str, Any], line: int) -> dict[str, Any]:
        """The entry's fields. A conversation line (a user, assistant or tool result
        message) keeps its `id` and its parent as uuid and parentUuid; any other entry is
        passed through (its children hang on its parent), as Claude Code's chain, which
        the tree stage's rewinds read, forks only at conversation lines."""
        eid, parent = obj.get("id"), obj.get("parentId")
        parent = self.through.get(parent, parent) if isinstance(parent, str) else None
        message = obj.get("message") if isinstance(obj.get("message"), dict) else {}
        fields: dict[str, Any] = {}
        if obj.get("type") == "message" and message.get("role") in TALK:
            fields = {"uuid": eid if isinstance(eid, str) else None, "parentUuid": parent}
        elif isinstance(eid, str):
            self.through[eid] = parent
        return {**fields, "timestamp": obj.get("timestamp") if isinstance(
            obj.get("timestamp"), str) else None, "line": line, "sessionId": self.id,
            "cwd": self.cwd, "agent": AGENT}

    def make(self, obj: dict[str, Any], line: int) -> Iterator[Item]:
        try:
            found = list(self._entries(obj, line))
        except Exception as exc:  # Unread, pydantic.ValidationError: a field of the wrong type
            yield shape_problem(line, "a pi entry", obj, exc)
            found = [UnknownEntry(type=f"pi {str(obj.get('type') or '?')[:40]}", raw=obj,
                                  **self.base(obj, line))]
        else:
            for entry in found:
                if isinstance(entry, UnknownEntry):
                    yield ParseProblem(line, f"{entry.type[3:]}: a kind pi 0.58 (session "
                                       "format 3) does not write; shown raw", kept=True)
        yield from found

    def _entries(self, obj: dict[str, Any], line: int) -> Iterator[Entry]:
        kind, base = obj.get("type"), self.base(obj, line)
        if is_header(obj) and self.id is None:
            yield from self._header(obj, line)
        elif kind == "message":
            message = obj.get("message")
            cost = cost_of(message) if isinstance(message, dict) else None
            if isinstance(message, dict) and message.get("role") == "assistant":
                self._count(message, cost, base)
            yield from message_entries(message, base)
        elif kind == "model_change":
            yield AgentNoticeEntry(type="system", kind="pi/model_change", title="Model",
                                   text=f"{obj.get('provider')}/{obj.get('modelId')}", **base)
        elif kind == "thinking_level_change":
            yield AgentNoticeEntry(type="system", kind="pi/thinking_level_change",
                                   title="Thinking level", text=str(obj.get("thinkingLevel")),
                                   **base)
        else:
            yield from _others(obj, base)

    def _count(self, message: dict[str, Any], cost: Optional[float],
               base: dict[str, Any]) -> None:
        """A reply's recorded cost and tokens, toward the session's totals."""
        self.replies += 1
        if cost is not None:
            self.costs.append(cost)
            self.last = base
        usage = message.get("usage") if isinstance(message.get("usage"), dict) else {}
        for key, name in USAGE.items():
            self.usage[key] = self.usage.get(key, 0) + (count(usage.get(name)) or 0)

    def _header(self, obj: dict[str, Any], line: int) -> Iterator[Entry]:
        self.id = obj["id"]
        self.cwd = obj.get("cwd") if isinstance(obj.get("cwd"), str) else None
        parent = obj.get("parentSession") or obj.get("branchedFrom")
        base = self.base(obj, line)
        if isinstance(parent, str) and parent:
            yield AgentNoticeEntry(type="system", kind="pi/session", title="Forked session",
                                   text=f"Forked from {parent}", **base)
        else:
            yield HiddenEntry(type="session", kind="pi session", reason="session facts (id, "
                              f"directory, start; format version {obj.get('version', 1)})",
                              **base)

    def closing(self) -> Iterator[Entry]:
        """pi's recorded totals, when every reply recorded its cost: the session's tokens
        and cost (not the price table's estimate); else the costs recorded, as a notice."""
        if not self.costs or self.last is None:
            return
        base = {**self.last, "uuid": None, "parentUuid": None}
        total = sum(self.costs)
        text = f"${total:.4f} over {len(self.costs)} replies, as pi recorded them"
        if len(self.costs) == self.replies:
            yield RecordedTotalsEntry(**base, type="pi", title="Totals pi recorded", text=text,
                                      usage=self.usage, cost_usd=total)
        else:
            yield AgentNoticeEntry(**base, type="system", kind="pi/cost", title="Cost pi "
                                   "recorded", text=f"{text} (of {self.replies}): not the "
                                   "session's, which is estimated", level="warning")


def _others(obj: dict[str, Any], base: dict[str, Any]) -> Iterator[Entry]:
    kind = obj.get("type")
    if kind == "compaction":
        yield CompactedEntry(type="system", summary=str(obj.get("summary") or ""), **base)
    elif kind == "branch_summary":
        yield AgentNoticeEntry(type="system", kind="pi/branch_summary", title="Branch summary",
                               text="", body=str(obj.get("summary") or ""), **base)
    elif kind == "session_info" and isinstance(obj.get("name"), str):
        yield CustomTitleEntry(type="custom-title", customTitle=obj["name"], **base)
    elif kind == "label":
        yield HiddenEntry(type="label", kind="pi label", reason=f"a bookmark on entry "
                          f"{str(obj.get('targetId'))[:40]}: {str(obj.get('label'))[:80]}", **base)
    elif kind == "custom":
        yield HiddenEntry(type="custom", kind="pi custom", reason=f"an extension's state "
                          f"({str(obj.get('customType'))[:40]}), not part of the conversation",
                          **base)
    elif kind == "custom_message" and obj.get("display") is not False:
        yield InjectedEntry(type="user", text=text_of(obj.get("content")),
                            reason=str(obj.get("customType") or "extension"), **base)
    elif kind == "custom_message":
        yield HiddenEntry(type="custom_message", kind="pi custom_message", reason="an "
                          "extension's message pi does not display (display: false)", **base)
    else:
        yield UnknownEntry(type=f"pi {str(kind or '(no type)')[:40]}", raw=obj, **base)


def iter_pi(path: Path, redactor: Optional[Redactor] = None) -> Iterator[Item]:
    """Entries of a pi session file. Raises OSError if it cannot be read."""
    session = _Session()
    yield from iter_entries(path, session.make, redactor)
    yield from session.closing()


__all__ = ["AGENT", "AssistantEntry", "iter_pi"]
