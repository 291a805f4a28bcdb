"""opencode's tools' rows: each name (as its tool parts record them in `tool`) onto the
view of the Claude Code tool that does the same (anomalyco/opencode
packages/opencode/src/tool/registry.ts lists them; shaped on opencode 1.x). opencode's
`apply_patch` (`patchText`) is Codex's row, whose view reads that parameter too."""

from __future__ import annotations

from ...model.tools.agents import TaskInput
from ...model.tools.opencode import (OpencodeBashInput, OpencodeEditInput,
                                     OpencodeMultiEditInput, OpencodeReadInput,
                                     OpencodeWriteInput)
from ...model.tools.planning import TodoWriteInput
from ...model.tools.search import GrepInput, LSInput
from ...model.tools.web import WebFetchInput, WebSearchInput
from .agents import parse_agent
from .base import Rows, Tool

ROWS: Rows = (
    ("bash", Tool(OpencodeBashInput)),
    ("read", Tool(OpencodeReadInput)),
    ("write", Tool(OpencodeWriteInput)),
    ("edit", Tool(OpencodeEditInput)),
    ("multiedit", Tool(OpencodeMultiEditInput)),
    ("list", Tool(LSInput)),  # (`glob`: Gemini's row, the same view and parameters)
    ("grep", Tool(GrepInput)),
    ("webfetch", Tool(WebFetchInput)),
    ("websearch", Tool(WebSearchInput)),
    ("todowrite", Tool(TodoWriteInput)),
    ("task", Tool(TaskInput, parse_agent)),
)
