"""Read an Antigravity CLI (`agy`) transcript into the transcript's entries: the adapter.

A line is a trajectory step `{step_index, source, type, status, created_at, content?,
thinking?, tool_calls?, truncated_fields?}` (read/antigravity_shape.py; shapes from
jazzyalex/agent-sessions AgentSessions/Services/AntigravityTranscriptParser.swift and its
fixture Resources/Fixtures/stage0/agents/antigravity/cli_small.jsonl, agy 1.0.12 to
1.1.14; no version is logged). By `type`:

- `USER_INPUT`: the prompt is inside `<USER_REQUEST>…</USER_REQUEST>`; what surrounds it
  (`<USER_SETTINGS_CHANGE>`, `<ADDITIONAL_METADATA>`) is context the CLI adds, shown as
  injected context. "`Model Selection` from X to Y" names the model the replies after it
  are from (the Swift `modelName`); no other line names one.
- `PLANNER_RESPONSE`: the model's turn: `thinking`, `content` (its answer), `tool_calls`
  `[{name, args}]`, each arg a JSON text (`"\\"/tmp/repo\\""`), decoded where it is one.
- `RUN_COMMAND`, `VIEW_FILE`, `LIST_DIRECTORY`, `CODE_ACTION`, `SEARCH_WEB`,
  `GREP_SEARCH` and the other MODEL steps with content (`TOOL_STEPS`): a tool's run,
  its `content` the output: the result of the oldest call still open, else (no call
  recorded, as where a fixture was trimmed) a call of the step's own type with no input.
  A status other than `DONE` marks an error. `truncated_fields` naming `content` (the
  CLI clipped it) is said under the output, as the Swift does.
- `CHECKPOINT`: a compaction (its content the summary); `SYSTEM_MESSAGE` and
  `CONVERSATION_HISTORY` with content: injected context; `CONVERSATION_HISTORY` without:
  hidden (a marker). `GENERIC`: a notice with its content.
- another type from the MODEL with string `content` (the tool steps' envelope; a drift
  sample has `BROWSER_NAVIGATE`): read as a tool step, its card named by its type (as
  jazzyalex's parser gives such steps the same envelope); any other: shown raw, counted.
Token usage is not in the transcript (ccusage PR #1070: "not recoverable").
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any, Optional

from ..redact.redactor import Redactor
from .agent_entries import AgentNoticeEntry, CompactedEntry, HiddenEntry, InjectedEntry
from .antigravity_shape import conversation_id, stamp, workspace
from .entries import AssistantEntry, Entry, UnknownEntry, UserEntry
from .transcript import Item, iter_entries, shape_problem

AGENT = "Antigravity CLI"
TOOL_STEPS = frozenset({"RUN_COMMAND", "VIEW_FILE", "LIST_DIRECTORY", "CODE_ACTION",
                        "SEARCH_WEB", "GREP_SEARCH", "FIND", "VIEW_FILE_OUTLINE",
                        "VIEW_CODE_ITEM", "READ_URL_CONTENT", "COMMAND_STATUS"})
CONTEXT = ("SYSTEM_MESSAGE", "CONVERSATION_HISTORY")
_REQUEST = re.compile(r"<USER_REQUEST>(.*?)</USER_REQUEST>", re.S)
_MODEL = re.compile(r"Model Selection`?\s+from\s+.+?\s+to\s+([^\n]+)")
CLIPPED = "[Antigravity CLI clipped this output: truncated_fields names content]"


def _arg(value: Any) -> Any:
    """An arg as agy writes it, a JSON text, decoded (else kept as written)."""
    if isinstance(value, str):
        try:
            return json.loads(value)
        except ValueError:
            return value
    return value


class _Steps:
    """One transcript's state: its id, directory, model, and the calls still open."""

    def __init__(self, session: str, cwd: Optional[str]) -> None:
        self.session, self.cwd = session, cwd
        self.model: Optional[str] = None
        self.open: list[str] = []

    def base(self, obj: dict[str, Any], line: int) -> dict[str, Any]:
        return {"line": line, "sessionId": self.session, "agent": AGENT, "cwd": self.cwd,
                "timestamp": stamp(obj)}

    def user(self, obj: dict[str, Any], line: int) -> Iterator[Entry]:
        content = obj.get("content")
        text = content if isinstance(content, str) else ""
        match = _REQUEST.search(text)
        prompt = match.group(1).strip() if match else text.strip()
        context = (text[:match.start()] + text[match.end():]).strip() if match else ""
        model = _MODEL.search(text)
        if model:
            self.model = model.group(1).strip().rstrip(".") or self.model
        if context:
            yield InjectedEntry(type="user", text=context, reason="antigravity-settings",
                                **self.base(obj, line))
        if prompt or not context:
            yield UserEntry.model_validate({**self.base(obj, line), "type": "user",
                                            "message": {"role": "user", "content": prompt}})

    def planner(self, obj: dict[str, Any], line: int) -> Iterator[Entry]:
        blocks: list[dict[str, Any]] = []
        if isinstance(obj.get("thinking"), str) and obj["thinking"].strip():
            blocks.append({"type": "thinking", "thinking": obj["thinking"]})
        if isinstance(obj.get("content"), str) and obj["content"].strip():
            blocks.append({"type": "text", "text": _clipped(obj, obj["content"])})
        calls = obj.get("tool_calls") or []
        if not isinstance(calls, list) or not all(isinstance(c, dict) for c in calls):
            raise ValueError("tool_calls is not a list of objects")
        for index, call in enumerate(calls):
            args = call.get("args")
            cid = f"agy-{line}-{index}"
            self.open.append(cid)
            blocks.append({"type": "tool_use", "id": cid, "name": str(call.get("name") or ""),
                           "input": {k: _arg(v) for k, v in args.items()}
                           if isinstance(args, dict) else {}})
        yield self._reply(obj, line, blocks or [{"type": "text", "text": ""}])

    def tool(self, obj: dict[str, Any], line: int) -> Iterator[Entry]:
        if self.open:
            cid = self.open.pop(0)
        else:  # no call recorded for this run: the step stands for its own call
            cid = f"agy-{line}-step"
            yield self._reply(obj, line, [{"type": "tool_use", "id": cid,
                                           "name": str(obj["type"]), "input": {}}])
        content = obj.get("content")
        text = content if isinstance(content, str) else "" if content is None \
            else json.dumps(content, ensure_ascii=False)
        yield UserEntry.model_validate({
            **self.base(obj, line), "type": "user",
            "message": {"role": "user", "content": [{
                "type": "tool_result", "tool_use_id": cid, "content": _clipped(obj, text),
                "is_error": obj.get("status") not in ("DONE", None)}]}})

    def _reply(self, obj: dict[str, Any], line: int, blocks: list[dict[str, Any]]) -> Entry:
        return AssistantEntry.model_validate({
            **self.base(obj, line), "type": "assistant",
            "message": {"role": "assistant", "model": self.model, "content": blocks}})


