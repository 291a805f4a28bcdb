"""The output formats: one built Document to the chunks of an HTML page, Markdown or JSON.

Every format reads the same tree (tree/build.py), so they cannot drift; this is the one
place that picks the renderer for `--format`.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from typing import Optional

from ..tree.build import Document
from ..tree.stats import SessionStats
from .detail import select
from .to_html.html import PageInfo, PageRenderer
from .to_json.json_export import json_chunks
from .to_markdown.markdown_export import markdown_chunks

def export_chunks(doc: Document, info: PageInfo, stats: list[SessionStats],
                  output_format: str = "html",
                  renderer: Optional[PageRenderer] = None) -> Iterator[str]:
    """The text of `doc` at `info.detail` in `output_format`, in chunks for the one writer.
    `stats`: the whole sessions' (tree/stats.document_stats), whatever the level leaves out."""
    shown, left_out = select(doc, info.detail)
    info = replace(info, left_out=left_out)
    if output_format == "json":
        return json_chunks(shown, info, stats)
    if output_format == "md":
        return markdown_chunks(shown, info, stats)
    return iter((renderer or PageRenderer()).page(shown, info, stats))
