"""The export's data of values of every sort (render/export_data.py `data`, which decides
per type): the rules `isinstance` states, whatever order the types are met in, and the
Markdown of lists of them (render/to_markdown/md_fields.py)."""

from __future__ import annotations

import dataclasses
import enum
from typing import Any, NamedTuple

from hypothesis import given
from hypothesis import strategies as st

from cc2html.render.export_data import data
from cc2html.render.to_markdown.md_fields import fields_md


class Colour(str, enum.Enum):
    RED = "red"


class Point(NamedTuple):
    x: int
    y: int


class Tags(dict):  # type: ignore[type-arg]
    """A dict subclass: still an object of its keys."""


@dataclasses.dataclass(frozen=True)
class Card:
    title: str
    meta: str = "left out"
    count: int = 0
    tags: tuple[str, ...] = dataclasses.field(default_factory=tuple)


class Opaque:
    def __str__(self) -> str:
        return "opaque <thing>"


def test_scalars_and_their_subclasses_are_kept_as_they_are() -> None:
    for value in ("x", 3, 2.5, True, None, Colour.RED):
        assert data(value) is value


def test_sequences_become_lists_and_mappings_objects_with_text_keys() -> None:
    assert data((1, Point(2, 3), ["a", (None,)])) == [1, [2, 3], ["a", [None]]]
    assert data(Tags({1: (2,)})) == {"1": [2]}


def test_a_dataclass_instance_is_an_object_without_its_defaults_but_its_class_is_text(
) -> None:
    assert data(Card("t", count=2, tags=("a",))) == {
        "type": "Card", "title": "t", "count": 2, "tags": ["a"]}
    assert data(Card("t", meta="m")) == {"type": "Card", "title": "t"}  # meta: never
    assert data(Card) == str(Card)
    assert data(Opaque()) == "opaque <thing>"


values = st.recursive(
    st.one_of(st.none(), st.booleans(), st.integers(), st.text(max_size=5),
              st.sampled_from([Colour.RED, Opaque()])),
    lambda inner: st.one_of(st.lists(inner, max_size=3), st.tuples(inner, inner),
                            st.dictionaries(st.text(max_size=3), inner, max_size=3)),
    max_leaves=12)


def _by_isinstance(value: Any) -> Any:
    """The rules written out with isinstance, value by value."""
    if isinstance(value, (str, int, float, bool)) or value is None:
        return value
    if isinstance(value, (list, tuple)):
        return [_by_isinstance(v) for v in value]
    if isinstance(value, dict):
        return {str(k): _by_isinstance(v) for k, v in value.items()}
    return str(value)


@given(values)
def test_any_nesting_converts_as_isinstance_says(value: Any) -> None:
    assert data(value) == _by_isinstance(value)


def test_a_list_of_lists_of_scalars_is_rows_and_a_nested_one_is_not() -> None:
    rows = fields_md({"lines": [[1, "a"], [3, "b"]]})
    assert rows == ["*lines*:\n\n```text\n1\ta\n3\tb\n```"]
    # numbered lines that run on by one: their texts, the range stated once
    assert fields_md({"lines": [[7, "a"], [8, "b"]]}) == ["*lines* 7–8:\n\n```text\na\nb\n```"]
    nested = fields_md({"lines": [[1, {"k": "v"}]]})
    assert nested == ["- *lines[1][1]*: 1", "- *lines[1][2].k*: `v`"]
    assert fields_md({"names": ["a", "b"]}) == ["- *names*: `a`, `b`"]
