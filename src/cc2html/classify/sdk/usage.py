"""A `result` line's figures as values: its usage, modelUsage summed, cost and duration.

Each figure passes model/numbers.py's rule: one that is not a count (or an amount) is
left out, and `note` (the classify context's warning, with the line) says so."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, Optional

from ...model import TokenUsage
from ...model.numbers import amount, count, invalid

__all__ = ["final_usages", "model_usage", "number", "result_usage"]

Note = Callable[[str], None]
USAGE_KEYS = ("input_tokens", "output_tokens", "cache_creation_input_tokens",
              "cache_read_input_tokens")
MODEL_USAGE_KEYS = ("inputTokens", "outputTokens", "cacheCreationInputTokens",
                    "cacheReadInputTokens")


def _quiet(_: str) -> None:
    """No report to note in (a Task result's usage, read again by the tree stage)."""


def _counts(counts: dict[str, Any], keys: tuple[str, ...], where: str,
            note: Note) -> TokenUsage:
    found = []
    for key in keys:
        value = counts.get(key)
        n = count(value)
        if n is None and value is not None:
            note(invalid(f"{where}.{key}", value))
        found.append(n or 0)
    return TokenUsage(*found)


def result_usage(usage: Any, note: Note = _quiet) -> Optional[TokenUsage]:
    """A result's `usage` object as a TokenUsage (None when it has none)."""
    if not isinstance(usage, dict):
        return None
    return _counts(usage, USAGE_KEYS, "usage", note)


def model_usage(per_model: Any, note: Note = _quiet) -> Optional[TokenUsage]:
    """`modelUsage` (model -> camelCase counts) summed over its models (None without it)."""
    if not isinstance(per_model, dict) or not per_model:
        return None
    total = TokenUsage()
    for model, counts in per_model.items():
        if isinstance(counts, dict):
            total = total + _counts(counts, MODEL_USAGE_KEYS, f"modelUsage.{model[:40]}", note)
    return total


def number(value: Any, field: str = "", note: Note = _quiet) -> Optional[float]:
    """An amount (USD, milliseconds) as a float; None when absent or not one (noted)."""
    found = amount(value)
    if found is None and value is not None:
        note(invalid(field, value, "amount"))
    return found


def _merged(found: dict[str, dict[str, Any]], message_id: Any, usage: Any) -> None:
    """Later counts overwrite earlier ones, field by field (they are cumulative)."""
    if isinstance(message_id, str) and message_id and isinstance(usage, dict):
        into = found.setdefault(message_id, {})
        into.update((k, v) for k, v in usage.items() if v is not None)


def final_usages(messages: Iterable[Any]) -> dict[str, dict[str, Any]]:
    """API message id -> its final usage: the last counts an `assistant` line or a stream
    event gives it. An assistant line's `usage` is a snapshot taken mid-generation ("out
    3"); with `--include-partial-messages` the `stream_event` lines carry the final counts:
    `message_start` names the message (`event.message.id`), the `message_delta` after it
    gives the cumulative usage (`event.usage`; Anthropic's streaming docs, and the Python
    SDK's accumulator overwrites the snapshot's fields with it). A delta belongs to the last
    message started in its stream (session and `parent_tool_use_id`)."""
    found: dict[str, dict[str, Any]] = {}
    current: dict[tuple[str, str], str] = {}
    for msg in messages:
        stream = (msg.session_id or "", msg.parent_tool_use_id or "")
        if msg.type == "assistant":
            body = msg.get("message")
            body = body if isinstance(body, dict) else {}
            if isinstance(body.get("id"), str) and body["id"]:
                current[stream] = body["id"]
            _merged(found, body.get("id"), body.get("usage"))
        elif msg.type == "stream_event":
            event = msg.get("event")
            kind = event.get("type") if isinstance(event, dict) else None
            if kind == "message_start" and isinstance(event.get("message"), dict):
                start = event["message"]
                if isinstance(start.get("id"), str) and start["id"]:
                    current[stream] = start["id"]
                _merged(found, start.get("id"), start.get("usage"))
            elif kind == "message_delta":
                _merged(found, current.get(stream), event.get("usage"))
    return found
