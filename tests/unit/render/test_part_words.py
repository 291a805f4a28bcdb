"""words.js, the head's search index over its parts: each distinct word once, in a group
keyed by the parts holding it, grouped a range of words at a time
(render/to_html/part_words.py)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from cc2html.render.to_html.part_scripts import SCRIPT_MARK, js, listed_runs
from cc2html.render.to_html.part_words import (
    in_ranges, part_key, parts_of, range_bounds, word_groups)


def ranged(parts: list[tuple[int, str]]) -> list[tuple[int, list[str]]]:
    words = [sorted(text.split()) for _, text in parts]
    bounds = range_bounds(words[0])
    return [(n, in_ranges(w, bounds)) for (n, _), w in zip(parts, words)]


def test_words_are_grouped_by_the_parts_that_hold_them() -> None:
    parts = [(2, "alpha common"), (3, "beta common"), (4, "common gamma"), (5, ""),
             (6, "alpha common")]
    assert list(word_groups(ranged(parts))) == [  # the first part's words cut at "common"
        ("2,6", "alpha"), ("3", "beta"), ("2-4,6", "common"), ("4", "gamma")]


def test_the_ranges_cut_the_sorted_words_at_the_first_parts_bounds() -> None:
    first = [f"w{i:03d}" for i in range(160)]
    bounds = range_bounds(first)
    assert len(bounds) == 15 and bounds == sorted(bounds)
    ranges = in_ranges(first, bounds)
    assert len(ranges) == 16 and " ".join(ranges).split() == first
    assert in_ranges(["a", "zz"], bounds) == ["a"] + [""] * 14 + ["zz"]
    assert range_bounds([]) == [] and in_ranges(["x"], []) == ["x"]


def test_a_key_lists_runs_of_parts_as_first_and_last() -> None:
    assert part_key([2, 3, 4, 7, 9, 10]) == "2-4,7,9-10"
    assert parts_of("2-4,7,9-10") == [2, 3, 4, 7, 9, 10]
    assert parts_of("12") == [12]


@given(st.dictionaries(st.integers(2, 40), st.sets(st.text("abcz_é", min_size=2, max_size=4),
                                                   max_size=12), min_size=1, max_size=12),
       st.booleans())
def test_the_groups_give_back_each_parts_words(parts: dict[int, set[str]], on: bool) -> None:
    if on:  # a page's parts are numbered on
        parts = {2 + i: words for i, words in enumerate(parts.values())}
    groups = list(word_groups(ranged([(n, " ".join(sorted(w))) for n, w in sorted(parts.items())])))
    back: dict[int, set[str]] = {n: set() for n in parts}
    for key, words in groups:
        members = parts_of(key)
        assert members == sorted(set(members)) and part_key(members) == key
        for n in members:
            back[n].update(words.split(" "))
    assert back == parts
    listed = [word for _, words in groups for word in words.split(" ")]
    assert len(listed) == len(set(listed))  # each word once


@given(st.lists(st.lists(st.tuples(st.text(max_size=5), st.text(max_size=8)), max_size=4),
                max_size=5))
def test_words_js_written_a_range_at_a_time_is_the_whole_list(
        runs: list[list[tuple[str, str]]]) -> None:
    """listed_runs (one `js` call a range of groups) writes the text of the whole list."""
    whole = [item for run in runs for item in run]
    assert "".join(listed_runs("words", runs)) == \
        f"{SCRIPT_MARK}cc2htmlParts.words({js(whole)});\n"
