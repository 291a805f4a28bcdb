"""Assistant entries: text (Markdown), thinking, tool calls; unknown blocks generically."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Optional

from ..read.entries import (AssistantEntry, RedactedThinkingBlock, TextBlock, ThinkingBlock,
                            ToolUseBlock, Usage)
from ..model import (AssistantTextMessage, MessageContent, RedactedThinkingMessage,
                        ThinkingMessage, TokenUsage, ToolUseMessage, UnknownMessage)
from .tools import parse_tool_input
from .blocks import content_parts, raw_of
from .context import ClassifyContext, meta_of


def token_usage(usage: Optional[Usage]) -> Optional[TokenUsage]:
    if usage is None:
        return None
    return TokenUsage(usage.input_tokens or 0, usage.output_tokens or 0,
                      usage.cache_creation_input_tokens or 0, usage.cache_read_input_tokens or 0)


def classify_assistant(entry: AssistantEntry, ctx: ClassifyContext) -> Iterator[MessageContent]:
    body = entry.message
    common = dict(model=body.model, message_id=body.id, usage=token_usage(body.usage))
    content = body.content
    if content is None:
        return
    if isinstance(content, str):
        content = [TextBlock(type="text", text=content)]
    for index, part in content_parts(content):
        meta = meta_of(entry, index)
        if isinstance(part, tuple):
            yield AssistantTextMessage(meta=meta, items=part,
                                       is_api_error=bool(entry.isApiErrorMessage), **common)
            continue
        block = part
        if isinstance(block, ThinkingBlock):
            yield ThinkingMessage(meta=meta, thinking=block.thinking, **common)
        elif isinstance(block, RedactedThinkingBlock):
            yield RedactedThinkingMessage(meta=meta, **common)
        elif isinstance(block, ToolUseBlock):
            ctx.tool_names[block.id] = block.name
            yield ToolUseMessage(meta=meta, tool_use_id=block.id, tool_name=block.name,
                                 input=parse_tool_input(block.name, block.input), **common)
        else:
            yield UnknownMessage(meta=meta, kind=f"assistant.{block.type or '?'}",
                                 raw=raw_of(block))
