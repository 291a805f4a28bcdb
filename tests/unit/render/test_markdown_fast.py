"""The plain-text fast path of render_markdown renders exactly what markdown-it renders."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cc2html.render.text.markdown import _PLAIN_TEXT, _render_markdown, render_markdown
from helpers import examples

ALPHABET = list("ab Z19.)(:;,'\"/?%$@{}^\n") + ["\u00a0", "\u2028", "\u3000", "é", "\u200b", "\t",
                                              "\r", "-", "*", "#", ">", "&", "<", "`", "\\", "|"]


def _same(text: str) -> None:
    assert str(render_markdown(text)) == str(_render_markdown(text)), repr(text)


@settings(max_examples=examples(3000), deadline=None, suppress_health_check=list(HealthCheck))
@given(st.text(alphabet=ALPHABET, max_size=40))
def test_fast_path_matches_markdown_it(text: str) -> None:
    _same(text)


@given(st.lists(st.sampled_from(["Hello there.", "1. item", "x 2) y", "a  ", " b", "",
                                 "Fine: it works (mostly).", "é\u00a0ü", "don't \"quote\"",
                                 "   ", "\u3000lead", "tail\u3000", "3", "z"]), max_size=8))
@settings(max_examples=examples(1500), deadline=None, suppress_health_check=list(HealthCheck))
def test_fast_path_matches_on_lines(lines: list[str]) -> None:
    _same("\n".join(lines))


def test_fast_path_taken_for_chat_text() -> None:
    text = "Sure, I'll look at it.\n\nThe test fails because the path is wrong (see above)."
    assert _PLAIN_TEXT.fullmatch(text)
    assert render_markdown(text) == _render_markdown(text)
    for marked in ("a *b*", "# h", "x\n===", "1. a", "    code", "a  \nb", "a\\\nb", "<b>", ""):
        assert not _PLAIN_TEXT.fullmatch(marked), marked
