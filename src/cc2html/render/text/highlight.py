"""Pygments, deliberately: by file type or fence language, capped, cached; escape the rest."""

from __future__ import annotations

import re
from fnmatch import fnmatch, translate
from functools import lru_cache
from collections.abc import Iterator
from typing import Any, Optional

from markupsafe import Markup, escape
from pygments import format as _format
from pygments.formatters import HtmlFormatter
from pygments.lexer import Lexer
from pygments.lexers import find_lexer_class, get_lexer_by_name
from pygments.lexers._mapping import LEXERS
from pygments.styles import get_style_by_name
from pygments.token import Text, Whitespace
from pygments.util import ClassNotFound

from . import fastlex
from .budget import steps, within

#: beyond these, code is escaped rather than highlighted (Pygments is the slow stage)
MAX_CHARS = 5_000
MAX_LINES = 160
#: CPU seconds one block may take (a capped block takes a few milliseconds): beyond, a
#: lexer is backtracking without end on this input, and the block is shown plain
BUDGET_S = 1.0
CSS_CLASS = "hl"
LIGHT_STYLE = "default"
DARK_STYLE = "monokai"

_FORMATTER = HtmlFormatter(cssclass=CSS_CLASS, wrapcode=True)


#: fence language -> lexer name, from Pygments' built-in table (no plugin scan on a miss)
_ALIASES = {alias: info[1] for info in LEXERS.values() for alias in info[2]}


@lru_cache(maxsize=256)
def _lexer_by_name(name: str) -> Optional[Lexer]:
    if name not in _ALIASES:
        return None
    try:
        return get_lexer_by_name(name, stripnl=False, ensurenl=False)
    except ClassNotFound:
        return None


def _filename_table() -> list[tuple[str, tuple[str, ...], frozenset[str], tuple[str, ...]]]:
    """Each lexer's filename patterns, split by how cheaply they are checked: `*.py` is an
    ending (str.endswith), `Makefile` a name, only the rest (`*.[ch]`) needs fnmatch, which
    compiled all ~900 patterns to regexes on the first file (~50 ms per run)."""
    def literal(text: str) -> bool:
        return not any(c in text for c in "*?[")

    table = []
    for info in LEXERS.values():
        patterns = info[3]
        plain = [p for p in patterns if literal(p)]
        tails = [p for p in patterns if p.startswith("*") and literal(p[1:])]
        wild = [p for p in patterns if p not in plain and p not in tails]
        table.append((info[1], tuple(p[1:] for p in tails), frozenset(plain), tuple(wild)))
    return table


_FILENAMES = _filename_table()


_PLAIN_NAMES = frozenset(name for _, _, plain, _ in _FILENAMES for name in plain)
#: endings longer than one extension (`*.css.in`, `*Spec.hs`): the last extension is not enough
_LONG_TAILS = tuple(sorted({tail for _, tails, _, _ in _FILENAMES for tail in tails
                            if not (tail.startswith(".") and tail.count(".") == 1)}))


@lru_cache(maxsize=1)
def _any_wild() -> "re.Pattern[str]":
    """All wildcard patterns as one expression: most names match none of them, and one
    search beats ~100 fnmatch calls per new name (hundreds of names in a long session)."""
    wild = {p for _, _, _, patterns in _FILENAMES for p in patterns}
    return re.compile("|".join(f"(?:{translate(p)})" for p in sorted(wild)))


@lru_cache(maxsize=1024)
def _lexer_by_suffix(name: str) -> Optional[Lexer]:
    """Pygments' built-in filename table only: its plugin scan imports half of site-packages."""
    wild_too = _any_wild().match(name) is not None
    rated = []
    for lexer, tails, plain, wild in _FILENAMES:
        matched = [p for p in wild if fnmatch(name, p)] if wild_too else []
        if name in plain or any("*" not in p for p in matched):
            bonus = 0.5  # Pygments rates a pattern without '*' higher
        elif matched or name.endswith(tails):
            bonus = 0.0
        else:
            continue
        cls = find_lexer_class(lexer)
        if cls is not None:
            rated.append((cls.priority + bonus, cls.__name__, cls))
    if not rated:
        return None
    best = max(rated, key=lambda item: item[:2])  # as Pygments: rating, then class name
    return best[2](stripnl=False, ensurenl=False)


