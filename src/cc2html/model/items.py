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


Item = TextItem | ImageItem


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

__all__ = ["IMAGE_TYPES", "ImageItem", "Item", "TextItem", "make_image"]
