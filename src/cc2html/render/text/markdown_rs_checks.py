"""The checks markdown_rs.Walk makes on the source of the nodes it writes: each shape where
markdown-it.rs 0.6's tree was found to differ from markdown-it-py's reading of the same
text raises `Unsure`, and markdown-it-py renders the text (one example of each is in
tests/unit/render/test_markdown_rs.py, DIFFERENT). `source` is the text's UTF-8 bytes, as
the tree's source maps count them.
"""

from __future__ import annotations

import bisect
import re
import unicodedata
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


def not_lazy(source: bytes, span: Optional[tuple[int, int]]) -> None:
    """A paragraph after a list starts after a blank line (quote markers aside): on the
    line after an item's text markdown-it-py reads a lazy continuation of that text, where
    markdown-it.rs may have ended the list (`- a`, `)`, a tab and `-|`)."""
    if span is None:
        raise Unsure("no source map")
    start = source.rfind(b"\n", 0, span[0])
    before = source[source.rfind(b"\n", 0, max(start, 0)) + 1:max(start, 0)]
    if start < 0 or before.strip(b" \t>"):
        raise Unsure("a paragraph on the line after a list")


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


#: a delimiter run, and the nodes after which markdown-it.rs's list of inline nodes has
#: been rebuilt (a pair made, or a link's label moved into it)
_RUN = re.compile(rb"\*+|_+|~+")
_PAIRED = frozenset({"em", "strong", "strikethrough"})
_MOVED = _PAIRED | {"link", "image", "autolink"}


def openers_in_reach(source: bytes, nodes: Any, span: Optional[tuple[int, int]]) -> None:
    """No closer comes after a pair (or link) made after a closer that found no opener.

    markdown-it.rs 0.6 keeps, for each kind of closer, the lowest place a closer that
    found no opener searched to (cmark's openers_bottom) as an index into its list of
    inline nodes. A pair made later moves nodes out of that list; the index then points
    past openers still open, and a later closer misses them (`*x\\xx**a***>**a**0`: its
    last pair is text there, strong in markdown-it-py). Every run that can close and
    stands unpaired (or opens a pair: it may have tried to close first) is taken for one
    that found no opener. `source[span]` is the inline content's UTF-8; `nodes` nest no
    deeper than Walk allows (it is asked after them)."""
    if span is None:
        raise Unsure("no source map")
    lo, hi = span
    runs = _Runs(source, lo, hi)
    events: list[tuple[int, int]] = []  # (where, what): 0 a closer, 1 a failed one, 2 a pair
    stack = [iter(nodes)]
    while stack:  # (the nodes in order, nested ones after their parent's start)
        node = next(stack[-1], None)
        if node is None:
            stack.pop()
            continue
        _event(source, node, runs, events)
        if node.name in _MOVED and node.children:
            stack.append(iter(node.children))
    events.sort()
    failed = made = False
    for _, what in events:
        if what == 2:
            made = made or failed
        elif made:
            raise Unsure("an opener out of a closer's reach")
        elif what == 1:
            failed = True


class _Runs:
    """The delimiter runs of `source[lo:hi]`, found once: (start, end) of the one a byte
    is in, and whether it can close."""

    def __init__(self, source: bytes, lo: int, hi: int) -> None:
        self.source, self.lo, self.hi = source, lo, hi
        self.spans = [(m.start(), m.end()) for m in _RUN.finditer(source, lo, hi)]
        self.starts = [start for start, _ in self.spans]

    def at(self, where: int) -> tuple[int, int]:
        index = bisect.bisect_right(self.starts, where) - 1
        if index < 0 or not self.spans[index][0] <= where < self.spans[index][1]:
            raise Unsure("a pair's marker is not a run")
        return self.spans[index]

    def closes(self, start: int, end: int) -> bool:
        return _closes(self.source, start, end, self.lo, self.hi)


def _event(source: bytes, node: Any, runs: _Runs, events: list[tuple[int, int]]) -> None:
    name, where = node.name, node.srcmap
    if name != "text" and name not in _MOVED:
        return
    if where is None:
        raise Unsure("no source map")
    if name == "text":
        content = node.meta["content"]
        if not any(c in content for c in "*_~"):
            return
        raw = source[where[0]:where[1]]
        if raw.decode("utf-8", "replace") != content:
            raise Unsure("a text not as typed")
        events.extend((where[0] + m.start(), 1) for m in _RUN.finditer(raw)
                      if runs.closes(where[0] + m.start(), where[0] + m.end()))
        return
    if name in _PAIRED:
        start, end = runs.at(where[0])
        if runs.closes(start, end):
            events.append((start, 1))
        events.append((runs.at(where[1] - 1)[0], 0))
    events.append((where[1], 2))


def _closes(source: bytes, start: int, end: int, lo: int, hi: int) -> bool:
    """Whether the delimiter run source[start:end] can close (CommonMark: right-flanking;
    `_` also not left-flanking, or before punctuation)."""
    before = _char(source, start, back=True) if start > lo else " "
    after = _char(source, end, back=False) if end < hi else " "
    space_before, space_after = before.isspace(), after.isspace()
    mark_before, mark_after = _punctuation(before), _punctuation(after)
    left = not space_after and (not mark_after or space_before or mark_before)
    right = not space_before and (not mark_before or space_after or mark_after)
    if source[start:start + 1] == b"_":
        return right and (not left or mark_after)
    return right


def _char(source: bytes, at: int, back: bool) -> str:
    """The character just before (or at) byte `at` of UTF-8 `source`."""
    if back:
        start = at - 1
        while start > 0 and 0x80 <= source[start] < 0xC0:
            start -= 1
        return source[start:at].decode("utf-8", "replace")[:1] or " "
    end = at + 1
    while end < len(source) and 0x80 <= source[end] < 0xC0:
        end += 1
    return source[at:end].decode("utf-8", "replace")[:1] or " "


def _punctuation(char: str) -> bool:
    return unicodedata.category(char)[0] in "PS"


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
