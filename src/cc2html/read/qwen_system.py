"""Qwen Code's `system` records (read/qwen.py reads the rest), by `subtype`, as
QwenLM/qwen-code packages/core/src/services/chatRecordingService.ts writes them (`ChatRecord`
and its payload types; 0.21.13 samples in ../shared/corpus-agents-next):

- `ui_telemetry` (`recordUiTelemetryEvent`: `systemPayload.uiEvent`, an event of
  packages/core/src/telemetry: `qwen-code.api_response` with `model` and
  `input/output/cached_content/thoughts/tool_token_count`, `qwen-code.api_error`,
  `qwen-code.tool_call`). An API response's counts are the log's record of the tokens when
  the replies carry no `usageMetadata`: then they go on the reply they measure (the one
  open before the event, else the next), and the line is folded as counted; when the
  replies carry their own, the event is folded as a copy. An API error is a notice; a
  tool call's event is folded (the call and its result are shown from their records).
- `chat_compression`: a compaction; its summary is the compressed history's text.
- `slash_command` (`phase` invocation / result), `at_command`, `rewind`: notices.
- `custom_title`: the session's title.
- the records a resume restores state from (session notes, models, approval modes, file
  history, attribution, artifacts, goals, branch checkpoints, managed-session records):
  folded, each with its subtype as the reason.
Any other subtype with text parts is a notice with that text; else it is shown raw.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any, Optional

from ..model.numbers import count
from .agent_entries import AgentNoticeEntry, CompactedEntry, HiddenEntry
from .entries import AssistantEntry, CustomTitleEntry, Entry, UnknownEntry, UserEntry
from .gemini_parts import text_of, usage_of
from .transcript import Item

AGENT = "Qwen Code"
#: subtypes that hold state Qwen Code restores on resume, no conversation
STATE = frozenset({
    "session_notes", "attribution_snapshot", "parent_session", "session_source",
    "session_execution_engine", "session_model", "session_approval_mode", "agent_bootstrap",
    "agent_retry", "agent_session_ready", "file_history_snapshot", "user_text_elements",
    "session_artifact_event", "session_artifact_snapshot", "session_sources_snapshot",
    "branch_checkpoint", "goal_state", "goal_runtime", "goal_turn_end", "turn_result",
    "managed_session_header_v1", "managed_session_event_v1", "managed_session_commit_v1"})
TOKENS = {"input": "input_token_count", "cached": "cached_content_token_count",
          "tool": "tool_token_count", "output": "output_token_count",
          "thoughts": "thoughts_token_count"}
COUNTED = "telemetry of an API response: its tokens are counted with the reply at line {}"
COPY = "telemetry of an API response: the replies' own usageMetadata is counted, not this copy"
NO_REPLY = "telemetry of an API response with no reply in the file to count it on"


def base(obj: dict[str, Any], line: int, session: Optional[str]) -> dict[str, Any]:
    """The entry fields every Qwen record gives."""
    fields = {k: obj[k] for k in ("timestamp", "cwd", "version", "gitBranch")
              if isinstance(obj.get(k), str)}
    return {**fields, "line": line, "sessionId": session, "agent": AGENT}


def _payload(obj: dict[str, Any]) -> dict[str, Any]:
    payload = obj.get("systemPayload")
    return payload if isinstance(payload, dict) else {}


def _hide(obj: dict[str, Any], line: int, session: Optional[str], kind: str,
          reason: str) -> HiddenEntry:
    return HiddenEntry(type="system", kind=kind, reason=reason, **base(obj, line, session))


def _notice(obj: dict[str, Any], line: int, session: Optional[str], title: str, text: str,
            level: str = "info", body: str = "") -> AgentNoticeEntry:
    return AgentNoticeEntry(type="system", kind=f"qwen/{obj.get('subtype')}", title=title,
                            text=text, level=level, body=body, **base(obj, line, session))


def _summary(payload: dict[str, Any]) -> str:
    """A compression's summary: the text of its compressed history's turns."""
    history = payload.get("compressedHistory")
    turns = history if isinstance(history, list) else []
    return "\n\n".join(t for t in (text_of(c.get("parts"), "compressedHistory")
                                   for c in turns if isinstance(c, dict)) if t.strip())


def _slash(obj: dict[str, Any], line: int, session: Optional[str]) -> Entry:
    payload = _payload(obj)
    command = str(payload.get("rawCommand") or "")
    items = payload.get("outputHistoryItems")
    body = json.dumps(items, ensure_ascii=False, indent=1) if items else ""
    title = "Slash command" if payload.get("phase") != "result" else "Slash command output"
    return _notice(obj, line, session, title, command, body=body)


class QwenSystem:
    """`system` records -> entries; API responses' token counts placed on the replies."""

    def __init__(self) -> None:
        self.responses: list[tuple[int, dict[str, Any]]] = []  # (index in items, event)

    def entries(self, obj: dict[str, Any], line: int, session: Optional[str]
                ) -> Iterator[Entry]:
        kind, payload = obj.get("subtype"), _payload(obj)
        if kind == "ui_telemetry":
            yield self._telemetry(obj, line, session)
        elif kind == "chat_compression":
            yield CompactedEntry(type="system", summary=_summary(payload),
                                 **base(obj, line, session))
        elif kind == "slash_command":
            yield _slash(obj, line, session)
        elif kind == "custom_title" and isinstance(payload.get("customTitle"), str):
            yield CustomTitleEntry(type="custom-title", customTitle=payload["customTitle"],
                                   **base(obj, line, session))
        elif kind == "at_command":
            files = payload.get("filesRead") if isinstance(payload.get("filesRead"), list) else []
            yield _notice(obj, line, session, "@ command", str(payload.get("userText") or ""),
                          "error" if payload.get("status") == "error" else "info",
                          "\n".join(str(f) for f in files))
        elif kind == "rewind":
            yield _notice(obj, line, session, "Rewind", f"{payload.get('truncatedCount')} "
                          "items of the conversation were rewound (they are still shown)")
        elif kind in STATE:
            yield _hide(obj, line, session, f"qwen {kind}", f"state Qwen Code restores on "
                        f"resume ({kind}), no conversation")
        else:
            words = text_of(_parts(obj), "message.parts")
            yield (_notice(obj, line, session, str(kind or "System"), words) if words.strip()
                   else UnknownEntry(type=f"qwen system ({kind or '?'})", raw=obj,
                                     **base(obj, line, session)))

    def _telemetry(self, obj: dict[str, Any], line: int, session: Optional[str]) -> Entry:
        event = _payload(obj).get("uiEvent")
        name = str(event.get("event.name") or "") if isinstance(event, dict) else ""
        if isinstance(event, dict) and any(k in event for k in TOKENS.values()):
            hidden = _hide(obj, line, session, "qwen api_response", COPY)
            self.responses.append((line, event))
            return hidden
        if isinstance(event, dict) and ("error_message" in event or name.endswith("api_error")):
            return _notice(obj, line, session, "API error",
                           str(event.get("error_message") or event.get("error") or ""), "error",
                           f"model {event.get('model')} · status {event.get('status_code')}")
        if isinstance(event, dict) and "function_name" in event:
            return _hide(obj, line, session, "qwen tool_call", "telemetry of a tool call: the "
                         "call and its result are shown from their own records")
        return _hide(obj, line, session, "qwen ui_telemetry", "a telemetry record with no "
                     "event the page shows")

    def placed(self, items: list[Item]) -> Iterator[Item]:
        """The items, with the API responses' counts on their replies when no reply
        carries its own usage."""
        replies = [i for i, e in enumerate(items) if isinstance(e, AssistantEntry)]
        if not self.responses or any(items[i].message.usage for i in replies):  # type: ignore
            yield from items
            return
        lines = {e.line: i for i, e in enumerate(items) if isinstance(e, HiddenEntry)
                 and e.kind == "qwen api_response"}
        done: set[int] = set()
        for line, event in self.responses:
            at = lines[line]
            target = _reply_for(items, at, done)
            reason = COUNTED.format(items[target].line) if target is not None else NO_REPLY
            items[at] = items[at].model_copy(update={"reason": reason})
            if target is not None:
                done.add(target)
                items[target] = _with_usage(items[target], event)
        yield from items


def _parts(obj: dict[str, Any]) -> Any:
    message = obj.get("message")
    return message.get("parts") if isinstance(message, dict) else None


def _reply_for(items: list[Item], at: int, done: set[int]) -> Optional[int]:
    """The reply an API response at `at` measures: the last one before it since the last
    prompt or tool result, not yet counted, else the first after it not yet counted."""
    for i in range(at - 1, -1, -1):
        item = items[i]
        if isinstance(item, UserEntry):
            break
        if isinstance(item, AssistantEntry) and i not in done:
            return i
    return next((i for i in range(at + 1, len(items))
                 if isinstance(items[i], AssistantEntry) and i not in done), None)


def _with_usage(reply: Item, event: dict[str, Any]) -> Item:
    assert isinstance(reply, AssistantEntry)
    figures = usage_of({k: event.get(v) for k, v in TOKENS.items()})
    model = reply.message.model or (event.get("model") if isinstance(event.get("model"), str)
                                    else None)
    message = reply.message.model_validate({**reply.message.model_dump(exclude_none=True),
                                            "usage": figures, "model": model})
    return reply.model_copy(update={"message": message})


__all__ = ["AGENT", "QwenSystem", "base", "count"]
