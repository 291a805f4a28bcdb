"""Growth cases of the page's Markdown (render/text/markdown.py: markdown-it.rs with
markdown-it-py for what it hands back), for adversarial.py's CASES: the shapes that were
quadratic in some engine (nesting, delimiter runs, openers never closed, wide tables).
(stage, make, run, base) tuples; adversarial.py makes them Cases."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from cc2html.render.text.markdown import _render_markdown


#: pieces of syntax-dense texts for the fuzz tests that hold markdown-it.rs's reading to
#: markdown-it-py's (test_markdown_rs.py, test_md_rewrite_rs.py)
PIECES = ["*", "**", "_", "__", "~~", "~", "`", "```", "```py", "\n", "\n\n", " ", "  ", "\t",
          "a", "b c", "# ", "## ", "- ", "* ", "+ ", "1. ", "2) ", "> ", ">", "|", " | ",
          "|---|", ":-:", "-:", "---", "***", "===", "[", "]", "(", ")", "[a]",
          "(http://x.com)", "(src/app.py:12)", "(/a/b.ts#L3-L5)", "![", "](", '"t"', "<",
          "<http://a.b>", "<a@b.c>", "\\", "\\*", "&amp;", "&", "    ", "é", "[r]: http://r\n",
          "[r]", "](javascript:x)", "(ftp://y)", "<div>", "    code\n", "a.py:1-2", "\r\n",
          "→", "€", "。"]


def _markdown(text: str) -> object:
    return _render_markdown(text)


def _text(unit: str) -> Callable[[int], str]:
    return lambda n: unit * n


MARKDOWN_CASES: dict[str, tuple[str, Callable[[int], Any], Callable[[Any], object], int]] = {
    "markdown: nested lists": (
        "markdown", lambda n: "".join("  " * (k % 40) + "- x\n" for k in range(n)), _markdown, 300),
    "markdown: nested quotes": ("markdown", lambda n: ">" * n + " x", _markdown, 3_000),
    "markdown: backticks": ("markdown", _text("`"), _markdown, 20_000),
    "markdown: backtick runs": ("markdown", lambda n: "".join(
        "`" * (k % 30) + "x" for k in range(n)), _markdown, 1_000),
    "markdown: stars": ("markdown", _text("*"), _markdown, 2_000),
    "markdown: emphasis openers": ("markdown", _text("*a "), _markdown, 500),
    "markdown: code openers": ("markdown", _text("`a "), _markdown, 1_000),
    "markdown: underscores": ("markdown", _text("_ a"), _markdown, 500),
    "markdown: brackets": ("markdown", _text("["), _markdown, 500),
    "markdown: link openers": ("markdown", _text("[a]("), _markdown, 300),
    "markdown: tiny blocks": ("markdown", _text("a\n\n"), _markdown, 300),
    # shapes markdown-it.rs (markdown_rs.py) parses in one uninterruptible call
    "markdown: nested emphasis pairs": (
        "markdown", lambda n: "*a " * n + "x" + " a*" * n, _markdown, 60),
    "markdown: emphasis pair blocks": (
        "markdown", lambda n: ("*a " * 400 + "x" + " a*" * 400 + "\n\n") * n, _markdown, 2),
    "markdown: nested images": (
        "markdown", lambda n: "![" * n + "a" + "](b)" * n, _markdown, 10),
    "markdown: wide tables": ("markdown", lambda n: "|a" * n + "|\n" + "|-" * n + "|\n"
                           + "|b" * n + "|\n", _markdown, 300),
    "markdown: long tables": ("markdown", lambda n: "|a|b|\n|-|-|\n" + "|**x**|[y](z)|\n" * n,
                           _markdown, 100),
    "markdown: unclosed code in labels": ("markdown", _text("[` "), _markdown, 300),
}
