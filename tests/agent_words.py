"""Word recall helpers for the agent corpus tests (issue 35): the words of an input's
strings, and a page's visible words outside raw ("unknown") cards. The same rules as
tests/corpus/test_agents_recall.py (a test module may not import another:
tests/unit/test_layout.py), here so each agent's corpus test can share them."""

from __future__ import annotations

import html
import html.parser
import re
from typing import Any, Iterator

WORD = re.compile(r"[A-Za-z0-9]{4,}")
SKIP_KEYS = {"id", "call_id", "type", "encrypted_content", "timestamp", "image_url", "detail"}
VOID = {"br", "img", "input", "meta", "hr", "wbr", "link", "col", "area", "source"}


def strings(value: Any, key: str = "") -> Iterator[str]:
    """Every string in `value`, leaving out ids, types and times."""
    if key in SKIP_KEYS:
        return
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for k, v in value.items():
            yield from strings(v, k)
    elif isinstance(value, list):
        for v in value:
            yield from strings(v, key)


class _Visible(html.parser.HTMLParser):
    """A page's visible text, leaving out scripts, styles and raw ("unknown") cards."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[str] = []
        self.skip_at: list[int] = []
        self.parts: list[str] = []

    def handle_starttag(self, tag: str, attrs: list) -> None:
        if tag in VOID:
            return
        self.stack.append(tag)
        classes = (dict(attrs).get("class") or "").split()
        if tag in ("script", "style") or "unknown" in classes:
            self.skip_at.append(len(self.stack))

    def handle_endtag(self, tag: str) -> None:
        if tag in VOID or tag not in self.stack:
            return
        while self.stack:
            if self.skip_at and self.skip_at[-1] == len(self.stack):
                self.skip_at.pop()
            if self.stack.pop() == tag:
                break

    def handle_data(self, data: str) -> None:
        if not self.skip_at:
            self.parts.append(data)


def output_words(page: str) -> set[str]:
    """The words a page shows outside raw cards."""
    parser = _Visible()
    parser.feed(page)
    parser.close()
    return set(WORD.findall(html.unescape(" ".join(parser.parts))))
