"""Typed tool inputs and outputs, looked up by tool name in plain tables.

A tool without a row (or whose input does not validate) gets the generic
`ToolInput`, shown as a parameter table; nothing is dropped. Typed models keep
every raw parameter in `params`, and `other_params` lists the ones their view
does not show, so a template can always append them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar, Optional

from pydantic import BaseModel, ConfigDict

from .items import ImageItem


class ToolInput(BaseModel):
    """Generic tool input: the tool's name and its raw parameters."""

    model_config = ConfigDict(frozen=True, extra="ignore", defer_build=True)

    tool_name: str = ""
    params: dict[str, Any] = {}

    #: parameters the typed view shows itself (the rest go in a table)
    shown: ClassVar[tuple[str, ...]] = ()
    #: the parameter that summarises the call on its one-line header
    key_param: ClassVar[Optional[str]] = None

    @property
    def other_params(self) -> dict[str, Any]:
        return {k: v for k, v in self.params.items() if k not in self.shown}

    @property
    def summary(self) -> str:
        """A one-line hint for the fold header: the key argument."""
        keys = (self.key_param,) if self.key_param else (
            "file_path", "path", "command", "pattern", "url", "query", "description")
        for key in keys:
            value = self.params.get(key) if key else None
            if isinstance(value, str) and value:
                return value.splitlines()[0] if value.strip() else value
        if self.key_param is None:  # an unknown tool: its first text parameter
            value = next((v for v in self.params.values() if isinstance(v, str) and v.strip()), "")
            return next(ln for ln in value.splitlines() if ln.strip()) if value else ""
        return ""

    @property
    def target_file(self) -> str:
        """The file the call names, for its result's view ("" for a tool without one)."""
        return ""

    @property
    def asked(self) -> tuple[Any, ...]:
        """The questions the call asked the user (AskUserQuestion; () for other tools)."""
        return ()

    @property
    def display_name(self) -> str:
        """The name on the fold header: an MCP tool without its `mcp__server__` prefix."""
        parts = self.tool_name.split("__", 2)
        return parts[2] if self.tool_name.startswith("mcp__") and len(parts) == 3 and parts[2] \
            else self.tool_name

    @property
    def server(self) -> Optional[str]:
        """MCP server of an `mcp__server__tool` call."""
        if self.tool_name.startswith("mcp__"):
            parts = self.tool_name.split("__", 2)
            return parts[1] if len(parts) > 2 else None
        return None


class BashInput(ToolInput):
    command: str = ""
    description: Optional[str] = None
    timeout: Optional[int] = None
    run_in_background: Optional[bool] = None
    shown = ("command", "description")
    key_param = "command"


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


class TaskInput(ToolInput):
    prompt: str = ""
    description: Optional[str] = None
    subagent_type: Optional[str] = None
    model: Optional[str] = None
    run_in_background: Optional[bool] = None
    shown = ("prompt", "description", "subagent_type", "model", "run_in_background")
    key_param = "description"

    @property
    def summary(self) -> str:
        what = self.description or next(
            (ln.strip() for ln in self.prompt.splitlines() if ln.strip()), "")
        return f"{self.subagent_type}: {what}" if self.subagent_type else what


TOOL_INPUTS: dict[str, type[ToolInput]] = {
    "Bash": BashInput,
    "Read": ReadInput,
    "Write": WriteInput,
    "Edit": EditInput,
    "Task": TaskInput,
    "Agent": TaskInput,
}

#: tools whose calls spawn a subagent transcript
SUBAGENT_TOOLS = frozenset({"Task", "Agent"})


def parse_tool_input(name: str, raw: Any) -> ToolInput:
    params = raw if isinstance(raw, dict) else ({} if raw is None else {"input": raw})
    cls = TOOL_INPUTS.get(name, ToolInput)
    if cls is not ToolInput:
        try:
            typed = cls.model_validate(
                {k: v for k, v in params.items() if k not in ("tool_name", "params")})
            return typed.model_copy(update={"tool_name": name, "params": params})
        except Exception:
            pass
    return ToolInput(tool_name=name, params=params)


# --------------------------------------------------------------------------- outputs


@dataclass(frozen=True, kw_only=True)
class ToolOutput:
    """Generic tool output: its text (blocks joined) and any images."""

    text: str = ""
    images: tuple[ImageItem, ...] = ()
    other: tuple[Any, ...] = ()  # content blocks we do not model, shown as JSON

    @property
    def outcome(self) -> str:
        """A short word on what the call did, for its header ("": nothing to say)."""
        return ""

    @property
    def ok(self) -> bool:
        """False when the tool itself reported that it did not succeed."""
        return True


#: tool name -> parser(output, sidecar) returning a typed output or None (issue 3 fills this)
TOOL_OUTPUTS: dict[str, Any] = {}


def parse_tool_output(name: Optional[str], generic: ToolOutput, sidecar: Any) -> ToolOutput:
    parser = TOOL_OUTPUTS.get(name or "")
    if parser is not None:
        try:
            typed = parser(generic, sidecar)
            if typed is not None:
                return typed
        except Exception:
            pass
    return generic
