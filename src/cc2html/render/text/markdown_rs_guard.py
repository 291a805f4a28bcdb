"""What markdown-it.rs (markdown_rs.py) is not given: texts it may render differently from
markdown-it-py, and texts whose shape could make it crash or take long.

markdown-it.rs cannot be interrupted by render/text/budget.py while it parses (a signal is seen
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
import unicodedata
from typing import Any

#: a run of backticks (markdown_rs_checks.py reads runs with it too)
BACKTICKS = re.compile(r"`+")
_BLANK_LINE = re.compile(r"\n[ \t]*(?:\r?\n)|\r[ \t]*\r")
#: characters markdown-it.rs reads differently, so texts with them are left to
#: markdown-it-py: whitespace Python's str.strip() removes beyond ASCII's (markdown-it-py
#: strips paragraphs and cells with it, markdown-it.rs keeps these), and NUL and U+FFFD
#: (markdown-it-py makes NUL U+FFFD, then pairs emphasis around it differently). Runs of
#: tildes (strikethrough pairs differently) are refused by `fits` itself.
_ODD_SPACE = re.compile("[\x0b\x0c\x1c-\x1f\x85\xa0\u1680\u2000-\u200a\u2028\u2029"
                        "\u202f\u205f\u3000\x00\ufffd]")


def panics(text: str) -> bool:
    """Whether markdown-it.rs 0.6's code-span rule may panic on `text`.

    Per inline content, the rule records whether a scan for a closing run has reached the
    end, and where it last passed a run of each length. Once one has, visiting a run of a
    length no scan passed indexes past that record and panics (an index out of bounds,
    printed to stderr). A run is visited twice only within a `[`'s reach (its label is
    scanned, then parsed again). So `text` may panic where one block of lines (inline
    content never spans a blank line) has a `[` before a backtick and a run that no later
    run of its length closes. (Spans the rule misses are caught after the parse:
    markdown_rs_checks.Runs.literal.)

    Runs are paired as CommonMark pairs them (from the left, the next run of the same
    length) within pieces smaller than any inline content: one line, or one table cell
    where the block may be a table. Where a backslash or `<` comes before a backtick (an
    escape, an autolink), the piece counts as unclosed. The lines of fences opened in
    column 0 are code, not inline content, and are not read (_outside_fences)."""
    if "[" not in text or "`" not in text:
        return False
    return any(_unclosed_after_bracket(chunk)
               for chunk in _BLANK_LINE.split(_outside_fences(text)))


#: line ends as markdown-it-py normalises them (markdown_rs.py does so before parsing)
NEWLINES = re.compile(r"\r\n?")
#: a backtick fence's opening line in column 0 (its info may hold no backtick)
_FENCE_OPEN = re.compile(r"(`{3,})[^`]*")
#: a line that closes a fence of at least as many backticks
_FENCE_CLOSE = re.compile(r" {0,3}(`{3,})[ \t]*")
#: a line that may open a fence under indentation or container markers
_MAYBE_FENCE = re.compile(r"[ \t>*+.)\d-]*```")
#: a line that may be a table's delimiter row (under quote or list markers): its block's
#: rows are then cut at every `|`
_DELIMITER_ROW = re.compile(r"^(?=[^\n]*-)[ \t|:>*+.)\d-]*$", re.MULTILINE)
_PIECE_BREAK = re.compile(r"[\n|]")
#: a backslash or `<`: before a backtick, an escape or an autolink may change the runs; a
#: backtick in a link's destination or title is not a run (`[](```)[```` panics)
_ESCAPE_OR_LINK = re.compile(r"[\\<]|\]\([^()\]\n]*`")


def _outside_fences(text: str) -> str:
    """`text` with the lines of its top-level backtick fences blank, up to the first line
    where that is uncertain (from there on every line is kept): a fence opens on a line in
    column 0 whose block so far holds no `|` (no table row can take it) and closes on a
    line of at least its backticks indented at most three spaces. Uncertain are a line
    that may open a fence anywhere else, and a fence's line with three backticks that does
    not close it."""
    if "```" not in text:
        return text
    lines = NEWLINES.sub("\n", text).split("\n")
    fence = 0
    block_has_pipe = False
    for number, line in enumerate(lines):
        if fence:
            match = _FENCE_CLOSE.fullmatch(line)
            if match and len(match.group(1)) >= fence:
                fence = 0
            elif "```" in line:
                break
            lines[number] = ""
            continue
        opener = _FENCE_OPEN.fullmatch(line)
        if opener and not block_has_pipe:
            fence = len(opener.group(1))
            lines[number] = ""
        elif opener or _MAYBE_FENCE.match(line):
            break
        else:
            block_has_pipe = (block_has_pipe or "|" in line) if line.strip(" \t") else False
    return "\n".join(lines)


def _unclosed_after_bracket(chunk: str) -> bool:
    """Whether the chunk has a `[` with a backtick after it, and a piece of it holds a run
    no later run of that piece closes. (One unclosed run may pair with a run of a later
    piece, changing how every run after it pairs, so it counts wherever it is.)"""
    bracket = chunk.find("[")
    if bracket < 0 or "`" not in chunk[bracket:]:
        return False
    table = "|" in chunk and _DELIMITER_ROW.search(chunk)
    for piece in _PIECE_BREAK.split(chunk) if table else chunk.split("\n"):
        if "`" in piece:
            lead = _ESCAPE_OR_LINK.search(piece)
            if (lead and "`" in piece[lead.start():]) or _has_unclosed(piece):
                return True
    return False


def _has_unclosed(piece: str) -> bool:
    """Whether a backtick run of `piece` opens a code span that no later run of its length
    closes (pairing from the left)."""
    sizes = [len(match.group()) for match in BACKTICKS.finditer(piece)]
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
#: a line that may be a link reference definition (markdown-it.rs misses some that
#: markdown-it-py reads, `[r]:\\`; those it reads, markdown_rs.py hands back)
_DEFINITION = re.compile(r"^[ \t>*+\-\d.)]*\[(?:[^\\\[\]]|\\.){0,999}\]:",
                         re.MULTILINE | re.DOTALL)
#: a character outside ASCII just before or after an emphasis or strikethrough delimiter
_BESIDE_DELIMITER = re.compile(r"[^\x00-\x7f](?=[*_~])|(?<=[*_~])[^\x00-\x7f]")


def symbol_by_delimiter(text: str) -> bool:
    """Whether a Unicode symbol (`→`, `€`, `°`, an emoji) stands beside a `*`, `_` or `~`.
    markdown-it-py (4.0, after CommonMark 0.31) counts symbols as punctuation when it
    decides whether a delimiter run can open or close emphasis; markdown-it.rs counts
    punctuation only (`→*.*`: `<em>.</em>` in one, text in the other)."""
    if text.isascii():
        return False
    return any(unicodedata.category(found.group())[0] == "S"
               for found in _BESIDE_DELIMITER.finditer(text))


def fits(text: str) -> bool:
    """Whether markdown-it.rs may parse `text`: no character it reads differently (see
    _ODD_SPACE), no symbol beside an emphasis delimiter (`symbol_by_delimiter`), no line
    like a reference definition, no code span its label scan may get wrong (`panics`), no
    line nested deeper than _DEEP_LINE or with a tab among quote markers, and no block of
    lines with more than MAX_DELIMITERS emphasis delimiters and brackets. (Brackets nested
    deeper than MAX_BRACKETS are refused by `shallow`, asked once a link is found.)"""
    if _ODD_SPACE.search(text) or "~~~" in text or _DEEP_LINE.search(text) or panics(text):
        return False
    if "\t" in text and ">" in text and _TAB_IN_QUOTE.search(text):
        return False
    if symbol_by_delimiter(text) or ("]:" in text and _DEFINITION.search(text)):
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
