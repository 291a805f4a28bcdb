"""What an IDE notice names: the file opened, or the file, lines and text selected, read
from the sentence Claude Code writes (`The user opened the file X in the IDE.`, `The user
selected the lines 3 to 4 from X:\\n…`, or a `path: X` line). A sentence of another form
names nothing: the notice then shows its text as written (and a named one opens to it)."""

from __future__ import annotations

import re
from typing import Any, Optional

from ..model.inline import IdeNotice

#: the sentence Claude Code appends to each notice
ASIDE = "This may or may not be related to the current task."
_OPENED = re.compile(r"The user opened the file (?P<path>[^\n]+?) in the IDE\.")
_SELECTED = re.compile(r"The user selected (?:the )?lines? (?P<first>\d{1,9}) to (?P<last>\d{1,9}) "
                       r"from (?P<path>[^\n]+?):(?:\n|$)")
_PATH_LINE = re.compile(r"path: (?P<path>[^\n]+)")


def ide_notice(kind: str, content: str,
               diagnostics: Optional[tuple[Any, ...]] = None) -> IdeNotice:
    """The notice of one `<ide_*>` block (`diagnostics` parsed by the caller)."""
    text = content.strip()
    path, lines = "", ""
    if kind == "opened_file":
        short = text[: -len(ASIDE)].rstrip() if text.endswith(ASIDE) else text
        found = _OPENED.fullmatch(short) or _PATH_LINE.match(short)
        path = found["path"].strip() if found else ""
    elif kind == "selection":
        found = _SELECTED.match(text)
        if found:
            path = found["path"].strip()
            first, last = found["first"], found["last"]
            lines = first if first == last else f"{first}–{last}"
    return IdeNotice(kind, content, diagnostics, path=path, lines=lines)
