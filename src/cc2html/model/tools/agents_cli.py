"""Views of the Codex CLI and Gemini CLI tools that have no Claude Code namesake: a shell
call given as an argument list, a patch in Codex's `apply_patch` format, and Codex's plan.

Each is a subclass of the Claude Code view it is shown with (Bash, TodoWrite), so it
inherits that view's template; the patch has a view of its own (files and their
added and removed lines). The raw parameters stay in `params`, as for every tool.
"""

from __future__ import annotations

import shlex
from dataclasses import dataclass
from typing import Any

from pydantic import model_validator

from .base import ToolInput
from .files import ReadInput
from .planning import TodoWriteInput
from .shell import BashInput

_SHELLS = ("bash", "sh", "zsh", "/bin/bash", "/bin/sh", "/bin/zsh", "/usr/bin/bash")


def command_text(value: Any) -> str:
    """A command as one line of shell: `["bash", "-lc", S]` is S, any other list is quoted."""
    if isinstance(value, str):
        return value
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        return "" if value is None else str(value)
    if len(value) == 3 and value[0] in _SHELLS and value[1] in ("-lc", "-c"):
        return value[2]
    return shlex.join(value)


class ArgvShellInput(BashInput):
    """Codex `shell` / `local_shell_call` / `exec_command`: the command as a list or as `cmd`."""

    shown = ("command", "cmd", "description")

    @model_validator(mode="before")
    @classmethod
    def _argv(cls, data: Any) -> Any:
        if not isinstance(data, dict):
            return data
        command = data.get("command", data.get("cmd"))
        return {**data, "command": command_text(command), "timeout": None}

    @property
    def summary(self) -> str:
        return next((ln for ln in self.command.splitlines() if ln.strip()), "")


class PathReadInput(ReadInput):
    """Gemini `read_file`: the path as `absolute_path` (older) or `file_path`."""

    shown = ("file_path", "absolute_path", "offset", "limit")

    @model_validator(mode="before")
    @classmethod
    def _path(cls, data: Any) -> Any:
        if isinstance(data, dict) and "file_path" not in data:
            return {**data, "file_path": data.get("absolute_path") or data.get("path") or ""}
        return data


class UpdatePlanInput(TodoWriteInput):
    """Codex `update_plan`: `plan[{step, status}]` shown as a todo list."""

    shown = ("plan",)

    @model_validator(mode="before")
    @classmethod
    def _plan(cls, data: Any) -> Any:
        if data == {}:  # (the empty view)
            return data
        if not isinstance(data, dict) or not isinstance(data.get("plan"), list):
            raise ValueError("no plan")  # shown generically, every parameter in its table
        todos = [{"content": str(p.get("step", "")), "status": str(p.get("status", "pending"))}
                 for p in data["plan"] if isinstance(p, dict)]
        return {"todos": todos}


@dataclass(frozen=True, slots=True)
class PatchFile:
    """One file of a patch: what happens to it and its lines as (kind, sign, text)."""

    action: str  # "add" | "update" | "delete"
    path: str
    lines: tuple[tuple[str, str, str], ...] = ()
    move_to: str = ""

    @property
    def added(self) -> int:
        return sum(1 for k, _, _ in self.lines if k == "add")

    @property
    def removed(self) -> int:
        return sum(1 for k, _, _ in self.lines if k == "del")


_FILE_HEADS = {"*** Add File: ": "add", "*** Update File: ": "update",
               "*** Delete File: ": "delete"}
_KINDS = {"+": "add", "-": "del", " ": "ctx"}
_MARKS = ("*** Begin Patch", "*** End Patch", "*** End of File")


def _head(text: str) -> tuple[str, str] | None:
    for head, action in _FILE_HEADS.items():
        if text.startswith(head):
            return action, text[len(head):].strip()
    return None


def parse_patch(text: str) -> tuple[tuple[PatchFile, ...], str]:
    """The files of an `*** Begin Patch` text, and whatever stood outside any file
    (one pass; each file's lines collected in a list, so a long patch stays linear)."""
    files: list[tuple[str, str, list[tuple[str, str, str]], list[str]]] = []
    rest: list[str] = []
    for line in text.splitlines():
        head = _head(line)
        if head is not None:
            files.append((head[0], head[1], [], []))
        elif line.startswith("*** Move to: ") and files:
            files[-1][3].append(line[13:].strip())
        elif line.startswith(_MARKS):
            continue
        elif files:
            kind = _KINDS.get(line[:1], "hunk" if line.startswith("@@") else "ctx")
            sign, body = (line[:1], line[1:]) if kind in ("add", "del") else ("", line)
            files[-1][2].append((kind, sign, body))
        else:
            rest.append(line)
    return (tuple(PatchFile(a, p, tuple(lines), move[-1] if move else "")
                  for a, p, lines, move in files), "\n".join(rest).strip())


class ApplyPatchInput(ToolInput):
    """Codex `apply_patch`: the patch (freeform `input`, or the `input`/`patch` argument)."""

    patch: str = ""
    shown = ("input", "patch", "patchText")

    @model_validator(mode="before")
    @classmethod
    def _text(cls, data: Any) -> Any:
        if not isinstance(data, dict) or data == {}:
            return data
        text = data.get("patch", data.get("input", data.get("patchText")))  # (opencode's)
        if not isinstance(text, str) or "*** Begin Patch" not in text:
            raise ValueError("not a patch")
        return {"patch": text}

    @property
    def files(self) -> tuple[PatchFile, ...]:
        return parse_patch(self.patch)[0]

    @property
    def outside(self) -> str:
        """Text of the argument that is not part of any file (a heredoc wrapper …)."""
        return parse_patch(self.patch)[1]

    @property
    def summary(self) -> str:
        files = self.files
        if len(files) == 1:
            return files[0].path
        return f"{len(files)} files" if files else ""

    @property
    def target_file(self) -> str:
        files = self.files
        return files[0].path if len(files) == 1 else ""
