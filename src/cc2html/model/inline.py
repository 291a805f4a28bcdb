"""Inline items of a user message beyond text and images (seed 001 §1.2, §1.4).

They sit in `UserTextMessage.items` next to `TextItem` / `ImageItem`:
IDE notifications shown as small notices, harness envelopes (`<system-reminder>`,
hook output) kept but folded, and images placed where their `[Image #N]`
placeholder was. Each is presented by its row in render/registry.py.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Optional

from .items import ImageItem, TextItem


@dataclass(frozen=True, slots=True)
class IdeNotice:
    """`<ide_opened_file>`, `<ide_selection>` or `<ide_diagnostics>` (parsed JSON, else raw)."""

    kind: str  # "opened_file" | "selection" | "diagnostics"
    content: str
    diagnostics: Optional[tuple[Any, ...]] = None  # parsed JSON list, when it parses
    path: str = ""  # the file opened or selected in, when the notice's sentence names it
    lines: str = ""  # the lines selected: "3–4", "98"


@dataclass(frozen=True, slots=True)
class FoldedNote:
    """Harness text that is not the user's words: kept, folded, labelled."""

    label: str
    body: str


@dataclass(frozen=True, slots=True)
class PlacedImage:
    """An image shown where its `[Image #N]` placeholder stood in the text."""

    label: str
    image: ImageItem


@dataclass(frozen=True, slots=True)
class FlowText(TextItem):
    """Text with images placed at their placeholders: `parts` are TextItem / PlacedImage.

    `text` keeps the whole run (placeholders included), so it reads as text anywhere
    a plain `TextItem` would.
    """

    parts: tuple[Any, ...] = ()


__all__ = ["FlowText", "FoldedNote", "IdeNotice", "PlacedImage"]
