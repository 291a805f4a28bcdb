"""`<name>…</name>` blocks in linear time.

A regex like `<(a|b)>(.*?)</\\1>` rescans the rest of the text from every opening tag that
is never closed: quadratic, and transcripts are hostile input (12,000 unclosed
`<system-reminder>` took a minute). These scans find the same blocks (each opening paired
with the first closing tag after it, blocks not overlapping) from one pass over the
closing tags: every closing tag's position is indexed first.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Iterator
from typing import Optional

Block = tuple[re.Match[str], str, int]  # (the opening tag's match, the body, end of block)


def blocks(text: str, opening: re.Pattern[str], closing: re.Pattern[str]) -> Iterator[Block]:
    """Blocks whose opening tag `opening` matches (the tag name in its group 1) and whose
    closing tag `closing` matches (the same name in its group 1), in order."""
    closes: dict[str, list[int]] = {}
    for match in closing.finditer(text):
        closes.setdefault(match.group(1), []).append(match.start())
    if not closes:
        return
    pos = 0
    while True:
        match = opening.search(text, pos)
        if match is None:
            return
        name = match.group(1)
        at = closes.get(name, ())
        n = bisect_left(at, match.end()) if at else 0
        if n == len(at):  # never closed after this opening
            pos = match.end()
            continue
        end = at[n] + len(name) + 3  # len("</" + name + ">")
        yield match, text[match.end():at[n]], end
        pos = end


def first(text: str, name: str) -> Optional[str]:
    """The body of the first `<name>…</name>` (as `re.search(r"<name>(.*?)</name>")`)."""
    start = text.find(f"<{name}>")
    if start < 0:
        return None
    start += len(name) + 2
    end = text.find(f"</{name}>", start)  # none after the first opening: none after any
    return text[start:end] if end >= 0 else None


def remove(text: str, name: str) -> str:
    """`text` without its `<name>…</name>` blocks (as `re.sub(r"<name>.*?</name>", "")`)."""
    head, tail = f"<{name}>", f"</{name}>"
    parts: list[str] = []
    pos = 0
    while True:
        start = text.find(head, pos)
        end = text.find(tail, start + len(head)) if start >= 0 else -1
        if end < 0:
            parts.append(text[pos:])
            return "".join(parts)
        parts.append(text[pos:start])
        pos = end + len(tail)
