"""Copilot CLI's events around the conversation: the session's own (start, resume, model
changes, info, warnings, errors, truncation, compaction, shutdown), hooks, sub-agents,
notifications and aborts, as notices, compactions, interruptions or hidden records.

Shapes: github/copilot-sdk nodejs/src/generated/session-events.ts (snapshot cc0438d,
2026-08-21: `StartData`, `ResumeData`, `ErrorData`, `InfoData`, `WarningData`,
`ModelChangeData`, `TruncationData`, `CompactionCompleteData`, `ShutdownData`,
`UsageCheckpointData`, `AutoModeResolvedData`, `HookStartData`, `HookEndData`,
`SubagentStartedData`, `SubagentCompletedData`, `SubagentFailedData`,
`SystemNotificationData`, `AbortData`); the samples of jazzyalex/agent-sessions
Resources/Fixtures/stage0/agents/copilot (0.0.420, 1.0.11, 1.0.77). A 0.0.420 truncation
has other fields (`reason`, `droppedTokens`): a notice shows whatever scalar fields it has.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from .agent_entries import CompactedEntry, InterruptedEntry
from .copilot_state import CopilotState, facts_of, string
from .copilot_shape import trusted_folder
from .entries import Entry

Handler = Callable[[dict[str, Any], dict[str, Any], int, CopilotState], Iterator[Any]]


def _start(data: dict[str, Any], obj: dict[str, Any], line: int,
           state: CopilotState) -> Iterator[Entry]:
    state.start(data)
    yield state.hidden(line, obj, "session.start", "session facts (id, version, directory, "
                       "branch, model): shown in the header")


def _resume(data: dict[str, Any], obj: dict[str, Any], line: int,
            state: CopilotState) -> Iterator[Entry]:
    state.start(data)
    yield state.notice(line, obj, "Session resumed", string(data, "resumeTime"),
                       facts=facts_of(data, ("selectedModel", "eventCount",
                                             "reasoningEffort")))


def _model(data: dict[str, Any], obj: dict[str, Any], line: int,
           state: CopilotState) -> Iterator[Entry]:
    new, old = string(data, "newModel"), string(data, "previousModel")
    state.model = new or state.model
    yield state.notice(line, obj, "Model changed", f"{old} → {new}" if old else new,
                       facts=facts_of(data, ("reasoningEffort", "cause", "contextTier")))


def _info(level: str, key: str) -> Handler:
    """session.info (`infoType`) / session.warning (`warningType`): its message."""
    def handle(data: dict[str, Any], obj: dict[str, Any], line: int,
               state: CopilotState) -> Iterator[Entry]:
        state.cwd = state.cwd or trusted_folder(data)
        kind = string(data, key)
        title = level.title() + (f" ({kind.replace('_', ' ')})" if kind else "")
        yield state.notice(line, obj, title, string(data, "message"), level=level,
                           body="\n".join(t for t in (string(data, "tip"),
                                                      string(data, "url")) if t))
    return handle


def _error(data: dict[str, Any], obj: dict[str, Any], line: int,
           state: CopilotState) -> Iterator[Entry]:
    kind = string(data, "errorType")
    yield state.notice(line, obj, "Error" + (f" ({kind})" if kind else ""),
                       string(data, "message"), level="error",
                       facts=facts_of(data, ("statusCode", "errorCode", "url")),
                       body=string(data, "stack"))


def _truncation(data: dict[str, Any], obj: dict[str, Any], line: int,
                state: CopilotState) -> Iterator[Entry]:
    """The CLI dropped messages to fit the context window (not summarised)."""
    removed = data.get("messagesRemovedDuringTruncation")
    text = f"{removed} messages removed" if isinstance(removed, int) else ""
    yield state.notice(line, obj, "Context truncated", text, level="warning",
                       facts=facts_of(data))


def _compacted(data: dict[str, Any], obj: dict[str, Any], line: int,
               state: CopilotState) -> Iterator[Entry]:
    if data.get("success") is False:
        yield state.notice(line, obj, "Compaction failed", string(data, "error"),
                           level="error", facts=facts_of(data, ("statusCode", "trigger")))
        return
    yield CompactedEntry(type="session.compaction_complete",
                         summary=string(data, "summaryContent"), **state.base(line, obj))


def _shutdown(data: dict[str, Any], obj: dict[str, Any], line: int,
              state: CopilotState) -> Iterator[Entry]:
    """The end of a run of the CLI: its figures (its tokens are placed by copilot_usage)."""
    changes = data.get("codeChanges") if isinstance(data.get("codeChanges"), dict) else {}
    files = changes.get("filesModified") if isinstance(changes.get("filesModified"),
                                                       list) else []
    facts = facts_of(data, ("shutdownType", "currentModel", "totalPremiumRequests",
                            "totalApiDurationMs", "errorReason"))
    facts += facts_of(changes, ("linesAdded", "linesRemoved"))
    yield state.notice(line, obj, "Session ended", string(data, "errorReason"),
                       level="error" if data.get("shutdownType") == "error" else "info",
                       facts=facts, body="\n".join(str(f) for f in files))


def _auto(data: dict[str, Any], obj: dict[str, Any], line: int,
          state: CopilotState) -> Iterator[Entry]:
    chosen = string(data, "chosenModel")
    state.model = chosen or state.model
    yield state.hidden(line, obj, "session.auto_mode_resolved", "the Auto model router's "
                       f"choice ({chosen or 'no model named'}); the replies name their model")


def _hide(reason: str) -> Handler:
    def handle(data: dict[str, Any], obj: dict[str, Any], line: int,
               state: CopilotState) -> Iterator[Entry]:
        yield state.hidden(line, obj, str(obj.get("type")), reason)
    return handle


def _hook_end(data: dict[str, Any], obj: dict[str, Any], line: int,
              state: CopilotState) -> Iterator[Entry]:
    error = data.get("error")
    if data.get("success") is not False:
        yield state.hidden(line, obj, "hook.end", f"a {string(data, 'hookType') or 'hook'} "
                           "hook ran and succeeded")
        return
    message = string(error, "message") if isinstance(error, dict) else str(error or "")
    yield state.notice(line, obj, f"Hook failed ({string(data, 'hookType')})", message,
                       level="error")


def _subagent(data: dict[str, Any], obj: dict[str, Any], line: int,
              state: CopilotState) -> Iterator[Entry]:
    """subagent.started / completed / failed: a notice; the end's figures also go on
    the `task` call's result (its sidecar), as a Task result's do."""
    kind = str(obj.get("type"))
    name = string(data, "agentDisplayName") or string(data, "agentName")
    call = string(data, "toolCallId")
    if kind != "subagent.started" and call:
        state.runs[call] = {"agentId": call, "agentType": string(data, "agentName"),
                            "status": "failed" if kind == "subagent.failed" else
                            "cancelled" if data.get("cancelled") else "completed",
                            "totalTokens": data.get("totalTokens"),
                            "totalDurationMs": data.get("durationMs"),
                            "totalToolUseCount": data.get("totalToolCalls")}
    title = {"subagent.started": "Subagent started", "subagent.completed": "Subagent finished",
             "subagent.failed": "Subagent failed"}[kind]
    text = string(data, "agentDescription") if kind == "subagent.started" else \
        string(data, "error")
    yield state.notice(line, obj, f"{title}: {name}" if name else title, text,
                       level="error" if kind == "subagent.failed" else "info",
                       facts=facts_of(data, ("model", "totalToolCalls", "totalTokens",
                                             "durationMs")))


def _notification(data: dict[str, Any], obj: dict[str, Any], line: int,
                  state: CopilotState) -> Iterator[Entry]:
    kind = data.get("kind") if isinstance(data.get("kind"), dict) else {}
    what = string(kind, "type").replace("_", " ")
    yield state.notice(line, obj, "Notification" + (f" ({what})" if what else ""),
                       string(data, "content"),
                       facts=facts_of(kind, ("agentType", "status", "description")),
                       body=string(kind, "prompt"))


def _abort(data: dict[str, Any], obj: dict[str, Any], line: int,
           state: CopilotState) -> Iterator[Entry]:
    reason = string(data, "reason")
    yield InterruptedEntry(type="abort", text=f"Aborted ({reason.replace('_', ' ')})"
                           if reason else "Aborted", raw=data, **state.base(line, obj))


def _titled(title: str, key: str = "", level: str = "info") -> Handler:
    """A notice of `title`, its text `data[key]`, its scalar fields as facts."""
    def handle(data: dict[str, Any], obj: dict[str, Any], line: int,
               state: CopilotState) -> Iterator[Entry]:
        yield state.notice(line, obj, title, string(data, key) if key else "", level=level,
                           facts=facts_of(data))
    return handle


EVENTS: dict[str, Handler] = {
    "session.start": _start,
    "session.resume": _resume,
    "session.model_change": _model,
    "session.info": _info("info", "infoType"),
    "session.warning": _info("warning", "warningType"),
    "session.error": _error,
    "session.truncation": _truncation,
    "session.compaction_start": _hide("a compaction started: its completion line shows it"),
    "session.compaction_complete": _compacted,
    "session.shutdown": _shutdown,
    "session.auto_mode_resolved": _auto,
    "session.usage_checkpoint": _hide("AI units and premium requests used so far (no token "
                                      "figures; the shutdown line has them)"),
    "session.task_complete": _titled("Task complete", "summary"),
    "session.mode_changed": _titled("Mode changed", "newMode"),
    "session.plan_changed": _titled("Plan changed"),
    "session.context_changed": _titled("Working directory changed", "cwd"),
    "session.handoff": _titled("Session handed off"),
    "session.binary_asset": _hide("binary data kept for the session (not shown)"),
    "hook.start": _hide("a hook started; its end line says how it went"),
    "hook.end": _hook_end,
    "subagent.started": _subagent,
    "subagent.completed": _subagent,
    "subagent.failed": _subagent,
    "subagent.selected": _titled("Agent selected", "agentDisplayName"),
    "subagent.deselected": _titled("Agent deselected"),
    "system.notification": _notification,
    "permission.requested": _hide("a permission prompt for a tool call (the call shows "
                                  "what ran)"),
    "permission.completed": _hide("the answer to a permission prompt"),
    "abort": _abort,
}
