"""words.js, the head's search index over its parts: each distinct word once, in a group
keyed by the parts holding it (render/to_html/part_words.py)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from cc2html.render.to_html.part_words import part_key, parts_of, word_groups


def test_words_are_grouped_by_the_parts_that_hold_them() -> None:
    parts = [(2, "alpha common"), (3, "beta common"), (4, "common gamma"), (5, ""),
             (6, "alpha common")]
    assert word_groups(parts) == [("2-4,6", "common"), ("2,6", "alpha"), ("3", "beta"),
                                  ("4", "gamma")]  # (in the order of their parts' lists)


def test_a_key_lists_runs_of_parts_as_first_and_last() -> None:
    assert part_key([2, 3, 4, 7, 9, 10]) == "2-4,7,9-10"
    assert parts_of("2-4,7,9-10") == [2, 3, 4, 7, 9, 10]
    assert parts_of("12") == [12]


@given(st.dictionaries(st.integers(2, 40), st.sets(st.text("abcz_é", min_size=2, max_size=4),
                                                   max_size=12), max_size=12))
def test_the_groups_give_back_each_parts_words(parts: dict[int, set[str]]) -> None:
    groups = word_groups((n, " ".join(sorted(words))) for n, words in sorted(parts.items()))
    back: dict[int, set[str]] = {n: set() for n in parts}
    for key, words in groups:
        members = parts_of(key)
        assert members == sorted(set(members)) and part_key(members) == key
        for n in members:
            back[n].update(words.split(" "))
    assert back == parts
    listed = [word for _, words in groups for word in words.split(" ")]
    assert len(listed) == len(set(listed))
