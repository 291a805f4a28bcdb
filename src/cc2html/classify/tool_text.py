"""Parsers for the text conventions inside tool results (no HTML here).

- `parse_cat_n`: the `cat -n` listing Read and Edit return (`   12\tline` or the
  older `   12→line`), with `<system-reminder>` blocks split off.
- `parse_tags`: the `<status>…</status>` style bodies of BashOutput / TaskOutput.
- `parse_links`: the `Links: [{"title": …, "url": …}]` lines of WebSearch.

Every parser returns what it could not place as `rest`, so callers keep it visible.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from itertools import repeat
from typing import Any

from ..model.tools.base import NumberedLine
from .tagscan import blocks

_new_tuple = tuple.__new__

_NUMBERED = re.compile(r"^ *(\d+)(?:\t|→)(.*)$")
#: the same for every line of a text at once (`.` stops at "\n", as str.split("\n") does)
_NUMBERED_LINES = re.compile(r"^ *(\d+)(?:\t|→)(.*)$", re.M)
_REMINDER_OPEN = re.compile("<(system-reminder)>")
_REMINDER_CLOSE = re.compile("</(system-reminder)>")
_TAG_OPEN, _TAG_CLOSE = re.compile(r"<([a-z_]+)>"), re.compile(r"</([a-z_]+)>")
_LINKS = re.compile(r"^Links: (\[.*\])\s*$", re.M)


@dataclass(frozen=True, slots=True)
class CatN:
    head: str  # text before the listing (Edit: "The file … has been updated …")
    lines: tuple[NumberedLine, ...]
    rest: str  # text after the listing that is not a reminder
    reminders: tuple[str, ...]


def split_reminders(text: str) -> tuple[str, tuple[str, ...]]:
    """Text without its <system-reminder> blocks, and the blocks' bodies."""
    if "<system-reminder>" not in text:  # the regex tries `\s*` at every position: slow
        return text, ()
    reminders: list[str] = []
    pieces: list[str] = []  # the text around the blocks
    pos = 0
    for match, body, end in blocks(text, _REMINDER_OPEN, _REMINDER_CLOSE):  # (linear)
        pieces.append(text[pos:match.start()])
        reminders.append(body.strip())
        pos = end
    if not reminders:
        return text, ()
    pieces.append(text[pos:])
    # each block, with the white space around it, becomes one line break
    kept = [pieces[0].rstrip()] + [p.strip() for p in pieces[1:-1]] + [pieces[-1].lstrip()]
    return "\n".join(kept).strip("\n"), tuple(reminders)


def parse_cat_n(text: str, allow_head: bool = False) -> CatN | None:
    """Numbered lines of a `cat -n` listing, or None when the text is not one.

    With `allow_head`, leading lines that are not numbered form the head (Edit's
    message). Lines after the listing go to `rest`. Lines are split on "\\n" only,
    so a stray "\\r" or form feed inside a file line stays in that line.
    """
    body, reminders = split_reminders(text)
    whole = _whole_listing(body)
    if whole is not None:  # the usual Read result: no head, nothing after the lines
        return CatN("", whole, "", reminders)
    raw = body.split("\n")
    start = 0
    numbered = _NUMBERED.match
    if allow_head:
        while start < len(raw) and not numbered(raw[start]):
            start += 1
    lines: list[NumberedLine] = []
    end = start
    while end < len(raw):  # up to the first line that is not numbered
        match = numbered(raw[end])
        if match is None:
            break
        lines.append(NumberedLine(int(match[1]), match[2]))
        end += 1
    if not lines:
        return None
    head = "\n".join(raw[:start]).strip("\n")
    rest = "\n".join(raw[end:]).strip("\n") if end < len(raw) else ""
    return CatN(head, tuple(lines), rest, reminders)


def _whole_listing(body: str) -> tuple[NumberedLine, ...] | None:
    """The lines of `body` when every one is numbered (an empty last line aside), found in
    one scan (the line-by-line loop took most of classifying a session's Read results);
    None otherwise, for the loop to decide."""
    pairs = _NUMBERED_LINES.findall(body)  # (one match per numbered line at most)
    count = body.count("\n") + 1
    if not pairs or not (len(pairs) == count or (len(pairs) == count - 1
                                                 and body.endswith("\n"))):
        return None
    numbers, lines = zip(*pairs)  # (the namedtuple's own __new__ is Python: made in C)
    return tuple(map(_new_tuple, repeat(NumberedLine), zip(map(int, numbers), lines)))


def is_contiguous(lines: tuple[NumberedLine, ...]) -> bool:
    return all(b.number == a.number + 1 for a, b in zip(lines, lines[1:]))


def parse_tags(text: str) -> tuple[tuple[tuple[str, str], ...], str] | None:
    """`<name>value</name>` pairs in order, and any text outside them; None if there are none."""
    fields: list[tuple[str, str]] = []
    outside: list[str] = []
    pos = 0
    for match, body, end in blocks(text, _TAG_OPEN, _TAG_CLOSE):  # (linear: tagscan.py)
        outside.append(text[pos:match.start()])
        fields.append((match.group(1), body.strip("\n")))
        pos = end
    outside.append(text[pos:])
    if not fields:
        return None
    rest = "\n".join(part.strip() for part in outside if part.strip())
    return tuple(fields), rest


def _link(item: Any) -> tuple[str, str] | None:
    if isinstance(item, dict) and isinstance(item.get("url"), str):
        title = item.get("title")
        return (title if isinstance(title, str) and title else item["url"], item["url"])
    return None


def parse_links(text: str) -> tuple[tuple[tuple[str, str], ...], str]:
    """(title, url) pairs from `Links: [...]` lines, and the text without those lines."""
    links: list[tuple[str, str]] = []

    def take(match: re.Match[str]) -> str:
        try:
            items = json.loads(match.group(1))
        except ValueError:
            return match.group(0)
        found = [_link(i) for i in items] if isinstance(items, list) else [None]
        if not found or any(f is None for f in found):
            return match.group(0)
        links.extend(f for f in found if f is not None)
        return ""

    rest = _LINKS.sub(take, text)
    return tuple(links), re.sub(r"\n{3,}", "\n\n", rest).strip()
