"""Plain-text helpers that every stage shares (no HTML, no terminal styling here)."""

from __future__ import annotations

from typing import Any, Optional


def counted(value: Any, word: str, many: Optional[str] = None) -> str:
    """A count with its noun in English: "1 line", "2 lines", "3 summaries" (`many` for a
    plural that is not the word plus "s")."""
    number = f"{value:,}" if isinstance(value, int) else str(value)
    return f"{number} {word if value == 1 else many or word + 's'}"


def first_line(value: Any, limit: Optional[int] = None) -> str:
    """The first line of `value` with something on it, stripped, and cut to `limit`
    characters with an ellipsis; "" for None, the text of any other non-string."""
    if not isinstance(value, str):
        value = "" if value is None else str(value)
    line = next((ln.strip() for ln in value.splitlines() if ln.strip()), "")
    return line if limit is None or len(line) <= limit else line[: limit - 1] + "…"
