"""The JSON export of a session built a segment at a time (stream.py `pieces`), the same
text as json_export.py's `json_chunks` of the whole document, in bounded memory.

A session's `turns` and `notices` are its two long arrays: each segment's turns and the
notices they hold are written as items of those arrays (`body`: each item dumped as
`json.dumps(indent=1)` dumps it inside the document, at its depth), one `JsonExport` for
all. The rest (the head: title, facts, snapshot; the unlinked subagents; the report)
needs the whole session and is dumped last (`finish`) with a random mark in each array's
place, which the caller replaces with the arrays it set aside. The exporter keeps no
state across segments; the ids are the tree's (tree/build.py, per segment).
"""

from __future__ import annotations

import json
import secrets
from typing import Any

from ...tree.build import Document
from ...tree.stats import SessionStats
from ..page_info import PageInfo
from .json_export import JsonExport

__all__ = ["JsonStream", "ITEM_INDENT"]

#: a turn's (and a notice's) indentation in the export: document > sessions > session > turns
ITEM_INDENT = 4


def _dumps(value: Any) -> str:
    return json.dumps(value, indent=1, ensure_ascii=False, allow_nan=False)


def item(value: Any) -> str:
    """One array item as the whole document's dump writes it at ITEM_INDENT (a JSON string
    holds no raw line end, so every line end is the dump's own)."""
    pad = " " * ITEM_INDENT
    return pad + _dumps(value).replace("\n", "\n" + pad)


class JsonStream:
    """One session file's JSON export, a segment at a time (see the module docstring)."""

    def __init__(self, info: PageInfo) -> None:
        self.export = JsonExport(info.detail == "conversation")
        self.mark = secrets.token_hex(16)

    def body(self, doc: Document) -> tuple[list[str], list[str]]:
        """One segment's turns and notices (its sessions', as the detail level keeps them),
        each an array item's text."""
        notices: list[dict[str, Any]] = []
        turns = [item(t) for s in doc.sessions for t in self.export.turns(s.nodes, notices)]
        return turns, [item(n) for n in notices]

    def finish(self, skeleton: Document, info: PageInfo, stats: list[SessionStats]
               ) -> list[str]:
        """The export's text around the two arrays: [before the turns' items, between them
        and the notices', after those]. `skeleton`: the whole session's head
        (tree/doc_sum.py), its nodes left out."""
        document = self.export.document(skeleton, info, stats)
        session = document["sessions"][0]
        session["turns"], session["notices"] = f"T{self.mark}", f"N{self.mark}"
        text = _dumps(document) + "\n"
        before, rest = text.split(f'"T{self.mark}"')
        between, after = rest.split(f'"N{self.mark}"')
        return [before, between, after]


def array(items: int, close_indent: int = ITEM_INDENT - 1) -> tuple[str, str]:
    """What opens and closes an array of `items` items as the dump writes it ("[]" empty)."""
    return ("[", "\n" + " " * close_indent + "]") if items else ("[]", "")

