"""Code the page's own script colours when it comes into view (a fold opens, or on load).

Tool views (Read results, written files, Edit diffs) are most of a page's code and sit in
closed folds; Markdown fences in prompts and answers are shown without one. Colouring them
in Python cost ~1 CPU s of a 20 MB page (fences ~0.4-1 s of it), and only blocks under
5,000 characters could afford it. Here they are written as escaped text marked
`data-hl="<language>"`; static/paint.js colours them with the vendored highlight.js
(static/vendor/, its language list in hljs_aliases.json) when they come into view (on
load, as the reader scrolls, or when the fold holding them opens). Without JavaScript the
block reads as plain text. A language highlight.js is not bundled for falls
back to Pygments (highlight.py) within its limits, as before.

Past `MAX_LINES` lines or `MAX_CHARS` characters only the start is marked, at a line
boundary, and a note says where colour stops.
"""

from __future__ import annotations

import json
from functools import lru_cache
from typing import Optional

from markupsafe import Markup, escape

from ...resources import static_text
from . import highlight as pygments
from .highlight import CSS_CLASS, highlight

#: what marks a block for the page's script (the renderer looks for it in the page)
MARK = 'data-hl="'
#: the start of a longer block is coloured, up to here
MAX_LINES = 5_000
MAX_CHARS = 200_000


@lru_cache(maxsize=1)
def _aliases() -> dict[str, str]:
    """Alias (fence name, file extension, lower-case file name) -> bundled language."""
    table: dict[str, str] = json.loads(static_text("vendor/hljs_aliases.json"))
    return table


def language(lang: Optional[str] = None, filename: Optional[str] = None) -> str:
    """The bundled highlight.js language for a fence name or a file name, or ""."""
    table = _aliases()
    if lang:
        return table.get(lang.strip().lower()[:40], "")
    if not filename:
        return ""
    base = filename.replace("\\", "/").rsplit("/", 1)[-1].lower()
    if base in table:  # Dockerfile, Makefile
        return table[base]
    return table.get(base.rsplit(".", 1)[1], "") if "." in base else ""


def _cut(code: str) -> int:
    """Where colour stops: after line MAX_LINES or the last line end within MAX_CHARS,
    whichever comes first (len(code) when the whole block fits; 0 when no line ends
    within MAX_CHARS)."""
    if len(code) <= MAX_CHARS and _lines(code) <= MAX_LINES:
        return len(code)
    at = -1
    for _ in range(MAX_LINES):
        at = code.find("\n", at + 1, MAX_CHARS)
        if at < 0:
            break
    if at >= 0:
        return at + 1
    return code.rfind("\n", 0, MAX_CHARS) + 1


def _lines(text: str) -> int:
    return text.count("\n") + (0 if not text or text.endswith("\n") else 1)


def marked(code: str, lang: str) -> Markup:
    """`code` escaped in a block the page's script colours as `lang`."""
    cut = _cut(code)
    if cut == 0 and code:  # one line longer than MAX_CHARS: nothing to colour at a line boundary
        return highlight(code)
    open_tag = Markup('<div class="{}"><pre><code data-hl="{}">').format(CSS_CLASS, lang)
    if cut >= len(code):
        return open_tag + escape(code) + Markup("</code></pre></div>")
    note = Markup('<p class="hl-cut">colour stops at line {:,} of {:,}</p>').format(
        _lines(code[:cut]), _lines(code))
    return (note + open_tag + escape(code[:cut]) + Markup("</code><code>")
            + escape(code[cut:]) + Markup("</code></pre></div>"))


def code_view(code: str, lang: Optional[str] = None, filename: Optional[str] = None) -> Markup:
    """A tool view's code: coloured in the page when highlight.js knows the language,
    by Pygments (within its limits) otherwise."""
    name = language(lang, filename)
    return marked(code, name) if name else highlight(code, lang, filename)


def keeps_text(code: str, filename: Optional[str]) -> bool:
    """Whether `code_view(code, filename=filename)` holds `code` as its text exactly:
    marked for highlight.js (the page's colouring keeps the text) or plain, not Pygments'
    output, which may add line ends."""
    if language(filename=filename):
        return _cut(code) > 0 or not code
    return (len(code) > pygments.MAX_CHARS or code.count("\n") > pygments.MAX_LINES
            or pygments.lexer_for(None, filename) is None)


def diff_language(filename: Optional[str], old: str, new: str) -> str:
    """The language both sides of an edit are coloured with ("" when unknown or too big)."""
    if len(old) > MAX_CHARS or len(new) > MAX_CHARS:
        return ""
    if old.count("\n") > MAX_LINES or new.count("\n") > MAX_LINES:
        return ""
    return language(filename=filename)


def fence(code: str, lang: str = "") -> Markup:
    """A Markdown fence: coloured by the page (when it comes into view) when highlight.js
    knows its language, by Pygments within its limits otherwise (or plain)."""
    name = language(lang) if lang else ""
    return marked(code, name) if name else highlight(code, lang or None)
