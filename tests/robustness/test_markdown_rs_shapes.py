"""Shapes that crash markdown-it.rs 0.6 (a stack overflow kills the process) or make it slow
(nested emphasis is quadratic in it) never reach it: markdown_rs_guard.py refuses them
before it parses, and markdown-it-py renders them under the CPU budget."""

from __future__ import annotations

import pytest

from cc2html.render.text import markdown_rs_guard
from cc2html.render.text.markdown import _render_markdown

#: each of these overflowed markdown-it.rs's stack (or took minutes) when parsed
SHAPES = {
    "nested quotes": ">" * 200_000,
    "nested ordered lists": "1. " * 60_000,
    "quotes in lists": "> - " * 60_000,
    "nested emphasis runs": "*" * 100_000 + "a" + "*" * 100_000,
    "nested images": "![" * 50_000 + "a" + "](b)" * 50_000,
    "nested emphasis pairs": "*a " * 100_000 + "a* " * 100_000,
    "nested underscores": "_a " * 100_000 + "a_ " * 100_000,
}


@pytest.mark.parametrize("name", sorted(SHAPES))
def test_shapes_that_break_the_rust_parser_are_refused_before_it_parses(name: str) -> None:
    assert not markdown_rs_guard.fits(SHAPES[name])


#: the same shapes just past the guard's bounds, small enough to render quickly
JUST_PAST = {
    "nested quotes": ">" * 100 + " x",
    "nested emphasis runs": "*" * 2_501 + "a" + "*" * 2_501,
    "nested images": "![" * 5_001 + "a" + "](b)" * 5_001,
}


@pytest.mark.parametrize("name", sorted(JUST_PAST))
def test_they_are_rendered_by_markdown_it_py(name: str) -> None:
    text = JUST_PAST[name]
    assert not markdown_rs_guard.fits(text)
    html = str(_render_markdown(text))
    assert html.startswith("<") and html.endswith("\n")


def test_ordinary_long_texts_fit() -> None:
    table = "| **a** | _b_ | [c](d) |\n|---|---|---|\n" + "| **x** | _y_ | [z](w) |\n" * 100
    assert markdown_rs_guard.fits(table + "\n\n" + "> - quote\n" * 100)
