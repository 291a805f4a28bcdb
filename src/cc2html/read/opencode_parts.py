"""An opencode message's parts as the transcript's blocks and the other agents' entries
(the reader is read/opencode.py). Shapes: `MessageV2` in anomalyco/opencode (formerly
sst/opencode) packages/opencode/src/session/message-v2.ts, shaped on opencode 1.3-1.18
(the samples' `version` 1.3.17; jazzyalex/agent-sessions verifies OpenCode 1.18.21).

Parts: `text` (`synthetic`/`ignored` ones the CLI wrote itself), `reasoning`, `tool`
(`callID`, `tool`, `state` of status pending/running/completed/error with `input`,
`output`/`error`, `metadata`, `time`), `file`, `agent`, `subtask`, `step-start`,
`step-finish` (`tokens`, `cost` of one model call), `snapshot`, `patch`, `retry`,
`compaction`. A tool part is a call and its result at once: the call goes in the reply,
the result (an error for status error, and for pending/running, which opencode itself
sends to the model as "[Tool execution was interrupted]": `toModelMessagesEffect`) in a
user entry after it, as a Claude Code transcript has them.
"""

from __future__ import annotations

import json
from datetime import datetime, timezone
from typing import Any, Optional

from ..model.numbers import amount, count

#: part types that are blocks of a reply (the others are entries of their own)
BLOCKS = frozenset({"text", "reasoning", "tool"})
#: tool states whose call never finished
UNFINISHED = {"pending": "pending", "running": "running"}
#: the longest `data:` URL shown whole in a file part's notice
DATA_URL_SHOWN = 200


def stamp(ms: Any) -> Optional[str]:
    """Epoch milliseconds (opencode's `time.*`) as an ISO time in UTC, else None."""
    if isinstance(ms, bool) or not isinstance(ms, (int, float)):
        return None
    try:
        when = datetime.fromtimestamp(ms / 1000, tz=timezone.utc)
    except (OverflowError, OSError, ValueError):
        return None
    return when.isoformat(timespec="milliseconds").replace("+00:00", "Z")


def time_of(obj: dict[str, Any], *keys: str) -> Optional[str]:
    """The first of `obj.time`'s `keys` that is a time."""
    times = obj.get("time")
    if not isinstance(times, dict):
        return None
    return next((s for s in (stamp(times.get(k)) for k in keys) if s), None)


def text_field(obj: dict[str, Any], key: str) -> str:
    value = obj.get(key)
    return value if isinstance(value, str) else "" if value is None else json.dumps(
        value, ensure_ascii=False)


def block_of(part: dict[str, Any]) -> dict[str, Any]:
    """A text, reasoning or tool part as a transcript content block."""
    kind = part.get("type")
    if kind == "text":
        return {"type": "text", "text": text_field(part, "text")}
    if kind == "reasoning":
        return {"type": "thinking", "thinking": text_field(part, "text")}
    state = part.get("state") if isinstance(part.get("state"), dict) else {}
    args = state.get("input")
    return {"type": "tool_use", "id": call_id(part), "name": str(part.get("tool") or ""),
            "input": args if isinstance(args, dict) else {} if args is None else
            {"input": args}}


def call_id(part: dict[str, Any]) -> str:
    return str(part.get("callID") or part.get("id") or "")


def result_of(part: dict[str, Any]) -> Optional[dict[str, Any]]:
    """A tool part's result as a `tool_result` block (and the `toolUseResult` it carries
    in `_sidecar`), None when its state has no status at all."""
    state = part.get("state") if isinstance(part.get("state"), dict) else {}
    status = state.get("status")
    if not isinstance(status, str):
        return None
    meta = state.get("metadata") if isinstance(state.get("metadata"), dict) else {}
    if status in UNFINISHED:  # (bash keeps its output so far in `metadata.output`)
        so_far = meta.get("output") if isinstance(meta.get("output"), str) else ""
        text = (f"(no result: the call was still {status} when opencode wrote the session; "
                "opencode tells the model \"[Tool execution was interrupted]\")"
                + (f"\n\nOutput so far:\n{so_far}" if so_far else ""))
        error = True
    elif status == "error":
        out = meta.get("output") if meta.get("interrupted") is True else None
        text = "\n".join(t for t in (out if isinstance(out, str) else "",
                                     text_field(state, "error")) if t)
        error = True
    else:  # completed (and the drift sample's "success": jazzyalex storage_legacy)
        text = text_field(state, "output") if "output" in state else json.dumps(
            {k: v for k, v in state.items() if k not in ("input", "time")},
            ensure_ascii=False, indent=1)
        text += "".join(f"\n[attachment: {_file_line(a)}]" for a in state.get(
            "attachments") or () if isinstance(a, dict))
        error = False
    sidecar: dict[str, Any] = {}
    child = meta.get("sessionId")  # the task tool's child session (tool/task.ts)
    if isinstance(child, str) and child:
        sidecar["agentId"] = child
    if isinstance(meta.get("exit"), int) and not isinstance(meta.get("exit"), bool):
        sidecar["exitCode"] = meta["exit"]
    return {"type": "tool_result", "tool_use_id": call_id(part), "content": text,
            "is_error": error, "_sidecar": sidecar or None}


