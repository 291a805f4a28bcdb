"""A page's inline style sheet and scripts as its templates take them, made once a process.

Every session page (and every part of a split page) carries the same style sheet and
scripts inline, with their hashes in its CSP (csp.py). Built per page, each page hashed
~230 KB of them again (SHA-256 of their UTF-8) and searched them for invisible controls
(render/text/controls.py) with the rest of its text: about a tenth of a small session's
conversion, repeated for every page of an archive. Here they are built once, so every
page gets the same objects: their hashes are computed once, and the page's marking pass
(`controls.marker_knowing`) checks them once and passes them unsearched after.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import Any

from markupsafe import Markup

from ...resources import static_text
from ..text.controls import marker_knowing
from .colour_script import colour_js
from .csp import inline_assets
from .highlight_css import pygments_css
from .hljs_css import hljs_css

#: what a page template is given: its values, and the marking of its chunks
Assets = tuple[dict[str, Any], Callable[[str], str]]


@lru_cache(maxsize=1)
def page_css() -> str:
    """The style sheet every page carries: ours, then Pygments' and highlight.js' colours."""
    return static_text("style.css") + "\n" + pygments_css() + hljs_css()


@lru_cache(maxsize=2)
def session_assets(own_colours: bool) -> Assets:
    """A session page's values (`own_colours`: it carries the colour script itself; an
    archive's pages share one file) and the marking of its chunks."""
    js = static_text("app.js") + static_text("live.js")  # live.js: `cc2html watch`
    js += static_text("copy_md.js")  # "copy as Markdown" (render/to_html/copy_markdown.py)
    head_js = static_text("head.js")  # theme before first paint
    inline = colour_js() if own_colours else ""
    values = inline_assets(page_css(), js, head_js, self_scripts=True,
                           more=[js + inline] * bool(inline), self_frames=True)
    values["colour_js"] = Markup(inline)
    known = [values[name] for name in ("css", "js", "head_js", "colour_js")]
    return values, marker_knowing(known)


@lru_cache(maxsize=1)
def part_assets() -> Assets:
    """A part page's values (the page's style, no script) and the marking of its chunks."""
    values = inline_assets(page_css())
    return values, marker_knowing([values["css"]])
