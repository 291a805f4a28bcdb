"""One-line markers (system notices, interruptions, quiet hooks, SDK notices) carry the
same links as framed messages: a permalink and, with JavaScript, a copy-link button."""

from __future__ import annotations

import re

from helpers import SNAPSHOTS


def test_every_message_with_a_permalink_has_a_copy_button():
    for snapshot in sorted(SNAPSHOTS.glob("*.html")):
        html = snapshot.read_text()
        permalinks = len(re.findall(r'<a class="permalink"', html))
        buttons = len(re.findall(r'<button type="button" class="copy-link"', html))
        assert permalinks == buttons, snapshot.name
