"""A forked Codex session (0.148+): the parent history its rollout replays, folded.

Shape (openai/codex#37367 via PixelPaw-Labs/codex-trace#245; kenn-io/agentsview#657;
jhlee0409/claude-code-history-viewer#451): the fork's own `session_meta` comes first and
names the parent in `forked_from_id`; then Codex copies the parent's rollout lines
verbatim, the parent's `session_meta` (another id) first, its turns, messages and token
counts, re-stamped at the moment of the fork; then the fork's own turns. The copied lines'
time stamps cannot tell the seam; their turn ids can: a turn id is a UUIDv7 minted when the
turn ran, so every copied `turn_context.turn_id` is older than the fork, whose own id (a
UUIDv7 too; else its meta's timestamp) says when it was made.

So the lines from the parent's copied `session_meta` up to the first `turn_context` whose
turn id is at least as new as the fork are held, then folded as "replayed from the parent
session" under one notice that counts them. A file that ends while they are held is all
replay when its turn ids are all older; with no turn id to go by it is shown as written.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Optional

from .agent_entries import AgentNoticeEntry
from .codex_state import CodexState
from .entries import Entry


def uuid7_ms(value: Any) -> Optional[int]:
    """The Unix time in ms a UUIDv7 was minted at (its first 48 bits), else None."""
    if not isinstance(value, str):
        return None
    digits = value.replace("-", "")
    if len(digits) != 32 or digits[12] != "7":
        return None
    try:
        return int(digits[:12], 16)
    except ValueError:
        return None


def _stamp_ms(value: Any) -> Optional[int]:
    try:
        return int(datetime.fromisoformat(str(value).replace("Z", "+00:00")).timestamp() * 1000)
    except ValueError:
        return None


def _turn_id(obj: dict[str, Any]) -> Any:
    payload = obj.get("payload")
    return payload.get("turn_id") if isinstance(payload, dict) else None


@dataclass
class ForkGate:
    """Holds a fork's replayed parent lines until its own first turn shows."""

    parent: str
    own: str  # the fork's id
    since: Optional[int]  # when the fork was made (ms), None when unknown
    held: list[tuple[dict[str, Any], int]] = field(default_factory=list)
    dated: bool = False  # a held turn_context carried a turn id we could date
    holding: bool = False  # the parent's copied session_meta was seen
    opening: Optional[str] = None  # the turn id of the fork's own first turn

    def own_tail(self) -> list[tuple[dict[str, Any], int]]:
        """The held lines at the end that open the fork's own first turn (its
        `task_started` names the turn id), taken out of the held ones."""
        n = len(self.held)
        while n and self.opening is not None and _turn_id(self.held[n - 1][0]) == self.opening:
            n -= 1
        tail, self.held = self.held[n:], self.held[:n]
        return tail

    @classmethod
    def of(cls, payload: dict[str, Any], stamp: Any) -> Optional["ForkGate"]:
        """The gate of a fork's first `session_meta` payload, else None."""
        parent, own = payload.get("forked_from_id"), payload.get("id")
        if not isinstance(parent, str) or not parent or not isinstance(own, str):
            return None
        return cls(parent, own, uuid7_ms(own) or _stamp_ms(payload.get("timestamp") or stamp))

    def takes(self, obj: dict[str, Any]) -> Optional[bool]:
        """True: line `obj` is held (replayed); False: the fork's own turn begins here (the
        gate is done); None: a line of the fork's own before any replay."""
        payload = obj.get("payload") if isinstance(obj.get("payload"), dict) else {}
        if not self.holding:
            self.holding = obj.get("type") == "session_meta" and payload.get("id") != self.own
            return True if self.holding else False if obj.get("type") == "turn_context" \
                else None
        if obj.get("type") == "turn_context":
            minted = uuid7_ms(payload.get("turn_id"))
            if minted is not None and self.since is not None:
                self.dated = True
                if minted >= self.since:
                    self.opening = payload.get("turn_id")
                    return False
        return True

    def notice(self, state: CodexState, line: int, folded: int) -> Entry:
        """The card that names the parent (a link where the archive has its page)."""
        text = (f"{folded} line{'s' if folded != 1 else ''} of the parent session's history, "
                "replayed at the top of this file, are folded" if folded else
                "the replayed parent history could not be told from this session's own "
                "lines (no dated turn ids): shown as written" if self.held else "")
        return AgentNoticeEntry(type="forked_from", kind="forked_from",
                                title=f"Forked from session {self.parent}", text=text,
                                facts=(("Parent session", self.parent),),
                                **state.base(line, {}))
