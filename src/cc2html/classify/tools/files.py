"""The file tools' rows and result parsers: Read's listing, and the confirmation (with
Edit's snippet) that Edit, MultiEdit, Write and NotebookEdit return."""

from __future__ import annotations

from typing import Any, Optional

from ...model.tools.base import ToolOutput
from ...model.tools.files import (EditInput, FileChangeOutput, MultiEditInput,
                                  NotebookEditInput, ReadInput, ReadOutput, WriteInput)
from ..tool_text import parse_cat_n, split_reminders
from .base import Rows, Tool, as_count, as_str, base_fields


def parse_read(generic: ToolOutput, sidecar: Any) -> Optional[ReadOutput]:
    if generic.images or generic.other:
        return None
    listing = parse_cat_n(generic.text)
    if listing is None:
        return None
    file = sidecar.get("file") if isinstance(sidecar, dict) else None
    file = file if isinstance(file, dict) else {}
    # The listing's lines, rest and reminders are the whole text; the raw copy is not kept
    # too (with its cat -n arrows it is a 2-bytes-a-character str: a fifth of a long
    # session's memory went to holding Read results twice).
    return ReadOutput(**{**base_fields(generic), "text": ""},
                      file_path=as_str(file.get("filePath")), lines=listing.lines,
                      total_lines=as_count(file.get("totalLines")), rest=listing.rest, reminders=listing.reminders)


def parse_file_change(generic: ToolOutput, sidecar: Any) -> Optional[FileChangeOutput]:
    if generic.images or generic.other:
        return None
    side = sidecar if isinstance(sidecar, dict) else {}
    listing = parse_cat_n(generic.text, allow_head=True)
    if listing is not None:
        message, snippet, rest, reminders = (listing.head, listing.lines, listing.rest,
                                             listing.reminders)
    else:
        body, reminders = split_reminders(generic.text)
        message, snippet, rest = body.strip(), (), ""
    return FileChangeOutput(**base_fields(generic), message=message, snippet=snippet, rest=rest,
                            reminders=reminders, file_path=as_str(side.get("filePath")),
                            change=as_str(side.get("type")),
                            user_modified=side.get("userModified") is True)


ROWS: Rows = (
    ("Read", Tool(ReadInput, parse_read)),
    ("Write", Tool(WriteInput, parse_file_change)),
    ("Edit", Tool(EditInput, parse_file_change)),
    ("MultiEdit", Tool(MultiEditInput, parse_file_change)),
    ("NotebookEdit", Tool(NotebookEditInput, parse_file_change)),
)