def lexer_for(lang: Optional[str] = None, filename: Optional[str] = None) -> Optional[Lexer]:
    if lang:
        return _lexer_by_name(lang.strip().lower()[:40])
    if filename:
        base = filename.replace("\\", "/").rsplit("/", 1)[-1]
        if base in _PLAIN_NAMES or base.endswith(_LONG_TAILS) or _any_wild().match(base):
            return _lexer_by_suffix(base)  # a name of its own (CMakeLists.txt, Kconfig.debug)
        suffix = base[base.rfind("."):] if "." in base else base
        # keyed by the ending alone, so hundreds of file names share a few cache entries
        return _lexer_by_suffix(("x" + suffix) if suffix.startswith(".") else suffix)
    return None


def plain(code: str) -> Markup:
    return Markup('<pre class="plain"><code>') + escape(code) + Markup("</code></pre>")


#: only short code is memoised: repeats are short snippets; big files would pin memory
CACHE_CHARS = 4_000
#: snippets memoised (highlighted HTML is several times its code: 2,048 held several MB a
#: process once a large session filled it; see markdown.CACHE_SIZE)
CACHE_SIZE = 512


_LOOKS = ("color", "bgcolor", "bold", "italic", "underline", "border")


@lru_cache(maxsize=512)
def _looks_plain(ttype: Any) -> bool:
    """Whitespace, or a token both page styles draw exactly like plain text (names, punctuation)."""
    if ttype in Whitespace:
        return True
    for name in (LIGHT_STYLE, DARK_STYLE):
        style = get_style_by_name(name)
        token, text = _style_for(style, ttype), style.style_for_token(Text)
        if any(token[k] != text[k] for k in _LOOKS):
            return False
    return True


def _style_for(style: Any, ttype: Any) -> dict[str, Any]:
    """A style's look for a token type, or for its nearest known parent: lexers create
    token types (YAML's Punctuation.Indicator) that a style class never saw, and
    `style_for_token` raises KeyError for those."""
    while ttype.parent is not None:
        try:
            return style.style_for_token(ttype)
        except KeyError:
            ttype = ttype.parent
    return style.style_for_token(ttype)


_PLAIN: dict[Any, bool] = {}


def _whole_words(tokens: Iterator[tuple[Any, str]]) -> Iterator[tuple[Any, str]]:
    """Tokens with word-joined neighbours merged (`1200`+`px`, `#0000`+`0007`).

    A word split over two coloured spans reads fine but is two words to anything
    that extracts the page's text (search indexes, the recall measure), so the
    second token joins the first, taking its colour. Tokens that look like plain
    text in both styles become plain text, which the formatter writes without a span.
    """
    kind: Any = None
    value = ""
    plain = _PLAIN  # a dict lookup per token (the lru_cache call cost a tenth of highlighting)
    for ttype, text in tokens:
        if ttype is not kind:
            looks = plain.get(ttype)
            if looks is None:
                looks = plain[ttype] = _looks_plain(ttype)
            if looks:  # no span of its own: that was over half of the markup
                ttype = Text
            if ttype is not kind and not (value and text and value[-1].isalnum()
                                          and text[0].isalnum()):
                if kind is not None:
                    yield kind, value
                kind, value = ttype, text
                continue
        value += text  # the same look (the formatter would join them too), or a split word
    if kind is not None:
        yield kind, value


def _uncached(code: str, lexer: Lexer) -> str:
    return _format(_whole_words(steps(fastlex.tokens(lexer, code))), _FORMATTER)


@lru_cache(maxsize=CACHE_SIZE)
def _cached(code: str, lexer: Lexer) -> str:
    return _uncached(code, lexer)


def _render(code: str, lexer: Lexer) -> str:
    return _cached(code, lexer) if len(code) <= CACHE_CHARS else _uncached(code, lexer)


def highlight(code: str, lang: Optional[str] = None, filename: Optional[str] = None) -> Markup:
    """Highlighted HTML for code, or escaped plain text if no lexer fits or it is too big."""
    lexer = lexer_for(lang, filename)
    if lexer is None or len(code) > MAX_CHARS or code.count("\n") > MAX_LINES:
        return plain(code)
    try:
        html = within(BUDGET_S, lambda: _render(code, lexer))
    except Exception:
        return plain(code)
    return plain(code) if html is None else Markup(html)
