"""Citations on text blocks (title, cited text, URL): kept by transcripts and SDK logs alike.

A run of text blocks any of which cites a source becomes a `CitedTextMessage`, which
shows its sources under the text.
"""

from __future__ import annotations

from typing import Any, Optional

from ..read.entries import ImageBlock, TextBlock
from ..model import AssistantTextMessage
from ..model.sdk import Citation, CitedTextMessage


def _str(value: Any) -> str:
    return value if isinstance(value, str) else ("" if value is None else str(value))


def citation(raw: Any) -> Optional[Citation]:
    if not isinstance(raw, dict):
        return None
    title = _str(raw.get("title") or raw.get("document_title"))
    url = _str(raw.get("url") or raw.get("source"))
    return Citation(title=title, url=url, quote=_str(raw.get("cited_text")),
                    kind=_str(raw.get("type")))


def with_citations(msg: AssistantTextMessage, blocks: list[Any]) -> AssistantTextMessage:
    """The text message, as a `CitedTextMessage` when its blocks carry citations."""
    found: list[Citation] = []
    for block in blocks[msg.meta.block:]:
        if not isinstance(block, (TextBlock, ImageBlock)):
            break
        for raw in (getattr(block, "citations", None) or []):
            item = citation(raw)
            if item is not None and item not in found:
                found.append(item)
    if not found:
        return msg
    return CitedTextMessage(meta=msg.meta, items=msg.items, is_api_error=msg.is_api_error,
                            model=msg.model, message_id=msg.message_id, usage=msg.usage,
                            citations=tuple(found))
