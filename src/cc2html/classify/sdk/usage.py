"""A `result` line's figures as values: its usage, modelUsage summed, cost and duration.

Each figure passes model/numbers.py's rule: one that is not a count (or an amount) is
left out, and `note` (the classify context's warning, with the line) says so."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Optional

from ...model import TokenUsage
from ...model.numbers import amount, count, invalid

__all__ = ["model_usage", "number", "result_usage"]

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
