"""What a Gemini CLI session's records look like, the rules its reader (read/gemini.py) and
its row of the format table (read/agents/gemini.py) share: a module of its own, so neither
imports the other to agree."""

from __future__ import annotations

from typing import Any

#: Gemini's reply message types
REPLIES = ("gemini", "model", "assistant")


def is_header(obj: dict[str, Any], line: int) -> bool:
    """Whether a JSONL session's line `line` is its header (the reader's rule, and the
    scan's): the first line with a `projectHash`, or one with a `sessionId` and no type."""
    return (line == 1 and "projectHash" in obj) or ("sessionId" in obj and "type" not in obj)
