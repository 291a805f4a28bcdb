"""pi's `message` entries (read/pi.py reads the others), by `message.role`, as
badlogic/pi-mono writes them (v0.58.3, session format v3; `Message` in
packages/ai/src/types.ts, the coding agent's own roles in
packages/coding-agent/src/core/messages.ts):

- `user`: `content`, a string or text and image parts: a prompt.
- `assistant`: `text`, `thinking` (`redacted` with the opaque `thinkingSignature`) and
  `toolCall` (`id`, `name`, `arguments`) parts; `model`, `provider`; `usage` (`input`,
  `output`, `cacheRead`, `cacheWrite`, `totalTokens`, `cost`); `stopReason` (`stop`,
  `length`, `toolUse`, `error`, `aborted`) and `errorMessage`: an error is a notice after
  the reply, an abort an interruption.
- `toolResult`: `toolCallId`, `toolName`, `content` parts, `isError`: the call's result.
- `bashExecution` (a `!` command the user ran): a notice with its output.
- `custom` (an extension's message; v1-v2 `hookMessage`): injected context, or folded
  when `display` is false; `branchSummary`, `compactionSummary`: notices, a compaction.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, Optional

from ..model.numbers import amount
from .agent_entries import (AgentNoticeEntry, CompactedEntry, HiddenEntry, InjectedEntry,
                            InterruptedEntry)
from .entries import AssistantEntry, Entry, UnknownEntry, UserEntry
from .transcript import Unread

AGENT = "pi"


def content_blocks(content: Any, field: str = "content") -> list[dict[str, Any]]:
    """pi's text and image parts (or a string) as transcript blocks."""
    if isinstance(content, str):
        return [{"type": "text", "text": content}]
    if not isinstance(content, list):
        raise Unread(f"{field}: a {type(content).__name__}, not text or parts")
    blocks = []
    for part in content:
        kind = part.get("type") if isinstance(part, dict) else None
        if kind == "text" and isinstance(part.get("text"), str):
            blocks.append({"type": "text", "text": part["text"]})
        elif kind == "image":
            blocks.append({"type": "image", "source": {
                "type": "base64", "media_type": part.get("mimeType"), "data": part.get("data")}})
        else:
            raise Unread(f"{field}: a part of type {str(kind)[:40]!r}")
    return blocks


def text_of(content: Any) -> str:
    return "\n".join(b["text"] for b in content_blocks(content) if b["type"] == "text")


def _usage(usage: Any) -> Optional[dict[str, Any]]:
    if not isinstance(usage, dict):
        return None
    return {"input_tokens": usage.get("input"), "output_tokens": usage.get("output"),
            "cache_read_input_tokens": usage.get("cacheRead"),
            "cache_creation_input_tokens": usage.get("cacheWrite")}


def cost_of(message: dict[str, Any]) -> Optional[float]:
    """The cost pi recorded for a reply (`usage.cost.total`, USD), else None."""
    usage = message.get("usage")
    cost = usage.get("cost") if isinstance(usage, dict) else None
    return amount(cost.get("total")) if isinstance(cost, dict) else None


def _reply_blocks(content: Any) -> list[dict[str, Any]]:
    if not isinstance(content, list):
        raise Unread(f"content: a {type(content).__name__}, not a list of parts")
    blocks: list[dict[str, Any]] = []
    for part in content:
        kind = part.get("type") if isinstance(part, dict) else None
        if kind == "thinking" and part.get("redacted"):
            blocks.append({"type": "redacted_thinking",
                           "data": str(part.get("thinkingSignature") or "")})
        elif kind == "thinking":
            blocks.append({"type": "thinking", "thinking": str(part.get("thinking") or "")})
        elif kind == "toolCall":
            args = part.get("arguments")
            blocks.append({"type": "tool_use", "id": str(part.get("id") or ""),
                           "name": str(part.get("name") or ""),
                           "input": args if isinstance(args, dict) else {"input": args}})
        else:
            blocks.extend(content_blocks([part]))
    return blocks


def _assistant(msg: dict[str, Any], base: dict[str, Any]) -> Iterator[Entry]:
    blocks = _reply_blocks(msg.get("content"))
    yield AssistantEntry.model_validate({**base, "type": "assistant", "message": {
        "role": "assistant", "content": blocks or [{"type": "text", "text": ""}],
        "model": msg.get("model") if isinstance(msg.get("model"), str) else None,
        "usage": _usage(msg.get("usage")), "stop_reason": msg.get("stopReason")}})
    reason, error = msg.get("stopReason"), str(msg.get("errorMessage") or "")
    if reason == "aborted":
        yield InterruptedEntry(type="assistant", text=error or "Aborted", raw=msg, **base)
    elif reason == "error":
        yield AgentNoticeEntry(type="assistant", kind="pi/error", title="Error", text=error,
                               level="error", **base)
    elif reason == "length":
        yield AgentNoticeEntry(type="assistant", kind="pi/length", title="Stopped at the "
                               "output limit", text=error, level="warning", **base)


def _tool_result(msg: dict[str, Any], base: dict[str, Any]) -> Entry:
    blocks = content_blocks(msg.get("content"))
    return UserEntry.model_validate({**base, "type": "user", "message": {"role": "user",
        "content": [{"type": "tool_result", "tool_use_id": str(msg.get("toolCallId") or ""),
                     "content": blocks, "is_error": msg.get("isError") is True}]}})


def _bash(msg: dict[str, Any], base: dict[str, Any]) -> Entry:
    code, facts = msg.get("exitCode"), []
    if code is not None:
        facts.append(("Exit code", str(code)))
    facts += [(k.title(), "yes") for k in ("cancelled", "truncated") if msg.get(k) is True]
    return AgentNoticeEntry(type="user", kind="pi/bashExecution", title="! command",
                            text=str(msg.get("command") or ""), body=str(msg.get("output") or ""),
                            facts=tuple(facts), **base)


def message_entries(msg: Any, base: dict[str, Any]) -> Iterator[Entry]:
    """One `message` entry's message -> its entries (`Unread` for a wrong shape)."""
    if not isinstance(msg, dict):
        raise Unread(f"message: a {type(msg).__name__}, not an object")
    role = msg.get("role")
    if role == "user":
        yield UserEntry.model_validate({**base, "type": "user", "message": {
            "role": "user", "content": content_blocks(msg.get("content"))}})
    elif role == "assistant":
        yield from _assistant(msg, base)
    elif role == "toolResult":
        yield _tool_result(msg, base)
    elif role == "bashExecution":
        yield _bash(msg, base)
    elif role in ("custom", "hookMessage"):
        kind = str(msg.get("customType") or "extension")
        yield (InjectedEntry(type="user", text=text_of(msg.get("content")), reason=kind, **base)
               if msg.get("display") is not False else
               HiddenEntry(type="custom", kind=f"pi custom message ({kind})", reason="an "
                           "extension's message pi does not display (display: false)", **base))
    elif role == "compactionSummary":
        yield CompactedEntry(type="system", summary=str(msg.get("summary") or ""), **base)
    elif role == "branchSummary":
        yield AgentNoticeEntry(type="system", kind="pi/branchSummary", title="Branch summary",
                               text="", body=str(msg.get("summary") or ""), **base)
    else:
        yield UnknownEntry(type=f"pi message ({str(role)[:40]})", raw=msg, **base)
