"""Views of GitHub Copilot CLI's tools that take other parameter names than their Claude
Code namesakes: `view`, `create`, `edit` / `str_replace`, `task` and `update_todo`.

Each is a subclass of the Claude Code view it is shown with (Read, Write, Edit, Task,
TodoWrite), so it inherits that view's template; the raw parameters stay in `params`.
Argument names: the CLI's tool calls recorded in github/copilot-sdk test/snapshots
(builtin_tools/should_read_file_with_line_range.yaml `{"path", "view_range": [2, 4]}`,
should_create_a_new_file.yaml `{"path", "file_text"}`, should_edit_a_file_successfully.yaml
`{"path", "old_str", "new_str"}`, a `task` call `{"agent_type", "name", "description",
"prompt"}`); `update_todo`'s `todos` is a Markdown checklist (`- [ ] …`, `- [x] …`).
"""

from __future__ import annotations

import re
from typing import Any

from pydantic import model_validator

from .agents import TaskInput
from .files import EditInput, ReadInput, WriteInput
from .planning import TodoWriteInput


class ViewInput(ReadInput):
    """`view`: `path`, and `view_range: [first, last]` (last -1: to the end)."""

    shown = ("path", "view_range", "file_path")

    @model_validator(mode="before")
    @classmethod
    def _path(cls, data: Any) -> Any:
        if not isinstance(data, dict) or data == {}:
            return data
        found = {"file_path": data.get("file_path") or data.get("path") or ""}
        lines = data.get("view_range")
        if isinstance(lines, list) and len(lines) == 2 and all(
                type(n) is int for n in lines) and lines[0] >= 1:
            found["offset"] = lines[0]
            found["limit"] = lines[1] - lines[0] + 1 if lines[1] >= lines[0] else None
        return found

    @property
    def summary(self) -> str:
        return self.file_path


class CreateInput(WriteInput):
    """`create`: `path` and `file_text`."""

    shown = ("path", "file_text", "file_path", "content")

    @model_validator(mode="before")
    @classmethod
    def _fields(cls, data: Any) -> Any:
        if not isinstance(data, dict) or data == {}:
            return data
        return {"file_path": data.get("file_path") or data.get("path") or "",
                "content": data.get("content", data.get("file_text")) or ""}

    @property
    def summary(self) -> str:
        return self.file_path


class StrReplaceInput(EditInput):
    """`edit` / `str_replace`: `path`, `old_str`, `new_str`."""

    shown = ("path", "old_str", "new_str", "file_path", "old_string", "new_string")

    @model_validator(mode="before")
    @classmethod
    def _fields(cls, data: Any) -> Any:
        if not isinstance(data, dict) or data == {}:
            return data
        return {"file_path": data.get("file_path") or data.get("path") or "",
                "old_string": data.get("old_string", data.get("old_str")) or "",
                "new_string": data.get("new_string", data.get("new_str")) or ""}

    @property
    def summary(self) -> str:
        return self.file_path


class CopilotTaskInput(TaskInput):
    """`task`: a sub-agent's `prompt`, `description`, `agent_type` (and its `name`)."""

    shown = (*TaskInput.shown, "agent_type", "name", "model")  # (opencode's `subagent_type` too)

    @model_validator(mode="before")
    @classmethod
    def _kind(cls, data: Any) -> Any:
        if isinstance(data, dict) and "agent_type" in data and "subagent_type" not in data:
            return {**data, "subagent_type": data["agent_type"]}
        return data


_ITEM = re.compile(r"\s*(?:[-*]|\d+[.)])\s+\[([ xX~-])\]\s+(.*\S)")
_STATUS = {" ": "pending", "x": "completed", "X": "completed", "~": "in_progress",
           "-": "in_progress"}


class UpdateTodoInput(TodoWriteInput):
    """`update_todo`: `todos`, a Markdown checklist, shown as a todo list."""

    shown = ("todos",)

    @model_validator(mode="before")
    @classmethod
    def _list(cls, data: Any) -> Any:
        if data == {}:
            return data
        text = data.get("todos") if isinstance(data, dict) else None
        if not isinstance(text, str):
            raise ValueError("todos is not a checklist")  # shown generically
        items = [m for m in map(_ITEM.match, text.splitlines()) if m is not None]
        if not items:
            raise ValueError("no checklist item")
        return {"todos": [{"content": m.group(2), "status": _STATUS[m.group(1)]}
                          for m in items]}
