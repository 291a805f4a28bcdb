#!/usr/bin/env python3
"""Count (not time) where the corpus's thinking blocks land on their pages (issue 13 item 6).

Reads each Claude Code JSONL of ../shared/corpus with json.loads per line (every block's
message.id and DOM id, `msg-<uuid>[-<block>]`), renders it with the cc2html on
PYTHONPATH and reads the page with html.parser. A block's card is the nearest assistant
text article around it, else its turn. Works on pages with and without `data-msg`, so
the same command gives the figure before and after a change:

    PYTHONPATH=/work/main/src python benchmarks/thinking_placement.py   # before
    PYTHONPATH=$PWD/src python benchmarks/thinking_placement.py         # after
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
from html.parser import HTMLParser
from pathlib import Path

from cc2html.pipeline import convert
from cc2html.read.agents import detect_format
from cc2html.render.to_html.html import PageRenderer

CORPUS = Path(os.environ.get("CC2HTML_SHARED", Path(__file__).resolve().parents[2] / "shared"),
              "corpus")
THINKING = ("thinking", "redacted_thinking")


def blocks(path: Path) -> list[tuple[str, str, str]]:
    """(DOM id, message id, block type) of each assistant block with a message id."""
    out = []
    for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
        try:
            entry = json.loads(line)
        except ValueError:
            continue
        if not isinstance(entry, dict) or entry.get("type") != "assistant":
            continue
        message = entry.get("message")
        if not isinstance(message, dict) or not isinstance(entry.get("uuid"), str):
            continue
        content, mid = message.get("content"), message.get("id")
        if not isinstance(content, list) or not mid:
            continue
        for i, block in enumerate(content):
            if isinstance(block, dict) and block.get("type") in THINKING + ("text", "tool_use"):
                out.append((f"msg-{entry['uuid']}" + (f"-{i}" if i else ""), mid, block["type"]))
    return out


class Cards(HTMLParser):
    """Each article's card, and the articles under each article."""

    def __init__(self) -> None:
        super().__init__()
        self.stack: list[tuple[str, bool]] = []
        self.card: dict[str, str] = {}
        self.inside: dict[str, set[str]] = {}

    def handle_starttag(self, tag: str, attrs: list) -> None:
        if tag != "article":
            return
        a = dict(attrs)
        ident = a.get("id") or ""
        self.stack.append((ident, "assistant" in (a.get("class") or "").split()))
        card = next((i for i, text in reversed(self.stack) if text), self.stack[0][0])
        self.card.setdefault(ident, card)
        for i, _ in self.stack:
            self.inside.setdefault(i, set()).add(ident)

    def handle_endtag(self, tag: str) -> None:
        if tag == "article" and self.stack:
            self.stack.pop()


def main() -> int:
    files = sorted(p for p in CORPUS.rglob("*.jsonl")
                   if "subagents" not in p.parts and detect_format(p).name == "transcript")
    renderer = PageRenderer()
    total = placed = own = 0
    with tempfile.TemporaryDirectory() as tmp:
        for n, src in enumerate(files):
            found = blocks(src)
            if not any(t in THINKING for _, _, t in found):
                continue
            page = Path(tmp) / f"{n}.html"
            convert(src, page, renderer)
            cards = Cards()
            cards.feed(page.read_text(encoding="utf-8"))
            of_msg: dict[str, list[str]] = {}
            for ident, mid, t in found:
                if t not in THINKING:
                    of_msg.setdefault(mid, []).append(ident)
            msg_of = {ident: mid for ident, mid, _ in found}
            for ident, mid, t in found:
                if t not in THINKING or not of_msg.get(mid) or ident not in cards.card:
                    continue
                total += 1
                card = cards.card[ident]
                held = cards.inside.get(card, set()) | {card}
                placed += any(other in held for other in of_msg[mid])
                own += msg_of.get(card) == mid
    print(f"thinking blocks with a text/tool_use in their message: {total}")
    print(f"  whose card holds a text/tool_use of the same message id: {placed}")
    print(f"  whose card is a text of their own message: {own}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
