"""Render every node of some transcripts both ways and list where they differ: by its
kind's template (the reference) and, for the kinds render/to_html/hot_kinds.py writes in Python,
by its function there. Used by tests/unit/render/test_hot_kinds.py (the fixtures) and
tests/corpus/test_hot_kinds_corpus.py (the corpus)."""

from __future__ import annotations

import difflib
from collections.abc import Iterable
from pathlib import Path

import pytest

from cc2html.pipeline import convert
from cc2html.render.to_html import hot_kinds
from cc2html.render.to_html.html import PageRenderer
from cc2html.render.registry import row_for
from cc2html.render.to_html.rendered import Rendered


def differences(paths: Iterable[Path], out: Path) -> tuple[int, list[str]]:
    """(nodes compared, one line per node whose two renderings differ)."""
    compared, found = 0, []
    plain = PageRenderer.node

    def both(self: PageRenderer, node, depth: int = 1) -> Rendered:
        nonlocal compared
        row = row_for(node.msg)
        reference = self.by_template(node, row, depth)
        emit = hot_kinds.hot_emitter(type(node.msg))
        if emit is not None:
            compared += 1
            written = emit(self, node, row, depth)
            if written != reference:
                delta = next((line for line in difflib.unified_diff(
                    reference.splitlines(), written.splitlines(), lineterm="", n=0)
                    if line[:1] in "+-" and line[:3] not in ("+++", "---")), "")
                found.append(f"{node.id} ({row.template}): {delta[:200]}")
        return Rendered(reference)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(PageRenderer, "node", both)
        for path in paths:
            convert(path, out)
    assert PageRenderer.node is plain
    return compared, found
