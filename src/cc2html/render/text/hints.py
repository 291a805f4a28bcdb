"""A tool call's header hint: the file it names, base name first, or its key argument
cut in the middle so the start and the end both show.

Cutting is by characters, at build time (no script needed), into a head and a tail: the
page's CSS shrinks only the head at narrow widths (an ellipsis where it stops), so the
tail (a command's last words, a folder's last parts) stays in view. Whatever is cut stays
whole in the hint's title, and the opened body shows the whole argument.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from ...model.text import first_line
from ...model.tools.base import ToolInput

#: characters of an argument shown on the header; past this its middle is cut
HINT_CHARS = 100
#: characters of a file's folder shown; past this its middle is cut
FOLDER_CHARS = 60
#: characters kept at the end when a middle is cut (and kept in view by the CSS)
TAIL_CHARS = 28
#: texts this short are never cut
SHORT_CHARS = 32
ELLIPSIS = "…"
#: where a tail may start: after a space or a path separator
_SEPARATOR = re.compile(r"[\s/\\]")
#: parameters that name a file, of tools without a typed file view
PATH_PARAMS = ("file_path", "notebook_path")


class Hint(NamedTuple):
    """What a header shows: `base` (a file's name; "" for other hints) and `extra` (what
    the summary adds after the path, " (3 edits)"), then `head` + `tail` (the folder or
    the argument, its middle cut when long); `title` is the whole text."""

    base: str
    extra: str
    head: str
    tail: str
    title: str


def cut_middle(text: str, limit: int = HINT_CHARS, tail: int = TAIL_CHARS) -> tuple[str, str]:
    """`text` as (head, tail): its last `tail` characters (at most half of it) apart, and
    when `text` is longer than `limit` the middle replaced by one ellipsis at the end of
    the head. Short texts (SHORT_CHARS) keep no tail: they fit anywhere."""
    if len(text) <= SHORT_CHARS:
        return text, ""
    tail = max(0, min(tail, limit - 2, len(text) // 2))
    end = text[len(text) - tail:] if tail else ""
    cut = _SEPARATOR.search(end[:-1])  # the tail starts a word or a folder when it can
    if cut is not None:
        end = end[cut.end():]
    if len(text) <= limit:
        return text[: len(text) - len(end)], end
    return text[: limit - len(end) - 1] + ELLIPSIS, end


def split_path(path: str) -> tuple[str, str]:
    """(folder, base name) of a path; the folder keeps its trailing separator, so the two
    joined give the path back. A path ending in a separator has no base name."""
    cut = max(path.rfind("/"), path.rfind("\\")) + 1
    return path[:cut], path[cut:]


def tool_hint(inp: ToolInput) -> Hint:
    """The hint of a tool call's header (templates/_partials/tool_head.html)."""
    summary = first_line(inp.summary)
    path = inp.target_file or next((value for value in map(inp.params.get, PATH_PARAMS)
                                    if isinstance(value, str) and value), "")
    if path and "\n" not in path and summary.startswith(path):
        folder, base = split_path(path)
        if base:
            head, tail = cut_middle(folder, FOLDER_CHARS)
            return Hint(base, summary[len(path):], head, tail, path + summary[len(path):])
    head, tail = cut_middle(summary)
    return Hint("", "", head, tail, summary)


def plain_hint(inp: ToolInput, limit: int) -> str:
    """The hint as one line of at most `limit` characters (the terminal view): a file's
    base name first, then its folder, the folder's middle cut when long; other hints as
    their first line, cut at the end (a terminal line wraps; it needs no tail in view)."""
    hint = tool_hint(inp)
    if not hint.base:
        return first_line(hint.title, limit)
    folder = hint.title[: len(hint.title) - len(hint.extra) - len(hint.base)]
    text = f"{hint.base}{hint.extra}  {folder}"
    return "".join(cut_middle(text, limit, min(TAIL_CHARS, limit // 3)))
