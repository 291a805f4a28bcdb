"""Codex tool events (`exec_command_*`, `patch_apply_*`, `mcp_tool_call_*`,
`web_search_*`): a call and its result where no response item records them.

Each kind is a row of how its call is named and argued and how its result reads. A
begin event for a call already shown is hidden; an end event whose call came from a
response item is hidden and lends its exit code and duration to that call's output,
and one whose result was shown is hidden too; otherwise the events are the call.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any, Optional

from .codex_state import CodexState, text_of
from .entries import Entry
from ..model.numbers import amount

Call = Callable[[dict[str, Any]], tuple[str, Any]]
Result = Callable[[dict[str, Any]], tuple[str, bool, dict[str, Any]]]


def _seconds(value: Any) -> Optional[float]:
    """A duration in seconds, an amount by model/numbers.py's rule (None otherwise)."""
    if isinstance(value, dict):
        secs, nanos = amount(value.get("secs", 0)), amount(value.get("nanos", 0))
        return round(secs + nanos / 1e9, 3) if secs is not None and nanos is not None else None
    if isinstance(value, str) and value.endswith("s"):
        try:
            return amount(float(value.rstrip("ms")) / (1000 if value.endswith("ms") else 1))
        except ValueError:
            return None
    return amount(value)


def _exec_call(p: dict[str, Any]) -> tuple[str, Any]:
    return "shell", {k: v for k, v in (("command", p.get("command")), ("workdir", p.get("cwd")))
                     if v is not None}


def _exec_result(p: dict[str, Any]) -> tuple[str, bool, dict[str, Any]]:
    text = p.get("aggregated_output") or p.get("formatted_output") or "\n".join(
        s for s in (p.get("stdout"), p.get("stderr")) if isinstance(s, str) and s)
    facts: dict[str, Any] = {}
    if isinstance(p.get("exit_code"), int):
        facts["exit_code"] = p["exit_code"]
    took = _seconds(p.get("duration"))
    if took is not None:
        facts["duration_seconds"] = took
    return str(text or ""), False, facts


def patch_text(changes: Any) -> str:
    """A `changes` map (path -> add / update / delete) as `*** Begin Patch` text."""
    lines = ["*** Begin Patch"]
    for path, change in (changes.items() if isinstance(changes, dict) else ()):
        change = change if isinstance(change, dict) else {}
        kind = change.get("type") or next(iter(change), "update")
        inner = change.get(kind) if isinstance(change.get(kind), dict) else change
        if kind == "add":
            lines.append(f"*** Add File: {path}")
            content = inner.get("content")
            if isinstance(content, str):
                lines.extend("+" + ln for ln in content.splitlines())
            elif isinstance(inner.get("unified_diff"), str):
                lines.extend(inner["unified_diff"].splitlines())
        elif kind == "delete":
            lines.append(f"*** Delete File: {path}")
        else:
            lines.append(f"*** Update File: {path}")
            if isinstance(inner.get("move_path"), str):
                lines.append(f"*** Move to: {inner['move_path']}")
            lines.extend(str(inner.get("unified_diff") or "").splitlines())
    return "\n".join([*lines, "*** End Patch"])


def _patch_call(p: dict[str, Any]) -> tuple[str, Any]:
    return "apply_patch", {"input": patch_text(p.get("changes"))}


def _patch_result(p: dict[str, Any]) -> tuple[str, bool, dict[str, Any]]:
    text = "\n".join(s for s in (p.get("stdout"), p.get("stderr")) if isinstance(s, str) and s)
    return text, p.get("success") is False, {}


def _mcp_call(p: dict[str, Any]) -> tuple[str, Any]:
    inv = p.get("invocation") if isinstance(p.get("invocation"), dict) else {}
    return f"mcp__{inv.get('server', '')}__{inv.get('tool', '')}", inv.get("arguments")


def _mcp_result(p: dict[str, Any]) -> tuple[str, bool, dict[str, Any]]:
    result = p.get("result") if isinstance(p.get("result"), dict) else {}
    if "Err" in result:
        return str(result["Err"]), True, {}
    ok = result.get("Ok") if isinstance(result.get("Ok"), dict) else result
    took = _seconds(p.get("duration"))
    return (text_of(ok.get("content")), ok.get("isError") is True,
            {"duration_seconds": took} if took is not None else {})


