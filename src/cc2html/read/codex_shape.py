"""What a Codex rollout's lines look like, the rules its reader (read/codex.py) and its row
of the format table (read/agents/codex.py) share: a module of its own, so neither imports
the other to agree."""

from __future__ import annotations

from typing import Any

WRAPPED = ("session_meta", "turn_context", "response_item", "event_msg", "compacted")
FLAT_ITEMS = ("message", "reasoning", "function_call", "function_call_output",
              "custom_tool_call", "custom_tool_call_output", "local_shell_call",
              "web_search_call")


def is_flat_meta(obj: dict[str, Any], line: int) -> bool:
    """Whether line `line` is the old format's session facts (a bare first line with an
    id): the reader's rule, and the scan's."""
    return obj.get("type") is None and line == 1 and "id" in obj
