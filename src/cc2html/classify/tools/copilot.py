"""GitHub Copilot CLI's tools' rows: each name onto the view of the Claude Code tool that
does the same, and the parser of its shell results.

Names: the CLI's built-in tools as its tool calls record them (github/copilot-sdk
test/snapshots: "Available tools … are ${shell}, ${read_shell}, ${stop_shell},
${list_shell}, view, create, edit, web_fetch, skill, sql, read_agent, list_agents, grep,
glob, task", the shell tool being `bash` or `powershell`: test/harness/util.ts
`ShellConfig`); `str_replace` and `update_todo` from earlier versions. `shell` (1.0.77's
sample) is Codex's row, `glob` Gemini's: their arguments have the same names. The
others (`read_bash`, `report_intent`, `sql`, `ask_user` …) are shown generically.

A shell result ends with the CLI's `<exited with exit code N>` line (test/snapshots
builtin_tools/should_capture_exit_code_in_output.yaml): it becomes the Bash view's
badge, the rest its output.
"""

from __future__ import annotations

import re
from typing import Any, Optional

from ...model.tools.base import ToolOutput
from ...model.tools.copilot import (CopilotTaskInput, CreateInput, StrReplaceInput,
                                    UpdateTodoInput, ViewInput)
from ...model.tools.search import GrepInput
from ...model.tools.shell import ShellOutput
from ...model.tools.web import WebFetchInput
from ..commits import find_commits
from .agents import parse_agent
from ...model.tools.opencode import OpencodeBashInput
from .base import Rows, Tool, base_fields

_STATUS_LINE = re.compile(r"\n?<exited with exit code (-?\d+)>\s*\Z")


def parse_copilot_shell(generic: ToolOutput, sidecar: Any) -> Optional[ShellOutput]:
    """The trailing `<exited with exit code N>` as the badge, the text before it as the
    output (a result without it is shown as written)."""
    if generic.images or generic.other:
        return None
    match = _STATUS_LINE.search(generic.text)
    text = generic.text[:match.start()] if match else generic.text
    return ShellOutput(**base_fields(generic), stdout=text,
                       interpretation=f"exit code {match.group(1)}" if match else "",
                       commits=find_commits(text))


_SHELL = Tool(OpencodeBashInput, parse_copilot_shell)  # (opencode's `bash` too: `workdir`)
_EDIT = Tool(StrReplaceInput)

ROWS: Rows = (
    ("bash", _SHELL),
    ("powershell", _SHELL),
    ("view", Tool(ViewInput)),
    ("create", Tool(CreateInput)),
    # (`edit`: qwen_pi.py's row, whose view also takes `path`/`old_str`/`new_str`)
    ("str_replace", _EDIT),
    ("grep", Tool(GrepInput)),
    ("web_fetch", Tool(WebFetchInput)),
    ("task", Tool(CopilotTaskInput, parse_agent)),
    ("update_todo", Tool(UpdateTodoInput)),
)