def _search_call(p: dict[str, Any]) -> tuple[str, Any]:
    return "web_search", {"query": p.get("query", "")}


def _search_result(p: dict[str, Any]) -> tuple[str, bool, dict[str, Any]]:
    hits = p.get("results") if isinstance(p.get("results"), list) else []
    lines = [f"{h.get('title', '')} — {h.get('url', '')}\n{h.get('snippet') or ''}".strip()
             for h in hits if isinstance(h, dict)]
    if not hits:
        lines = [json.dumps(p.get("action"), ensure_ascii=False)] if p.get("action") else []
    return "\n\n".join(lines), False, {}


def _dynamic_call(p: dict[str, Any]) -> tuple[str, Any]:
    args = p.get("arguments") if isinstance(p.get("arguments"), dict) else {"arguments":
                                                                             p.get("arguments")}
    return str(p.get("tool") or "dynamic_tool"), {**args, "namespace": p.get("namespace")}


def _dynamic_result(p: dict[str, Any]) -> tuple[str, bool, dict[str, Any]]:
    text = text_of(p.get("content_items")) or str(p.get("error") or "")
    took = _seconds(p.get("duration"))
    return text, p.get("success") is False, {"duration_seconds": took} if took else {}


@dataclass(frozen=True, slots=True)
class ToolEvent:
    """How one kind of tool event names its call and reads its result."""

    call: Call
    result: Result


def _call(payload: dict[str, Any], line: int, state: CodexState) -> str:
    call = payload.get("call_id") or payload.get("callId")
    if isinstance(call, str) and call:
        return call
    if payload["type"].startswith("web_search") and state.last_search not in state.results:
        return state.last_search or f"codex-call-{line}"
    return f"codex-call-{line}"


def _begin(kind: ToolEvent) -> Callable[..., Iterator[Entry]]:
    def handle(payload: dict[str, Any], obj: dict[str, Any], line: int,
               state: CodexState) -> Iterator[Entry]:
        call = _call(payload, line, state)
        if call in state.uses:
            yield state.hidden(line, obj, payload["type"], "the start of a call shown")
            return
        name, args = kind.call(payload)
        yield state.tool_use(line, obj, call, name, args, source="event")
    return handle


def _end(kind: ToolEvent) -> Callable[..., Iterator[Entry]]:
    def handle(payload: dict[str, Any], obj: dict[str, Any], line: int,
               state: CodexState) -> Iterator[Entry]:
        call = _call(payload, line, state)
        text, error, facts = kind.result(payload)
        if call in state.results:
            yield state.hidden(line, obj, payload["type"], "the end of a call whose result "
                               "is shown")
            return
        if state.uses.get(call) == "item" and not payload["type"].startswith("web_search"):
            state.stash[call] = facts
            yield state.hidden(line, obj, payload["type"], "the end of a call shown: its exit "
                               "code and duration go with the call's output")
            return
        if call not in state.uses:
            name, args = kind.call(payload)
            yield state.tool_use(line, obj, call, name, args, source="event")
        yield state.tool_result(line, obj, call, text, error, facts or None)
    return handle


_KINDS = {"exec_command": ToolEvent(_exec_call, _exec_result),
          "patch_apply": ToolEvent(_patch_call, _patch_result),
          "mcp_tool_call": ToolEvent(_mcp_call, _mcp_result),
          "web_search": ToolEvent(_search_call, _search_result)}

EVENT_TOOLS = {f"{name}_{edge}": (_begin if edge == "begin" else _end)(kind)
               for name, kind in _KINDS.items() for edge in ("begin", "end")}
_DYNAMIC = ToolEvent(_dynamic_call, _dynamic_result)
EVENT_TOOLS["dynamic_tool_call_request"] = _begin(_DYNAMIC)
EVENT_TOOLS["dynamic_tool_call_response"] = _end(_DYNAMIC)
