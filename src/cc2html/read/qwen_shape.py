"""What a Qwen Code chat record looks like, the rule its reader (read/qwen.py) and its row
of the format table (read/agents/qwen.py) share.

A record (`ChatRecord`, QwenLM/qwen-code packages/core/src/services/chatRecordingService.ts)
has Claude Code's envelope (`uuid`, `parentUuid`, `sessionId`, `timestamp`, `cwd`,
`version`) but its `type` is user / assistant / tool_result / system and its `message` is a
`@google/genai` Content, `{role, parts[]}`, not Claude's `{role, content}`. So a record is
told from a Claude Code line by content: `message.parts`, the `tool_result` type, or a
`systemPayload`, none of which a Claude Code line has.
"""

from __future__ import annotations

from typing import Any

#: ChatRecord's `type`s
TYPES = frozenset({"user", "assistant", "tool_result", "system"})


def is_record(obj: Any) -> bool:
    """Whether `obj` is a Qwen Code chat record (not a Claude Code line)."""
    if not isinstance(obj, dict) or obj.get("type") not in TYPES or "sessionId" not in obj:
        return False
    message = obj.get("message")
    return (isinstance(message, dict) and isinstance(message.get("parts"), list)
            or obj.get("type") == "tool_result" or isinstance(obj.get("systemPayload"), dict))
