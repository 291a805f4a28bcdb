"""Classify SDK messages into the same content models the transcript reader produces.

Turns go through the transcript factories (`classify_assistant`, `classify_user`,
hence the same user-text rules for CLI machinery), after the §4 priority table:
replay (hidden and counted when it repeats a user message already in the log;
otherwise it is the only record of that input — `--replay-user-messages` echoes
stdin that way — and shows as a "User (replayed)" turn) → tool return (paired with its call by the tree) →
`isSynthetic` (injected context, folded) → machinery text (transcript rules) →
subagent prompt (a sidechain turn inside the subagent) → user input. Messages
with `parent_tool_use_id` are marked sidechain with that id as their agent, so
the tree nests them under the Agent/Task call with that id.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field, replace
from functools import partial
from typing import Any, Optional

from ...read.entries import (AssistantEntry, ImageBlock, MessageBody, TextBlock, ToolResultBlock,
                            Usage, UserEntry)
from ..assistant import classify_assistant
from ..blocks import image_item, raw_of
from ..context import ClassifyContext
from ..user import classify_user
from ...model.items import Item, TextItem
from ...model import (AssistantTextMessage, HiddenRecord, MessageContent, MessageMeta,
                        ToolResultMessage, ToolUseMessage, UnknownMessage, UserTextMessage)
from . import notices
from ..citations import with_citations
from .blocks import SERVER_BLOCKS, text_of, with_caller
from .recent import RECENT_NOTICES
from .usage import final_usages
from ...model.sdk import (AttachmentMessage, DeniedToolResultMessage, InjectedContextMessage,
                      NoticeMessage, ReplayedUserMessage, SnapshotRecord, TaskRecord)
from ...read.sdk_entries import SdkAssistant, SdkMessage, SdkUnknown, SdkUser


#: every `system` subtype with a view or a reason: notices.py's and the 2.1.2xx ones (recent.py)
SDK_SYSTEM_SUBTYPES: dict[str, notices.Factory] = {**notices.SYSTEM_NOTICES, **RECENT_NOTICES}


@dataclass
class SdkState:
    """What classifying one stream needs to remember between messages."""

    last_tool: dict[str, str]  # thread (parent_tool_use_id or "") -> last tool that returned
    #: API message id -> its final usage (usage.final_usages): what its parts carry
    finals: dict[str, dict[str, Any]] = field(default_factory=dict)
    seen_users: set[str] = field(default_factory=set)  # uuids and texts of user messages
    task_calls: dict[str, str] = field(default_factory=dict)  # task_id -> spawning tool_use_id
    snapshots: dict[str, SnapshotRecord] = field(default_factory=dict)  # session -> last init


_SNAPSHOT_FIELDS = ("model", "cwd", "permission_mode", "version", "tools", "mcp_servers",
                    "plugins", "skills", "slash_commands", "agents", "other")


def _snapshot_change(record: SnapshotRecord, state: SdkState) -> Iterator[MessageContent]:
    """A later init refreshes the panel; what it changed stays visible as a notice."""
    key = record.meta.session_id or ""
    before = state.snapshots.get(key)
    state.snapshots[key] = record
    if before is None:
        return
    changes = []
    for name in _SNAPSHOT_FIELDS:
        old, new = getattr(before, name), getattr(record, name)
        if old != new:
            label = name.replace("_", " ")
            changes.append(f"{label}: {_brief(old)} → {_brief(new)}" if isinstance(old, str)
                           else f"{label} changed")
    yield NoticeMessage(meta=record.meta, kind="system/init", title="Session setup refreshed",
                        text="; ".join(changes) or "unchanged",
                        facts=tuple((n.replace("_", " "), _brief(getattr(before, n)))
                                    for n in _SNAPSHOT_FIELDS if getattr(before, n)
                                    != getattr(record, n)))


def _brief(value: Any) -> str:
    if isinstance(value, str):
        return value or "(none)"
    return ", ".join(" ".join(v) if isinstance(v, tuple) else str(v) for v in value)


def _task_call(record: TaskRecord, state: SdkState) -> TaskRecord:
    """Events of one task share the spawning call, even those that do not repeat its id."""
    if record.tool_use_id:
        state.task_calls.setdefault(record.task_id, record.tool_use_id)
        return record
    call = state.task_calls.get(record.task_id)
    return replace(record, tool_use_id=call) if call else record


def meta_of(msg: SdkMessage, block: int = 0) -> MessageMeta:
    return MessageMeta(uuid=msg.uuid, timestamp=msg.timestamp, session_id=msg.session_id,
                       is_sidechain=bool(msg.parent_tool_use_id),
                       agent_id=msg.parent_tool_use_id, line=msg.line, block=block,
                       entry_type=msg.type or None)


def _entry_fields(msg: SdkMessage) -> dict[str, Any]:
    return dict(line=msg.line, uuid=msg.uuid, sessionId=msg.session_id,
                timestamp=msg.timestamp, isSidechain=bool(msg.parent_tool_use_id),
                agentId=msg.parent_tool_use_id)


def _final(body: MessageBody, state: SdkState) -> MessageBody:
    """The message with the final usage its API message id reached (`final_usages`)."""
    final = state.finals.get(body.id or "")
    if not final or body.usage is None:
        return body
    return body.model_copy(update={"usage": Usage.model_validate(final)})


def classify_sdk_assistant(msg: SdkAssistant, ctx: ClassifyContext,
                           state: SdkState) -> Iterator[MessageContent]:
    body = _final(msg.message, state)
    entry = AssistantEntry(type="assistant", message=body, error=msg.error,
                           isApiErrorMessage=True if msg.error else None, **_entry_fields(msg))
    blocks = body.content if isinstance(body.content, list) else []
    common = dict(model=body.model, message_id=body.id)
    for out in classify_assistant(entry, ctx):
        raw = out.raw if isinstance(out, UnknownMessage) else None
        btype = raw.get("type") if isinstance(raw, dict) else None
        factory = SERVER_BLOCKS.get(btype) if isinstance(btype, str) else None
        if factory is not None:
            yield from factory(raw, out.meta, ctx, common)  # type: ignore[arg-type]
        elif isinstance(out, AssistantTextMessage):
            yield with_citations(out, blocks)
        elif type(out) is ToolUseMessage:
            yield with_caller(out, blocks)
        else:
            yield out
    if msg.error:  # the SDK names what failed: rate_limit, authentication_failed …
        yield NoticeMessage(meta=meta_of(msg, len(blocks)), kind="assistant/error",
                            title="API error", text=notices.value_text(msg.error),
                            level="error")


def _skill_or_reason(text: str, previous_tool: Optional[str]) -> str:
    if previous_tool == "Skill":
        return "skill-body"
    if "<system-reminder>" in text:
        return "system-reminder"
    if "<command-name>" in text or "<command-message>" in text:
        return "slash-command"
    if "hook" in text.lower()[:200]:
        return "hook-output"
    return "other"


def _items(blocks: list[Any]) -> tuple[Item, ...]:
    items: list[Item] = []
    for block in blocks:
        if isinstance(block, TextBlock):
            items.append(TextItem(block.text))
        elif isinstance(block, ImageBlock):
            items.append(image_item(block))
        else:
            items.append(TextItem(text_of(raw_of(block))))
    return tuple(items)


def _attachment(out: UnknownMessage) -> MessageContent:
    raw = out.raw if isinstance(out.raw, dict) else {}
    kind = str(raw.get("type", ""))
    if kind not in ("document", "search_result", "container_upload"):
        return out
    source = raw.get("source")
    text, media, origin = "", "", ""
    if isinstance(source, dict):
        media = str(source.get("media_type") or "")
        text = str(source.get("data") or "") if source.get("type") == "text" else ""
        origin = str(source.get("url") or source.get("file_id") or source.get("type") or "")
    elif isinstance(source, str):
        origin = source
    if kind == "search_result":
        text = text_of(raw.get("content"))
    title = str(raw.get("title") or raw.get("file_id") or "")
    return AttachmentMessage(meta=out.meta, kind=kind, title=title, media_type=media,
                             text=text, source=origin)


def _replay_seen(msg: SdkUser, text: str, state: SdkState) -> bool:
    """Remember a user message; True when it is a replay of one already in this log: the
    same text, or (no text: tool results) the same uuid. A uuid alone hid a replay whose
    text was not shown anywhere (a log with a reused uuid lost it)."""
    key = f"text\0{text.strip()}" if text.strip() else f"uuid\0{msg.uuid}" if msg.uuid else ""
    seen = key in state.seen_users
    if key:
        state.seen_users.add(key)
    return bool(msg.isReplay) and seen


#: what the CLI writes as the result of a call it did not allow
DENIALS = re.compile(r"has been denied|doesn't want to proceed with this tool use|"
                     r"requested permissions? to use .* but you haven't granted it", re.S)


def _as_denied(out: ToolResultMessage) -> ToolResultMessage:
    if not out.is_error or not DENIALS.search(out.output.text[:500]):
        return out
    return DeniedToolResultMessage(
        meta=out.meta, tool_use_id=out.tool_use_id, output=out.output, is_error=True,
        tool_name=out.tool_name, agent_id=out.agent_id, sidecar=out.sidecar)


def _as_replayed(out: MessageContent) -> MessageContent:
    if type(out) is UserTextMessage:
        return ReplayedUserMessage(meta=out.meta, items=out.items)
    return out


def classify_sdk_user(msg: SdkUser, ctx: ClassifyContext,
                      state: SdkState) -> Iterator[MessageContent]:
    meta = meta_of(msg)
    content = msg.message.content
    blocks = content if isinstance(content, list) else (
        [TextBlock(type="text", text=content)] if isinstance(content, str) else [])
    text = "\n".join(b.text for b in blocks if isinstance(b, TextBlock))
    if _replay_seen(msg, text, state):
        yield HiddenRecord(meta=meta, kind="user (replay)",
                           reason="replay of a user message already shown in this log")
        return
    thread = msg.parent_tool_use_id or ""
    results = [b for b in blocks if isinstance(b, ToolResultBlock)]
    if msg.isSynthetic and not results:
        text = "\n".join(b.text for b in blocks if isinstance(b, TextBlock))
        yield InjectedContextMessage(meta=meta, items=_items(blocks),
                                     reason=_skill_or_reason(text, state.last_tool.get(thread)))
        state.last_tool.pop(thread, None)
        return
    entry = UserEntry(type="user", message=msg.message, toolUseResult=msg.tool_use_result,
                      isMeta=msg.isSynthetic, **_entry_fields(msg))
    for out in classify_user(entry, ctx):
        out = _attachment(out) if isinstance(out, UnknownMessage) else out
        out = _as_denied(out) if type(out) is ToolResultMessage else out
        yield _as_replayed(out) if msg.isReplay else out
    if results:
        state.last_tool[thread] = ctx.tool_names.get(results[-1].tool_use_id, "")
    else:
        state.last_tool.pop(thread, None)


def classify_sdk_message(msg: SdkMessage, ctx: ClassifyContext,
                         state: SdkState) -> Iterator[MessageContent]:
    if isinstance(msg, SdkAssistant):
        yield from classify_sdk_assistant(msg, ctx, state)
        return
    if isinstance(msg, SdkUser):
        yield from classify_sdk_user(msg, ctx, state)
        return
    meta = meta_of(msg)
    if isinstance(msg, SdkUnknown):
        factory = notices.unknown
    elif msg.type == "system":
        factory = SDK_SYSTEM_SUBTYPES.get(msg.subtype or "", notices.unknown)
    elif msg.type == "result":
        factory = partial(notices.result, note=lambda text: ctx.warn(msg.line, text))
    else:
        factory = notices.EVENT_NOTICES.get(msg.type, notices.unknown)
    for out in factory(msg, meta):
        if isinstance(out, SnapshotRecord):
            yield from _snapshot_change(out, state)
        yield _task_call(out, state) if isinstance(out, TaskRecord) else out


def classify_sdk(messages: Iterable[SdkMessage], ctx: ClassifyContext) -> Iterator[MessageContent]:
    """The log's messages classified in order. They are read whole first: an assistant
    line's usage is an early snapshot whose final counts come later (`final_usages`)."""
    messages = list(messages)
    state = SdkState(last_tool={}, finals=final_usages(messages))
    for msg in messages:
        yield from classify_sdk_message(msg, ctx, state)
