"""A JSONL line's object decoded by msgspec's C decoder, straight from the line's bytes,
where that gives exactly what `json.loads(raw.decode("utf-8"))` gives; None otherwise,
and the caller takes the stdlib path (its decoding, its messages, its repairs).

Why the two agree wherever msgspec answers: both keep integers of any size exactly (no
float for a 30-digit id), both give the last of duplicate keys and keep key order, and
msgspec refuses what the stdlib reads differently or reports: invalid UTF-8 (replaced
and reported), lone surrogate escapes (replaced after decoding), NaN, Infinity and
numbers past a double's range (the stdlib reads them), and every malformed text (the
stdlib's message names the column). tests/unit/read/test_fastjson.py checks this on
mutated lines. A line that is not an object goes the stdlib way too, for its message.
Under --redact the reader masks the object as before (from the line's text, decoded
only for that).
"""

from __future__ import annotations

from typing import Any, Optional

import msgspec.json

_DECODE = msgspec.json.Decoder().decode


def object_of(raw: bytes) -> Optional[dict[str, Any]]:
    """The JSON object `raw` holds, or None when the stdlib must read the line."""
    try:
        obj = _DECODE(raw)
    except (ValueError, RecursionError):  # its DecodeError, UnicodeDecodeError, depth
        return None
    return obj if type(obj) is dict else None
