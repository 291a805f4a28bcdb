"""A tool result whose output Claude Code moved to `<session>/tool-results/`: the whole
output in place of the preview, with a `PersistedOutput` that says where it came from.

The transcript keeps (formats.md §3f; seen in the real 2.1.39 file of
`../shared/corpus/marot-spotter`, line 1103):

    <persisted-output>
    Output too large (141KB). Full output saved to: /…/<session>/tool-results/<id>.txt

    Preview (first 2KB):
    …
    </persisted-output>

and 2.1.2xx lines add `toolUseResult.persistedOutputPath` and `persistedOutputSize` (bytes;
`../shared/corpus-modern` MANIFEST). Only the marker's last path part is used, and only
when the part before it is `tool-results` and no part is `..`: the file is looked for in
this session's own folder by that name (read/persisted.py), never at the path written.
The marker is matched at the text's start with bounded parts: linear in the text.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any, Optional

from ..model import PersistedOutput
from ..model.core import byte_size
from ..model.tools.base import ToolOutput
from ..read.persisted import PersistedFiles
from ..read.sidecars import TOOL_RESULTS, is_tool_result_name

__all__ = ["expand_persisted", "marker_name"]

_OPEN, _CLOSE = "<persisted-output>", "</persisted-output>"
_MARKER = re.compile(r"<persisted-output>\r?\nOutput too large \(([^()\n]{1,32})\)\. "
                     r"Full output saved to: ([^\n]{1,4096})\n\r?\n"
                     r"Preview \(first ([^()\n]{1,32})\):\r?\n")
_SPACED = re.compile(r"(\d)\s*([KMGT]?i?B)\Z")
_PARTS = re.compile(r"[\\/]")


def marker_name(path: str) -> str:
    """The file name a marker's path gives, when it is `…/tool-results/<name>` with no `..`
    part and a name `is_tool_result_name`; "" for any other path."""
    parts = _PARTS.split(path.strip())
    if len(parts) < 2 or parts[-2] != TOOL_RESULTS or ".." in parts:
        return ""
    return parts[-1] if is_tool_result_name(parts[-1]) else ""


def _spaced(label: str) -> str:
    """"257.8KB" -> "257.8 KB" (the page's way of writing a size)."""
    return _SPACED.sub(r"\1 \2", label.strip())


def _said_size(sidecar: Any, label: str) -> str:
    size = sidecar.get("persistedOutputSize") if isinstance(sidecar, dict) else None
    if type(size) is int and size >= 0:
        return byte_size(size)
    return _spaced(label)


def _recorded(sidecar: Any, preview: str) -> Optional[str]:
    """The whole output as the line's own `toolUseResult.stdout` holds it, when it does: a
    text longer than the preview that begins as the preview does (Bash in 2.1.39 kept all
    144,356 characters there beside a "141KB" marker: the marot-spotter file, line 1103)."""
    stdout = sidecar.get("stdout") if isinstance(sidecar, dict) else None
    head = preview.removesuffix("...").rstrip()
    if isinstance(stdout, str) and len(stdout) > len(preview) and head \
            and stdout.startswith(head):
        return stdout
    return None


def expand_persisted(generic: ToolOutput, sidecar: Any, files: Optional[PersistedFiles]
                     ) -> tuple[ToolOutput, Optional[PersistedOutput]]:
    """`generic` with the whole saved output in place of the marker (or, when the file
    cannot be read, the preview alone), and the note's facts; unchanged with None when
    its text is no persisted-output marker. `files`: the session's tool-results folder
    (None when the input has none: another agent's file, a stream)."""
    text = generic.text
    match = _MARKER.match(text) if text.startswith(_OPEN) else None
    if match is None:
        return generic, None
    preview = text[match.end():].rstrip()
    preview = preview.removesuffix(_CLOSE).rstrip("\n")
    name = marker_name(match.group(2))
    said = _said_size(sidecar, match.group(1))
    note = PersistedOutput(name=name, size=said, preview=_spaced(match.group(3)))
    if not name:
        return replace(generic, text=preview), note
    loaded = files.load(name) if files is not None else None
    if loaded is None or loaded.text is None:
        why = loaded.why if loaded is not None else "missing"
        recorded = _recorded(sidecar, preview)
        if recorded is not None:
            return replace(generic, text=recorded), replace(note, why=why, shown="record")
        return replace(generic, text=preview), replace(note, why=why)
    whole = loaded.shown >= loaded.size
    note = replace(note, size=byte_size(loaded.size), shown="whole" if whole else "start",
                   shown_size="" if whole else byte_size(loaded.shown))
    return replace(generic, text=loaded.text), note
