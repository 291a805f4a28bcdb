"""Read a GitHub Copilot CLI session event log (`~/.copilot/session-state/<id>.jsonl` or
`…/<id>/events.jsonl`) into the transcript's entries: the Copilot adapter.

Each line is an event `{type, data, id, timestamp, parentId}` (github/copilot-sdk
nodejs/src/generated/session-events.ts, generated from the CLI's
session-events.schema.json; snapshot cc0438d, 2026-08-21; samples at Copilot 0.0.420,
1.0.11 and 1.0.77 in jazzyalex/agent-sessions Resources/Fixtures/stage0/agents/copilot).
The conversation's events are read here: `user.message` (its `content`, as typed;
`transformedContent`, the copy sent to the model with the CLI's wrapping, is not shown; a
skill's injected text, `source: "skill-…"`, is injected context, as agentsview's
`isCopilotSyntheticSkillMessage` treats it), `system.message` (the system or developer
prompt: injected context), `assistant.message` (its `reasoningText` as thinking, its
`content`, its `toolRequests[]` as tool calls, `arguments` an object or a JSON string),
`assistant.reasoning` (thinking, once with its copy in a message), `tool.execution_start`
(the call, when no message requested it: a 0.0.4xx log writes it first) and
`tool.execution_complete` (the result; `success: false` or an `error` marks it an error).
The session's other events are copilot_events.py's; tokens copilot_usage.py's. A type not
known here is shown raw and reported.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any, Optional

from ..redact.redactor import Redactor
from .agent_entries import InjectedEntry
from .copilot_events import EVENTS
from .copilot_more import MORE
from .copilot_state import AGENT, CopilotState, string
from .copilot_usage import UsageBook
from .entries import CustomTitleEntry, Entry, UnknownEntry
from .transcript import Item, Unread, iter_entries, shape_problem


def _arguments(value: Any) -> Any:
    """A tool request's `arguments`: an object, or the JSON text of one (1.0.77 writes
    both); other text is kept as it is."""
    if isinstance(value, str) and value.lstrip().startswith("{"):
        try:
            decoded = json.loads(value)
        except ValueError:
            return {"arguments": value}
        return decoded if isinstance(decoded, dict) else {"arguments": value}
    return value if isinstance(value, dict) else {} if value is None else {"arguments": value}


def _user(data: dict[str, Any], obj: dict[str, Any], line: int,
          state: CopilotState) -> Iterator[Entry]:
    content = data.get("content")
    if content is not None and not isinstance(content, str):
        raise Unread(f"content: a {type(content).__name__}, not text")
    text = content or ""
    source = string(data, "source")
    if source.startswith("skill-") or text.lstrip().startswith("<skill-context"):
        yield InjectedEntry(type="user.message", text=text, reason="skill",
                            **state.base(line, obj))
        return
    shown = [f"{a.get('type', 'file')}: {a.get('path') or a.get('displayName') or ''}"
             for a in data.get("attachments") or [] if isinstance(a, dict)]
    if shown:
        text = (text + "\n\n" if text else "") + "Attached: " + "; ".join(shown)
    if not text.strip():
        yield state.hidden(line, obj, "user.message", "an empty prompt")
        return
    yield state.user(line, obj, text)


def _system(data: dict[str, Any], obj: dict[str, Any], line: int,
            state: CopilotState) -> Iterator[Entry]:
    role = string(data, "role") or "system"
    yield InjectedEntry(type="system.message", text=string(data, "content"),
                        reason="developer" if role == "developer" else "system-prompt",
                        **state.base(line, obj))


def _turn(data: dict[str, Any], obj: dict[str, Any], line: int,
          state: CopilotState) -> Iterator[Entry]:
    state.model = string(data, "model") or state.model
    end = obj.get("type") == "assistant.turn_end"
    yield state.hidden(line, obj, str(obj.get("type")), "end of a turn" if end else
                       "start of a turn")


def _reply(data: dict[str, Any], obj: dict[str, Any], line: int,
           state: CopilotState) -> Iterator[Entry]:
    blocks: list[dict[str, Any]] = []
    thinking = string(data, "reasoningText")
    if thinking.strip() and thinking.strip() != state.reasoning:
        state.reasoning = thinking.strip()
        blocks.append({"type": "thinking", "thinking": thinking})
    content = data.get("content")
    if content is not None and not isinstance(content, str):
        raise Unread(f"content: a {type(content).__name__}, not text")
    if content and content.strip():
        blocks.append({"type": "text", "text": content})
    requests = data.get("toolRequests") or []
    if not isinstance(requests, list):
        raise Unread(f"toolRequests: a {type(requests).__name__}, not a list")
    for index, request in enumerate(requests):
        if not isinstance(request, dict):
            raise Unread("toolRequests: an item that is not an object")
        call = string(request, "toolCallId") or f"copilot-{line}-{index}"
        if call in state.started:  # (its tool.execution_start, written first, showed it)
            state.started.discard(call)
            continue
        state.calls[call] = string(request, "name")
        blocks.append({"type": "tool_use", "id": call, "name": string(request, "name"),
                       "input": _arguments(request.get("arguments"))})
    if not blocks:
        yield state.hidden(line, obj, "assistant.message", "a reply with no text and no "
                           "tool call not shown already")
        return
    tokens = data.get("outputTokens")
    usage = {"output_tokens": tokens} if tokens is not None else None
    yield state.assistant(line, obj, blocks, string(data, "model") or None,
                          string(data, "apiCallId") or string(data, "messageId") or None,
                          usage)


def _reasoning(data: dict[str, Any], obj: dict[str, Any], line: int,
               state: CopilotState) -> Iterator[Entry]:
    text = string(data, "content")
    if not text.strip() or text.strip() == state.reasoning:
        yield state.hidden(line, obj, "assistant.reasoning", "reasoning its message shows"
                           if text.strip() else "reasoning without text")
        return
    state.reasoning = text.strip()
    yield state.assistant(line, obj, [{"type": "thinking", "thinking": text}])


def _start(data: dict[str, Any], obj: dict[str, Any], line: int,
           state: CopilotState) -> Iterator[Entry]:
    call = string(data, "toolCallId")
    if call and call in state.calls:
        yield state.hidden(line, obj, "tool.execution_start", "the start of a tool call its "
                           "request shows")
        return
    call = call or f"copilot-{line}"
    state.calls[call] = string(data, "toolName")
    state.started.add(call)
    yield state.assistant(line, obj, [{"type": "tool_use", "id": call,
                                       "name": string(data, "toolName"),
                                       "input": _arguments(data.get("arguments"))}],
                          string(data, "model") or None)


def result_text(data: dict[str, Any]) -> str:
    """A result's text: `content` (what the model was sent), then `detailedContent` (the
    timeline's fuller copy: a diff …) when it says more, then an `error`'s message."""
    result = data.get("result")
    if isinstance(result, str):  # (a result given as text: agentsview copilot.go reads both)
        result = {"content": result}
    result = result if isinstance(result, dict) else {}
    parts = [string(result, "content")]
    detailed = string(result, "detailedContent")
    if detailed.strip() and detailed.strip() not in parts[0]:
        parts.append(detailed)
    error = data.get("error")
    message = string(error, "message") if isinstance(error, dict) else \
        error if isinstance(error, str) else ""
    if message.strip() and message.strip() not in "\n".join(parts):
        parts.append(message)
    return "\n\n".join(p for p in parts if p.strip())


def _complete(data: dict[str, Any], obj: dict[str, Any], line: int,
              state: CopilotState) -> Iterator[Entry]:
    call = string(data, "toolCallId") or f"copilot-{line}"
    error = data.get("success") is False or data.get("error") is not None
    yield state.user(line, obj, [{"type": "tool_result", "tool_use_id": call,
                                  "content": result_text(data), "is_error": error}],
                     state.runs.get(call))


CONVERSATION = {"user.message": _user, "system.message": _system,
                "assistant.turn_start": _turn, "assistant.turn_end": _turn,
                "assistant.message": _reply, "assistant.reasoning": _reasoning,
                "assistant.thinking": _reasoning,  # (an older name in copilot-sdk 0.1.8)
                "tool.execution_start": _start, "tool.execution_complete": _complete}
HANDLERS = {**CONVERSATION, **EVENTS, **MORE}


def copilot_entries(obj: dict[str, Any], line: int, state: CopilotState) -> Iterator[Entry]:
    """One event line -> its entries."""
    kind = obj.get("type")
    handler = HANDLERS.get(kind) if isinstance(kind, str) else None
    data = {} if obj.get("data") is None else obj["data"]
    if handler is None or not isinstance(data, dict):
        yield UnknownEntry(type=str(kind) if kind else "(no type)", raw=obj,
                           **state.base(line, obj))
        return
    yield from handler(data, obj, line, state)


class CopilotReader:
    """Lines -> entries, held until a shutdown places its tokens (copilot_usage.py)."""

    def __init__(self) -> None:
        self.state = CopilotState()
        self.book = UsageBook()

    def make(self, obj: dict[str, Any], line: int) -> Iterator[Item]:
        try:
            produced = list(copilot_entries(obj, line, self.state))
        except Exception as exc:  # Unread, pydantic.ValidationError: a field of the wrong type
            self.book.feed(shape_problem(line, "a Copilot event", obj, exc))
            self.book.feed(UnknownEntry(type=str(obj.get("type") or "(no type)"), raw=obj,
                                        **self.state.base(line, obj)))
            return iter(())
        for entry in produced:
            self.book.feed(entry)
        if obj.get("type") == "session.shutdown" and isinstance(obj.get("data"), dict):
            return self.book.place(obj["data"], obj, line, self.state)
        return iter(())

    def flush(self) -> Iterator[Item]:
        yield from self.book.finish()


def workspace_name(path: Path) -> str:
    """The top-level `name:` of the `workspace.yaml` beside a folder session's
    `events.jsonl` (written by `/rename`: jazzyalex/agent-sessions
    CopilotSessionParser.swift `readWorkspaceName`; agentsview copilot.go
    `readCopilotWorkspaceName`), quotes taken off; "" for none or a flat log."""
    if path.name != "events.jsonl":
        return ""
    try:
        text = (path.parent / "workspace.yaml").read_text(encoding="utf-8", errors="replace")
    except OSError:
        return ""
    for line in text.splitlines()[:200]:
        if line.startswith("name:"):
            value = line[5:].strip()
            if len(value) >= 2 and value[0] == value[-1] and value[0] in "\"'":
                value = value[1:-1]
            return " ".join(value.split())[:300]
    return ""


def iter_copilot(path: Path, redactor: Optional[Redactor] = None) -> Iterator[Item]:
    """Stream the entries of a Copilot CLI event log. Raises OSError if it cannot be read."""
    reader = CopilotReader()
    yield from iter_entries(path, reader.make, redactor)
    yield from reader.flush()
    name = workspace_name(path)
    if name:
        yield CustomTitleEntry(type="workspace.yaml", line=0, agent=AGENT,
                               sessionId=reader.state.session_id,
                               customTitle=redactor.text(name) if redactor else name)
