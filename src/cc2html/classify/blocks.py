"""Content blocks shared by user and assistant entries: text, images, tool results."""

from __future__ import annotations

import base64
import json
from collections.abc import Iterable, Iterator
from typing import Any, Optional, Union

from pydantic import BaseModel

from ..read.entries import (Block, DocumentBlock, ImageBlock, TextBlock, ToolReferenceBlock,
                            ToolResultBlock, UnknownBlock)
from ..model.items import DocumentItem, ImageItem, Item, TextItem, base64_size, make_image
from ..model.tools.base import ToolOutput
from ..read.jsonsafe import fallback_text


def image_item(block: ImageBlock) -> ImageItem:
    src = block.source
    if src.type != "base64":
        return ImageItem(src.media_type or "image", None,
                         f"image from {src.type} source not inlined" +
                         (f": {src.url}" if src.url else ""))
    return make_image(src.media_type, src.data)


#: the largest base64 `text/*` document decoded to be shown as text (bytes, decoded)
TEXT_DOCUMENT_BYTES = 1_000_000


def _decoded_text(data: str) -> Optional[str]:
    """A base64 text document's text (UTF-8), None when it is not one or too large."""
    if base64_size(data) > TEXT_DOCUMENT_BYTES:
        return None
    try:
        return base64.b64decode(data, validate=True).decode("utf-8")
    except (ValueError, UnicodeDecodeError):
        return None


def document_item(block: DocumentBlock) -> DocumentItem:
    """A document block as an item: text shown as text, anything else named (its media type
    and size), never inlined."""
    src = block.source
    kind = src.type or "?"
    media = src.media_type or ("text/plain" if kind == "text" else "unknown")
    title = block.title if isinstance(block.title, str) else ""
    data = src.data if isinstance(src.data, str) else ""
    if kind == "text":
        return DocumentItem(media, kind, title, data, len(data.encode("utf-8", "replace")))
    if kind == "base64":
        text = _decoded_text(data) if media.lower().startswith("text/") else None
        return DocumentItem(media, kind, title, text or "", base64_size(data))
    return DocumentItem(media, kind, title, url=src.url or "")


def block_item(block: Union[TextBlock, ImageBlock, DocumentBlock]) -> Item:
    """A text, image or document block as the item a message shows."""
    if isinstance(block, TextBlock):
        return TextItem(block.text)
    if isinstance(block, DocumentBlock):
        return document_item(block)
    return image_item(block)


#: one part of an entry's content: the index of its first block, then either the items of a
#: run of consecutive text/image/document blocks or one other block
ContentPart = tuple[int, Union[tuple[Item, ...], Block]]


def content_parts(blocks: Iterable[Block]) -> Iterator[ContentPart]:
    """An entry's blocks in order, each run of text/image blocks joined into one tuple of
    items (one message), every other block alone: the grouping user and assistant
    entries share."""
    run: list[Item] = []
    start = 0
    for index, block in enumerate(blocks):
        if isinstance(block, (TextBlock, ImageBlock, DocumentBlock)):
            if not run:
                start = index
            run.append(block_item(block))
            continue
        if run:
            yield start, tuple(run)
            run = []
        yield index, block
    if run:
        yield start, tuple(run)


def raw_of(block: Block) -> Any:
    """A block as JSON again, for showing it generically. Not `model_dump`: that writes the
    blocks inside a tool result by their declared class (`Block`), each as {"type": …}
    alone, so a known block in an unexpected place showed without its text."""
    if isinstance(block, UnknownBlock):
        return block.raw
    return _plain(block)


def _plain(value: Any) -> Any:
    if isinstance(value, UnknownBlock):
        return value.raw
    if isinstance(value, BaseModel):
        return {key: _plain(item) for key, item in value if item is not None}
    if isinstance(value, list):
        return [_plain(item) for item in value]
    return value


def tool_output(block: ToolResultBlock) -> ToolOutput:
    """The generic output of a tool result: text joined, images kept, other blocks raw."""
    content = block.content
    if content is None:
        return ToolOutput()
    if isinstance(content, str):
        return ToolOutput(text=content)
    texts: list[str] = []
    images: list[ImageItem] = []
    other: list[Any] = []
    refs: list[str] = []
    documents: list[DocumentItem] = []
    for item in content:
        if isinstance(item, TextBlock):
            texts.append(item.text)
        elif isinstance(item, ToolReferenceBlock):
            refs.append(item.tool_name)
        elif isinstance(item, DocumentBlock):
            documents.append(document_item(item))
        elif isinstance(item, ImageBlock):
            images.append(image_item(item))
        else:
            other.append(raw_of(item))
    return ToolOutput(text="\n".join(texts), images=tuple(images), other=tuple(other),
                      tool_refs=tuple(refs), documents=tuple(documents))


def dump_json(value: Any) -> str:
    try:
        return json.dumps(value, ensure_ascii=False, indent=2, default=str)
    except (ValueError, RecursionError):
        return fallback_text(value, 2)


#: longest string a retained toolUseResult keeps (whole files, e.g. Edit's originalFile, are
#: consumed by the typed output parser at classification and never shown from the copy)
SIDECAR_CHARS = 2_000


#: values `slim_sidecar` returns as they are, at any depth (checked by exact type: cheap)
_KEPT = frozenset({int, float, bool, type(None)})


def _slim(value: Any, depth: int) -> Any:
    """`slim_sidecar` of one child: scalars and short strings kept without a call."""
    kind = type(value)
    if kind in _KEPT or (kind is str and len(value) <= SIDECAR_CHARS):
        return value
    return slim_sidecar(value, depth)


def slim_sidecar(value: Any, depth: int = 0) -> Any:
    """The toolUseResult as kept on the message: long strings cut (marked), small ones kept.

    It held a third of a session's memory as duplicates of text the output already shows."""
    if isinstance(value, str):
        if len(value) <= SIDECAR_CHARS:
            return value
        return value[:SIDECAR_CHARS] + f"… [{len(value) - SIDECAR_CHARS:,} more characters]"
    if depth > 20:
        return value
    if isinstance(value, dict):
        return {k: _slim(v, depth + 1) for k, v in value.items()}
    if isinstance(value, list):
        return [_slim(v, depth + 1) for v in value]
    return value
