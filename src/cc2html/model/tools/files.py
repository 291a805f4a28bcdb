"""Views of the tools that read and change files: Read, Write, Edit, MultiEdit, NotebookEdit."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from .base import NestedItem, NumberedLine, ToolInput, ToolOutput, plural

# --------------------------------------------------------------------------- inputs


class ReadInput(ToolInput):
    file_path: str = ""
    offset: Optional[int] = None
    limit: Optional[int] = None
    shown = ("file_path", "offset", "limit")
    key_param = "file_path"

    @property
    def target_file(self) -> str:
        return self.file_path


class WriteInput(ToolInput):
    file_path: str = ""
    content: str = ""
    shown = ("file_path", "content")
    key_param = "file_path"

    @property
    def target_file(self) -> str:
        return self.file_path


class EditInput(ToolInput):
    file_path: str = ""
    old_string: str = ""
    new_string: str = ""
    replace_all: Optional[bool] = None
    shown = ("file_path", "old_string", "new_string", "replace_all")
    key_param = "file_path"

    @property
    def target_file(self) -> str:
        return self.file_path


class EditItem(NestedItem):
    old_string: str = ""
    new_string: str = ""
    replace_all: Optional[bool] = None


class MultiEditInput(ToolInput):
    file_path: str = ""
    edits: tuple[EditItem, ...] = ()
    shown = ("file_path", "edits")
    key_param = "file_path"

    @property
    def summary(self) -> str:
        return f"{self.file_path} ({len(self.edits)} edits)" if self.file_path else ""

    @property
    def target_file(self) -> str:
        return self.file_path


class NotebookEditInput(ToolInput):
    notebook_path: str = ""
    new_source: str = ""
    cell_id: Optional[str] = None
    cell_type: Optional[str] = None
    edit_mode: Optional[str] = None
    shown = ("notebook_path", "new_source", "cell_id", "cell_type", "edit_mode")
    key_param = "notebook_path"

    @property
    def language(self) -> str:
        return "markdown" if self.cell_type == "markdown" else "python"


# --------------------------------------------------------------------------- outputs


@dataclass(frozen=True, kw_only=True)
class ReadOutput(ToolOutput):
    file_path: str = ""
    lines: tuple[NumberedLine, ...] = ()
    total_lines: Optional[int] = None
    rest: str = ""
    reminders: tuple[str, ...] = ()

    @property
    def code(self) -> str:
        return "\n".join(line.text for line in self.lines)

    @property
    def numbers(self) -> str:
        return "\n".join(str(line.number) for line in self.lines)

    @property
    def outcome(self) -> str:
        first, last = self.lines[0].number, self.lines[-1].number
        span = plural(len(self.lines), "line") + (f" ({first}–{last})" if first != 1 else "")
        return span + (f" of {self.total_lines:,}" if self.total_lines else "")


@dataclass(frozen=True, kw_only=True)
class FileChangeOutput(ToolOutput):
    """Edit, MultiEdit and Write: the confirmation, and the snippet Edit shows after it."""

    message: str = ""
    file_path: str = ""
    change: str = ""  # "create" | "update" | "" (from the sidecar)
    snippet: tuple[NumberedLine, ...] = ()
    rest: str = ""
    reminders: tuple[str, ...] = ()
    user_modified: bool = False

    @property
    def code(self) -> str:
        return "\n".join(line.text for line in self.snippet)

    @property
    def numbers(self) -> str:
        return "\n".join(str(line.number) for line in self.snippet)

    @property
    def outcome(self) -> str:
        if self.change in ("create", "update"):
            return self.change + "d"
        first = self.message.split("\n", 1)[0]
        if first.startswith("File created successfully"):
            return "created"
        return "updated" if " has been updated" in first else ""
