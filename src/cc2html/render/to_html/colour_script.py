"""The page's colour script (vendored highlight.js + static/paint.js), inline or shared.

A page of its own carries it inline (hashed into its CSP). An archive writes it once
under OUT as `SHARED` and its session pages load it with `<script src>` (their CSP allows
script-src 'self', which Chromium matches for file:// too), so each page is ~100 KB
lighter. Light on imports: the archive's parent process writes the file without
importing the rendering pipeline.
"""

from __future__ import annotations

from functools import lru_cache

from ...resources import static_text

#: an archive writes the colour script once, here under OUT, for all its pages
SHARED = "cc2html-colour.js"
#: the shared file's first line (archive/claim.py knows the file as cc2html's by it)
SHARED_MARK = "/* cc2html: the colour script of this archive's pages */\n"


@lru_cache(maxsize=1)
def colour_js() -> str:
    """The script that colours marked blocks: highlight.js and static/paint.js. Its hash
    is in every session page's CSP; the script itself only where a block is marked."""
    return static_text("vendor/hljs.js") + static_text("paint.js")


def shared_js() -> str:
    """The archive's shared colour script file: the same script, marked as cc2html's."""
    return SHARED_MARK + colour_js()


def shared_src(page: str) -> str:
    """The shared script's address from a page at `page` (a path relative to OUT)."""
    return "../" * page.count("/") + SHARED
