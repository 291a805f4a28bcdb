"""One-line markers (system notices, interruptions, quiet hooks, SDK notices) carry the
same links as framed messages: a permalink and, with JavaScript, a copy-link button."""

from __future__ import annotations

import re

from helpers import SNAPSHOTS
from snippet_files import all_snippets, decode_html


def test_every_message_with_a_permalink_has_a_copy_button():
    pages = [(p.name, p.read_text(encoding="utf-8")) for p in sorted(SNAPSHOTS.glob("*.html"))]
    snippets = [(s.name, decode_html(s.html)) for s in all_snippets()]
    assert pages and snippets
    for name, html in pages + snippets:
        permalinks = len(re.findall(r'<a class="permalink"', html))
        buttons = len(re.findall(r'<button type="button" class="copy-link"', html))
        assert permalinks == buttons, name
