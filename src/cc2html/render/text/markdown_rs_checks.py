"""The checks markdown_rs.Walk makes on the source of the nodes it writes: each shape where
markdown-it.rs 0.6's tree was found to differ from markdown-it-py's reading of the same
text raises `Unsure`, and markdown-it-py renders the text (one example of each is in
tests/unit/render/test_markdown_rs.py, DIFFERENT). `source` is the text's UTF-8 bytes, as
the tree's source maps count them.
"""

from __future__ import annotations

import re
from typing import Any, Optional

from .markdown_rs_guard import BACKTICKS

_BYTE_RUNS = re.compile(rb"`+")
_MARKERS = re.compile(r"(?:[ \t]*>)+")
#: a table's delimiter row (with a pipe)
_DELIMITER_ROW = re.compile(
    rb"[ \t]*(?=[^\n]*\|)\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*(?:\n|$)")
#: a line that may start a list item
_LIST_LINE = re.compile(r"^ {0,3}(?:[-*+]|\d{1,9}[.)])(?:[ \t]|$)", re.MULTILINE)


class Unsure(Exception):
    """A text markdown-it-py may render differently: it renders it instead."""


def quote_lines(source: bytes, span: Optional[tuple[int, int]], quotes: int) -> None:
    """Every line of a quote's source after its first has the markers of all the quotes
    it is in (`quotes`): markdown-it-py ends a quote where markdown-it.rs may read a lazy
    continuation line."""
    if span is None:
        raise Unsure("no source map")
    for line in source[span[0]:span[1]].decode("utf-8", "replace").split("\n")[1:]:
        if _quotes(line) < quotes:
            raise Unsure("lazy line")


def paragraph(source: bytes, span: Optional[tuple[int, int]]) -> None:
    """A paragraph does not start with a table's delimiter row: markdown-it-py may read
    the line before as the table's head (`>     a|` is a quote in one parser only)."""
    if span and _DELIMITER_ROW.match(source, span[0]):
        raise Unsure("a paragraph from a table's delimiter row")


#: a line that may be a table's delimiter row when the line before has a `|` (one column:
#: `---` alone will do; quote and list markers before it)
_MAYBE_DELIMITER = re.compile(rb"[ \t>]*(?:[-*+][ \t]+|\d{1,9}[.)][ \t]+)*\|?[ \t]*:?-+:?[ \t]*"
                              rb"(?:\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*(?:\n|$)")


def not_a_table(source: bytes, span: Optional[tuple[int, int]]) -> None:
    """A block (a list, a heading, a quote) whose first line has a `|` is not followed by a
    line that may be a table's delimiter row: markdown-it-py tries tables before the other
    blocks, so `* |` or `# |` over `---` is a table there, and a list or a heading with a
    rule after it in markdown-it.rs."""
    if span is None:
        raise Unsure("no source map")
    end = source.find(b"\n", span[0])
    if end >= 0 and b"|" in source[span[0]:end] and _MAYBE_DELIMITER.match(source, end + 1):
        raise Unsure("a line with a pipe over a table's delimiter row")


def table(source: bytes, span: Optional[tuple[int, int]]) -> None:
    """A table whose head and delimiter rows both have a `|` (where markdown-it.rs finds
    tables markdown-it-py does not, at least one of them has none) and no escape, with no
    tab and no line that may start a list item (markdown-it-py ends a table at some), and
    not after a line with more quote markers (markdown-it-py reads `> a` then `| b |` as
    one quoted paragraph)."""
    if span is None:
        raise Unsure("no source map")
    rows = source[span[0]:span[1]].decode("utf-8", "replace")
    head = rows.split("\n")[:2]
    if "\t" in rows or any("|" not in line for line in head):
        raise Unsure("table rows without pipes, or with tabs")
    if "\\" in "".join(head):
        raise Unsure("an escape in the head or delimiter row")
    if _LIST_LINE.search(rows):
        raise Unsure("a list item's line")
    line = source.rfind(b"\n", 0, span[0]) + 1
    if line:
        before = source[source.rfind(b"\n", 0, line - 1) + 1:line - 1]
        if b">" in before and _quotes(before.decode("utf-8", "replace")) > _quotes(
                source[line:line + 400].decode("utf-8", "replace")):
            raise Unsure("a table after a quote's line")


def _quotes(line: str) -> int:
    markers = _MARKERS.match(line)
    return markers.group().count(">") if markers else 0


class Runs:
    """The backtick runs of one block's inline content (a paragraph, heading or cell whose
    source bytes are `span`), to check that the runs a text node holds are literal."""

    def __init__(self, source: bytes, span: Optional[tuple[int, int]]) -> None:
        self.source, self.span = source, span
        self._last: Optional[dict[int, int]] = None  # the last run of each length

    def literal(self, node: Any, content: str) -> None:
        """The runs of a text node are literal in markdown-it-py too: no later run of the
        same length in the inline content (else markdown-it-py opens a code span there).
        markdown-it.rs 0.6 may miss such spans: once a scan for a closing run has reached
        the end of the content, later scans move its record of where each length was last
        seen back, and it then refuses openers that have a closer (in "``x`", a tab, then
        "```x` ``` ```", markdown-it-py finds a span between the last two runs)."""
        runs = [len(match.group()) for match in BACKTICKS.finditer(content)]
        if any(size in runs[index + 1:] for index, size in enumerate(runs)):
            raise Unsure("a code span's runs left as text")
        if node.srcmap is None or self.span is None:
            raise Unsure("no source map")
        if self._last is None:
            start, end = self.span
            self._last = {len(match.group()): match.start()
                          for match in _BYTE_RUNS.finditer(self.source, start, end)}
        if any(self._last.get(size, -1) >= node.srcmap[1] for size in runs):
            raise Unsure("a code span's runs left as text")
