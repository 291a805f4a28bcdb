"""Claude's links to files of its project in Markdown: `[app.py](src/app.py:12)`,
`[x.ts](/abs/x.ts#L10-L20)`. They name files on the machine that ran the session, not
pages beside this one, so they are shown as code-styled file references with their line
range (the path in the title), never as links; links with a scheme keep the URL rules of
markdown.py.
"""

from __future__ import annotations

import re
from typing import Any, Optional

from markdown_it import MarkdownIt
from markdown_it.common.utils import escapeHtml

#: a path (no scheme: no `:`), then `:12`, `:10-20`, `#L12` or `#L10-L20`. The path has a
#: dot or a slash, checked apart: `[^\s:#?]*[./][^\s:#?]*` tried every dot and slash as
#: the one, so a long `a/a/a/…` that did not end as a reference took quadratic time
_REF = re.compile(r"(?P<path>[^\s:#?]+)"
                  r"(?::(?P<a>\d{1,9})(?:[-–](?P<b>\d{1,9}))?|#L(?P<c>\d{1,9})(?:-L?(?P<d>\d{1,9}))?)?")


def file_ref(url: str) -> Optional[tuple[str, str]]:
    """(path, line range "10–20" or "12" or "") when `url` names a file; None otherwise."""
    match = _REF.fullmatch(url)
    if match is None or not ("." in match.group("path") or "/" in match.group("path")):
        return None
    first, last = match.group("a") or match.group("c"), match.group("b") or match.group("d")
    lines = f"{first}–{last}" if first and last and last != first else first or ""
    return match.group("path"), lines


def _mark_refs(md: MarkdownIt) -> Any:
    """A core rule: each link to a file becomes a file_ref_open/close pair (meta: title
    and lines to show). CommonMark links do not nest, so a link ends at the next close."""
    def rule(state: Any) -> None:
        for block in state.tokens:
            opened: Any = None
            for token in block.children or ():
                if token.type == "link_open":
                    found = file_ref(token.attrGet("href") or "")
                    if found is not None:
                        token.type, opened = "file_ref_open", token
                        token.meta = {"title": md.normalizeLinkText(token.attrGet("href") or ""),
                                      "lines": found[1], "text": ""}
                elif opened is not None and token.type == "link_close":
                    token.type, token.meta, opened = "file_ref_close", opened.meta, None
                elif opened is not None and token.type in ("text", "code_inline"):
                    opened.meta["text"] += token.content
    return rule


def _open(self: Any, tokens: Any, idx: int, options: Any, env: Any) -> str:
    return f'<span class="file-ref" title="{escapeHtml(tokens[idx].meta["title"])}">'


def _close(self: Any, tokens: Any, idx: int, options: Any, env: Any) -> str:
    meta = tokens[idx].meta
    lines = meta["lines"]
    if not lines or meta["text"].rstrip().endswith(lines.replace("–", "-")) \
            or meta["text"].rstrip().endswith(lines):
        return "</span>"
    return f'<span class="file-lines">:{escapeHtml(lines)}</span></span>'


def add_file_refs(md: MarkdownIt, safe: Any) -> None:
    """Let `md` read links to files (validateLink: `safe` or a file reference) and show
    them as file references."""
    md.validateLink = lambda url: safe(url) or file_ref(url) is not None  # type: ignore[method-assign]
    md.core.ruler.push("file_refs", _mark_refs(md))
    md.add_render_rule("file_ref_open", _open)
    md.add_render_rule("file_ref_close", _close)
