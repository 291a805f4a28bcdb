"""Pygments, deliberately: by file type or fence language, capped, cached; escape the rest."""

from __future__ import annotations

from functools import lru_cache
from collections.abc import Iterator
from typing import Any, Optional

from markupsafe import Markup, escape
from pygments import format as _format
from pygments.formatters import HtmlFormatter
from pygments.lexer import Lexer
from pygments.lexers import get_lexer_by_name, get_lexer_for_filename
from pygments.styles import get_style_by_name
from pygments.token import Text, Whitespace
from pygments.util import ClassNotFound

#: beyond these, code is escaped rather than highlighted (Pygments is the slow stage)
MAX_CHARS = 60_000
MAX_LINES = 2_000
CSS_CLASS = "hl"
LIGHT_STYLE = "default"
DARK_STYLE = "monokai"

_FORMATTER = HtmlFormatter(cssclass=CSS_CLASS, wrapcode=True)


@lru_cache(maxsize=256)
def _lexer_by_name(name: str) -> Optional[Lexer]:
    try:
        return get_lexer_by_name(name, stripnl=False, ensurenl=False)
    except ClassNotFound:
        return None


@lru_cache(maxsize=1024)
def _lexer_by_suffix(name: str) -> Optional[Lexer]:
    try:
        return get_lexer_for_filename(name, stripnl=False, ensurenl=False)
    except ClassNotFound:
        return None


def lexer_for(lang: Optional[str] = None, filename: Optional[str] = None) -> Optional[Lexer]:
    if lang:
        return _lexer_by_name(lang.strip().lower()[:40])
    if filename:
        base = filename.replace("\\", "/").rsplit("/", 1)[-1]
        suffix = base[base.rfind("."):] if "." in base else base
        return _lexer_by_suffix(("x" + suffix) if suffix.startswith(".") else suffix)
    return None


def plain(code: str) -> Markup:
    return Markup('<pre class="plain"><code>') + escape(code) + Markup("</code></pre>")


_LOOKS = ("color", "bgcolor", "bold", "italic", "underline", "border")


@lru_cache(maxsize=512)
def _looks_plain(ttype: Any) -> bool:
    """Whitespace, or a token both page styles draw exactly like plain text (names, punctuation)."""
    if ttype in Whitespace:
        return True
    for name in (LIGHT_STYLE, DARK_STYLE):
        style = get_style_by_name(name)
        token, text = style.style_for_token(ttype), style.style_for_token(Text)
        if any(token[k] != text[k] for k in _LOOKS):
            return False
    return True


def _whole_words(tokens: Iterator[tuple[Any, str]]) -> Iterator[tuple[Any, str]]:
    """Tokens with word-joined neighbours merged (`1200`+`px`, `#0000`+`0007`).

    A word split over two coloured spans reads fine but is two words to anything
    that extracts the page's text (search indexes, the recall measure), so the
    second token joins the first, taking its colour. Tokens that look like plain
    text in both styles become plain text, which the formatter writes without a span.
    """
    kind: Any = None
    value = ""
    for ttype, text in tokens:
        if _looks_plain(ttype):  # no span of its own: that was over half of the markup
            ttype = Text
        if value and text and value[-1].isalnum() and text[0].isalnum():
            value += text
            continue
        if kind is not None:
            yield kind, value
        kind, value = ttype, text
    if kind is not None:
        yield kind, value


@lru_cache(maxsize=2048)
def _cached(code: str, lexer: Lexer) -> str:
    return _format(_whole_words(lexer.get_tokens(code)), _FORMATTER)


def highlight(code: str, lang: Optional[str] = None, filename: Optional[str] = None) -> Markup:
    """Highlighted HTML for code, or escaped plain text if no lexer fits or it is too big."""
    lexer = lexer_for(lang, filename)
    if lexer is None or len(code) > MAX_CHARS or code.count("\n") > MAX_LINES:
        return plain(code)
    try:
        return Markup(_cached(code, lexer))
    except Exception:
        return plain(code)


@lru_cache(maxsize=1)
def pygments_css() -> str:
    """Pygments' own style definitions, light by default and dark under [data-theme=dark]."""
    light = HtmlFormatter(style=LIGHT_STYLE).get_style_defs(f".{CSS_CLASS}")
    dark = HtmlFormatter(style=DARK_STYLE).get_style_defs(f':root[data-theme="dark"] .{CSS_CLASS}')
    dark_auto = HtmlFormatter(style=DARK_STYLE).get_style_defs(
        f':root:not([data-theme="light"]) .{CSS_CLASS}')
    return (f"{light}\n{dark}\n@media (prefers-color-scheme: dark) {{\n{dark_auto}\n}}\n")
