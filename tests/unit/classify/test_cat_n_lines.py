"""The cat -n listing parser reads every text as its line-by-line rule says.

parse_cat_n finds a whole listing (every line numbered) in one scan and falls back to
reading line by line otherwise; both must give what the rule below gives, line for line:
split on "\\n" only, a line is numbered when it starts with spaces, digits and a tab or
an arrow, the listing runs from the first line (or, with allow_head, the first numbered
line) up to the first line that is not numbered.
"""

from __future__ import annotations

import re

from hypothesis import given, settings, strategies as st

from cc2html.classify.tool_text import parse_cat_n
from helpers import examples

_RULE = re.compile(r" *(\d+)(?:\t|→)(.*)")


def _by_rule(text: str, allow_head: bool):
    lines = text.split("\n")
    start = 0
    if allow_head:
        while start < len(lines) and not _RULE.fullmatch(lines[start]):
            start += 1
    end = start
    while end < len(lines) and _RULE.fullmatch(lines[end]):
        end += 1
    if end == start:
        return None
    numbered = tuple((int(m[1]), m[2]) for m in map(_RULE.fullmatch, lines[start:end]))
    return ("\n".join(lines[:start]).strip("\n"), numbered,
            "\n".join(lines[end:]).strip("\n") if end < len(lines) else "")


_TEXT = st.text(alphabet=st.sampled_from(list(" \t\r\x0b\x0c\u2028→ab٣x")),
                max_size=6)
_NUMBERED = st.builds(lambda pad, n, sep, rest: f"{pad}{n}{sep}{rest}",
                      st.sampled_from(["", " ", "     "]),
                      st.one_of(st.integers(0, 99_999).map(str), st.just("١٢")),
                      st.sampled_from(["\t", "→"]), _TEXT)
_LINE = st.one_of(_NUMBERED, _NUMBERED, _NUMBERED, _TEXT, st.just(""), st.just("12 apples"))


@settings(max_examples=examples(400), deadline=None)
@given(st.lists(_LINE, max_size=8), st.booleans())
def test_listing_lines_follow_the_line_by_line_rule(lines, allow_head):
    text = "\n".join(lines)
    listing = parse_cat_n(text, allow_head=allow_head)
    expected = _by_rule(text, allow_head)
    if expected is None:
        assert listing is None
        return
    assert listing is not None
    assert (listing.head, tuple(tuple(line) for line in listing.lines), listing.rest) == expected


def test_a_whole_listing_with_or_without_a_final_line_break():
    for text in ("     1\ta\n     2\tb\n", "     1\ta\n     2\tb", "1→a\n\n"):
        listing = parse_cat_n(text)
        assert listing is not None
        assert (listing.head, tuple(tuple(line) for line in listing.lines), listing.rest) \
            == _by_rule(text, False)


def test_a_listing_that_stops_keeps_the_rest():
    listing = parse_cat_n("     1\ta\nnot numbered\n     3\tc")
    assert listing is not None
    assert [line.number for line in listing.lines] == [1]
    assert listing.rest == "not numbered\n     3\tc"
