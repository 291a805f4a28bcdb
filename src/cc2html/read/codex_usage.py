"""Codex `token_count` events: which figures each one adds, and which reply they go on.

What Codex writes (openai/codex, `codex-rs`): `EventMsg::TokenCount(TokenCountEvent {info,
rate_limits})`, `info: Option<TokenUsageInfo {total_token_usage, last_token_usage,
model_context_window}>`; `TokenUsageInfo::append_last_usage` adds each response's usage
to the total and keeps it as `last_token_usage` (protocol/src/protocol.rs). The session
sends the event from `update_token_usage_info` (a response `Completed`) and again from
`update_rate_limits` (the next request's rate-limit headers), both through
`send_token_count_event`, which writes the session's current `info` unchanged
(core/src/codex.rs). So a count repeats the one before it when its total has not moved:
that one is not counted again.

Where it is written: 0.39-0.40 rollouts record a response's items after its events, so
its count comes before them (or, with no event, before the reply); 0.66+ rollouts record
items as they arrive, so the count follows the reply it measures. `UsagePlacer` puts a
count on the reply still open (an assistant entry since the last user entry or tool
result, without figures yet), else on the next reply.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any, Optional

from ..model.numbers import count
from .agent_entries import HiddenEntry
from .codex_state import CodexState
from .entries import AssistantEntry, Usage, UserEntry
from .transcript import Item

FIGURES = ("input_tokens", "cached_input_tokens", "output_tokens", "reasoning_output_tokens",
           "total_tokens")
COUNTED = "token usage: counted with the reply"
AGAIN = ("the token count again, unchanged (Codex writes it again when rate limits "
         "arrive): not counted twice")
NO_REPLY = "token usage with no reply in the file to count it on: not in the totals"


def _figures(value: Any) -> Optional[tuple[Any, ...]]:
    return tuple(value.get(k) for k in FIGURES) if isinstance(value, dict) else None


def _since(total: dict[str, Any], before: Optional[tuple[Any, ...]]) -> dict[str, Any]:
    """`last_token_usage` when a count gives only its total: the total's growth since the
    count before (the total itself when there is none, or it went down: a new process)."""
    if before is None:
        return total
    grown = {k: total.get(k) - b if count(total.get(k)) is not None and count(b) is not None
             else total.get(k) for k, b in zip(FIGURES, before)}
    return total if any(isinstance(v, int) and v < 0 for v in grown.values()) else grown


def token_count(payload: dict[str, Any], obj: dict[str, Any], line: int,
                state: CodexState) -> Iterator[Any]:
    """A `token_count` event -> its reply's `Usage` and the hidden record of the line."""
    info = payload.get("info")
    total = info.get("total_token_usage") if isinstance(info, dict) else None
    last = info.get("last_token_usage") if isinstance(info, dict) else None
    figures = _figures(total)
    if figures is not None and figures == state.token_total:
        yield state.hidden(line, obj, "token_count", AGAIN)
        return
    before, state.token_total = state.token_total, figures or state.token_total
    if not isinstance(last, dict) and isinstance(total, dict):
        last = _since(total, before)
    if not isinstance(last, dict) and "input_tokens" in payload:
        last = payload
    if not isinstance(last, dict):
        yield state.hidden(line, obj, "token_count", "a token count without figures (rate "
                           "limits only)")
        return
    # a figure that is not a count (model/numbers.py) goes on as it is, for the classify
    # stage to report and leave out
    given, cached = last.get("input_tokens"), last.get("cached_input_tokens")
    fresh = given if count(given) is None else \
        cached if count(cached) is None and cached is not None else \
        max(given - (cached or 0), 0)
    yield Usage(input_tokens=fresh, output_tokens=last.get("output_tokens"),
                cache_read_input_tokens=cached)
    yield state.hidden(line, obj, "token_count", COUNTED)


def _with_usage(entry: AssistantEntry, usage: Usage) -> AssistantEntry:
    return entry.model_copy(update={"message": entry.message.model_copy(
        update={"usage": usage})})


@dataclass
class UsagePlacer:
    """Entries in line order, held back while a count may still land on one of them: the
    open reply's entries (until it gets its figures or a user entry closes it), or
    everything after a count that waits for the next reply."""

    held: list[Any] = field(default_factory=list)  # entries; None where holding began
    target: Optional[int] = None  # index in `held` of the open reply's latest entry
    open: bool = False  # an assistant entry since the last user entry
    counted: bool = False  # the open reply has its figures
    carry: Optional[Usage] = None  # figures waiting for the next reply
    note: Optional[int] = None  # index in `held` of the waiting count's hidden record
    noting: bool = False  # the next hidden token_count record is the waiting count's

    def feed(self, entry: Any) -> Iterator[Item]:
        """One entry (or `Usage`) from the reader -> the entries now settled."""
        if isinstance(entry, Usage):
            yield from self._usage(entry)
        elif isinstance(entry, AssistantEntry):
            yield from self._assistant(entry)
        else:
            if isinstance(entry, UserEntry):  # a prompt or a tool result closes the reply
                self.open = self.counted = False
                if self.carry is None:
                    yield from self.finish()
            if self.noting and isinstance(entry, HiddenEntry) and entry.kind == "token_count":
                self.note, self.noting = len(self.held), False
            if self.held:
                self.held.append(entry)
            else:
                yield entry

    def _usage(self, usage: Usage) -> Iterator[Item]:
        if self.carry is None and self.open and not self.counted and self.target is not None:
            self.held[self.target] = _with_usage(self.held[self.target], usage)
            self.counted = True
            yield from self.finish()
        elif self.carry is None:
            self.carry, self.noting = usage, True
            self.held.append(None)  # a placeholder: holding starts here
        else:  # two counts before any reply: the next reply gets both
            self.carry = Usage(**{k: _add(getattr(self.carry, k), getattr(usage, k))
                                  for k in ("input_tokens", "output_tokens",
                                            "cache_read_input_tokens")})

    def _assistant(self, entry: AssistantEntry) -> Iterator[Item]:
        if self.carry is not None:
            entry, self.carry = _with_usage(entry, self.carry), None
            self.held.append(entry)
            yield from self.finish()
            self.open, self.counted = True, True
        elif self.open and self.counted:
            yield from self.finish()
            yield entry
        else:
            self.open = True
            self.held.append(entry)
            self.target = len(self.held) - 1

    def finish(self) -> Iterator[Item]:
        """Everything held, in line order; a count still waiting says it has no reply."""
        if self.carry is not None and self.note is not None:
            hidden = self.held[self.note]
            self.held[self.note] = hidden.model_copy(update={"reason": NO_REPLY})
        held, self.held = self.held, []
        self.target = self.note = self.carry = None
        self.noting = False
        yield from (e for e in held if e is not None)


def _add(a: Any, b: Any) -> Any:
    if a is None or b is None:
        return b if a is None else a
    return a + b if count(a) is not None and count(b) is not None else a


__all__ = ["token_count", "UsagePlacer"]
