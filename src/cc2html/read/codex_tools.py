"""Codex tool calls and their results, from response items and from tool events.

A call is a tool use block with the call's id, its result a tool result block: the
tree pairs them as it pairs Claude Code's. Function arguments and (older) outputs are
JSON strings, decoded here; an MCP tool keeps its server in the `mcp__server__tool`
name the views read. The begin/end events of shell commands, patches, MCP calls and
web searches show a call the response items lack; a call shown already makes them
hidden records, and an exit code or duration they carry goes with its output.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from typing import Any, Optional

from .codex_state import CodexState, text_of
from .entries import Entry

Handler = Callable[[dict[str, Any], dict[str, Any], int, CodexState], Iterator[Entry]]


def _call_id(payload: dict[str, Any], line: int) -> str:
    for key in ("call_id", "id"):
        if isinstance(payload.get(key), str) and payload[key]:
            return payload[key]
    return f"codex-call-{line}"


def _name(name: Any) -> str:
    """The tool's name; Codex's `server__tool` MCP names as `mcp__server__tool`."""
    name = name if isinstance(name, str) else ""
    if "__" in name and not name.startswith("mcp__") and len(name.split("__")) == 2:
        return f"mcp__{name}"
    return name


def _arguments(raw: Any) -> Any:
    if isinstance(raw, str):
        try:
            decoded = json.loads(raw)
        except (ValueError, RecursionError):
            return {"arguments": raw}
        return decoded if isinstance(decoded, dict) else {"arguments": decoded}
    return raw


def _function_call(payload: dict[str, Any], obj: dict[str, Any], line: int,
                   state: CodexState) -> Iterator[Entry]:
    name = _name(payload.get("name"))
    args = _arguments(payload.get("arguments", payload.get("input")))
    if name == SPAWN:
        state.spawns.add(_call_id(payload, line))
    yield state.tool_use(line, obj, _call_id(payload, line), name, args)


def _custom_call(payload: dict[str, Any], obj: dict[str, Any], line: int,
                 state: CodexState) -> Iterator[Entry]:
    yield state.tool_use(line, obj, _call_id(payload, line), _name(payload.get("name")),
                         payload.get("input"))


def _local_shell(payload: dict[str, Any], obj: dict[str, Any], line: int,
                 state: CodexState) -> Iterator[Entry]:
    action = payload.get("action") if isinstance(payload.get("action"), dict) else {}
    yield state.tool_use(line, obj, _call_id(payload, line), "local_shell",
                         {k: v for k, v in action.items() if k != "type"})


def _web_search(payload: dict[str, Any], obj: dict[str, Any], line: int,
                state: CodexState) -> Iterator[Entry]:
    action = payload.get("action") if isinstance(payload.get("action"), dict) else {}
    args = {k: v for k, v in action.items() if k != "type" and v is not None}
    if "query" in payload:
        args.setdefault("query", payload["query"])
    call = _call_id(payload, line)
    state.last_search = call
    yield state.tool_use(line, obj, call, "web_search", args)


def _output_text(output: Any) -> tuple[str, dict[str, Any]]:
    """An output's text and its facts: an older output is JSON `{output, metadata}`, a
    newer one text, or a list of content parts."""
    if isinstance(output, str) and output.startswith("{"):
        try:
            decoded = json.loads(output)
        except (ValueError, RecursionError):
            decoded = None
        if isinstance(decoded, dict) and isinstance(decoded.get("output"), str):
            meta = decoded.get("metadata") if isinstance(decoded.get("metadata"), dict) else {}
            return decoded["output"], meta
    if isinstance(output, dict):
        content = output.get("content", output.get("output"))
        return (text_of(content) if not isinstance(content, str) else content), {}
    if isinstance(output, list):
        return text_of(output), {}
    return ("" if output is None else str(output)), {}


#: Codex's tool that starts a subagent thread. Its result names the new thread: the event
#: `collab_agent_spawn_end {call_id, new_thread_id}` it sends before returning (both
#: versions), and v1's output `{"agent_id": <thread id>, "nickname"}` (v2 answers
#: `{task_name}` only). openai/codex codex-rs/core/src/tools/handlers/multi_agents/spawn.rs
#: and multi_agents_v2/spawn.rs (`SpawnAgentResult`, `CollabAgentSpawnEndEvent`).
SPAWN = "spawn_agent"


def _spawned_id(text: str) -> Optional[str]:
    """The thread id a v1 `spawn_agent` output names (`agent_id`), else None."""
    if not text.startswith("{"):
        return None
    try:
        decoded = json.loads(text)
    except (ValueError, RecursionError):
        return None
    agent = decoded.get("agent_id") if isinstance(decoded, dict) else None
    return agent if isinstance(agent, str) and agent else None


def _output(payload: dict[str, Any], obj: dict[str, Any], line: int,
            state: CodexState) -> Iterator[Entry]:
    call = _call_id(payload, line)
    text, facts = _output_text(payload.get("output"))
    facts = {**state.stash.pop(call, {}), **facts}
    child = _spawned_id(text) if call in state.spawns and "agentId" not in facts else None
    if child:
        facts["agentId"] = child
    yield state.tool_result(line, obj, call, text, sidecar=facts or None)


def _tool_search_output(payload: dict[str, Any], obj: dict[str, Any], line: int,
                        state: CodexState) -> Iterator[Entry]:
    tools = payload.get("tools")
    text = json.dumps(tools, ensure_ascii=False, indent=1) if tools is not None else ""
    yield state.tool_result(line, obj, _call_id(payload, line), text)


def _tool_search(payload: dict[str, Any], obj: dict[str, Any], line: int,
                 state: CodexState) -> Iterator[Entry]:
    yield state.tool_use(line, obj, _call_id(payload, line), "tool_search",
                         payload.get("arguments"))


def _ghost(payload: dict[str, Any], obj: dict[str, Any], line: int,
           state: CodexState) -> Iterator[Entry]:
    yield state.hidden(line, obj, "ghost_snapshot", "a snapshot of the work tree for undo")


ITEM_TOOLS: dict[str, Handler] = {
    "function_call": _function_call,
    "function_call_output": _output,
    "custom_tool_call": _custom_call,
    "custom_tool_call_output": _output,
    "local_shell_call": _local_shell,
    "web_search_call": _web_search,
    "tool_search_call": _tool_search,
    "tool_search_output": _tool_search_output,
    "ghost_snapshot": _ghost,
}