def _clipped(obj: dict[str, Any], text: str) -> str:
    fields = obj.get("truncated_fields")
    clipped = isinstance(fields, list) and "content" in fields
    return f"{text}\n\n{CLIPPED}" if clipped else text


def _system(obj: dict[str, Any], line: int, s: _Steps) -> Entry:
    kind, content = obj["type"], obj.get("content")
    text = content if isinstance(content, str) else ""
    if kind == "CHECKPOINT":
        return CompactedEntry(type="system", summary=text, **s.base(obj, line))
    if kind == "GENERIC":
        return AgentNoticeEntry(type="system", kind="antigravity/generic", title="Step",
                                text=text, **s.base(obj, line))
    if text.strip():
        return InjectedEntry(type="user", text=text, reason=kind.lower().replace("_", "-"),
                             **s.base(obj, line))
    return HiddenEntry(type=kind, kind=kind, reason="a step with no content (a marker of "
                       "where the history was given)", **s.base(obj, line))


def step_entries(obj: dict[str, Any], line: int, s: _Steps) -> list[Item]:
    """One step -> its entries; a step of the wrong shape is shown raw, and said."""
    kind = obj.get("type")
    try:
        if kind == "USER_INPUT":
            return list(s.user(obj, line))
        if kind == "PLANNER_RESPONSE":
            return list(s.planner(obj, line))
        if kind in TOOL_STEPS:
            return list(s.tool(obj, line))
        if kind in ("CHECKPOINT", "GENERIC", *CONTEXT):
            return [_system(obj, line, s)]
        if obj.get("source") == "MODEL" and isinstance(obj.get("content"), str):
            return list(s.tool(obj, line))  # (its card is named by its type)
    except Exception as exc:  # a field of the wrong type: shown raw, and said
        return [shape_problem(line, f"an Antigravity {kind} step", obj, exc),
                UnknownEntry(type=f"antigravity step ({kind})", raw=obj, **s.base(obj, line))]
    return [UnknownEntry(type=f"antigravity step ({kind or '?'})", raw=obj,
                         **s.base(obj, line))]


def iter_antigravity(path: Path, redactor: Optional[Redactor] = None) -> Iterator[Item]:
    """Entries of an Antigravity CLI transcript. Raises OSError if it cannot be read."""
    s = _Steps(conversation_id(path), workspace(path))
    yield from iter_entries(path, lambda obj, line: iter(step_entries(obj, line, s)), redactor)
