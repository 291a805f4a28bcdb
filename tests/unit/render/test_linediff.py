"""The line diff of Edit and MultiEdit (render/text/linediff.py, render/text/diff.py): no line of
either side lost or shown twice, whatever repeats; difflib's answer where the input is
small; a 3,000-line edit of a file full of `}` lines in a page without waiting minutes."""

from __future__ import annotations

import difflib

from hypothesis import given, settings
from hypothesis import strategies as st

from cc2html.render.text.diff import diff_rows
from cc2html.render.text.linediff import SMALL, opcodes
from adversarial import braces_edit, code_edit
from helpers import call_lines, deadline, examples, render_lines

#: few distinct lines, so that they repeat (blank lines, braces, `end`)
LINES = st.lists(st.sampled_from(["", "}", "end", "  x = 1", "a", "b", "c", "a b c d e"]),
                 max_size=300)


def _text(row) -> str:
    return "".join(s.text for s in row.segments)


def _check_every_line_once(a: list[str], b: list[str]) -> None:
    d = diff_rows("\n".join(a), "\n".join(b))
    old = [_text(r) for r in d.rows if r.kind != "add"]
    new = [_text(r) for r in d.rows if r.kind != "del"]
    assert old == "\n".join(a).splitlines() and new == "\n".join(b).splitlines()
    assert [r.old_no for r in d.rows if r.kind != "add"] == list(range(1, len(old) + 1))
    assert [r.new_no for r in d.rows if r.kind != "del"] == list(range(1, len(new) + 1))
    for r in d.rows:
        if r.kind == "ctx":
            assert a[r.old_no - 1] == b[r.new_no - 1]


@settings(max_examples=examples(150), deadline=None)
@given(LINES, LINES)
def test_no_line_is_lost_or_shown_twice(a: list[str], b: list[str]) -> None:
    _check_every_line_once(a, b)


@settings(max_examples=examples(60), deadline=None)
@given(LINES, st.data())
def test_an_edited_copy_keeps_every_line(a: list[str], data) -> None:
    """Sides that share most lines (an Edit): the split at lines each side has once."""
    b = list(a)
    for _ in range(data.draw(st.integers(0, 10))):
        if b:
            at = data.draw(st.integers(0, len(b) - 1))
            b[at:at + 1] = data.draw(st.lists(st.sampled_from(["}", "new", "", "z"]), max_size=3))
    _check_every_line_once(a + [f"u{k}" for k in range(200)], b + [f"u{k}" for k in range(200)])


@settings(max_examples=examples(100), deadline=None)
@given(LINES, LINES, st.integers(0, 50), st.integers(0, 50))
def test_opcodes_cover_both_sides_in_order_with_any_bounds(a, b, small, region) -> None:
    """Tiny bounds force the anchor split and the whole-block fallback on small input."""
    i = j = 0
    for op, i1, i2, j1, j2 in opcodes(a, b, small, region):
        assert (i1, j1) == (i, j) and (i2 > i1 or j2 > j1)
        if op == "equal":
            assert a[i1:i2] == b[j1:j2]
        i, j = i2, j2
    assert (i, j) == (len(a), len(b))


@settings(max_examples=examples(150), deadline=None)
@given(LINES, LINES)
def test_small_inputs_get_difflibs_answer(a: list[str], b: list[str]) -> None:
    """What the pages always showed, for every edit of up to SMALL line pairs."""
    if len(a) * len(b) <= SMALL:
        expected = difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes()
        assert opcodes(a, b) == [tuple(op) for op in expected]


def test_unique_lines_anchor_a_large_edit() -> None:
    old, new = code_edit(3_000)
    rows = diff_rows(old, new).rows
    kept = sum(1 for r in rows if r.kind == "ctx")
    assert kept > 0.8 * len(old.splitlines())  # ~90% of the lines are unchanged


def test_a_three_thousand_line_edit_among_braces_renders() -> None:
    """difflib took ~100 s on this; every line of both sides is on the page."""
    old, new = braces_edit(3_000)
    inp = {"file_path": "/src/big.c", "old_string": old, "new_string": new}
    with deadline(20):
        page = render_lines(call_lines(1, "Edit", inp, "The file has been updated."))
    rows = page.count('<span class="dl ')
    assert rows >= 6_000 - 1 and page.count('<span class="dl del">') >= 1_500
    assert all(f"old_{k}()" in page and f"new_{k}()" in page for k in range(0, 3_000, 2))
