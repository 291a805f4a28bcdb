"""Views of the Cursor CLI agent's tools that have no Claude Code namesake, each shown
with the view of the Claude Code tool that does the same: `StrReplace` as Edit's (its path
in `path` or `file_path`). Names: kenn-io/agentsview internal/parser/taxonomy.go
`NormalizeToolCategory` ("Cursor tools": ApplyPatch, Shell, StrReplace, LS); Shell's
`command`/`description` from jazzyalex/agent-sessions
AgentSessionsTests/Fixtures/Cursor/test-session.jsonl. The raw parameters stay in
`params`, as for every tool."""

from __future__ import annotations

from typing import Any

from pydantic import model_validator

from .files import EditInput


class PathEditInput(EditInput):
    """Cursor `StrReplace`: Edit's view, the file given as `path` (or `file_path`)."""

    shown = ("file_path", "path", "old_string", "new_string", "replace_all")

    @model_validator(mode="before")
    @classmethod
    def _path(cls, data: Any) -> Any:
        if isinstance(data, dict) and "file_path" not in data:
            return {**data, "file_path": data.get("path") or ""}
        return data
