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


class Passages:
    """A session's passages gathered document by document in file order (`add`: the whole
    document, or each segment of a streamed one, archive/stream_job.py): the same list, cut
    at the same passage, SESSION_CHARS bounding what is held however long the session."""

    def __init__(self) -> None:
        self.found: list[Passage] = []
        self.total = 0
        self.full = False

    def add(self, doc: Document) -> None:
        for session in doc.sessions:
            for node in session.walk():
                if self.full:
                    return
                self._node(node)

    def extend(self, found: list[Passage], full: bool) -> None:
        """Passages another `Passages` found in the next document (a segment gathered
        elsewhere: archive/stream_job.py), taken as `add` would have taken them here;
        `full`: that one was cut (its next passage passed SESSION_CHARS alone, so it
        passes this session's too)."""
        for passage in found:
            if self.full:
                return
            self._take(passage)
        self.full = self.full or full

    def _node(self, node: Node) -> None:
        got = _passage(node)
        if got is None:
            return
        kind, text = got
        if kind in MARKDOWN_KINDS:
            text = plain_markdown(text)
        text = " ".join(text.split())[: PASSAGE_CHARS[kind]]
        if text:
            self._take((node.id, kind, text))

    def _take(self, passage: Passage) -> None:
        self.total += len(passage[2])
        if self.total > SESSION_CHARS:
            self.full = True
            return
        self.found.append(passage)


def passages(doc: Document) -> list[Passage]:
    gathered = Passages()
    gathered.add(doc)
    return gathered.found
