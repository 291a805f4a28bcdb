"""Items that make up message bodies: text runs and inline images."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Optional

#: media types we inline as data: URIs; anything else is never put in an attribute
IMAGE_TYPES = frozenset({"image/png", "image/jpeg", "image/gif", "image/webp"})
_BASE64 = re.compile(r"[A-Za-z0-9+/]*={0,2}")

@dataclass(frozen=True, slots=True)
class TextItem:
    text: str


@dataclass(frozen=True, slots=True)
class ImageItem:
    """An inline image. `data` is only set when media type and base64 were validated."""

    media_type: str
    data: Optional[str] = None
    problem: Optional[str] = None  # why it is not shown, when data is None

    @property
    def data_uri(self) -> Optional[str]:
        return f"data:{self.media_type};base64,{self.data}" if self.data else None


@dataclass(frozen=True, slots=True)
class DocumentItem:
    """A document the user attached (a `document` block). A text document keeps its text,
    shown as text; any other (a PDF, base64) is a named attachment: its media type and
    size, never its data (nothing of it is put in the page as a link or an object)."""

    media_type: str
    source: str  # the block's `source.type`: "text", "base64", "url" …
    title: str = ""
    text: str = ""  # a text document's text ("" for any other)
    size: int = 0  # bytes (a base64 document's decoded size)
    url: str = ""  # a `url` source's address, shown as text

    @property
    def size_text(self) -> str:
        """"812 bytes", "12.3 KB", "4.1 MB"."""
        if self.size < 1000:
            return f"{self.size} byte" + ("" if self.size == 1 else "s")
        if self.size < 999_950:
            return f"{self.size / 1000:.1f} KB"
        return f"{self.size / 1_000_000:.1f} MB"


Item = TextItem | ImageItem | DocumentItem


def items_text(items: tuple[Item, ...]) -> str:
    """The text items' text, one per line (images left out)."""
    return "\n".join(i.text for i in items if isinstance(i, TextItem))


def make_image(media_type: Any, data: Any) -> ImageItem:
    """An image item whose data is safe to inline, or one that says why it is not shown."""
    kind = media_type if isinstance(media_type, str) else "unknown"
    if kind.lower() not in IMAGE_TYPES:
        return ImageItem(kind, None, f"unsupported image type {kind!r}")
    if not isinstance(data, str) or not data:
        return ImageItem(kind, None, "image has no data")
    if len(data) % 4 or not _BASE64.fullmatch(data):
        return ImageItem(kind, None, "image data is not valid base64")
    return ImageItem(kind.lower(), data)

def base64_size(data: str) -> int:
    """The decoded size of base64 text (its length, less padding, times 3/4)."""
    return max(0, len(data) * 3 // 4 - len(data[-2:]) + len(data[-2:].rstrip("=")))


__all__ = ["IMAGE_TYPES", "DocumentItem", "ImageItem", "Item", "TextItem", "base64_size",
           "make_image"]
