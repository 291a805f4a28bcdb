"""The Codex CLI and Gemini CLI tools' rows: each name onto the view of the Claude Code
tool that does the same (a shell call onto Bash's, a plan onto TodoWrite's, Gemini's
file tools onto Read/Write/Edit's), and the parser of Codex's shell results.

A Codex shell result is text with a short header (`Exit code: 1`, `Wall time: 0.2
seconds`, `Output:`) or, from older versions, the adapter's sidecar with the exit code
and duration (read/codex.py): both become the Bash view's badge, the rest its output.
"""

from __future__ import annotations

import re
from typing import Any, Optional

from ...model.tools.agents_cli import (ApplyPatchInput, ArgvShellInput, PathReadInput,
                                       UpdatePlanInput)
from ...model.numbers import amount
from ...model.tools.base import ToolOutput
from ...model.tools.files import EditInput, WriteInput
from ...model.tools.search import GlobInput, GrepInput, LSInput
from ...model.tools.shell import BashInput, ShellOutput
from ..commits import find_commits
from ...model.tools.web import WebSearchInput
from ...model.tools.cursor import PathEditInput
from ...model.tools.antigravity import (AgyCommandInput, AgyEditInput, AgyGrepInput,
                                        AgyListInput, AgyReadInput, AgyWebSearchInput,
                                        AgyWriteInput)
from .base import Rows, Tool, base_fields

#: header lines a Codex shell result starts with, before `Output:`
_HEAD = re.compile(r"(?:Exit code|Wall time|Process exited with code|Chunk ID|Process running "
                   r"with session ID|Original token count|Total output lines)\b[^\n]*")


def _facts(sidecar: Any) -> list[str]:
    if not isinstance(sidecar, dict):
        return []
    facts = []
    code = sidecar.get("exit_code")
    if isinstance(code, int) and not isinstance(code, bool):
        facts.append(f"exit code {code}")
    took = amount(sidecar.get("duration_seconds"))
    if took is not None:
        facts.append(f"{took:g} s")
    return facts


def parse_codex_shell(generic: ToolOutput, sidecar: Any) -> Optional[ShellOutput]:
    """The header lines as the badge, what follows `Output:` as the output."""
    if generic.images or generic.other:
        return None
    text, head = generic.text, []
    while True:
        match = _HEAD.match(text)
        if match is None:
            break
        head.append(match.group(0).strip())
        text = text[match.end():].removeprefix("\n")
    if head and text.startswith("Output:"):
        text = text[len("Output:"):].removeprefix("\n")
    elif head:  # a header without `Output:`: the text is shown as written
        head, text = [], generic.text
    facts = _facts(sidecar) + head
    return ShellOutput(**base_fields(generic), stdout=text, interpretation=" · ".join(facts),
                       commits=find_commits(text))


_SHELL = Tool(ArgvShellInput, parse_codex_shell)

ROWS: Rows = (
    # Codex CLI (names as its rollouts record them)
    ("shell", _SHELL),
    ("local_shell", _SHELL),
    ("exec_command", _SHELL),
    ("shell_command", Tool(BashInput, parse_codex_shell)),
    ("apply_patch", Tool(ApplyPatchInput)),
    ("update_plan", Tool(UpdatePlanInput)),
    ("web_search", Tool(WebSearchInput)),
    # Gemini CLI
    ("run_shell_command", Tool(BashInput)),
    ("read_file", Tool(PathReadInput)),
    ("write_file", Tool(WriteInput)),
    ("replace", Tool(EditInput)),
    ("glob", Tool(GlobInput)),
    ("search_file_content", Tool(GrepInput)),
    ("list_directory", Tool(LSInput)),
    ("google_web_search", Tool(WebSearchInput)),
    # Cursor CLI (model/tools/cursor.py; Read, Write, Grep, Glob, LS, TodoWrite, Task and
    # the web tools share Claude Code's names and rows)
    ("Shell", Tool(BashInput)),
    ("StrReplace", Tool(PathEditInput)),
    ("ApplyPatch", Tool(ApplyPatchInput)),
    ("ReadFile", Tool(PathReadInput)),
    # Antigravity CLI (model/tools/antigravity.py)
    ("run_command", Tool(AgyCommandInput)),
    ("view_file", Tool(AgyReadInput)),
    ("list_dir", Tool(AgyListInput)),
    ("write_to_file", Tool(AgyWriteInput)),
    ("replace_file_content", Tool(AgyEditInput)),
    ("grep_search", Tool(AgyGrepInput)),
    ("search_web", Tool(AgyWebSearchInput)),
)
