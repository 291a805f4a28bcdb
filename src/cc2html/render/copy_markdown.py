""""Copy as Markdown" on the page: each message's Markdown, from the Markdown export's own
emitters (render/markdown_export.py), embedded once as a JSON data block. A tool's long
text the page holds already is a reference to it (render/copy_refs.py): an entry is then
a list of literal text and references, which the page script fills from the page.

The page script (static/copy_md.js) adds a button to every message with an entry, and to
every turn; a turn's Markdown is its messages' entries in page order, so a subagent's
messages are in its call's turn and not repeated inside the call's own entry. The block
is `<script type="application/json">`: data, never run (the CSP's hashes are for the
scripts that run), with `<` written as `\\u003c` so no transcript text can close it, and
invisible controls as the page's visible markers (render/controls.py).
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

from markupsafe import Markup

from ..tree.build import Document, Node
from .controls import marked_json
from .copy_refs import PageFences, parts
from .markdown_export import EMITTERS, MarkdownExport, _generic
from .registry import row_for


def _walk(nodes: list[Node], depth: int) -> Iterator[tuple[Node, int]]:
    for node in nodes:
        yield node, depth
        yield from _walk(node.children, depth)
        if node.subagent is not None:
            yield from _walk(node.subagent.nodes, depth + 1)


def markdown_entries(doc: Document, refs: bool = True) -> dict[str, Any]:
    """Page id -> that message's own Markdown (not its children's or its subagent's): its
    text, or its text and references to the page's (copy_refs.py) in turn (`refs=False`:
    always the whole text, what the page script makes of the entry)."""
    fences = PageFences()
    whole = MarkdownExport([], nest_subagents=False)  # entries need no session facts
    export = MarkdownExport([], nest_subagents=False, fences=fences) if refs else whole
    entries: dict[str, Any] = {}
    for session in doc.sessions:
        roots = list(_walk(session.nodes, 0))
        for sub in session.unlinked:
            roots.extend(_walk(sub.nodes, 1))
        for node, depth in roots:
            emit = EMITTERS.get(row_for(node.msg).terminal, _generic)
            fences.start(getattr(getattr(node.msg, "input", None), "target_file", "") or "")
            blocks = emit(export, node, depth)
            if not blocks:
                continue
            text = "\n\n".join(blocks)
            entry = parts(text, fences.refs) if fences.refs else text
            # a marker the text held itself: this message's Markdown whole, no references
            entries[node.id] = entry if entry is not None else "\n\n".join(
                emit(whole, node, depth))
    return entries


def markdown_data(doc: Document) -> Markup:
    """The data block's text: the entries as JSON that cannot end the element."""
    text = json.dumps(markdown_entries(doc), ensure_ascii=False, separators=(",", ":"))
    # controls as the page shows them (JSON-escaped markers: the page's own marking pass
    # then finds none to turn into text that is not JSON), and no "<" at all
    return Markup(marked_json(text).replace("<", "\\u003c"))  # noqa: S704
