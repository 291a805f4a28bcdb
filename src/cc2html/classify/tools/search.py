"""The search tools' rows and result parser: Glob and Grep list paths (or, Grep in content
or count mode, matching lines); LS results stay generic."""

from __future__ import annotations

import re
from typing import Any, Optional

from ...model.tools.base import ToolOutput
from ...model.tools.search import FileListOutput, GlobInput, GrepInput, LSInput, MatchesOutput
from .base import Rows, Tool, as_count, as_str, base_fields

_FOUND = re.compile(r"^Found (\d+) (?:files?|total occurrences?|matches?)\b.*$")


def parse_file_list(generic: ToolOutput,
                    sidecar: Any) -> Optional[FileListOutput | MatchesOutput]:
    if generic.images or generic.other:
        return None
    side = sidecar if isinstance(sidecar, dict) else {}
    if side.get("mode") in ("content", "count"):  # matching lines, not paths
        return MatchesOutput(**base_fields(generic), mode=as_str(side.get("mode")),
                             lines=as_count(side.get("numLines")),
                             matches=as_count(side.get("numMatches")),
                             files=as_count(side.get("numFiles")))
    lines = [ln for ln in generic.text.split("\n") if ln.strip()]
    header = lines.pop(0) if lines and (_FOUND.match(lines[0]) or lines[0] == "No files found") \
        else ""
    files = tuple(ln for ln in lines if not ln.startswith(("(", "[")))
    notes = tuple(ln for ln in lines if ln.startswith(("(", "[")))
    if not files and not header:
        return None
    return FileListOutput(**base_fields(generic), header=header, files=files, notes=notes,
                          count=as_count(side.get("numFiles")),
                          truncated=side.get("truncated") is True)


ROWS: Rows = (
    ("Glob", Tool(GlobInput, parse_file_list)),
    ("Grep", Tool(GrepInput, parse_file_list)),
    ("LS", Tool(LSInput)),
)
