"""Whole corpus, read independently of cc2html's reader: each thinking block sits in the
card of its API message (issue 13 item 6).

The JSONL is read here with `json.loads` per line: every assistant line's `message.id`
and block types. On the rendered page a card is the nearest assistant-text article around
a block (within its subagent section, else the page); cards carry `data-msg`, the first
12 hex digits of the SHA-1 of their message id. A thinking block of a message with text
must sit in that message's text card; of a message with tool calls only, in the card that
holds those calls.
"""

from __future__ import annotations

import hashlib
from html.parser import HTMLParser
from pathlib import Path

import pytest

from cc2html.pipeline import convert
from cc2html.render.to_html.html import PageRenderer
from helpers import CORPUS, json_objects as objects, need_corpus

pytestmark = pytest.mark.corpus

THINKING = ("thinking", "redacted_thinking")


def key(message_id: str) -> str:
    return hashlib.sha1(message_id.encode("utf-8")).hexdigest()[:12]


def blank(block: dict) -> bool:
    """A text block of white space only: it makes no card (counted in the report)."""
    text = block.get("text")
    return block.get("type") == "text" and isinstance(text, str) and not text.strip()


def message_blocks(objs: list[dict]) -> dict[str, list[str]]:
    """message id -> the types of its content blocks, in file order (white-space text
    left out)."""
    blocks: dict[str, list[str]] = {}
    for obj in objs:
        message = obj.get("message")
        if obj.get("type") != "assistant" or not isinstance(message, dict):
            continue
        mid, content = message.get("id"), message.get("content")
        if isinstance(mid, str) and mid and isinstance(content, list):
            blocks.setdefault(mid, []).extend(
                b.get("type") for b in content if isinstance(b, dict) and not blank(b))
    return blocks


def claude_code_files() -> list[Path]:
    """Every JSONL of the corpus but sidecar files (rendered with their session) and SDK
    stream-json (snake-case `session_id`, no `sessionId`), that has a thinking block."""
    if not CORPUS.is_dir():
        return []
    files = []
    for path in sorted(CORPUS.rglob("*.jsonl")):
        objs = objects(path)
        if "subagents" in path.parts or any("session_id" in o and "sessionId" not in o
                                             for o in objs):
            continue
        if any(t in THINKING for types in message_blocks(objs).values() for t in types):
            files.append(path)
    return files


class Cards(HTMLParser):
    """Each thinking article's message key and card; each card's non-thinking keys."""

    def __init__(self) -> None:
        super().__init__()
        self.stack: list[dict] = [{"n": 0, "msg": None, "card": True, "holds": set()}]
        self.thinking: list[tuple[str, dict]] = []  # (key, card)

    def handle_starttag(self, tag: str, attrs: list) -> None:
        if tag not in ("article", "details"):
            return
        a = dict(attrs)
        classes = (a.get("class") or "").split()
        entry = {"n": len(self.stack), "msg": a.get("data-msg"), "holds": set(),
                 "card": ("assistant" in classes if tag == "article" else "subagent" in classes)}
        if tag == "article" and entry["msg"]:
            if "thinking" in classes:
                card = next(e for e in reversed(self.stack) if e["card"])
                self.thinking.append((entry["msg"], card))
            else:
                for e in self.stack:
                    e["holds"].add(entry["msg"])
        self.stack.append(entry)

    def handle_endtag(self, tag: str) -> None:
        if tag in ("article", "details") and len(self.stack) > 1:
            self.stack.pop()


FILES = claude_code_files()


def test_corpus_has_thinking():
    need_corpus()
    assert len(FILES) >= 10


@pytest.mark.parametrize("src", FILES, ids=[str(p.relative_to(CORPUS)) for p in FILES])
def test_each_thinking_block_sits_in_the_card_of_its_message(src, tmp_path):
    blocks = message_blocks(objects(src))
    page = tmp_path / "page.html"
    convert(src, page, PageRenderer(split=False))
    cards = Cards()
    cards.feed(page.read_text(encoding="utf-8"))
    by_key = {key(mid): types for mid, types in blocks.items()}
    shown = {k for k, _ in cards.thinking}
    lost = [mid for mid, types in blocks.items() if set(types) & set(THINKING)
            and key(mid) not in shown]
    assert not lost, f"thinking of these messages is not on the page: {lost}"
    wrong = []
    for k, card in cards.thinking:
        types = by_key.get(k, [])
        if "text" in types:
            ok = card["msg"] == k
        elif any(t not in THINKING for t in types):
            ok = k in card["holds"]
        else:
            ok = True  # a message of thinking only: nothing to sit with
        if not ok:
            wrong.append((k, card["msg"], types))
    assert not wrong, f"thinking outside its message's card (key, card, blocks): {wrong}"
