"""The output formats: one built Document to the chunks of an HTML page, Markdown or JSON.

Every format reads the same tree (tree/build.py), so they cannot drift; this is the one
place that picks the renderer for `--format`. A large session's Markdown or JSON is made
a segment at a time (`StreamedExport`, fed by pipeline.py) with the same bytes.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from dataclasses import replace
from itertools import chain
from typing import Optional, Protocol

from ..tree.build import Document
from ..tree.doc_sum import ChangeSum
from ..tree.stats import SessionStats
from .detail import select
from .to_html.html import PageInfo, PageRenderer
from .to_json.json_export import json_chunks
from .to_json.json_stream import JsonStream, array
from .to_markdown.markdown_export import markdown_chunks
from .to_markdown.md_stream import MarkdownStream, Reslug

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


__all__ = ["Reslug", "StreamedExport", "bare", "export_chunks"]


class Spooled(Protocol):
    """Text set aside and read back (write.py `Spool`: render writes no file itself)."""

    def write(self, text: str) -> None: ...

    def blocks(self) -> Iterator[str]: ...


def bare(doc: Document) -> Document:
    """A segment's document without what the session's head shows (its unlinked subagents
    and snapshot: the head holds them, and the detail level counts them there once)."""
    return replace(doc, sessions=[replace(s, unlinked=[], snapshot=None)
                                  for s in doc.sessions])


class StreamedExport:
    """The Markdown or JSON export of one session file built a segment at a time (stream.py
    `pieces`), byte for byte `export_chunks` of the whole document: `add` each segment's
    document, its turns set aside in `spools` (two: the turns, and JSON's notices), then
    `chunks` with the whole session's head (tree/doc_sum.py) and stats (tree/stats_sum.py).
    Markdown: `seed`, the head's heading texts when md_stream.Reslug asked for them."""

    def __init__(self, info: PageInfo, output_format: str, spools: tuple[Spooled, Spooled],
                 seed: Optional[list[str]] = None) -> None:
        self.info, self.spools, self.md = info, spools, output_format == "md"
        self.stream = MarkdownStream(info, seed) if self.md else JsonStream(info)
        self.left_out: Counter[str] = Counter()
        self.changes = ChangeSum()
        self.items = [0, 0]  # JSON: the turns and notices set aside

    def add(self, doc: Document) -> None:
        shown, left_out = select(bare(doc), self.info.detail)
        self.left_out.update(left_out)
        if isinstance(self.stream, MarkdownStream):
            for session in shown.sessions:
                self.changes.add(session)
            for chunk in self.stream.body(shown):
                self.spools[0].write(chunk)
            self.stream.prune(c for total in self.changes.changes.values() for c in total[2])
            return
        for n, items in enumerate(self.stream.body(shown)):
            for text in items:
                self.spools[n].write((",\n" if self.items[n] else "\n") + text)
                self.items[n] += 1

    def chunks(self, skeleton: Document, info: PageInfo, stats: list[SessionStats]
               ) -> Iterator[str]:
        """The export's text; `info` with the whole file's problems, warnings and masks.
        The head is made before this returns (md_stream.Reslug is raised here)."""
        shown, left_out = select(skeleton, info.detail)
        self.left_out.update(left_out)
        info = replace(info, left_out=dict(sorted(self.left_out.items())))
        if isinstance(self.stream, MarkdownStream):
            changes = self.changes.result(shown.sessions[0])
            head, tail = self.stream.finish(shown, info, stats, changes)
            return chain([head], self.spools[0].blocks(), tail)
        before, between, after = self.stream.finish(shown, info, stats)
        (open_t, close_t), (open_n, close_n) = array(self.items[0]), array(self.items[1])
        return chain([before, open_t], self.spools[0].blocks(), [close_t, between, open_n],
                     self.spools[1].blocks(), [close_n, after])
