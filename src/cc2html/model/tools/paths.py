"""File tool views for agents that name a file `path` (pi) or `filePath` rather than Claude
Code's `file_path`, and an edit's texts `oldText`/`newText` (pi: badlogic/pi-mono
packages/coding-agent/src/core/tools/{write,edit}.ts schemas). Each is the Claude Code
view it is shown with, its parameters renamed before validation; the raw ones stay in
`params`."""

from __future__ import annotations

from typing import Any

from pydantic import model_validator

from .files import EditInput, ReadInput, WriteInput

_PATH = ("file_path", "path", "filePath", "absolute_path")
_RENAMES = {"old_string": ("oldText", "oldString", "old_str"),
            "new_string": ("newText", "newString", "new_str"),
            "replace_all": ("replaceAll",)}


def _renamed(data: Any) -> Any:
    if not isinstance(data, dict) or not data:
        return data
    out = {**data, "file_path": next((data[k] for k in _PATH if isinstance(data.get(k), str)),
                                     "")}
    for name, others in _RENAMES.items():
        if name not in data:
            found = next((data[k] for k in others if k in data), None)
            if found is not None:
                out[name] = found
    return out


class _Named:
    """The call's header names its file whatever the parameter was called (the base
    summary reads the raw `file_path`, which these agents do not write)."""

    file_path: str

    @property
    def summary(self) -> str:
        return self.file_path


class PiReadInput(_Named, ReadInput):
    """A read whose file is `path` (pi `read`), or Gemini's `absolute_path`."""

    shown = ("file_path", *_PATH[1:], "offset", "limit")

    @model_validator(mode="before")
    @classmethod
    def _path(cls, data: Any) -> Any:
        return _renamed(data)


class PiWriteInput(_Named, WriteInput):
    """A write whose file is `path` (pi `write`)."""

    shown = ("file_path", *_PATH[1:], "content")

    @model_validator(mode="before")
    @classmethod
    def _path(cls, data: Any) -> Any:
        return _renamed(data)


class PiEditInput(_Named, EditInput):
    """An edit whose file is `path` and texts `oldText`/`newText` (pi `edit`), or Claude's
    names (Qwen Code `edit`), or Copilot CLI's `path`/`old_str`/`new_str` (its `edit`)."""

    shown = ("file_path", *_PATH[1:], "old_string", "new_string", "replace_all",
             *(name for names in _RENAMES.values() for name in names))

    @model_validator(mode="before")
    @classmethod
    def _path(cls, data: Any) -> Any:
        return _renamed(data)