def _file_line(part: dict[str, Any]) -> str:
    """A file part in one line: its name, type and URL (a `data:` URL only by size)."""
    url = text_field(part, "url")
    if url.startswith("data:") and len(url) > DATA_URL_SHOWN:
        url = f"{url.split(',', 1)[0]},… ({len(url):,} characters)"
    name = text_field(part, "filename")
    return " · ".join(x for x in (name, text_field(part, "mime"), url) if x)


def notice_of(part: dict[str, Any]) -> Optional[tuple[str, str, str, str]]:
    """(kind, title, text, level) of a part shown as a notice, else None."""
    kind = part.get("type")
    if kind == "file":
        return "opencode/file", "File", _file_line(part), "info"
    if kind == "agent":
        return "opencode/agent", "Agent", f"@{text_field(part, 'name')}", "info"
    if kind == "subtask":
        head = " · ".join(x for x in (text_field(part, "agent"),
                                      text_field(part, "description")) if x)
        return "opencode/subtask", "Subtask", f"{head}\n\n{text_field(part, 'prompt')}" \
            .strip(), "info"
    if kind == "patch":
        files = part.get("files") if isinstance(part.get("files"), list) else []
        listed = "\n".join(str(f) for f in files)
        return "opencode/patch", "Files changed", listed or "(no files named)", "info"
    if kind == "retry":
        error = part.get("error")
        data = error.get("data") if isinstance(error, dict) else None
        what = text_field(data, "message") if isinstance(data, dict) else text_field(
            part, "error")
        return ("opencode/retry", f"Retry (attempt {text_field(part, 'attempt')})", what,
                "warning")
    return None


#: hidden part types -> the true reason they are not shown
HIDDEN = {
    "step-start": "the start of a model call (a snapshot marker); the reply shows the call",
    "step-finish": "the end of a model call: its tokens are the reply's usage, its cost in "
                   "the session's recorded cost",
    "snapshot": "a snapshot of the working tree (opencode's undo point): a hash only",
}


def cost_of(value: Any) -> Optional[float]:
    """A recorded `cost` in USD (a number; the samples' drift `{"usd": n}`), else None
    (model/numbers.py `amount`: a finite number from 0 up)."""
    if isinstance(value, dict):
        value = value.get("usd")
    return amount(value)


def usage_of(tokens: Any) -> Optional[dict[str, Any]]:
    """opencode's `tokens` ({input, output, reasoning, cache: {read, write}}; input net of
    the cache, as session/index.ts `getUsage` counts it) as a transcript's usage: output
    with reasoning, cache reads and writes apart. A figure that is not a count goes on as
    it is, for the classify stage to report."""
    if not isinstance(tokens, dict):
        return None
    cache = tokens.get("cache") if isinstance(tokens.get("cache"), dict) else {}
    raw = {"input": tokens.get("input"), "output": tokens.get("output"),
           "reasoning": tokens.get("reasoning"), "read": cache.get("read"),
           "write": cache.get("write")}
    n = {k: count(v) or 0 for k, v in raw.items()}
    wrong = {k: v for k, v in raw.items() if v is not None and count(v) is None}
    return {"input_tokens": wrong.get("input", n["input"]),
            "output_tokens": wrong.get("output", wrong.get("reasoning",
                                                           n["output"] + n["reasoning"])),
            "cache_read_input_tokens": wrong.get("read", n["read"]),
            "cache_creation_input_tokens": wrong.get("write", n["write"])}


def add_usage(a: Optional[dict[str, Any]], b: Optional[dict[str, Any]]
              ) -> Optional[dict[str, Any]]:
    """Two usages summed (a figure that is not a number wins, to be reported)."""
    if a is None or b is None:
        return a or b
    return {k: (a[k] + b[k]) if isinstance(a[k], int) and isinstance(b[k], int)
            else (a[k] if not isinstance(a[k], int) else b[k]) for k in a}
