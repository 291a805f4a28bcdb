"""A price table is hashed from its few scalar fields (lookups are cached per table, twice
per API message of a page), and equal tables still hash alike and look up alike."""

from __future__ import annotations

from dataclasses import replace

from cc2html.tree.prices import bundled_prices


def test_equal_tables_hash_alike_and_find_the_same_prices() -> None:
    table = bundled_prices()
    copy = replace(table, models=tuple(table.models))
    assert copy == table and copy is not table
    assert hash(copy) == hash(table)
    model = table.models[0].match[0]
    assert copy.lookup(model) == table.lookup(model) is not None


def test_hashing_a_table_does_not_hash_its_models() -> None:
    class Unhashable(tuple):
        __hash__ = None  # type: ignore[assignment]

    table = bundled_prices()
    odd = replace(table, models=Unhashable(table.models))
    assert isinstance(hash(odd), int)
