"""markdown-it.rs's tree written by markdown_rs.py gives markdown-it-py's HTML, or hands the
text back: on random syntax-dense texts, and on one example of each kind of text where the
two parsers were found to differ (each is handed back, so the page shows markdown-it-py's)."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cc2html.render import markdown_rs
from helpers import examples
from cc2html.render.markdown import _MD, _render_markdown, code_block, safe_link

PIECES = ["*", "**", "_", "__", "~~", "~", "`", "```", "```py", "\n", "\n\n", " ", "  ", "\t",
          "a", "b c", "# ", "## ", "- ", "* ", "+ ", "1. ", "2) ", "> ", ">", "|", " | ",
          "|---|", ":-:", "-:", "---", "***", "===", "[", "]", "(", ")", "[a]",
          "(http://x.com)", "(src/app.py:12)", "(/a/b.ts#L3-L5)", "![", "](", '"t"', "<",
          "<http://a.b>", "<a@b.c>", "\\", "\\*", "&amp;", "&", "    ", "é", "[r]: http://r\n",
          "[r]", "](javascript:x)", "(ftp://y)", "<div>", "    code\n", "a.py:1-2", "\r\n"]


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
    "a target markdown.py refuses": "[x](ftp://y) and [n](next.config.js:190:4-201:6)",
    "a reference definition": "[r]\n\n[r]: http://r\n",
    "an encoded host": "[a](http://exämple.com/)",
    "an image label with syntax": "![*a*](x.png)",
    "a link inside a link": "[>1. <http://a.b>](src/app.py:12)",
    "a lazy line in a quote": "> a\n2) b",
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
}


@pytest.mark.parametrize("kind", sorted(DIFFERENT))
def test_texts_the_parsers_read_differently_are_handed_back(kind: str) -> None:
    text = DIFFERENT[kind]
    assert _rs(text) is None
    assert str(_render_markdown(text)) == _MD.render(text)


def test_a_text_that_makes_the_rust_parser_panic_is_rendered_quietly(capfd) -> None:
    text = "see [the `x docs"  # markdown-it.rs 0.6 panics on an unclosed code span in a label
    assert markdown_rs.guard.panics(text)
    assert str(_render_markdown(text)) == _MD.render(text)
    assert capfd.readouterr().err == ""


def test_texts_that_cannot_panic_are_still_the_rust_parsers() -> None:
    text = "see [the `x` docs](a.md)\n\n`unclosed, but no bracket"
    assert not markdown_rs.guard.panics(text)
    assert markdown_rs.guard.fits(text) and _rs(text) == _MD.render(text)
