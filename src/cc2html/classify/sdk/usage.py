"""A `result` line's figures as values: its usage, modelUsage summed, cost and duration."""

from __future__ import annotations

from typing import Any, Optional

from ...model import TokenUsage

__all__ = ["model_usage", "number", "result_usage"]


def _count(value: Any) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) and value > 0 else 0


def result_usage(usage: Any) -> Optional[TokenUsage]:
    """A result's `usage` object as a TokenUsage (None when it has none)."""
    if not isinstance(usage, dict):
        return None
    return TokenUsage(_count(usage.get("input_tokens")), _count(usage.get("output_tokens")),
                      _count(usage.get("cache_creation_input_tokens")),
                      _count(usage.get("cache_read_input_tokens")))


def model_usage(per_model: Any) -> Optional[TokenUsage]:
    """`modelUsage` (model -> camelCase counts) summed over its models (None without it)."""
    if not isinstance(per_model, dict) or not per_model:
        return None
    total = TokenUsage()
    for counts in per_model.values():
        if isinstance(counts, dict):
            total = total + TokenUsage(
                _count(counts.get("inputTokens")), _count(counts.get("outputTokens")),
                _count(counts.get("cacheCreationInputTokens")),
                _count(counts.get("cacheReadInputTokens")))
    return total


def number(value: Any) -> Optional[float]:
    ok = isinstance(value, (int, float)) and not isinstance(value, bool) and value >= 0
    return float(value) if ok and value == value and value != float("inf") else None
