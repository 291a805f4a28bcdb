"""A last resort for showing a JSON value that json.dumps refused.

A line can be valid JSON nested ~1000 deep: decoding works, but dumping it again inside
the renderer's own call stack (or `repr`, the old fallback) raises RecursionError and
ended the page. `fallback_text` shows its first levels and marks where it was cut."""

from __future__ import annotations

import json
from typing import Any

CUT = "…(nested deeper)"


def shallow(value: Any, depth: int = 60) -> Any:
    """`value` with every list/object nested deeper than `depth` levels replaced by CUT."""
    if isinstance(value, dict):
        return {k: shallow(v, depth - 1) for k, v in value.items()} if depth > 0 else CUT
    if isinstance(value, (list, tuple)):
        return [shallow(v, depth - 1) for v in value] if depth > 0 else CUT
    return value


def fallback_text(value: Any, indent: int | None = None) -> str:
    try:
        return json.dumps(shallow(value), ensure_ascii=False, indent=indent, default=str)
    except (ValueError, TypeError, RecursionError):
        return "(a value that could not be shown)"
