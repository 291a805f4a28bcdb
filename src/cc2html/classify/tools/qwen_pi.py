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
from ...model.tools.search import GlobInput, LSInput
from ...model.tools.skill import SkillInput
from .agents import parse_agent
from .base import Rows, Tool

ROWS: Rows = (
    # Qwen Code
    ("edit", Tool(PiEditInput)),  # (pi's `edit` too: its parameters renamed)
    # (`grep_search` is agents_cli.py's row, Antigravity's: its view takes Qwen's
    # `pattern`/`path` as they are)
    # (`web_fetch`: copilot.py's row, the same view)
    ("todo_write", Tool(TodoWriteInput)),
    ("agent", Tool(TaskInput, parse_agent)),
    # (`task`: copilot.py's row, whose view also takes Copilot's `agent_type`)
    ("ask_user_question", Tool(AskUserQuestionInput)),
    ("skill", Tool(SkillInput)),
    # pi
    ("read", Tool(PiReadInput)),
    # (`bash` and `grep`: copilot.py's rows; a result without Copilot's exit line is
    # shown as written)
    ("write", Tool(PiWriteInput)),
    ("find", Tool(GlobInput)),
    ("ls", Tool(LSInput)),
)
