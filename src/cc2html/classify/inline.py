"""The items of a plain user prompt: harness envelopes folded, IDE notices, images placed.

`inline_items` turns the raw text/image items of one user message into what its
bubble shows:

* `<system-reminder>` and hook envelopes leave the bubble but stay, folded
  (`FoldedNote`); IDE notifications become small notices (`IdeNotice`);
* `[Image #N]` placeholders are resolved through the entry's `imagePasteIds`
  (seed 001 §1.4). The per-message list is parallel to the image blocks, so N
  names block `ids.index(N)`. Without the field, position is used only when the
  numbers are exactly 1..k with k no more than the blocks (there the two readings
  coincide). Otherwise the placeholder stays literal, the image keeps its place,
  and a warning names the condition. One mapping serves both halves: what the
  inliner took is not appended, what it did not take stays where it was, so an
  image is never dropped, duplicated or misplaced.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any, Optional

from ..model.items import ImageItem, Item, TextItem
from ..model.inline import FlowText, FoldedNote, IdeNotice, PlacedImage
from ..model.text import counted
from .ide import ide_notice
from .tagscan import blocks

PLACEHOLDER = re.compile(r"\[Image #(\d+)\]")

#: envelope tag -> label of the folded note that keeps its text
ENVELOPES = {
    "system-reminder": "System reminder",
    "user-prompt-submit-hook": "Prompt hook output",
    "local-command-caveat": "Local command caveat",
}
IDE_TAGS = {"ide_opened_file": "opened_file", "ide_selection": "selection",
            "ide_diagnostics": "diagnostics"}
_NAMES = "|".join(map(re.escape, [*ENVELOPES, *IDE_TAGS]))
_OPEN, _CLOSE = re.compile(f"<({_NAMES})>"), re.compile(f"</({_NAMES})>")

Warn = Callable[[str], None]


# --------------------------------------------------------------------------- envelopes, IDE


def _diagnostics(content: str) -> Optional[tuple[Any, ...]]:
    try:
        value = json.loads(content)
    except ValueError:
        return None
    if isinstance(value, list):
        return tuple(value)
    return (value,) if isinstance(value, dict) else None


def split_special(text: str) -> tuple[list[Item | IdeNotice | FoldedNote], str]:
    """(notices and folded envelopes found in `text`, the text left for the bubble)."""
    found: list[Item | IdeNotice | FoldedNote] = []
    left: list[str] = []  # the text outside the blocks
    pos = 0
    for match, body, end in blocks(text, _OPEN, _CLOSE):  # (linear: tagscan.py)
        left.append(text[pos:match.start()])
        pos = end
        tag, content = match.group(1), body.strip("\n")
        if tag in IDE_TAGS:
            kind = IDE_TAGS[tag]
            found.append(ide_notice(kind, content,
                                    _diagnostics(content) if kind == "diagnostics" else None))
        else:
            found.append(FoldedNote(ENVELOPES[tag], content))
    return found, "".join(left + [text[pos:]]).strip("\n") if found else text


# --------------------------------------------------------------------------- image placeholders


def placeholder_numbers(texts: list[str]) -> list[int]:
    return [int(n) for text in texts for n in PLACEHOLDER.findall(text)]


def image_mapping(paste_ids: Any, blocks: int, numbers: list[int], warn: Warn,
                  field_present: bool) -> dict[int, int]:
    """Placeholder number -> index among the message's image blocks ({} = place nothing).

    `numbers` come from a scan of the raw text (hidden placeholders included): a wider
    set can only make the positional fallback refuse, never substitute wrongly.
    """
    if blocks == 0 or not numbers:
        return {}
    if not field_present:
        wanted = set(numbers)
        k = max(wanted)
        if wanted == set(range(1, k + 1)) and k <= blocks:
            return {n: n - 1 for n in wanted}
        warn(f"[Image #N] placeholders {sorted(wanted)} without imagePasteIds are not "
             f"numbered 1..k within the {counted(blocks, 'image block')}: left as written, "
             "images shown in block order")
        return {}
    if not isinstance(paste_ids, list) or not all(
            isinstance(n, int) and not isinstance(n, bool) for n in paste_ids):
        warn(f"malformed imagePasteIds {paste_ids!r:.80}: placeholders left as written, "
             "images shown in block order")
        return {}
    if len(paste_ids) != blocks:
        warn(f"imagePasteIds has {counted(len(paste_ids), 'id')} for "
             f"{counted(blocks, 'image block')}, not "
             "parallel: placeholders left as written, images shown in block order")
        return {}
    if len(set(paste_ids)) != len(paste_ids):
        warn(f"imagePasteIds {paste_ids} repeats an id: placeholders left as written, "
             "images shown in block order")
        return {}
    return {n: i for i, n in enumerate(paste_ids)}


def place_images(text: str, mapping: dict[int, int], images: list[ImageItem],
                 taken: set[int], warn: Warn, field_present: bool) -> list[Item | PlacedImage]:
    """Split `text` at placeholders the mapping resolves; others stay literal."""
    parts: list[Item | PlacedImage] = []
    pos = 0
    for match in PLACEHOLDER.finditer(text):
        number = int(match.group(1))
        index = mapping.get(number)
        if index is None or index in taken:
            if mapping and field_present and index is None:
                warn(f"[Image #{number}] names no id in imagePasteIds: left as written")
            continue
        taken.add(index)
        if text[pos:match.start()]:
            parts.append(TextItem(text[pos:match.start()]))
        parts.append(PlacedImage(match.group(0), images[index]))
        pos = match.end()
    if text[pos:] or not parts:
        parts.append(TextItem(text[pos:]))
    return parts


# --------------------------------------------------------------------------- the whole message


def inline_items(items: tuple[Item, ...], paste_ids: Any, field_present: bool,
                 warn: Warn) -> tuple[Any, ...]:
    images = [i for i in items if isinstance(i, ImageItem)]
    raw_texts = [i.text for i in items if isinstance(i, TextItem)]
    mapping = image_mapping(paste_ids, len(images), placeholder_numbers(raw_texts), warn,
                            field_present)
    taken: set[int] = set()
    texts: dict[int, list[Any]] = {}
    for pos, item in enumerate(items):
        if isinstance(item, TextItem):
            special, rest = split_special(item.text)
            parts = place_images(rest, mapping, images, taken, warn, field_present) \
                if rest.strip() else []
            if any(isinstance(p, PlacedImage) for p in parts):
                parts = [FlowText(rest, tuple(parts))]
            texts[pos] = special + parts
    out: list[Any] = []
    image_no = 0
    for pos, item in enumerate(items):
        if isinstance(item, ImageItem):
            if image_no not in taken:
                out.append(item)
            image_no += 1
        else:
            out.extend(texts.get(pos, [item]))
    return tuple(out)
