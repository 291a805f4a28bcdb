"""Copilot CLI's rarer events: every other type the schema persists, and the live-progress
types it marks `ephemeral` (never written, but a log of another version may hold them).

Shapes: github/copilot-sdk nodejs/src/generated/session-events.ts (snapshot cc0438d,
2026-08-21): the persisted `session.remote_steerable_changed`, `session.schedule_*`,
`session.autopilot_objective_changed`, `session.session_limits_changed`,
`session.permissions_changed`, `session.workspace_file_changed`, `session.context_cleared`,
`tool.user_requested`, `tool_search.activated`, `external_tool.requested/completed`,
`skill.invoked`, `session.canvas.recorded/removed`; the ephemeral ones in EPHEMERAL (the
schema's `ephemeral: true`), and `session.title_changed` / `session.snapshot_rewind`,
persisted by older versions (their types are in copilot-sdk v0.1.8's list, as quoted by
cirvine-MSFT/editless src/copilot-sdk-types.ts).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from .copilot_events import Handler, _hide, _titled
from .copilot_state import CopilotState, facts_of, string
from .entries import CustomTitleEntry, Entry

#: live-progress events the schema marks ephemeral: what they carry, later events hold
EPHEMERAL = frozenset({
    "session.idle", "session.usage_info", "pending_messages.modified", "assistant.intent",
    "assistant.server_tool_progress", "assistant.reasoning_delta", "assistant.tool_call_delta",
    "assistant.streaming_delta", "assistant.message_start", "assistant.message_delta",
    "assistant.idle", "assistant.usage", "model.call_failure", "tool.execution_partial_result",
    "tool.execution_progress", "hook.progress", "session.todos_changed",
    "session.background_tasks_changed", "session.tools_updated", "session.skills_loaded",
    "session.custom_agents_updated", "session.mcp_servers_loaded",
    "session.mcp_server_status_changed", "session.extensions_loaded", "commands.changed",
    "capabilities.changed"})
EPHEMERAL_REASON = ("a live-progress event the CLI does not keep (ephemeral in its schema); "
                    "the events after it hold what it shows (an API call's usage: the "
                    "shutdown's figures are counted)")


def _requested(data: dict[str, Any], obj: dict[str, Any], line: int,
               state: CopilotState) -> Iterator[Entry]:
    """tool.user_requested / external_tool.requested: a call no reply requested (the user's
    `!` command, an SDK client's tool); its tool.execution_complete is its result."""
    call = string(data, "toolCallId") or f"copilot-{line}"
    if call in state.calls:
        yield state.hidden(line, obj, str(obj.get("type")), "a tool call shown already")
        return
    state.calls[call] = string(data, "toolName")
    state.started.add(call)
    arguments = data.get("arguments")
    yield state.assistant(line, obj, [{"type": "tool_use", "id": call,
                                       "name": string(data, "toolName"),
                                       "input": arguments if isinstance(arguments, dict)
                                       else {"arguments": arguments}}])


def _skill(data: dict[str, Any], obj: dict[str, Any], line: int,
           state: CopilotState) -> Iterator[Entry]:
    name = string(data, "name")
    yield state.notice(line, obj, f"Skill invoked: {name}" if name else "Skill invoked",
                       string(data, "description"),
                       facts=facts_of(data, ("source", "path", "trigger", "pluginName")))


def _title(data: dict[str, Any], obj: dict[str, Any], line: int,
           state: CopilotState) -> Iterator[Entry]:
    title = " ".join(string(data, "title").split())
    if not title:
        yield state.hidden(line, obj, "session.title_changed", "an empty title")
        return
    yield CustomTitleEntry(type="session.title_changed", customTitle=title,
                           **state.base(line, obj))


def _schedule(data: dict[str, Any], obj: dict[str, Any], line: int,
              state: CopilotState) -> Iterator[Entry]:
    yield state.notice(line, obj, "Prompt scheduled", string(data, "displayPrompt") or
                       string(data, "prompt"), facts=facts_of(data, ("cron", "tz", "id")))


MORE: dict[str, Handler] = {
    "session.remote_steerable_changed": _hide("remote steering of the session turned on or "
                                              "off"),
    "session.schedule_created": _schedule,
    "session.schedule_cancelled": _titled("Scheduled prompt cancelled"),
    "session.schedule_rearmed": _titled("Scheduled prompt rearmed"),
    "session.autopilot_objective_changed": _titled("Autopilot objective changed"),
    "session.session_limits_changed": _hide("the session's AI-credit limit changed"),
    "session.permissions_changed": _titled("Permissions changed", "mode"),
    "session.workspace_file_changed": _titled("Workspace file changed", "path"),
    "session.context_cleared": _titled("Context cleared", "initialMessage"),
    "session.snapshot_rewind": _titled("Rewound", "upToEventId"),
    "session.title_changed": _title,
    "tool.user_requested": _requested,
    "external_tool.requested": _requested,
    "external_tool.completed": _hide("the end of an external tool's run (its result line "
                                     "shows it)"),
    "tool_search.activated": _titled("Tool search"),
    "skill.invoked": _skill,
    "session.canvas.recorded": _titled("Canvas opened", "title"),
    "session.canvas.removed": _titled("Canvas closed"),
    **{kind: _hide(EPHEMERAL_REASON) for kind in EPHEMERAL},
}
