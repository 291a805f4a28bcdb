"""What reading one Codex rollout remembers between lines, and the entry builders the
Codex adapter's modules share (read/codex.py, codex_tools.py, codex_events.py).

The same text can arrive twice, as a `response_item` and as an `event_msg` (a prompt,
a reply, a reasoning summary), in either order: `Seen.repeat` pairs each copy from one
source with at most one from the other, so the first shown wins and the second is a
hidden record; a text said twice by one source is shown twice.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any, Optional

from .agent_entries import HiddenEntry
from .entries import AssistantEntry, Entry, UserEntry
from .transcript import Unread


AGENT = "Codex CLI"


@dataclass
class Seen:
    """Texts shown from each source (`item`, `event`) not yet paired with a copy."""

    waiting: dict[str, Counter] = field(default_factory=lambda: {"item": Counter(),
                                                                 "event": Counter()})
    ever: set[int] = field(default_factory=set)  # hashes of every key shown

    def repeat(self, source: str, key: tuple[str, str]) -> bool:
        """True when `key` is a copy of one the other source showed (it is then paired)."""
        other = self.waiting["event" if source == "item" else "item"]
        if other[key] > 0:
            other[key] -= 1
            return True
        self.waiting[source][key] += 1
        self.ever.add(hash(key))
        return False

    def shown(self, key: tuple[str, str]) -> bool:
        """Whether either source showed `key`."""
        return hash(key) in self.ever


@dataclass
class CodexState:
    """One rollout's session facts, tool calls seen, and what is waiting to be attached."""

    session_id: Optional[str] = None
    cwd: Optional[str] = None
    version: Optional[str] = None
    branch: Optional[str] = None
    model: Optional[str] = None
    metas: int = 0
    seen: Seen = field(default_factory=Seen)
    uses: dict[str, str] = field(default_factory=dict)  # call id -> "item" | "event"
    results: set[str] = field(default_factory=set)  # call ids whose result was shown
    stash: dict[str, dict[str, Any]] = field(default_factory=dict)  # call id -> exit facts
    spawns: set[str] = field(default_factory=set)  # call ids of `spawn_agent` calls
    last_search: Optional[str] = None  # a web search call still without its results
    last_compacted: int = -10  # line of the last `compacted` line
    token_total: Optional[tuple[Any, ...]] = None  # the last token_count's total figures

    def base(self, line: int, obj: dict[str, Any]) -> dict[str, Any]:
        stamp = obj.get("timestamp")
        return {"line": line, "timestamp": stamp if isinstance(stamp, str) else None,
                "sessionId": self.session_id, "cwd": self.cwd, "version": self.version,
                "gitBranch": self.branch, "agent": AGENT}

    def hidden(self, line: int, obj: dict[str, Any], kind: str, reason: str) -> HiddenEntry:
        return HiddenEntry(type=kind, kind=kind, reason=reason, **self.base(line, obj))

    def assistant(self, line: int, obj: dict[str, Any], blocks: list[dict[str, Any]],
                  phase: Any = None) -> AssistantEntry:
        return AssistantEntry.model_validate({
            **self.base(line, obj), "type": "assistant",
            "message": {"role": "assistant", "content": blocks, "model": self.model,
                        "phase": phase if isinstance(phase, str) else None}})

    def user(self, line: int, obj: dict[str, Any], blocks: list[dict[str, Any]],
             sidecar: Any = None) -> UserEntry:
        return UserEntry.model_validate({
            **self.base(line, obj), "type": "user", "toolUseResult": sidecar,
            "message": {"role": "user", "content": blocks}})

    def tool_use(self, line: int, obj: dict[str, Any], call_id: str, name: str, args: Any,
                 source: str = "item") -> Entry:
        self.uses[call_id] = source
        return self.assistant(line, obj, [{"type": "tool_use", "id": call_id, "name": name,
                                           "input": args}])

    def tool_result(self, line: int, obj: dict[str, Any], call_id: str, text: str,
                    error: bool = False, sidecar: Any = None) -> Entry:
        self.results.add(call_id)
        return self.user(line, obj, [{"type": "tool_result", "tool_use_id": call_id,
                                      "content": text, "is_error": error}], sidecar)


def text_of(value: Any, field: str = "content") -> str:
    """The text of a content list (`input_text`/`output_text`/`text` parts, strings) or a
    string; parts without text (an image) add none. Any other type, or a part whose text
    is not a string, raises `Unread` (the line is shown raw, never read as empty)."""
    if value is None or isinstance(value, str):
        return value or ""
    if not isinstance(value, list):
        raise Unread(f"{field}: a {type(value).__name__}, not text or a list of parts")
    texts = []
    for part in value:
        if isinstance(part, str):
            texts.append(part)
        elif not isinstance(part, dict) or "text" in part and not isinstance(part["text"], str):
            raise Unread(f"{field}: a part that is not understood")
        elif isinstance(part.get("text"), str):
            texts.append(part["text"])
    return "\n".join(texts)


def text_field(payload: dict[str, Any], key: str) -> str:
    """A field that holds text: a string, or missing / null (""); else `Unread`."""
    value = payload.get(key)
    if value is not None and not isinstance(value, str):
        raise Unread(f"{key}: a {type(value).__name__}, not text")
    return value or ""
