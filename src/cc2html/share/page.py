"""A page cc2html rendered, told safely from any other file, and the secrets it holds.

A cc2html page starts with `<!DOCTYPE html>` and names its generator in its head
(`<meta name="generator" content="cc2html …">`, templates/page): only the first
`HEAD_BYTES` are read to tell, nothing in the file is run or followed. Its secrets are
found by the `--redact` rules (redact/findings.py) over its text with the HTML escapes
undone, leaving out the page's own code (`<script>` and `<style>` without a type: never
transcript text, which the CSP-hashed page keeps out of them) but not its JSON data
(`<script type="application/json">`, the copy-as-Markdown text). A page rendered with
`--redact` holds none; one rendered without holds what `--redact` would have masked.
"""

from __future__ import annotations

import html
import re
from pathlib import Path

from ..redact.findings import Finder

HEAD_BYTES = 8192
_GENERATOR = re.compile(rb'<meta name="generator" content="cc2html [^"<>]{1,40}">')
_DOCTYPE = re.compile(rb"\A(?:\xef\xbb\xbf)?\s{0,64}<!DOCTYPE html>", re.I)
#: the page's own code: a script or style element with no attribute (lazy: linear, each
#: ends at its first closing tag)
_OWN_CODE = re.compile(r"<script>.*?</script>|<style>.*?</style>", re.S)
#: the start of any HTML document (a page of another tool, or a page cut short)
_HTML = re.compile(rb"\A(?:\xef\xbb\xbf)?\s{0,64}<(?:!DOCTYPE|html|head|meta)", re.I)


def head(path: Path) -> bytes:
    with path.open("rb") as fh:
        return fh.read(HEAD_BYTES)


def is_cc2html_page(start: bytes) -> bool:
    """Whether a file starting with `start` (its first HEAD_BYTES) is a cc2html page."""
    return _DOCTYPE.match(start) is not None and _GENERATOR.search(start) is not None


def is_html(start: bytes) -> bool:
    """Whether `start` begins an HTML document (of cc2html or not)."""
    return _HTML.match(start) is not None


def page_secrets(text: str) -> dict[str, int]:
    """The secrets `--redact` would mask in a page's text, by kind."""
    finder = Finder()
    finder.text(html.unescape(_OWN_CODE.sub(" ", text)))
    return finder.summary()
