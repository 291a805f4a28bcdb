"""A last resort for showing a JSON value that json.dumps refused.

A line can be valid JSON nested ~1000 deep: decoding works, but dumping it again inside
the renderer's own call stack (or `repr`, the old fallback) raises RecursionError and
ended the page. `fallback_text` shows its first levels and marks where it was cut.
`ascii_json` is the JSON the CLI prints on stdout (--json)."""

from __future__ import annotations

import json
import re
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


_LONE_SURROGATE = re.compile("[\ud800-\udfff]")


def _whole_text(match: re.Match[str]) -> str:
    code = ord(match.group())
    # a byte of a file name that was not UTF-8 (Python's surrogateescape): `\xff`, as the
    # archive names such files; any other half pair: U+FFFD
    return f"\\x{code - 0xDC00:02x}" if 0xDC80 <= code <= 0xDCFF else "\ufffd"


def _no_lone_surrogates(value: Any) -> Any:
    if isinstance(value, str):
        return _LONE_SURROGATE.sub(_whole_text, value)
    if isinstance(value, (list, tuple)):
        return [_no_lone_surrogates(v) for v in value]
    if isinstance(value, dict):
        return {_no_lone_surrogates(k): _no_lone_surrogates(v) for k, v in value.items()}
    return value


def ascii_json(value: Any, indent: int | None = 2) -> str:
    """JSON for stdout (--json): ASCII only, so no raw control or bidi character reaches a
    terminal, and no lone surrogate escape (`"\\udcff"` from a file name that is not UTF-8),
    which strict JSON parsers refuse."""
    return json.dumps(_no_lone_surrogates(value), indent=indent)
