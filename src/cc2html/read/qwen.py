"""Read a Qwen Code chat log into the transcript's entries: the Qwen Code adapter.

Shapes from QwenLM/qwen-code packages/core/src/services/chatRecordingService.ts
(`ChatRecord`, its `subtype`s and payloads; read at commit 015346f1, main of 2026) and the
samples shaped on 0.21.13 (../shared/corpus-agents-next, jazzyalex/agent-sessions
stage0/agents/qwen). One record a line:
- `user`: the prompt's `message.parts` (`recordUserMessage`); a part tagged
  `<qwen:user-prompt-submit-context>` is the hook's context (`systemPayload.hookContext`),
  shown as injected context, not typed. Subtype `notification` (a background task's
  note sent to the model) is a notice.
- `assistant`: one per model round (`recordAssistantTurn`): parts with `thought: true` are
  thinking, `text` the reply, `functionCall` tool calls; `model`; `usageMetadata` (a
  GenerateContentResponseUsageMetadata) its tokens.
- `tool_result`: `functionResponse` parts and `toolCallResult` (`status`, `resultDisplay`,
  `error`): the calls' results; status `error` / `cancelled` is an error.
- `system`: `ui_telemetry`, `chat_compression`, `slash_command`, `custom_title`… : read in
  read/qwen_system.py.

Records are shown in file order, each prompt, reply and tool result with its `uuid` and
`parentUuid` (other records passed through), so a branch a /rewind left is folded where
it forked, as a Claude Code rewind is.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any, Optional

from ..redact.redactor import Redactor
from .agent_entries import AgentNoticeEntry, InjectedEntry
from .entries import AssistantEntry, Entry, UnknownEntry, UserEntry
from .gemini_parts import result_of, text_of, usage_of
from .qwen_system import AGENT, QwenSystem, base
from .transcript import Item, iter_entries, shape_problem

#: a user part the CLI adds from a hook (`<qwen:user-prompt-submit-context>` …)
HOOK_PART = re.compile(r"\s*<qwen:[a-z-]+-context>")
#: usageMetadata's counts under the names gemini_parts.usage_of reads
USAGE_KEYS = {"input": "promptTokenCount", "cached": "cachedContentTokenCount",
              "tool": "toolUsePromptTokenCount", "output": "candidatesTokenCount",
              "thoughts": "thoughtsTokenCount"}


def _parts(obj: dict[str, Any]) -> list[Any]:
    message = obj.get("message")
    parts = message.get("parts") if isinstance(message, dict) else None
    if message is not None and not isinstance(parts, list):
        raise ValueError("message.parts: not a list")
    return parts or []


def usage(meta: Any) -> Optional[dict[str, Any]]:
    """A usageMetadata as a transcript's usage; None when it holds no count."""
    if not isinstance(meta, dict) or not meta.keys() & set(USAGE_KEYS.values()):
        return None
    return usage_of({k: meta.get(v) for k, v in USAGE_KEYS.items()})


def _user(obj: dict[str, Any], line: int, session: Optional[str]) -> Iterator[Entry]:
    parts = _parts(obj)
    if parts and all(isinstance(p, dict) and "functionResponse" in p for p in parts):
        yield from _results(obj, line, session)
        return
    typed, hooked = [], []
    for part in parts:
        words = text_of(part, "message.parts")
        (hooked if isinstance(part, dict) and HOOK_PART.match(words) else typed).append(words)
    if typed or not hooked:
        yield UserEntry.model_validate({**base(obj, line, session), "type": "user",
                                        "message": {"role": "user",
                                                    "content": "\n".join(typed)}})
    if hooked:
        yield InjectedEntry(type="user", text="\n".join(hooked), reason="hook-context",
                            **base(obj, line, session))


#: user records the CLI writes for the model, not typed: their subtype -> the notice's title
NOTICES = {"notification": "Notification", "background_task_completed": "Background task done",
           "cron": "Scheduled prompt"}


def _notified(obj: dict[str, Any], line: int, session: Optional[str]) -> Iterator[Entry]:
    """A background task's or a schedule's message to the model (`NotificationRecordPayload`
    `displayText`, else the parts' text): a notice."""
    payload = obj.get("systemPayload") if isinstance(obj.get("systemPayload"), dict) else {}
    words = "\n".join(text_of(p, "message.parts") for p in _parts(obj))
    yield AgentNoticeEntry(type="user", kind=f"qwen/{obj['subtype']}",
                           title=NOTICES[obj["subtype"]],
                           text=words or str(payload.get("displayText") or ""),
                           **base(obj, line, session))


def _reply(obj: dict[str, Any], line: int, session: Optional[str]) -> Iterator[Entry]:
    blocks: list[dict[str, Any]] = []
    for index, part in enumerate(_parts(obj)):
        call = part.get("functionCall") if isinstance(part, dict) else None
        if isinstance(call, dict):
            args = call.get("args")
            blocks.append({"type": "tool_use", "id": str(call.get("id") or f"qwen-{line}-{index}"),
                           "name": str(call.get("name") or ""),
                           "input": args if isinstance(args, dict) else {"input": args}})
        elif isinstance(part, dict) and part.get("thought") is True:
            blocks.append({"type": "thinking", "thinking": text_of(part, "message.parts")})
        else:
            words = text_of(part, "message.parts")
            if words:
                blocks.append({"type": "text", "text": words})
    yield AssistantEntry.model_validate({
        **base(obj, line, session), "type": "assistant",
        "message": {"role": "assistant", "content": blocks or [{"type": "text", "text": ""}],
                    "model": obj.get("model") if isinstance(obj.get("model"), str) else None,
                    "usage": usage(obj.get("usageMetadata"))}})


