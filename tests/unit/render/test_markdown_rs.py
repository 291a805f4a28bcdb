"""markdown-it.rs's tree written by markdown_rs.py gives markdown-it-py's HTML, or hands the
text back: on random syntax-dense texts, and on one example of each kind of text where the
two parsers were found to differ (each is handed back, so the page shows markdown-it-py's)."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cc2html.render.text import markdown_rs
from adversarial_markdown import PIECES
from helpers import examples
from cc2html.render.text.markdown import _MD, _render_markdown, code_block, safe_link



def _rs(text: str) -> "str | None":
    return markdown_rs.render(text, safe_link, code_block)


@settings(max_examples=examples(1500), deadline=None, suppress_health_check=list(HealthCheck))
@given(st.lists(st.sampled_from(PIECES), max_size=25).map("".join))
def test_rust_html_is_markdown_it_pys_or_handed_back(text: str) -> None:
    html = _rs(text)
    assert html is None or html == _MD.render(text), repr(text)


@pytest.mark.parametrize("text", [
    "Some **bold**, *em*, ~~gone~~, `code` and [a link](https://x.org \"t\").",
    "# Title\n\nSetext\n===\n\n> quoted\n> more\n\n---\n",
    "- tight\n- list\n  - nested\n\n1. loose\n\n3. item\n",
    "| a | b | c |\n|:--|:-:|--:|\n| 1 | 2 |\n",
    "```py\nx = 1\n```\n\n    indented\n",
    "See [app.py](src/app.py:12), [x.ts](/abs/x.ts#L10-L20) and [b.py:3](b.py:3).",
    "![shot](img/a.png) and ![remote](https://x.org/a.png) and <https://x.org>, <a@b.c>.",
    "line  \nbreak\\\nand &amp; &#35; \\* stay",
    "```py\nunclosed at the end",
    "- ```\n  in a list\n  ```\n- after",
])
def test_ordinary_markdown_is_rendered_by_the_rust_parser_alike(text: str) -> None:
    html = _rs(text)
    assert html is not None and html == _MD.render(text)


#: one example of each kind of difference found (corpus and fuzzing), handed back
DIFFERENT = {
    "a list item's line over a delimiter row": "* | \r\n---",
    "a heading over a delimiter row": "# |\r\n---",
    "a target markdown.py refuses": "[x](ftp://y) and [n](next.config.js:190:4-201:6)",
    "a reference definition": "[r]\n\n[r]: http://r\n",
    "an encoded host": "[a](http://exämple.com/)",
    "an image label with syntax": "![*a*](x.png)",
    "a link inside a link": "[>1. <http://a.b>](src/app.py:12)",
    "a lazy line in a quote": "> a\n2) b",
    "a symbol beside a delimiter": "→*.* and ✅**a**",
    "a lazy line after a list item, before a delimiter row": "- a\n)\n\t-|",
    "a quote's first line over a delimiter row": ">|\n---",
    "a backslash, then delimiters paired otherwise": "*x\\xx**a***>**a**0",
    "an escaped tilde before strikethrough": "*\\~~x~~***~~x~~",
    "a line break in a link's target": "[](\\\n)",
    "a reference definition only markdown-it-py reads": "[r]:\\",
    "a definition's label with an escaped bracket": "[\\]]:\\",
    "a definition's label over two lines": "- [a\nb]:\\",
    "an opener out of a closer's reach after a code span": "*x`y`xx**a***>**a**0",
    "a table without a pipe in its delimiter row": "|a\n---  ",
    "a table row without a pipe": "~\n-:",
    "a blank code span": "```    ```py#",
    "a NUL": "*a\x00*",
    "a run of three tildes": "[a]~~~~(x)~~",
    "a no-break space": "\u00a0",
    "a fence with its marker in the info": "~~~b ~~~](a(|\n-:",
    "an open fence ending in a tab": "```py\n\n\t```",
    "nesting deeper than markdown-it-py's": "[" * 21 + "a" + "](b)" * 21,
    "emphasis nested deeper": "*a " * 25 + "x" + " a*" * 25,
    "quotes nested deeper": "> " * 30 + "x",
    "a tab among nested quote markers": "> > > \t*",
    "a pipe in a fence's info": "```|\n  --",
    "a tab in a table": "\n|#\t-\n-|\n2)",
    "an open fence ending in a quoted line": "```\n>```",
    "a lazy line in a nested quote": ">> a\n>1.",
    "an unclosed backtick run after a bracket": "[```py```py`*````",  # (no code span in its tree)
    "a code span's runs left as text": "``x`\t```x` ``` ```",
    "an empty list item after a table": "|a|\n|---|\n- ",
    "an ordered item after a table": "|a|\n|---|\n2. x",
    "a quote's line before a table": "> a\n| b |\n|---|",
    "quoted indented code before a delimiter row": ">     ~*|\n|---|\n",
    "an escape in a table's head": "\\||`\n|-",
}


@pytest.mark.parametrize("kind", sorted(DIFFERENT))
def test_texts_the_parsers_read_differently_are_handed_back(kind: str) -> None:
    text = DIFFERENT[kind]
    assert _rs(text) is None
    assert str(_render_markdown(text)) == _MD.render(text)


#: one example of each shape fuzzing found markdown-it.rs 0.6 panicking on (its code-span
#: rule revisits a run inside a `[`'s reach after a scan for a closer reached the end)
PANICS = {
    "a label left open": "see [the `x docs",
    "a link's label": "[x `y](u)",
    "a run in a link's destination": "[](```)[```",
    "a code span before the open run": "[``a`` `b",
    "a table cell": "| [x `a | b` |\n|---|---|\n",
    "a fence line ending the paragraph": "[|> ```\n```py\n\r\n*\t<\n\n  ",
    "an earlier line's run pairing with a later line's": "``\n`1. 1. (x)\r\n|1. ``x[0][a]~b c[``- ",
    "a fence's info with backticks": "```py``]- \\\r\n*```py[```py",
    "a fence opened after a pipe line": "|\n```\n        \n```\n`x`\n\n  x[0][< \nb c`](u)",
    # a label scan steps over a link or image inside it, with any `]` of its destination
    # or title: a count of brackets cannot tell where the label ends
    "an image's destination in a label": "[![a](b]) `x docs",
    "a link's destination in an image's alt": "![x [y](z]) `x docs",
    "an image's title in a label": 'see [the ![icon](i.png "a]") docs `x',
}


@pytest.mark.parametrize("kind", sorted(PANICS))
def test_a_text_that_makes_the_rust_parser_panic_is_rendered_quietly(kind: str, capfd) -> None:
    text = PANICS[kind]
    assert markdown_rs.guard.panics(text)
    assert str(_render_markdown(text)) == _MD.render(text)
    assert capfd.readouterr().err == ""


#: pieces that make the code-span rule's shapes: brackets, runs, line and block breaks,
#: fences in and out of containers, table rows, escapes and autolinks
PANIC_PIECES = ["[", "]", "`", "``", "```", "```py", "\n", "\n\n", " ", "a", "|", "> ", "- ",
                "1. ", "  ", "    ", "\\", "<", "<http://a.b>", "(x)", "](u)", "*", "\t",
                "\r\n", "[a]", "`x`", "\n```\n", "\n|---|\n", "\t```", "- ```", "\n````\n",
                "![", "](u])", '](u "]")']


@settings(max_examples=examples(3000), deadline=None, suppress_health_check=list(HealthCheck))
@given(st.lists(st.sampled_from(PANIC_PIECES), max_size=30).map("".join))
def test_the_rust_parser_never_panics_on_a_text_it_is_given(text: str) -> None:
    if not markdown_rs.guard.panics(text):
        assert markdown_rs.guard.tree(markdown_rs._PARSER, text.replace("\r\n", "\n")) \
            is not None, repr(text)


@settings(max_examples=examples(1500), deadline=None, suppress_health_check=list(HealthCheck))
@given(st.lists(st.sampled_from(PANIC_PIECES + ["|---|", "| a |", "![", "](i.png)", "**", "_",
                                                "~", "#", "x[0]", "> ```", "    ```"]),
                max_size=30).map("".join))
def test_code_spans_tables_and_fences_are_markdown_it_pys_or_handed_back(text: str) -> None:
    html = _rs(text)
    assert html is None or html == _MD.render(text), repr(text)


def test_texts_that_cannot_panic_are_still_the_rust_parsers() -> None:
    text = "see [the `x` docs](a.md)\n\n`unclosed, but no bracket"
    assert not markdown_rs.guard.panics(text)
    assert markdown_rs.guard.fits(text) and _rs(text) == _MD.render(text)


@pytest.mark.parametrize("text", [
    "See [the docs](a.md):\n\n```py\nx = a[0]\n\ny = '`'\n```\n",
    "Run [this](x.sh):\n```sh\necho `date`\n\n[ -f a ] && echo '`\n```\nDone.",
    "Use `msg[:uuid] || generate()` and `a | b`, see [x](y).",
])
def test_code_in_fences_and_spans_does_not_keep_a_text_from_the_rust_parser(text: str) -> None:
    assert not markdown_rs.guard.panics(text)
    assert markdown_rs.guard.fits(text) and _rs(text) == _MD.render(text)


def test_emphasis_nested_past_the_walks_depth_is_markdown_it_pys_at_once() -> None:
    """The walk refuses nesting past MAX_DEPTH before any check that reads every node: 2,400
    delimiters a side are markdown-it-py's HTML (not the plain text a RecursionError
    gave), in linear time."""
    import time

    text = "x" + "*" * 2_400 + "a" + "*" * 2_400 + "y"
    started = time.process_time()
    assert _rs(text) is None and str(_render_markdown(text)) == _MD.render(text)
    assert time.process_time() - started < 5
