"""Codex `event_msg` lines: the UI's event stream as the rollout keeps it.

Prompts, replies and reasoning arrive here and as response items; the copy that comes
second is hidden (codex_state.Seen). Token counts go onto their reply as usage
(codex_usage.py); an aborted turn is an interruption, a compaction a compacted
card, review mode and errors notices. Tool events are codex_tools' (EVENT_TOOLS).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from typing import Any

from .agent_entries import AgentNoticeEntry, CompactedEntry, InterruptedEntry
from .codex_ide import user_entries
from .codex_state import CodexState, text_field
from .codex_notices import CODEX_NOTICES
from .codex_tool_events import EVENT_TOOLS
from .codex_usage import token_count
from .entries import Entry
from .transcript import Unread

Handler = Callable[[dict[str, Any], dict[str, Any], int, CodexState], Iterator[Any]]


def _said(role: str, key: str, block: str) -> Handler:
    """user_message / agent_message / agent_reasoning: shown unless an item showed it."""
    def handle(payload: dict[str, Any], obj: dict[str, Any], line: int,
               state: CodexState) -> Iterator[Entry]:
        text = text_field(payload, key)
        if not text.strip():
            yield state.hidden(line, obj, payload["type"], "an empty message event")
        elif state.seen.repeat("event", (role, text.strip())):
            yield state.hidden(line, obj, payload["type"], f"the {role} text a response item "
                               "already showed")
        elif block == "user":
            yield from user_entries(state, line, obj, [{"type": "text", "text": text}])
        elif block == "thinking":
            yield state.assistant(line, obj, [{"type": "thinking", "thinking": text}])
        else:
            yield state.assistant(line, obj, [{"type": "text", "text": text}],
                                  payload.get("phase"))
    return handle


def _aborted(payload: dict[str, Any], obj: dict[str, Any], line: int,
             state: CodexState) -> Iterator[Entry]:
    reason = payload.get("reason") if isinstance(payload.get("reason"), str) else ""
    yield InterruptedEntry(type="turn_aborted", text=f"Turn aborted ({reason})" if reason
                           else "Turn aborted", raw=payload, **state.base(line, obj))


def _hide(reason: str) -> Handler:
    def handle(payload: dict[str, Any], obj: dict[str, Any], line: int,
               state: CodexState) -> Iterator[Entry]:
        yield state.hidden(line, obj, payload["type"], reason)
    return handle


def _complete(payload: dict[str, Any], obj: dict[str, Any], line: int,
              state: CodexState) -> Iterator[Entry]:
    last = text_field(payload, "last_agent_message")
    if last.strip() and not state.seen.shown(("assistant",
                                                                         last.strip())):
        yield _notice(obj, line, state, "task_complete", "Turn complete", last)
    else:
        yield state.hidden(line, obj, "task_complete", "end of a turn (its last reply is "
                           "shown)")


def _compaction(payload: dict[str, Any], obj: dict[str, Any], line: int,
                state: CodexState) -> Iterator[Entry]:
    if line - state.last_compacted <= 3:
        yield state.hidden(line, obj, "context_compacted", "the compaction its compacted "
                           "line shows")
    else:
        yield CompactedEntry(type="context_compacted", **state.base(line, obj))


def _notice(obj: dict[str, Any], line: int, state: CodexState, kind: str, title: str,
            text: str, level: str = "info", body: str = "") -> AgentNoticeEntry:
    return AgentNoticeEntry(type=kind, kind=kind, title=title, text=text, level=level,
                            body=body, **state.base(line, obj))


def _review(payload: dict[str, Any], obj: dict[str, Any], line: int,
            state: CodexState) -> Iterator[Entry]:
    if payload["type"] == "entered_review_mode":
        hint = payload.get("user_facing_hint") or payload.get("prompt") or ""
        yield _notice(obj, line, state, "entered_review_mode", "Review started", str(hint))
        return
    out = payload.get("review_output")
    if out is not None and not isinstance(out, dict):
        raise Unread(f"review_output: a {type(out).__name__}, not an object")
    out = out or {}
    if not isinstance(out.get("findings") or [], list):
        raise Unread(f"review_output.findings: a {type(out['findings']).__name__}, not a list")
    findings = [f"{f.get('title', '')}: {f.get('body', '')}" if isinstance(f, dict) else
                json.dumps(f, ensure_ascii=False) for f in out.get("findings") or []]
    yield _notice(obj, line, state, "exited_review_mode", "Review finished",
                  str(out.get("overall_explanation") or ""), body="\n".join(findings))


def _error(payload: dict[str, Any], obj: dict[str, Any], line: int,
           state: CodexState) -> Iterator[Entry]:
    err = payload.get("error")
    text = payload.get("message") or (err.get("message") if isinstance(err, dict) else err)
    yield _notice(obj, line, state, payload["type"], "Error" if payload["type"] == "error"
                  else "Stream error", str(text or ""), level="error")


def _named(payload: dict[str, Any], obj: dict[str, Any], line: int,
           state: CodexState) -> Iterator[Entry]:
    yield _notice(obj, line, state, "thread_name_updated", "Thread named",
                  str(payload.get("thread_name") or ""))


def _background(payload: dict[str, Any], obj: dict[str, Any], line: int,
                state: CodexState) -> Iterator[Entry]:
    yield _notice(obj, line, state, payload["type"], payload["type"].replace("_", " "),
                  str(payload.get("message") or ""))


EVENTS: dict[str, Handler] = {
    "user_message": _said("user", "message", "user"),
    "agent_message": _said("assistant", "message", "text"),
    "agent_reasoning": _said("reasoning", "text", "thinking"),
    "agent_reasoning_raw_content": _said("reasoning", "text", "thinking"),
    "token_count": token_count,
    "turn_aborted": _aborted,
    "task_started": _hide("start of a turn"),
    "task_complete": _complete,
    "context_compacted": _compaction,
    "entered_review_mode": _review,
    "exited_review_mode": _review,
    "error": _error,
    "stream_error": _error,
    "thread_name_updated": _named,
    "background_event": _background,
    "warning": _background,
    **EVENT_TOOLS,
    **CODEX_NOTICES,
}
