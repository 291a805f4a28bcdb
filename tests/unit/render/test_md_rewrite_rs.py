"""The Markdown export's rewrite from markdown-it.rs's tree (md_rewrite_rs.py) is the one from
markdown-it-py's tokens, or the text is handed back to markdown-it-py: on random
syntax-dense texts, ordinary Markdown, and one text of each kind it must hand back."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cc2html.render.to_markdown import md_rewrite, md_rewrite_rs
from adversarial_markdown import PIECES
from helpers import examples

#: what the export writes from its own tokens: item numbers, titles, alignment, breaks
MORE = ["01. ", "10) ", "9. ", '(http://x.com "a title")', "<mailto:a@b.c>", "|:-:|--:|",
        "\\\n", "  \n", "![i](http://x/i.png)", "[l](rel/p)", "[j](javascript:x)",
        "![d](data:image/png;base64,AA)", "~~x~~", "**a**", "___", "> - ", "  - ", "   ",
        "\t", "`` ` ``", "#", "===\n", "---\n", "\n- a\n\n- b\n", "1\\. ", "→", "✅"]


def _py(text: str) -> str:
    return md_rewrite._blocks(md_rewrite._tree(md_rewrite._MD.parse(text)), tight=False)


def _rs(text: str) -> "str | None":
    nodes = md_rewrite_rs.tree(text)
    return None if nodes is None else md_rewrite._blocks(nodes, tight=False)


@settings(max_examples=examples(2000), deadline=None, suppress_health_check=list(HealthCheck))
@given(st.lists(st.sampled_from(PIECES + MORE), max_size=25).map("".join))
def test_the_rewrite_from_the_rust_tree_is_markdown_it_pys_or_handed_back(text: str) -> None:
    text = md_rewrite.clean(text)
    written = _rs(text)
    assert written is None or written == _py(text), repr(text)


@pytest.mark.parametrize("text", [
    "Some **bold**, *em*, __b__, _e_, ~~gone~~, `code` and [a link](https://x.org \"t\").",
    "# Title\n\nSetext\n===\n\n> quoted\n> more\n\n---\n",
    "- tight\n- list\n  - nested\n\n1. loose\n\n3. item\n",
    "07) seven\n08) eight\n",
    "| a | b | c |\n|:--|:-:|--:|\n| 1 | `x|y` |\n",
    "```py\nx = 1\n```\n\n    indented\n",
    "![remote](https://x.org/a.png) and ![local](img/a.png) and <https://x.org>, <a@b.c>.",
    "line  \nbreak\\\nand &amp; \\* stay",
    "[rel](src/app.py:12) then text",
    "[x](javascript:alert(1))",  # text in both (markdown-it.rs refuses the target too)
])
def test_ordinary_markdown_is_read_from_the_rust_tree_alike(text: str) -> None:
    written = _rs(text)
    assert written is not None and written == _py(text)


@pytest.mark.parametrize("text", [
    "![a\\*b](x.png)",  # an image's label as typed is not its text
    "[a](http://exämple.com/)",  # markdown-it-py writes the host in punycode
    "[r]\n\n[r]: http://r\n",  # a reference definition
    "→*.*",  # a symbol beside a delimiter
])
def test_texts_the_rust_tree_may_read_otherwise_are_handed_back(text: str) -> None:
    assert md_rewrite_rs.tree(text) is None
    assert md_rewrite.rewrite(text) == _py(text)


def test_the_export_uses_the_rust_tree(monkeypatch: pytest.MonkeyPatch) -> None:
    """(and markdown-it-py where it hands a text back)"""
    def no_parse(*args: object) -> None:
        raise AssertionError("parsed by markdown-it-py")

    monkeypatch.setattr(md_rewrite._MD, "parse", no_parse)
    assert md_rewrite.rewrite("Some **bold** and [a](https://x.org)") == \
        "Some **bold** and [a](https://x.org)"
    monkeypatch.undo()
    assert md_rewrite.rewrite("[x](javascript:y)") == _py("[x](javascript:y)")
