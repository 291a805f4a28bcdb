"""`attachment` and `queue-operation` lines.

A `queued_command` attachment (modern) or a queue-operation `remove` (legacy) is
one steering delivery: each yields its card and a `SteeringRecord` the pre-pass in
`classify/steering.py` pairs so one delivery shows once. Every queue operation also
yields a `QueueRecord`: the queue pass (`classify/queue.py`) follows the queue and shows an
enqueued prompt whose text reaches the page no other way (a null-content remove, a
`popAll`) as steering, likewise the text another operation carries (a popAll's or
dequeue's), and gives each queue line the reason true for the file. Hook attachments get a hook view; any
other attachment a generic one, never dropped.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, Optional

from ..read.entries import (AttachmentEntry, DocumentBlock, ImageBlock, QueueOperationEntry,
                            TextBlock, parse_block)
from ..model.items import Item, TextItem
from ..model import (AttachmentMessage, HookAttachmentMessage, MessageContent, QueueRecord,
                        SteeringRecord, UserSteeringMessage, UserTextMessage)
from ..model.numbers import amount
from .blocks import document_item, dump_json, image_item
from .context import ClassifyContext, meta_of
from .peer import peer_card
from .user import user_text

PAIRING_REASON = "pairing facts of a steering card (consumed by the steering pre-pass)"
#: placeholder: the queue pass (classify/queue.py) gives each queue line its true reason
QUEUE_REASON = "prompt-queue bookkeeping"


def queued_command_prompt_items(prompt: Any) -> tuple[tuple[Item, ...], Optional[str]]:
    """(items to show, text to pair on) for a queued prompt in any shape.

    A string pairs on itself; a list of blocks shows its text and images and pairs on
    its text (an image-only list has nothing to pair on); any other shape (a dict …)
    shows its str() and cannot pair: its fields are not the prompt text a remove holds.
    """
    if isinstance(prompt, str):
        return (TextItem(prompt),), prompt.strip()
    if isinstance(prompt, list):
        items: list[Item] = []
        texts: list[str] = []
        for raw in prompt:
            block = parse_block(raw)
            if isinstance(block, TextBlock):
                items.append(TextItem(block.text))
                texts.append(block.text)
            elif isinstance(block, ImageBlock):
                items.append(image_item(block))
            elif isinstance(block, DocumentBlock):
                items.append(document_item(block))  # (named, never its data)
            else:
                items.append(TextItem(dump_json(raw)))
        text = "\n".join(texts).strip()
        return tuple(items), text or None
    if prompt is None:
        return (), None
    return (TextItem(str(prompt)),), None


def _steering_card(entry: Any, items: tuple[Item, ...], ctx: ClassifyContext,
                   source: str) -> MessageContent:
    """The prompt classified like any user text; only a plain prompt becomes steering."""
    message = user_text(entry, items, ctx, 0) if items else UserTextMessage(meta=meta_of(entry))
    if type(message) is UserTextMessage:
        return UserSteeringMessage(meta=message.meta, items=message.items, source=source)
    return peer_card(message, None)  # (another agent's message: delivered mid-turn)


def classify_queue_operation(entry: QueueOperationEntry,
                             ctx: ClassifyContext) -> Iterator[MessageContent]:
    """A `QueueRecord` for the queue pass; a remove with text also its steering card."""
    op = entry.operation or "(none)"
    items, text = queued_command_prompt_items(entry.content)
    if isinstance(entry.content, str) and not entry.content.strip():
        items, text = (), None
    kind = f"queue-operation/{op}"
    if op == "enqueue":
        card = _steering_card(entry, items, ctx, "enqueue") if items else None
        yield QueueRecord(meta=meta_of(entry), kind=kind, reason=QUEUE_REASON, op=op,
                          text=text, card=card)
        return
    if op != "remove" or not items:
        # a popAll's, dequeue's or unknown operation's text: the queue pass shows its card
        # where no enqueue, user line or attachment accounts for that text
        card = _steering_card(entry, items, ctx, f"queue-operation/{op}") if items else None
        yield QueueRecord(meta=meta_of(entry), kind=kind, reason=QUEUE_REASON, op=op,
                          text=text, card=card)
        return
    card = _steering_card(entry, items, ctx, "queue-operation")
    yield QueueRecord(meta=meta_of(entry), kind=kind, reason=QUEUE_REASON, op=op, text=text,
                      card=card)
    yield SteeringRecord(meta=meta_of(entry), kind="steering", reason=PAIRING_REASON,
                         role="remove", pair_text=text, card=card)
    yield card


HOOK_KINDS = ("hook_success", "hook_blocking_error", "hook_non_blocking_error",
              "hook_additional_context", "hook_cancelled", "hook_error_during_execution",
              "hook_stopped_continuation", "hook_system_message", "hook_permission_decision")


def _text(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, str):
        return value
    if isinstance(value, list) and all(isinstance(v, str) for v in value):
        return "\n".join(value)
    return dump_json(value)


def hook_attachment(entry: AttachmentEntry, data: dict[str, Any]) -> MessageContent:
    kind = str(data.get("type"))
    blocking = data.get("blockingError")
    if isinstance(blocking, dict):
        stderr = _text(blocking.get("blockingError"))
        command = _text(blocking.get("command") or data.get("command"))
    else:
        stderr = _text(data.get("stderr")) or _text(blocking)
        command = _text(data.get("command"))
    exit_code = data.get("exitCode")
    duration = data.get("durationMs")
    shown = {"type", "hookEvent", "hookName", "command", "stdout", "stderr", "exitCode",
             "durationMs", "content", "blockingError", "toolUseID"}
    return HookAttachmentMessage(
        meta=meta_of(entry), kind=kind, content=_text(data.get("content")),
        fields=tuple((k, v) for k, v in data.items() if k not in shown),
        hook_event=_text(data.get("hookEvent")), hook_name=_text(data.get("hookName")),
        tool_use_id=_text(data.get("toolUseID")),
        command=command, stdout=_text(data.get("stdout")), stderr=stderr,
        exit_code=exit_code if isinstance(exit_code, int) else None,
        duration_ms=amount(duration),
        is_error="error" in kind or (isinstance(exit_code, int) and exit_code != 0))


def classify_attachment(entry: AttachmentEntry, ctx: ClassifyContext) -> Iterator[MessageContent]:
    data = entry.attachment if isinstance(entry.attachment, dict) else {"value": entry.attachment}
    kind = data.get("type") if isinstance(data.get("type"), str) else "(no type)"
    if kind == "queued_command":
        items, text = queued_command_prompt_items(data.get("prompt"))
        card = peer_card(_steering_card(entry, items, ctx, "attachment"), data.get("origin"))
        yield SteeringRecord(meta=meta_of(entry), kind="steering", reason=PAIRING_REASON,
                             role="card", pair_text=text, card=card)
        yield card
    elif kind in HOOK_KINDS or kind.startswith("hook_"):
        yield hook_attachment(entry, data)
    else:
        content = data.get("content")
        text = _text(content) if isinstance(content, (str, list)) and all(
            isinstance(v, str) for v in (content if isinstance(content, list) else [content])) \
            else ""
        rest = tuple((k, v) for k, v in data.items() if k != "type" and not (k == "content"
                                                                            and text))
        yield AttachmentMessage(meta=meta_of(entry), kind=kind, content=text, fields=rest)
