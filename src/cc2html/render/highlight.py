"""Pygments, deliberately: by file type or fence language, capped, cached; escape the rest."""

from __future__ import annotations

from fnmatch import fnmatch
from functools import lru_cache
from typing import Optional

from markupsafe import Markup, escape
from pygments import highlight as _highlight
from pygments.formatters import HtmlFormatter
from pygments.lexer import Lexer
from pygments.lexers import find_lexer_class, get_lexer_by_name
from pygments.lexers._mapping import LEXERS
from pygments.util import ClassNotFound

#: beyond these, code is escaped rather than highlighted (Pygments is the slow stage)
MAX_CHARS = 60_000
MAX_LINES = 2_000
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


@lru_cache(maxsize=1024)
def _lexer_by_suffix(name: str) -> Optional[Lexer]:
    """Pygments' built-in filename table only: its plugin scan imports half of site-packages."""
    names = [info[1] for info in LEXERS.values() if any(fnmatch(name, p) for p in info[3])]
    classes = [cls for cls in map(find_lexer_class, names) if cls is not None]
    if not classes:
        return None
    best = max(classes, key=lambda cls: cls.priority)  # first of equals, as Pygments does
    return best(stripnl=False, ensurenl=False)


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


#: only short code is memoised: repeats are short snippets; big files would pin memory
CACHE_CHARS = 4_000


@lru_cache(maxsize=2048)
def _cached(code: str, lexer: Lexer) -> str:
    return _highlight(code, lexer, _FORMATTER)


def _render(code: str, lexer: Lexer) -> str:
    return _cached(code, lexer) if len(code) <= CACHE_CHARS else _highlight(code, lexer, _FORMATTER)


def highlight(code: str, lang: Optional[str] = None, filename: Optional[str] = None) -> Markup:
    """Highlighted HTML for code, or escaped plain text if no lexer fits or it is too big."""
    lexer = lexer_for(lang, filename)
    if lexer is None or len(code) > MAX_CHARS or code.count("\n") > MAX_LINES:
        return plain(code)
    try:
        return Markup(_render(code, lexer))
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
