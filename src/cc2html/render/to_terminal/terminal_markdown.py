"""Markdown for the terminal view: rich's Markdown with every token cleaned again, and
code blocks highlighted within the page's limits."""

from __future__ import annotations

from typing import Any

from rich.console import Console, ConsoleOptions, RenderResult
from rich.markdown import CodeBlock, Markdown
from rich.syntax import Syntax

from ..text.budget import steps, within
from ..text.highlight import BUDGET_S, MAX_CHARS, MAX_LINES
from ..text.sanitize import sanitize as clean

__all__ = ["markdown"]


class _CodeBlock(CodeBlock):
    """A code block highlighted within the page's limits (size, CPU time; highlight.py):
    some Pygments lexers backtrack for minutes on hostile code (20 kB of spaces in an
    `autoit` fence held `cc2html show` for 36 s), so past them it prints plain."""

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        code, lexer = str(self.text).rstrip(), self.lexer_name
        if (len(code) > MAX_CHARS or code.count("\n") > MAX_LINES
                or within(BUDGET_S, lambda: _lexes(code, lexer)) is None):
            lexer = "text"
        yield Syntax(code, lexer, theme=self.theme, word_wrap=True, padding=1)


def _lexes(code: str, name: str) -> bool:
    """Lex `code` as rich's Syntax will (its own lexer lookup), a budget step per token."""
    lexer = Syntax(code, name).lexer
    if lexer is not None:
        for _ in steps(lexer.get_tokens(code)):
            pass
    return True


class _Markdown(Markdown):
    """rich's Markdown, with every parsed token's text cleaned again: markdown-it decodes
    character references (`&#x202e;` in text, `&#13;` in a link), so cleaning the source
    alone let a bidi override or a carriage return reach the terminal raw."""

    elements = {**Markdown.elements, "fence": _CodeBlock, "code_block": _CodeBlock}

    def __init__(self, markup: str, **options: Any) -> None:
        super().__init__(markup, **options)
        _clean_tokens(self.parsed)


def _clean_tokens(tokens: Any) -> None:
    for token in tokens or ():
        token.content = clean(token.content)
        token.info = clean(token.info)
        token.attrs = {k: clean(v) if isinstance(v, str) else v for k, v in token.attrs.items()}
        _clean_tokens(token.children)


def markdown(text: str) -> Markdown:
    return _Markdown(clean(text), hyperlinks=False, code_theme="ansi_dark")
