"""What every tool view shares: the generic input and output, and small helpers.

A tool without a row in the table (or whose input does not validate) gets the
generic `ToolInput`, shown as a parameter table; nothing is dropped. Typed models
keep every raw parameter in `params`, and `other_params` lists the ones their view
does not show, so a template can always append them. A typed output keeps the
generic `text`, and every piece of it a view does not show itself is kept in a
field (`rest`, `reminders`, `message` …) its template shows, so nothing is hidden.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar, NamedTuple, Optional

from pydantic import BaseModel, ConfigDict

from ..items import ImageItem


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


class NestedItem(BaseModel):
    """An item inside a typed input (an edit, a todo, a question): missing fields allowed."""

    model_config = ConfigDict(frozen=True, extra="allow", defer_build=True)


@dataclass(frozen=True, kw_only=True)
class ToolOutput:
    """Generic tool output: its text (blocks joined) and any images."""

    text: str = ""
    images: tuple[ImageItem, ...] = ()
    other: tuple[Any, ...] = ()  # content blocks we do not model, shown as JSON
    #: tools the result names (`tool_reference` blocks: what ToolSearch found)
    tool_refs: tuple[str, ...] = ()
    documents: tuple[Any, ...] = ()  # `document` blocks (model/items.py DocumentItem)

    @property
    def outcome(self) -> str:
        """A short word on what the call did, for its header ("": nothing to say)."""
        return ""

    @property
    def ok(self) -> bool:
        """False when the tool itself reported that it did not succeed."""
        return True


class NumberedLine(NamedTuple):
    """One line of a listing (a tuple: long Read results have thousands of them)."""

    number: int
    text: str



def plural(n: int, word: str) -> str:
    return f"{n:,} {word}" + ("" if n == 1 else "s")
