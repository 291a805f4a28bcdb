"""What markdown-it.rs (markdown_rs.py) is not given: texts it may render differently from
markdown-it-py, and texts whose shape could make it crash or take long.

markdown-it.rs cannot be interrupted by render/budget.py while it parses (a signal is seen
when it returns), and it recurses once per level of nesting: on about 50,000 nested quotes,
list items or images it overflows its stack and the process dies; nested emphasis costs it
time quadratic in the delimiters of one block. So before it parses, `fits` bounds, in one
linear scan, what makes it deep or slow: a line's container prefix (quotes, list markers,
indentation) and the emphasis delimiters and brackets of each block of lines (a block's
inline content never spans a blank line). Within those bounds it takes at most about 5 µs a
character (5,000 delimiters of nested emphasis in one block; ordinary text 0.06 µs), inside
the budget's 20 µs; past them markdown-it-py renders the text, under the budget as
before. tests/robustness/test_growth.py and test_markdown_rs_shapes.py hold the shapes.
"""

from __future__ import annotations

import re
from typing import Any

_BACKTICKS = re.compile(r"`+")
_BLANK_LINE = re.compile(r"\n[ \t]*(?:\r?\n)|\r[ \t]*\r")
#: characters markdown-it.rs reads differently, so texts with them are left to
#: markdown-it-py: whitespace Python's str.strip() removes beyond ASCII's (markdown-it-py
#: strips paragraphs and cells with it, markdown-it.rs keeps these), and NUL and U+FFFD
#: (markdown-it-py makes NUL U+FFFD, then pairs emphasis around it differently). Runs of
#: tildes (strikethrough pairs differently) are refused by `fits` itself.
_ODD_SPACE = re.compile("[\x0b\x0c\x1c-\x1f\x85\xa0\u1680\u2000-\u200a\u2028\u2029"
                        "\u202f\u205f\u3000\x00\ufffd]")


def panics(text: str) -> bool:
    """Whether markdown-it.rs 0.6's code-span scanner, which a link label's scan calls, may
    go wrong on `text`: a `[`, then in the same block of lines (inline content never spans
    a blank line) a run of backticks that no later run of its length closes. There it
    panics (an index out of bounds, its message printed to stderr) or misses code spans
    that markdown-it-py finds (`[```py```py`*````` has none in its tree), so `fits`
    leaves such texts to markdown-it-py."""
    if "[" not in text or "`" not in text:
        return False
    return any(_unclosed_run(chunk) for chunk in _BLANK_LINE.split(text))


def _unclosed_run(chunk: str) -> bool:
    """Whether a backtick run after the chunk's first `[` opens a code span that the
    next run of its length does not close (pairing runs from the left, as CommonMark)."""
    start = chunk.find("[")
    if start < 0 or "`" not in chunk[start:]:
        return False
    sizes = [match.end() - match.start() for match in _BACKTICKS.finditer(chunk, start)]
    following: list[int] = [-1] * len(sizes)
    last: dict[int, int] = {}
    for index in range(len(sizes) - 1, -1, -1):
        following[index] = last.get(sizes[index], -1)
        last[sizes[index]] = index
    index = 0
    while index < len(sizes):
        if following[index] < 0:
            return True
        index = following[index] + 1
    return False


def tree(parser: Any, source: str) -> Any:
    """markdown-it.rs's tree of `source`, or None if it panicked anyway (pyo3's
    PanicException, a BaseException): the texts `panics` knows of never get here."""
    try:
        return parser.tree(source)
    except BaseException as error:  # noqa: B036 (a Rust panic is no Exception)
        if type(error).__name__ != "PanicException":
            raise
        return None


#: a line whose container prefix alone is this long (each level of nesting needs one)
_DEEP_LINE = re.compile(r"^[ \t>*+\-\d.)]{100}", re.MULTILINE)
#: a tab among quote markers (markdown-it.rs counts its columns differently in nested
#: quotes: `> > > \t*` is a list there, indented code in markdown-it-py); checked after
#: _DEEP_LINE, so each line's prefix is short
_TAB_IN_QUOTE = re.compile(r"^(?=[ \t>*+\-\d.)]*>)(?=[ \t>*+\-\d.)]*\t)", re.MULTILINE)
#: emphasis delimiters and brackets one block of lines may hold (none of the corpus's has
#: 250; the growth cases' larger sizes have up to 4,000, which stay on one parser)
MAX_DELIMITERS = 5_000
#: nesting of brackets markdown-it-py and markdown-it.rs read alike
MAX_BRACKETS = 15
_BRACKETS = re.compile(r"[\[\]]")


def fits(text: str) -> bool:
    """Whether markdown-it.rs may parse `text`: no character it reads differently (see
    _ODD_SPACE), no code span its label scan may get wrong (`panics`), no line nested deeper than _DEEP_LINE or with a tab among quote markers,
    and no block of lines with more than
    MAX_DELIMITERS emphasis delimiters and brackets. (Brackets nested deeper than
    MAX_BRACKETS are refused by `shallow`, asked once a link is found.)"""
    if _ODD_SPACE.search(text) or "~~~" in text or _DEEP_LINE.search(text) or panics(text):
        return False
    if "\t" in text and ">" in text and _TAB_IN_QUOTE.search(text):
        return False
    if _delimiters(text) <= MAX_DELIMITERS:
        return True
    return all(_delimiters(chunk) <= MAX_DELIMITERS for chunk in _BLANK_LINE.split(text))


def shallow(text: str) -> bool:
    """No `[` inside more than MAX_BRACKETS others in one block of lines (counted as if none
    were escaped or in code): markdown-it-py stops reading link labels that deep, where
    markdown-it.rs finds links. (Only asked of texts in which markdown-it.rs found one.)"""
    return _shallow(text) or all(_shallow(chunk) for chunk in _BLANK_LINE.split(text))


def _delimiters(text: str) -> int:
    return text.count("*") + text.count("_") + text.count("~") + text.count("[")


def _shallow(chunk: str) -> bool:
    if chunk.count("[") <= MAX_BRACKETS:
        return True
    depth = 0
    for match in _BRACKETS.finditer(chunk):
        depth = depth + 1 if match.group() == "[" else max(depth - 1, 0)
        if depth > MAX_BRACKETS:
            return False
    return True
