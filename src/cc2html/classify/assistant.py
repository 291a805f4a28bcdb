"""Assistant entries: text (Markdown), thinking, tool calls; unknown blocks generically."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any, Optional

from ..read.entries import (AssistantEntry, Block, RedactedThinkingBlock, TextBlock, ThinkingBlock,
                            ToolUseBlock, Usage)
from ..model.items import Item, TextItem
from ..model import (AssistantTextMessage, HiddenRecord, MessageContent, ModelFallbackMessage,
                     OmittedThinkingMessage,
                     RedactedThinkingMessage,
                        ThinkingMessage, TokenUsage, ToolUseMessage, UnknownMessage)
from .tools import parse_tool_input
from .blocks import content_parts, raw_of
from .citations import with_citations
from .context import ClassifyContext, meta_of
from ..model.numbers import count, invalid, shown_value


BLANK_REASON = "text blocks holding only white space (often beside a tool call): nothing to show"


def _blank(items: tuple[Item, ...]) -> bool:
    """A run of text blocks with nothing but white space (no image, no character to show)."""
    return all(isinstance(i, TextItem) and not i.text.strip() for i in items)


USAGE_FIELDS = ("input_tokens", "output_tokens", "cache_creation_input_tokens",
                "cache_read_input_tokens")


def token_usage(usage: Optional[Usage], line: int = 0,
                ctx: Optional[ClassifyContext] = None) -> Optional[TokenUsage]:
    """The line's usage as counts (model/numbers.py's rule): a field that is not a count
    is left out, and noted in the report with the line when there is a `ctx`."""
    if usage is None:
        return None
    counts = []
    for name in USAGE_FIELDS:
        value = getattr(usage, name)
        found = count(value)
        if found is None and value is not None and ctx is not None:
            ctx.warn(line, invalid(f"usage.{name}", value))
        counts.append(found or 0)
    split = usage.cache_creation or {}
    hour = count(split.get("ephemeral_1h_input_tokens"))
    if hour is None and split.get("ephemeral_1h_input_tokens") is not None and ctx is not None:
        ctx.warn(line, invalid("usage.cache_creation.ephemeral_1h_input_tokens",
                               split["ephemeral_1h_input_tokens"]))
    return TokenUsage(*counts, min(hour or 0, counts[2]))


#: what an `effort` value may be: a short word (2.1.212+ writes low|medium|high|xhigh|max,
#: ../shared/formats.md §3e); anything else is reported, not shown
_EFFORT = re.compile(r"[A-Za-z][A-Za-z_-]{0,19}")


def effort_of(value: Any, line: int = 0, ctx: Optional[ClassifyContext] = None) -> str:
    """The line's `effort` as a short word; "" when absent, noted when it is not a word."""
    if value is None:
        return ""
    if isinstance(value, str) and _EFFORT.fullmatch(value):
        return value
    if ctx is not None:
        ctx.warn(line, f"effort: {shown_value(value)} is not a reasoning effort word; left out")
    return ""


REPLAY_KIND = "assistant (replayed duplicate)"
REPLAY_REASON = ("a replay of an assistant record already shown (same message id and "
                 "content, no parent)")


def _identity(block: Block) -> str:
    """What tells a block from another of its type: its text, thinking, id or raw value
    (read from the model's fields: asking a pydantic model for a field it lacks is slow)."""
    fields = block.__dict__
    return str(fields.get("text") or fields.get("thinking") or fields.get("id")
               or fields.get("raw"))


def _replayed(entry: AssistantEntry, content: list, ctx: ClassifyContext) -> bool:
    """Whether the line repeats an earlier record of its message word for word and hangs
    from nothing (a resumed client wrote the reply again); notes the line otherwise. A
    large session's segment is told the session's replays (`ctx.replays`)."""
    if not entry.message.id:
        return False
    if ctx.replays is not None:
        return entry.line in ctx.replays
    key = (entry.sessionId or "", entry.message.id)
    sign = hash(tuple([(b.type, _identity(b)) for b in content]))
    seen = ctx.replies.setdefault(key, set())
    if entry.parentUuid is None and sign in seen:
        return True
    seen.add(sign)
    return False


def _model_of(value: Any) -> str:
    found = value.get("model") if isinstance(value, dict) else value
    return found if isinstance(found, str) else ""


def fallback_of(raw: Any, meta: Any, common: dict[str, Any]) -> Optional[ModelFallbackMessage]:
    """A `fallback` block (server-side model fallback) as its one-line notice, else None."""
    if not isinstance(raw, dict) or raw.get("type") != "fallback":
        return None
    trigger = raw.get("trigger")
    if isinstance(trigger, dict):
        trigger = trigger.get("category") or trigger.get("type")
    return ModelFallbackMessage(meta=meta, from_model=_model_of(raw.get("from")),
                                to_model=_model_of(raw.get("to")),
                                trigger=trigger if isinstance(trigger, str) else "", **common)


def classify_assistant(entry: AssistantEntry, ctx: ClassifyContext) -> Iterator[MessageContent]:
    body = entry.message
    common = dict(model=body.model, message_id=body.id,
                  usage=token_usage(body.usage, entry.line, ctx),
                  effort=effort_of(entry.effort, entry.line, ctx),
                  fast=body.usage is not None and body.usage.speed == "fast")
    content = body.content
    if content is None:
        return
    if isinstance(content, str):
        content = [TextBlock(type="text", text=content)]
    if _replayed(entry, content, ctx):
        yield HiddenRecord(meta=meta_of(entry), kind=REPLAY_KIND,
                           reason=REPLAY_REASON)
        return
    for index, part in content_parts(content):
        meta = meta_of(entry, index)
        if isinstance(part, tuple) and _blank(part):
            yield HiddenRecord(meta=meta, kind="assistant text (whitespace only)",
                               reason=BLANK_REASON)
            continue
        if isinstance(part, tuple):
            yield with_citations(AssistantTextMessage(
                meta=meta, items=part, is_api_error=bool(entry.isApiErrorMessage),
                phase=body.phase or "", **common),
                content)
            continue
        block = part
        if isinstance(block, ThinkingBlock) and not block.thinking.strip():
            # Opus 4.7+ default `display: "omitted"`: an empty text and a signature
            # (../shared/formats.md §3d; anthropics/claude-code #49268)
            yield OmittedThinkingMessage(meta=meta, **common)
        elif isinstance(block, ThinkingBlock):
            yield ThinkingMessage(meta=meta, thinking=block.thinking, **common)
        elif isinstance(block, RedactedThinkingBlock):
            yield RedactedThinkingMessage(meta=meta, **common)
        elif isinstance(block, ToolUseBlock):
            ctx.tool_names[block.id] = block.name
            yield ToolUseMessage(meta=meta, tool_use_id=block.id, tool_name=block.name,
                                 input=parse_tool_input(block.name, block.input), **common)
        else:
            raw = raw_of(block)
            yield fallback_of(raw, meta, common) or UnknownMessage(
                meta=meta, kind=f"assistant.{block.type or '?'}", raw=raw)
