"""User entries: prompts (text and images), tool results, anything else generically.

Text is classified by `USER_TEXT_RULES`, tried in order; the first rule that
returns a message wins, and plain `UserTextMessage` is the fallback. A
specialised kind (slash command, bash input …) is one rule function.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Optional

from ..read.entries import Entry, TextBlock, ToolResultBlock, UserEntry
from ..model.items import Item, TextItem
from ..model import MessageContent, ToolResultMessage, UnknownMessage, UserTextMessage
from .tools import parse_tool_output
from .blocks import content_parts, raw_of, slim_sidecar, tool_output
from .context import ClassifyContext, meta_of
from .inline import inline_items
from .persisted import expand_persisted
from .user_kinds import USER_KIND_RULES

#: rule(entry, items, ctx, block_index) -> a specialised message, or None to pass.
#: `entry` is a UserEntry, or the attachment entry of a queued (steering) prompt.
UserTextRule = Callable[[Entry, tuple[Item, ...], ClassifyContext, int],
                        Optional[MessageContent]]
USER_TEXT_RULES: list[UserTextRule] = [*USER_KIND_RULES]


def prompt_items(entry: Entry, items: tuple[Item, ...], ctx: ClassifyContext) -> tuple:
    """A plain prompt's items: envelopes folded, IDE notices, images placed (inline.py)."""
    fields = entry.model_fields_set
    return inline_items(items, getattr(entry, "imagePasteIds", None),
                        "imagePasteIds" in fields,
                        lambda text: ctx.warn(entry.line, text))


def user_text(entry: Entry, items: tuple[Item, ...], ctx: ClassifyContext,
              block: int) -> MessageContent:
    for rule in USER_TEXT_RULES:
        message = rule(entry, items, ctx, block)
        if message is not None:
            return message
    return UserTextMessage(meta=meta_of(entry, block), items=prompt_items(entry, items, ctx))


def tool_result(entry: UserEntry, block: ToolResultBlock, ctx: ClassifyContext,
                index: int) -> ToolResultMessage:
    name = ctx.tool_names.get(block.tool_use_id)
    sidecar = entry.toolUseResult
    agent_id = sidecar.get("agentId") if isinstance(sidecar, dict) else None
    generic, persisted = expand_persisted(tool_output(block), sidecar, ctx.persisted)
    return ToolResultMessage(
        meta=meta_of(entry, index),
        tool_use_id=block.tool_use_id,
        output=parse_tool_output(None if block.is_error else name, generic, sidecar),
        is_error=bool(block.is_error),
        tool_name=name,
        agent_id=agent_id if isinstance(agent_id, str) else None,
        sidecar=slim_sidecar(sidecar),
        persisted=persisted,
    )


def prompt_text(entry: UserEntry) -> Optional[str]:
    """The line's prompt text as the queue pass searches it (a compaction summary only
    quotes): its string, or its text blocks joined; None when blank."""
    content = entry.message.content
    if entry.isCompactSummary or not content:
        return None
    text = content if isinstance(content, str) else "\n".join(
        b.text for b in content if isinstance(b, TextBlock))
    return text if text.strip() else None


def note_prompt(entry: UserEntry, ctx: ClassifyContext) -> None:
    """The line's prompt text kept for the queue pass (`prompt_text`)."""
    text = prompt_text(entry)
    if text is not None:
        ctx.prompts.setdefault(entry.sessionId or "", []).append(text)


def classify_user(entry: UserEntry, ctx: ClassifyContext) -> Iterator[MessageContent]:
    content = entry.message.content
    note_prompt(entry, ctx)
    if content is None:
        return
    if isinstance(content, str):
        yield user_text(entry, (TextItem(content),), ctx, 0)
        return
    for index, part in content_parts(content):
        if isinstance(part, tuple):
            yield user_text(entry, part, ctx, index)
        elif isinstance(part, ToolResultBlock):
            yield tool_result(entry, part, ctx, index)
        else:
            yield UnknownMessage(meta=meta_of(entry, index), kind=f"user.{part.type or '?'}",
                                 raw=raw_of(part))
