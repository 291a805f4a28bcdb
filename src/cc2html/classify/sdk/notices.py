"""SDK messages that are not turns: the snapshot, notices, task events, hidden counts.

`SYSTEM_NOTICES` maps a `system` subtype, `EVENT_NOTICES` a top-level type, to a
factory; a kind in neither renders as `UnknownMessage` (never dropped).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from datetime import datetime, timezone
from typing import Any

from ...model import HiddenRecord, MessageContent, MessageMeta, UnknownMessage
from ...model.text import counted
from ...model.sdk import Facts, NoticeMessage, ResultNotice, SnapshotRecord, TaskRecord
from ...read.sdk_entries import SdkMessage, SdkResult
from ...read.jsonsafe import fallback_text
from .usage import Note, model_usage, number, result_usage
from ...model.numbers import count, invalid

Factory = Callable[[SdkMessage, MessageMeta], Iterator[MessageContent]]

_ENVELOPE = {"type", "subtype", "uuid", "session_id", "parent_tool_use_id", "line", "raw"}


def value_text(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, (str, int, float)):
        return str(value)
    try:
        return json.dumps(value, ensure_ascii=False, default=str)
    except (ValueError, RecursionError):
        return fallback_text(value)


def facts_of(raw: dict[str, Any], labels: dict[str, str]) -> Facts:
    """(label, text) for each labelled key present, then every other field by its name."""
    shown = [(label, value_text(raw[key])) for key, label in labels.items()
             if raw.get(key) not in (None, "", [], {})]
    rest = [(key, value_text(v)) for key, v in raw.items()
            if key not in labels and key not in _ENVELOPE and v not in (None, "", [], {})]
    return tuple(shown + rest)


def _extras(item: dict[str, Any], used: tuple[str, ...]) -> str:
    """The fields of a listed item beyond those shown, so an MCP error is not lost."""
    rest = [f"{k}: {value_text(v)}" for k, v in item.items()
            if k not in used and v not in (None, "", [], {})]
    return f" ({'; '.join(rest)})" if rest else ""


def _names(items: Any, key: str = "name") -> tuple[str, ...]:
    out = []
    for item in items if isinstance(items, list) else []:
        if isinstance(item, dict):
            name = item.get(key) or item.get("name")
            out.append(value_text(name if name else item) +
                       (_extras(item, (key, "name")) if name else ""))
        else:
            out.append(value_text(item))
    return tuple(out)


def _pairs(items: Any, second: str) -> tuple[tuple[str, str], ...]:
    """(name, second field + any other fields) of each listed item."""
    return tuple((value_text(i.get("name")),
                  value_text(i.get(second)) + _extras(i, ("name", second)))
                 if isinstance(i, dict) else (value_text(i), "")
                 for i in (items if isinstance(items, list) else []))


_INIT_KNOWN = {"model", "cwd", "permissionMode", "claude_code_version", "tools", "mcp_servers",
               "plugins", "skills", "slash_commands", "agents"}


def init(msg: SdkMessage, meta: MessageMeta) -> Iterator[MessageContent]:
    raw = msg.raw
    other = tuple((k, value_text(v)) for k, v in raw.items()
                  if k not in _INIT_KNOWN and k not in _ENVELOPE and v not in (None, "", [], {}))
    yield SnapshotRecord(
        meta=meta, model=value_text(raw.get("model")), cwd=value_text(raw.get("cwd")),
        permission_mode=value_text(raw.get("permissionMode")),
        version=value_text(raw.get("claude_code_version")),
        tools=_names(raw.get("tools")), mcp_servers=_pairs(raw.get("mcp_servers"), "status"),
        plugins=_pairs(raw.get("plugins"), "path"), skills=_names(raw.get("skills")),
        slash_commands=_names(raw.get("slash_commands")), agents=_names(raw.get("agents")),
        other=other)


def _notice(msg: SdkMessage, meta: MessageMeta, title: str, text: str, level: str = "info",
            labels: dict[str, str] | None = None, body: str = "",
            skip: tuple[str, ...] = ()) -> NoticeMessage:
    raw = {k: v for k, v in msg.raw.items() if k not in skip}
    kind = f"{msg.type}/{msg.subtype}" if msg.subtype else msg.type
    return NoticeMessage(meta=meta, kind=kind, title=title, text=text, level=level,
                         facts=facts_of(raw, labels or {}), body=body)


def status(msg: SdkMessage, meta: MessageMeta) -> Iterator[MessageContent]:
    state = value_text(msg.get("status")) or "idle"
    mode = value_text(msg.get("permissionMode"))
    yield _notice(msg, meta, "Status", state + (f" · permission mode {mode}" if mode else ""),
                  labels={"status": "Status", "permissionMode": "Permission mode"})


def session_state(msg: SdkMessage, meta: MessageMeta) -> Iterator[MessageContent]:
    yield _notice(msg, meta, "Session state", value_text(msg.get("state")),
                  labels={"state": "State"})


def compact_boundary(msg: SdkMessage, meta: MessageMeta) -> Iterator[MessageContent]:
    data = msg.get("compact_metadata") or msg.get("compactMetadata") or {}
    data = data if isinstance(data, dict) else {}
    trigger, before = value_text(data.get("trigger")), data.get("pre_tokens")
    text = "conversation compacted" + (f" ({trigger})" if trigger else "")
    if isinstance(before, int):
        text += f", {before:,} tokens before"
    yield _notice(msg, meta, "Compacted", text, labels={"compact_metadata": "Details"})


def api_retry(msg: SdkMessage, meta: MessageMeta) -> Iterator[MessageContent]:
    attempt, most = value_text(msg.get("attempt")), value_text(msg.get("max_retries"))
    delay = msg.get("retry_delay_ms")
    text = f"attempt {attempt}" + (f" of {most}" if most else "")
    if isinstance(delay, (int, float)):
        text += f", retrying in {delay / 1000:g}s"
    error = " ".join(x for x in (value_text(msg.get("error_status")),
                                 value_text(msg.get("error"))) if x)
    yield _notice(msg, meta, "API retry", text + (f" — {error}" if error else ""), "warning",
                  labels={"attempt": "Attempt", "max_retries": "Max retries",
                          "retry_delay_ms": "Delay (ms)", "error_status": "HTTP status",
                          "error": "Error"})


_HOOK_TEXT = ("output", "stdout", "stderr")


def hook(msg: SdkMessage, meta: MessageMeta) -> Iterator[MessageContent]:
    stage = (msg.subtype or "hook_").removeprefix("hook_")
    name = value_text(msg.get("hook_name")) or "hook"
    event = value_text(msg.get("hook_event"))
    outcome = value_text(msg.get("outcome"))
    code = msg.get("exit_code")
    text = f"{name}" + (f" ({event})" if event else "") + f" {stage}"
    if outcome:
        text += f": {outcome}"
    if code is not None:
        text += f", exit code {value_text(code)}"
    body = "\n".join(f"{key}:\n{value_text(msg.get(key))}" if len(
        [k for k in _HOOK_TEXT if msg.get(k)]) > 1 else value_text(msg.get(key))
        for key in _HOOK_TEXT if msg.get(key))
    level = "error" if outcome == "error" or (isinstance(code, int) and code != 0) else "info"
    yield _notice(msg, meta, "Hook", text, level, body=body,
                  labels={"hook_name": "Hook", "hook_event": "Event", "hook_id": "Hook id",
                          "outcome": "Outcome", "exit_code": "Exit code"}, skip=_HOOK_TEXT)


def local_command_output(msg: SdkMessage, meta: MessageMeta) -> Iterator[MessageContent]:
    content = value_text(msg.get("content"))
    first = next((ln for ln in content.splitlines() if ln.strip()), "")
    yield _notice(msg, meta, "Command output", first, body=content, skip=("content",))


def files_persisted(msg: SdkMessage, meta: MessageMeta) -> Iterator[MessageContent]:
    files = msg.get("files") if isinstance(msg.get("files"), list) else []
    failed = msg.get("failed") if isinstance(msg.get("failed"), list) else []
    lines = [value_text(f.get("filename") if isinstance(f, dict) else f) for f in files]
    lines += [f"FAILED {value_text(f.get('filename'))}: {value_text(f.get('error'))}"
              if isinstance(f, dict) else f"FAILED {value_text(f)}" for f in failed]
    text = f"{counted(len(files), 'file')} persisted" + (f", {len(failed)} failed" if failed else "")
    yield _notice(msg, meta, "Files persisted", text, "warning" if failed else "info",
                  body="\n".join(lines), labels={"processed_at": "Processed at"},
                  skip=("files", "failed"))


def elicitation_complete(msg: SdkMessage, meta: MessageMeta) -> Iterator[MessageContent]:
    server = value_text(msg.get("mcp_server_name"))
    yield _notice(msg, meta, "Elicitation complete", f"MCP server {server}",
                  labels={"mcp_server_name": "MCP server", "elicitation_id": "Elicitation"})


def task(msg: SdkMessage, meta: MessageMeta) -> Iterator[MessageContent]:
    raw = msg.raw
    usage = raw.get("usage") if isinstance(raw.get("usage"), dict) else {}
    known = {"task_id", "tool_use_id", "description", "status", "summary", "last_tool_name",
             "usage"}
    yield TaskRecord(
        meta=meta, event=(msg.subtype or "task_").removeprefix("task_"),
        task_id=value_text(raw.get("task_id")), tool_use_id=value_text(raw.get("tool_use_id")),
        description=value_text(raw.get("description")), status=value_text(raw.get("status")),
        summary=value_text(raw.get("summary")), last_tool=value_text(raw.get("last_tool_name")),
        usage=tuple((k, value_text(v)) for k, v in usage.items()),
        detail=tuple((k, value_text(v)) for k, v in raw.items()
                     if k not in known and k not in _ENVELOPE and v not in (None, "", [], {})))


SYSTEM_NOTICES: dict[str, Factory] = {
    "init": init,
    "status": status,
    "session_state_changed": session_state,
    "compact_boundary": compact_boundary,
    "api_retry": api_retry,
    "hook_started": hook,
    "hook_progress": hook,
    "hook_response": hook,
    "local_command_output": local_command_output,
    "task_started": task,
    "task_progress": task,
    "task_updated": task,
    "task_notification": task,
    "files_persisted": files_persisted,
    "elicitation_complete": elicitation_complete,
}


# --------------------------------------------------------------------------- top-level events


def hidden(reason: str) -> Factory:
    def make(msg: SdkMessage, meta: MessageMeta) -> Iterator[MessageContent]:
        yield HiddenRecord(meta=meta, kind=msg.type, reason=reason)
    return make


def tool_use_summary(msg: SdkMessage, meta: MessageMeta) -> Iterator[MessageContent]:
    ids = msg.get("preceding_tool_use_ids")
    count = len(ids) if isinstance(ids, list) else 0
    yield NoticeMessage(meta=meta, kind=msg.type, title="Tool summary",
                        text=value_text(msg.get("summary")),
                        facts=(("Covers", counted(count, "tool call")),) if count else ())


def auth_status(msg: SdkMessage, meta: MessageMeta) -> Iterator[MessageContent]:
    output = msg.get("output")
    body = "\n".join(map(value_text, output)) if isinstance(output, list) else value_text(output)
    error = value_text(msg.get("error"))
    text = "authenticating…" if msg.get("isAuthenticating") else "authentication finished"
    yield _notice(msg, meta, "Authentication", text + (f" — {error}" if error else ""),
                  "error" if error else "info", body=body,
                  labels={"isAuthenticating": "Authenticating", "error": "Error"},
                  skip=("output",))


def _when(value: Any) -> str:
    if isinstance(value, (int, float)) and value > 0:
        seconds = value / 1000 if value > 1e11 else value
        try:
            return datetime.fromtimestamp(seconds, tz=timezone.utc).strftime(
                "%Y-%m-%d %H:%M UTC")
        except (OverflowError, OSError, ValueError):
            pass
    return value_text(value)


def rate_limit(msg: SdkMessage, meta: MessageMeta) -> Iterator[MessageContent]:
    info = msg.get("rate_limit_info") if isinstance(msg.get("rate_limit_info"), dict) else {}
    state = value_text(info.get("status")) or "?"
    kind = value_text(info.get("rateLimitType"))
    resets = info.get("resetsAt")
    text = state + (f" ({kind})" if kind else "") + (f", resets {_when(resets)}" if resets else "")
    level = "info" if state in ("allowed", "?") else "warning"
    facts = facts_of(info, {"status": "Status", "rateLimitType": "Limit",
                            "utilization": "Utilization"})
    facts = tuple((k, _when(resets) if k == "resetsAt" else v) for k, v in facts)
    yield NoticeMessage(meta=meta, kind=msg.type, title="Rate limit", text=text, level=level,
                        facts=facts + facts_of({k: v for k, v in msg.raw.items()
                                                if k != "rate_limit_info"}, {}))


def prompt_suggestion(msg: SdkMessage, meta: MessageMeta) -> Iterator[MessageContent]:
    yield _notice(msg, meta, "Suggested prompt", value_text(msg.get("suggestion")),
                  skip=("suggestion",))


def control(msg: SdkMessage, meta: MessageMeta) -> Iterator[MessageContent]:
    """Control-protocol traffic (permission prompts over stdio, interrupts …)."""
    inner = msg.get("request") or msg.get("response") or {}
    inner = inner if isinstance(inner, dict) else {"value": inner}
    what = value_text(inner.get("subtype")) or "message"
    tool = value_text(inner.get("tool_name"))
    title = "Control request" if msg.type == "control_request" else "Control response"
    yield NoticeMessage(meta=meta, kind=f"{msg.type}/{what}", title=title,
                        text=what + (f": {tool}" if tool else ""),
                        level="error" if inner.get("subtype") == "error" else "info",
                        facts=facts_of(inner, {"tool_name": "Tool", "input": "Input",
                                               "error": "Error"}) + facts_of(
                            {k: v for k, v in msg.raw.items()
                             if k not in ("request", "response")}, {}))


EVENT_NOTICES: dict[str, Factory] = {
    "keep_alive": hidden("transport keep-alive pings"),
    "control_request": control,
    "control_response": control,
    "control_cancel_request": control,
    "stream_event": hidden("token-by-token stream deltas; the final assistant messages "
                           "repeat their content"),
    "tool_progress": hidden("elapsed-time ticks of a running tool; the call and its "
                            "result are shown"),
    "tool_use_summary": tool_use_summary,
    "auth_status": auth_status,
    "rate_limit_event": rate_limit,
    "prompt_suggestion": prompt_suggestion,
}


def _usage_text(usage: Any) -> str:
    """The counts the result line gives (those that are counts: model/numbers.py)."""
    if not isinstance(usage, dict):
        return ""
    parts = [(usage.get("input_tokens"), "in"), (usage.get("output_tokens"), "out"),
             (usage.get("cache_creation_input_tokens"), "cache write"),
             (usage.get("cache_read_input_tokens"), "cache read")]
    return " · ".join(f"{n:,} {label}" for n, label in parts if count(n) is not None)


def _denial(item: Any) -> str:
    if not isinstance(item, dict):
        return value_text(item)
    name = value_text(item.get("tool_name")) or "tool"
    detail = value_text(item.get("tool_input"))
    return f"{name} {detail}".strip()


def result(msg: SdkMessage, meta: MessageMeta,
           note: Note = lambda _: None) -> Iterator[MessageContent]:
    """A result line; each figure by model/numbers.py's rule (`note` reports the others)."""
    assert isinstance(msg, SdkResult)
    turns = count(msg.num_turns)
    if turns is None and msg.num_turns is not None:
        note(invalid("num_turns", msg.num_turns, "count"))
    duration, cost = number(msg.duration_ms, "duration_ms", note), \
        number(msg.total_cost_usd, "total_cost_usd", note)
    number(msg.duration_api_ms, "duration_api_ms", note)
    parts = [msg.subtype or "result"]
    if turns is not None:
        parts.append(counted(turns, "turn"))
    if duration is not None:
        parts.append(f"{duration / 1000:.1f}s")
    if cost is not None:
        parts.append(f"${cost:.4f}")
    denials = tuple(_denial(d) for d in msg.permission_denials or []) if isinstance(
        msg.permission_denials, list) else ()
    if denials:
        parts.append(counted(len(denials), "permission denial"))
    failed = bool(msg.is_error) or (msg.subtype or "success") != "success"
    labels = {"total_cost_usd": "Cost (USD)", "num_turns": "Turns", "duration_ms": "Duration (ms)",
              "duration_api_ms": "API time (ms)", "stop_reason": "Stop reason",
              "errors": "Errors"}
    raw = {k: v for k, v in msg.raw.items() if k not in ("result", "usage",
                                                          "permission_denials")}
    facts = facts_of(raw, labels)
    shown = _usage_text(msg.usage)
    if shown:
        facts += (("Tokens", shown),)
    yield ResultNotice(meta=meta, kind=f"result/{msg.subtype or '?'}", title="Result",
                       text=" · ".join(parts), level="error" if failed else "info",
                       facts=facts, body="", result_text=value_text(msg.result),
                       denials=denials, usage=result_usage(msg.usage, note),
                       model_usage=model_usage(msg.modelUsage, note),
                       cost_usd=cost, duration_ms=duration)


def unknown(msg: SdkMessage, meta: MessageMeta) -> Iterator[MessageContent]:
    kind = f"{msg.type or '(no type)'}" + (f"/{msg.subtype}" if msg.subtype else "")
    yield UnknownMessage(meta=meta, kind=kind, raw=msg.raw)
