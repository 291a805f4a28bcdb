"""The output formats: one built Document to the chunks of an HTML page, Markdown or JSON.

Every format reads the same tree (tree/build.py), so they cannot drift; this is the one
place that picks the renderer for `--format`.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Optional

from ..tree.build import Document
from .html import PageInfo, PageRenderer
from .json_export import json_chunks

#: --format value -> the suffix of the file it writes
SUFFIXES: dict[str, str] = {"html": ".html", "md": ".md", "json": ".json"}
#: a file name's suffix -> the format it names (-o FILE)
FORMAT_OF_SUFFIX: dict[str, str] = {".html": "html", ".htm": "html", ".md": "md",
                                    ".markdown": "md", ".json": "json"}


def export_chunks(doc: Document, info: PageInfo, output_format: str = "html",
                  renderer: Optional[PageRenderer] = None) -> Iterator[str]:
    """The text of `doc` in `output_format`, in chunks for the one writer."""
    if output_format == "json":
        return json_chunks(doc, info)
    return iter((renderer or PageRenderer()).page(doc, info))