def _results(obj: dict[str, Any], line: int, session: Optional[str]) -> Iterator[Entry]:
    """`functionResponse` parts as tool results; `toolCallResult` says the status (and the
    display, for a response with no output of its own)."""
    info = obj.get("toolCallResult") if isinstance(obj.get("toolCallResult"), dict) else {}
    failed = info.get("status") in ("error", "cancelled")
    blocks = []
    for index, part in enumerate(_parts(obj)):
        found = part.get("functionResponse") if isinstance(part, dict) else None
        if not isinstance(found, dict):
            blocks.append({"type": "text", "text": text_of(part, "message.parts")})
            continue
        response = found.get("response")
        empty = not response
        call = {"result": [] if empty else [part],
                "resultDisplay": info.get("resultDisplay") if empty else None,
                "error": info.get("error") if isinstance(info.get("error"), str) else None}
        blocks.append({"type": "tool_result", "content": result_of(call),
                       "tool_use_id": str(found.get("id") or info.get("callId")
                                          or f"qwen-{line}-{index}"),
                       "is_error": failed or (isinstance(response, dict) and "error" in response)})
    yield UserEntry.model_validate({**base(obj, line, session), "type": "user",
                                    "message": {"role": "user", "content": blocks}})


class _Log:
    """The file's records -> entries, with the session's id and the system records' state."""

    def __init__(self, path: Path) -> None:
        self.stem = path.stem.replace("-", "")
        self.session: Optional[str] = None
        self.system = QwenSystem()
        self.items: list[Item] = []
        self.through: dict[str, Optional[str]] = {}
        self.seen: set[str] = set()

    def make(self, obj: dict[str, Any], line: int) -> Iterator[Item]:
        sid = obj.get("sessionId") if isinstance(obj.get("sessionId"), str) else None
        if sid and sid != self.session and sid.replace("-", "") != self.stem \
                and re.fullmatch(r"[0-9a-f]{32}", self.stem):
            self.items.append(AgentNoticeEntry(
                type="system", kind="qwen/session-id", title="Another session id",
                text=f"This record names session {sid[:60]}; the file is named for session "
                     f"{self.stem}.", level="warning", **base(obj, line, self.session or sid)))
        self.session = self.session or sid
        try:
            found = list(self._entries(obj, line))
        except Exception as exc:  # Unread, ValueError, pydantic.ValidationError
            yield shape_problem(line, "a Qwen Code record", obj, exc)
            found = [UnknownEntry(type=f"qwen record ({obj.get('type') or '?'})", raw=obj,
                                  **base(obj, line, self.session))]
        self.items.extend(self._chained(obj, found))

    def _chained(self, obj: dict[str, Any], found: list[Entry]) -> list[Entry]:
        """The record's conversation entry keeps its `uuid` and parent as the line's uuid
        and parentUuid, so the tree stage folds the branch a /rewind left (Qwen re-roots
        the chain at the turn rewound to: `rewindRecording`); any other record is passed
        through (its children hang on its parent); a uuid seen before is not chained."""
        uid, parent = obj.get("uuid"), obj.get("parentUuid")
        parent = self.through.get(parent, parent) if isinstance(parent, str) else None
        talk = next((i for i, e in enumerate(found) if isinstance(e, (UserEntry,
                                                                      AssistantEntry))), None)
        if not isinstance(uid, str) or uid in self.seen or uid == parent:
            return found
        self.seen.add(uid)
        if talk is None:
            self.through[uid] = parent
            return found
        found[talk] = found[talk].model_copy(update={"uuid": uid, "parentUuid": parent})
        return found

    def _entries(self, obj: dict[str, Any], line: int) -> Iterator[Entry]:
        kind = obj.get("type")
        if kind == "user" and obj.get("subtype") in NOTICES:
            return _notified(obj, line, self.session)
        if kind == "user":
            return _user(obj, line, self.session)
        if kind == "assistant":
            return _reply(obj, line, self.session)
        if kind == "tool_result":
            return _results(obj, line, self.session)
        if kind == "system":
            return self.system.entries(obj, line, self.session)
        return iter((UnknownEntry(type=f"qwen record ({kind or '?'})", raw=obj,
                                  **base(obj, line, self.session)),))


def iter_qwen(path: Path, redactor: Optional[Redactor] = None) -> Iterator[Item]:
    """Entries of a Qwen Code chat log. Raises OSError if it cannot be read."""
    log = _Log(path)
    yield from iter_entries(path, log.make, redactor)
    yield from log.system.placed(log.items)


__all__ = ["AGENT", "iter_qwen", "usage"]
