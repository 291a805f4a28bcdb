"""The in-file links of a Markdown export read as a reader that anchors headings the way
GitHub does reads them: headings found by a CommonMark parser (markdown-it, not the
export's own code), each given GitHub's id (its text lower-cased, what is not a word
character, `-` or a space removed, spaces as `-`, `-1`, `-2` … after a repeated one)."""

from __future__ import annotations

import re
from urllib.parse import unquote

from markdown_it import MarkdownIt

_MD = MarkdownIt("commonmark")


def heading_ids(text: str) -> dict[str, str]:
    """GitHub's ids of the document's headings -> each heading's text, in order."""
    tokens, ids, seen = _MD.parse(text), {}, {}
    for n, tok in enumerate(tokens):
        if tok.type != "heading_open":
            continue
        shown = "".join(c.content for c in tokens[n + 1].children or ()
                        if c.type in ("text", "code_inline"))
        base = re.sub(r"[^\w\- ]", "", shown.lower()).replace(" ", "-")
        slug = base
        while slug in seen:
            seen[base] += 1
            slug = f"{base}-{seen[base]}"
        seen[slug] = 0
        ids[slug] = shown
    return ids


def in_file_links(text: str) -> list[str]:
    """The targets of the document's `#…` links (after the `#`, as a browser reads the
    percent-encoding markdown-it gives a non-ASCII one), in order."""
    found = []
    for tok in _MD.parse(text):
        for child in tok.children or ():
            href = str(child.attrGet("href") or "") if child.type == "link_open" else ""
            if href.startswith("#"):
                found.append(unquote(href[1:]))
    return found
