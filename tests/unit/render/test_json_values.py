"""JSON values shown on the page (unknown entries, tool parameters): indented, and cut
below SHOWN_DEPTH levels, so that a deeply nested value does not become megabytes of
indentation (its text grows as the square of its depth)."""

from __future__ import annotations

import json

from cc2html.read.jsonsafe import CUT
from cc2html.render.text.formats import SHOWN_DEPTH, to_json


def _nested(depth: int) -> list:
    value: list = []
    for _ in range(depth):
        value = [value, "x"]
    return value


def test_a_value_within_the_depth_is_shown_whole() -> None:
    value = {"a": [1, {"b": None}], "c": "é"}
    assert to_json(value) == json.dumps(value, ensure_ascii=False, indent=2)
    assert CUT not in to_json(_nested(SHOWN_DEPTH - 1))


def test_a_deeper_value_is_cut_and_stays_small() -> None:
    text = to_json(_nested(900))
    assert CUT in text and text.count("\n") < 4 * SHOWN_DEPTH
    assert len(text) < 100_000  # whole, its 900 levels of indentation were 2.4 MB
