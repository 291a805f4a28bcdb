"""User-text rules (seed 001 §1.2): each decides one specialised kind, or passes.

`USER_KIND_RULES` seeds `user.USER_TEXT_RULES`; order matters (first match wins):
compacted summaries, then the tagged kinds (slash command, command output, bash
input/output, memory, task notification, teammate), then `isMeta` instruction
text, then interruption markers. A rule that would lose an image passes, so a
message with images always falls back to the plain prompt that shows them.
"""

from __future__ import annotations

from typing import Any, Optional

from ..read.entries import Entry
from ..model.items import ImageItem, Item, TextItem, items_text
from ..model import (CompactedSummaryMessage, InterruptionMessage, MessageContent,
                        SubagentPromptMessage, SystemReminderMessage,
                        UserSlashCommandMessage)
from .context import ClassifyContext, meta_of
from .inline import inline_items
from .tags import TAG_BUILDERS

COMPACT_MARKERS = ("This session is being continued from a previous conversation",
                   "(compacted conversation)")
INTERRUPTIONS = {"[Request interrupted by user]": False,
                 "[Request interrupted by user for tool use]": True}


def _text_only(items: tuple[Item, ...]) -> Optional[str]:
    if any(isinstance(i, ImageItem) for i in items):
        return None
    return items_text(items)


def compacted_rule(entry: Entry, items: tuple[Item, ...], ctx: ClassifyContext,
                   block: int) -> Optional[MessageContent]:
    text = _text_only(items)
    if text is None:
        return None
    if getattr(entry, "isCompactSummary", None) or text.lstrip().startswith(COMPACT_MARKERS):
        return CompactedSummaryMessage(meta=meta_of(entry, block), summary_text=text)
    return None


def tag_rule(entry: Entry, items: tuple[Item, ...], ctx: ClassifyContext,
             block: int) -> Optional[MessageContent]:
    text = _text_only(items)
    if text is None or "<" not in text:
        return None
    meta = meta_of(entry, block)
    for build in TAG_BUILDERS:
        message = build(text, meta)
        if message is not None:
            return message
    return None


def _unwrap_caveat(item: Any) -> Any:
    if isinstance(item, TextItem) and "<local-command-caveat>" in item.text:
        return TextItem(item.text.replace("<local-command-caveat>", "")
                        .replace("</local-command-caveat>", ""))
    return item


def meta_rule(entry: Entry, items: tuple[Item, ...], ctx: ClassifyContext,
              block: int) -> Optional[MessageContent]:
    if not entry.isMeta:
        return None
    kind = (SystemReminderMessage if items_text(items).lstrip().startswith("<system-reminder>")
            else UserSlashCommandMessage)
    return kind(meta=meta_of(entry, block), items=tuple(_unwrap_caveat(i) for i in items))


def interruption_rule(entry: Entry, items: tuple[Item, ...], ctx: ClassifyContext,
                      block: int) -> Optional[MessageContent]:
    text = _text_only(items)
    if text is None or text.strip() not in INTERRUPTIONS:
        return None
    return InterruptionMessage(meta=meta_of(entry, block), text=text.strip(),
                               for_tool_use=INTERRUPTIONS[text.strip()])


def subagent_prompt_rule(entry: Entry, items: tuple[Item, ...], ctx: ClassifyContext,
                         block: int) -> Optional[MessageContent]:
    """The root user line of a sidechain is the prompt its Task/Agent call gave it."""
    if not entry.isSidechain or entry.parentUuid is not None or block:
        return None
    fields = entry.model_fields_set
    warn = lambda text: ctx.warn(entry.line, text)  # noqa: E731
    return SubagentPromptMessage(
        meta=meta_of(entry, block),
        items=inline_items(items, getattr(entry, "imagePasteIds", None),
                           "imagePasteIds" in fields, warn))


USER_KIND_RULES = [compacted_rule, tag_rule, meta_rule, interruption_rule, subagent_prompt_rule]
