"""A Copilot CLI log's tokens, as it records them, each counted once.

What is written (github/copilot-sdk nodejs/src/generated/session-events.ts): each
`assistant.message` has its reply's `outputTokens` ("Actual output token count from the
API response"); the per-call `assistant.usage` events, with input and cache figures, are
`ephemeral` (never written to the log); `session.usage_checkpoint` holds AI units and
premium requests only; `session.shutdown`, written when a run of the CLI ends, has
`modelMetrics` per model (`usage: {inputTokens, outputTokens, cacheReadTokens,
cacheWriteTokens, reasoningTokens}`) and, in newer logs, `tokenDetails` for the session
(`{input, output, cache_read, cache_write: {tokenCount}}`).

So a reply carries its `outputTokens`; at a shutdown each model's figures for the run
that ended go onto the last reply of that model since the previous shutdown: its input
(less the cache reads and writes it includes: kenn-io/agentsview
internal/parser/copilot.go `handleShutdown`, "Fresh input = total - cache_read -
cache_write"), its cache figures, and the part of its output the replies did not already
carry. A resumed session writes a shutdown per run; each run's figures are its own, and
are added (agentsview keys each shutdown's rows apart for the same reason). Chunks of one
API call share its `apiCallId`, the message id here, so tree/tokens.py counts it once.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, Optional

from ..model.numbers import count
from .copilot_state import CopilotState, string
from .entries import AssistantEntry, TextBlock, Usage
from .transcript import Item

NO_REPLY = ("token usage of {model} with no reply since the last shutdown to count it on: "
            "not in the totals")


def _figures(usage: Any) -> Optional[tuple[int, int, int, int]]:
    """(input incl. cache, output, cache read, cache write) of a model's `usage`."""
    if not isinstance(usage, dict):
        return None
    found = [count(usage.get(k)) for k in ("inputTokens", "outputTokens", "cacheReadTokens",
                                            "cacheWriteTokens")]
    if all(v is None for v in found):
        return None
    return tuple(v or 0 for v in found)  # type: ignore[return-value]


def _details(details: Any) -> Optional[tuple[int, int, int, int]]:
    """The same figures from the session's `tokenDetails` (`{type: {tokenCount}}`)."""
    if not isinstance(details, dict):
        return None
    found = [count(details[k].get("tokenCount")) if isinstance(details.get(k), dict) else None
             for k in ("input", "output", "cache_read", "cache_write")]
    if all(v is None for v in found):
        return None
    return tuple(v or 0 for v in found)  # type: ignore[return-value]


def run_figures(data: dict[str, Any], state: CopilotState
                ) -> list[tuple[str, tuple[int, int, int, int]]]:
    """Each model's figures a `session.shutdown` gives (modelMetrics, else tokenDetails
    for the model in use)."""
    metrics = data.get("modelMetrics") if isinstance(data.get("modelMetrics"), dict) else {}
    found = [(str(m), f) for m, v in metrics.items()
             if isinstance(v, dict) and (f := _figures(v.get("usage"))) is not None]
    if found:
        return found
    whole = _details(data.get("tokenDetails"))
    model = string(data, "currentModel") or state.model or ""
    return [(model, whole)] if whole is not None and model else []


def _shows(entry: Item) -> bool:
    """An assistant entry whose parts reach the page (a blank text is a hidden record)."""
    if not isinstance(entry, AssistantEntry) or not isinstance(entry.message.content, list):
        return False
    return any(not isinstance(b, TextBlock) or b.text.strip() for b in entry.message.content)


class UsageBook:
    """The entries since the last shutdown, held until the next one places its figures."""

    def __init__(self) -> None:
        self.pending: list[Item] = []

    def feed(self, item: Item) -> None:
        self.pending.append(item)

    def _target(self, model: str) -> Optional[int]:
        replies = [i for i, e in enumerate(self.pending) if _shows(e)]
        for wanted in (model, None):
            for i in reversed(replies):
                if self.pending[i].message.model == wanted:  # type: ignore[union-attr]
                    return i
        return None

    def _carried(self, model: str) -> int:
        """Output tokens the replies of `model` carry already (once per message id)."""
        per_id: dict[str, int] = {}
        for n, entry in enumerate(self.pending):
            if isinstance(entry, AssistantEntry) and entry.message.model == model and \
                    entry.message.usage is not None:
                key = entry.message.id or f"line{n}"
                out = count(entry.message.usage.output_tokens) or 0
                per_id[key] = max(per_id.get(key, 0), out)
        return sum(per_id.values())

    def place(self, data: dict[str, Any], obj: dict[str, Any], line: int,
              state: CopilotState) -> Iterator[Item]:
        """A shutdown's figures onto their replies; then every entry held, in order."""
        for model, (given, out, read, write) in run_figures(data, state):
            index = self._target(model)
            if index is None:
                self.pending.append(state.hidden(line, obj, "session.shutdown usage",
                                                 NO_REPLY.format(model=model or "a model")))
                continue
            entry = self.pending[index]
            assert isinstance(entry, AssistantEntry)
            old = entry.message.usage or Usage()
            rest = max(out - self._carried(model), 0)
            usage = Usage(input_tokens=(count(old.input_tokens) or 0)
                          + max(given - read - write, 0),
                          output_tokens=(count(old.output_tokens) or 0) + rest,
                          cache_read_input_tokens=(count(old.cache_read_input_tokens) or 0)
                          + read,
                          cache_creation_input_tokens=(
                              count(old.cache_creation_input_tokens) or 0) + write)
            message = entry.message.model_copy(update={"usage": usage, "model": model})
            self.pending[index] = entry.model_copy(update={"message": message})
        yield from self.finish()

    def finish(self) -> Iterator[Item]:
        held, self.pending = self.pending, []
        yield from held
