""""Copy as Markdown" on the page: each message's Markdown, from the Markdown export's own
emitters (render/to_markdown/markdown_export.py), embedded once as a JSON data block. A tool's long
text the page holds already is a reference to it (render/to_html/copy_refs.py): an entry is then
a list of literal text and references, which the page script fills from the page.

The page script (static/copy_md.js) adds a button to every message with an entry, and to
every turn; a turn's Markdown is its messages' entries in page order, so a subagent's
messages are in its call's turn and not repeated inside the call's own entry. The block
is `<script type="application/json">`: data, never run (the CSP's hashes are for the
scripts that run), with `<` written as `\\u003c` so no transcript text can close it, and
invisible controls as the page's visible markers (render/text/controls.py).
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

from ...tree.build import Document, Node
from ..text.controls import marked_json
from .copy_refs import PageFences, parts
from ..to_markdown.markdown_export import MARKDOWN_RULES, MarkdownExport, _generic
from ..registry import row_for

#: the block's JSON: compact, and any character as itself
_JSON: dict[str, Any] = {"ensure_ascii": False, "separators": (",", ":")}


def _walk(nodes: list[Node], depth: int) -> Iterator[tuple[Node, int]]:
    for node in nodes:
        yield node, depth
        yield from _walk(node.children, depth)
        if node.subagent is not None:
            yield from _walk(node.subagent.nodes, depth + 1)


def _entries(doc: Document, refs: bool = True) -> Iterator[tuple[str, Any]]:
    """(page id, that message's own Markdown) in page order (`markdown_entries`)."""
    fences = PageFences()
    whole = MarkdownExport([], nest_subagents=False)  # entries need no session facts
    export = MarkdownExport([], nest_subagents=False, fences=fences) if refs else whole
    for session in doc.sessions:
        roots = list(_walk(session.nodes, 0))
        for sub in session.unlinked:
            roots.extend(_walk(sub.nodes, 1))
        for node, depth in roots:
            emit = MARKDOWN_RULES.get(row_for(node.msg).family, _generic)
            fences.start(getattr(getattr(node.msg, "input", None), "target_file", "") or "")
            blocks = emit(export, node, depth)
            if not blocks:
                continue
            text = "\n\n".join(blocks)
            entry = parts(text, fences.refs) if fences.refs else text
            # a marker the text held itself: this message's Markdown whole, no references
            yield node.id, entry if entry is not None else "\n\n".join(emit(whole, node, depth))


def markdown_entries(doc: Document, refs: bool = True) -> dict[str, Any]:
    """Page id -> that message's own Markdown (not its children's or its subagent's): its
    text, or its text and references to the page's (copy_refs.py) in turn (`refs=False`:
    always the whole text, what the page script makes of the entry)."""
    return dict(_entries(doc, refs))


def _safe(text: str) -> str:
    """JSON text that cannot end the element: controls as the page shows them
    (JSON-escaped markers: the page's own marking pass then finds none to turn into text
    that is not JSON), and no "<" at all. Character by character, so the data's pieces
    can be made so one by one."""
    return marked_json(text).replace("<", "\\u003c")


def markdown_data(doc: Document) -> list[bytes]:
    """The data block's text, the entries as one JSON object that cannot end the element,
    in pieces of one entry each, UTF-8 (`Later` prints them one after the other, never
    joined). As one string the block was a page's largest object, four bytes a character
    as soon as one entry held a character past U+FFFF (an emoji), and copied three times on
    its way out: ~60 MB of a 20 MB session's peak memory. As str, a piece is still two
    or four bytes a character when it holds one past U+00FF (an arrow, a box line): 10.9
    MB of W1 20 MB's 4.2 M characters, against 4.5 MB as UTF-8 (NOTES.md, "Performance")."""
    pieces: list[bytes] = []
    seen: set[str] = set()
    for key, entry in _entries(doc):
        if key in seen:  # ids are unique in a page; were one not, the object's own rule
            return [_utf8(_safe(json.dumps(markdown_entries(doc), **_JSON)))]
        seen.add(key)
        member = json.dumps({key: entry}, **_JSON)[1:-1]  # '"id":entry', as in the object
        pieces.append(_utf8(_safe(("," if pieces else "{") + member)))
    pieces.append(b"}" if pieces else b"{}")
    return pieces


def _utf8(text: str) -> bytes:
    return text.encode("utf-8", "surrogatepass")  # a lone surrogate back as it was
