"""opencode's tools' rows: each name (as its tool parts record them in `tool`) onto the
view of the Claude Code tool that does the same (anomalyco/opencode
packages/opencode/src/tool/registry.ts lists them; shaped on opencode 1.x). opencode's
`apply_patch` (`patchText`) is Codex's row, whose view reads that parameter too."""

from __future__ import annotations

from ...model.tools.opencode import (OpencodeMultiEditInput)
from ...model.tools.planning import TodoWriteInput
from ...model.tools.search import LSInput
from ...model.tools.web import WebFetchInput, WebSearchInput
from .base import Rows, Tool

ROWS: Rows = (
    # (`bash`, `grep`, `task`: copilot.py's rows, whose views take opencode's parameters;
    # `read`, `write`, `edit`: qwen_pi.py's, whose views (model/tools/paths.py) take
    # `filePath`, `oldString`, `newString`, `replaceAll`)
    ("multiedit", Tool(OpencodeMultiEditInput)),
    ("list", Tool(LSInput)),  # (`glob`: Gemini's row, the same view and parameters)
    ("webfetch", Tool(WebFetchInput)),
    ("websearch", Tool(WebSearchInput)),
    ("todowrite", Tool(TodoWriteInput)),
)
