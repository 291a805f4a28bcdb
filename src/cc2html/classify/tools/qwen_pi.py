"""Qwen Code's and pi's tools' rows, each name onto the view of the Claude Code tool that
does the same. Qwen Code: QwenLM/qwen-code packages/core/src/tools/tool-names.ts
(`ToolNames`, and `ToolNamesMigration`'s older names `task`, `todo_write`; its
`read_file`, `write_file`, `glob`, `list_directory`, `run_shell_command`, `web_search`
share Gemini CLI's and Codex's rows in agents_cli.py). pi: badlogic/pi-mono
packages/coding-agent/src/core/tools/ (`read`, `bash`, `edit`, `write`, `grep`, `find`,
`ls`; v0.58)."""

from __future__ import annotations

from ...model.tools.agents import TaskInput
from ...model.tools.paths import PiEditInput, PiReadInput, PiWriteInput
from ...model.tools.planning import AskUserQuestionInput, TodoWriteInput
from ...model.tools.search import GlobInput, GrepInput, LSInput
from ...model.tools.shell import BashInput
from ...model.tools.skill import SkillInput
from ...model.tools.web import WebFetchInput
from .agents import parse_agent
from .base import Rows, Tool

ROWS: Rows = (
    # Qwen Code
    ("edit", Tool(PiEditInput)),  # (pi's `edit` too: its parameters renamed)
    # (`grep_search` is agents_cli.py's row, Antigravity's: its view takes Qwen's
    # `pattern`/`path` as they are)
    ("web_fetch", Tool(WebFetchInput)),
    ("todo_write", Tool(TodoWriteInput)),
    ("agent", Tool(TaskInput, parse_agent)),
    ("task", Tool(TaskInput, parse_agent)),
    ("ask_user_question", Tool(AskUserQuestionInput)),
    ("skill", Tool(SkillInput)),
    # pi
    ("read", Tool(PiReadInput)),
    ("bash", Tool(BashInput)),
    ("write", Tool(PiWriteInput)),
    ("grep", Tool(GrepInput)),
    ("find", Tool(GlobInput)),
    ("ls", Tool(LSInput)),
)
