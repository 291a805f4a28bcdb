"""A session's searchable passages, taken in the worker from its built document (see
search_text.py for what becomes of them); prompts and answers without their Markdown."""

from __future__ import annotations

from typing import Optional

from ..render.registry import row_for
from ..tree.build import Document, Node
from .search_text import MARKDOWN_KINDS, PASSAGE_CHARS, SESSION_CHARS, Passage, plain_markdown


def _passage(node: Node) -> Optional[tuple[str, str]]:
    """The node's passage kind and text, as its registry row says (None: not searched)."""
    passage = row_for(node.msg).passage
    if passage is None or not passage.kind:
        return None
    return passage.kind, passage.text(node.msg)


def passages(doc: Document) -> list[Passage]:
    found: list[Passage] = []
    total = 0
    for session in doc.sessions:
        for node in session.walk():
            got = _passage(node)
            if got is None:
                continue
            kind, text = got
            if kind in MARKDOWN_KINDS:
                text = plain_markdown(text)
            text = " ".join(text.split())[: PASSAGE_CHARS[kind]]
            if not text:
                continue
            total += len(text)
            if total > SESSION_CHARS:
                return found
            found.append((node.id, kind, text))
    return found
