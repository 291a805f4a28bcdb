"""The one tool table: tool name -> `Tool(input_model, output_parser)`.

Built here, once, from the family modules listed in `FAMILIES` (each holds its
tools' output parsers and a `ROWS` tuple); no module adds rows to it when it is
imported, so the table is the same whatever else has been loaded. Adding a tool
is a row in its family's `ROWS` (and its models in `model/tools/<family>.py`);
a name listed twice fails at import. Older tool names (KillBash, exit_plan_mode,
Agent) are rows of their own.

A tool without a row, or whose input does not validate, gets the generic
`ToolInput` (a parameter table); a result its parser does not recognise, or
that makes it raise, stays the generic `ToolOutput`.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from types import MappingProxyType
from typing import Any, Optional

from ...model.tools.base import ToolInput, ToolOutput
from . import (agents, agents_cli, copilot, files, opencode, planning, qwen_pi, search, shell,
               skill, web)
from .base import Rows, Tool

#: the family modules the table is built from, in order
FAMILIES = (files, shell, search, planning, web, agents, skill, agents_cli, qwen_pi, copilot,
            opencode)


def build_table(families: Iterable[Rows]) -> Mapping[str, Tool]:
    """One read-only table from the families' rows; a name in two rows is an error."""
    table: dict[str, Tool] = {}
    for rows in families:
        for name, tool in rows:
            if name in table:
                raise ValueError(f"tool {name!r} has two rows")
            table[name] = tool
    return MappingProxyType(table)


TOOLS: Mapping[str, Tool] = build_table(family.ROWS for family in FAMILIES)


def parse_tool_input(name: str, raw: Any) -> ToolInput:
    params = raw if isinstance(raw, dict) else ({} if raw is None else {"input": raw})
    tool = TOOLS.get(name)
    if tool is not None and tool.input_model is not ToolInput:
        try:
            typed = tool.input_model.model_validate(
                {k: v for k, v in params.items() if k not in ("tool_name", "params")})
            return typed.model_copy(update={"tool_name": name, "params": params})
        except Exception:
            pass
    return ToolInput(tool_name=name, params=params)


def parse_tool_output(name: Optional[str], generic: ToolOutput, sidecar: Any) -> ToolOutput:
    tool = TOOLS.get(name or "")
    parser = tool.output_parser if tool is not None else None
    if parser is not None:
        try:
            typed = parser(generic, sidecar)
            if typed is not None:
                return typed
        except Exception:
            pass
    return generic


__all__ = ["FAMILIES", "TOOLS", "Tool", "build_table", "parse_tool_input", "parse_tool_output"]
