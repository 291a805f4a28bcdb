"""Views of the Antigravity CLI's (`agy`) tools, each the view of the Claude Code tool that
does the same, its arguments under agy's names: `run_command` as Bash's (`CommandLine`),
`view_file` as Read's (`AbsolutePath`), `list_dir` as LS's (`DirectoryPath`),
`write_to_file` as Write's (`TargetFile`, `CodeContent`), `replace_file_content` as
Edit's (`TargetFile`, `TargetContent`, `ReplacementContent`), `grep_search` as Grep's
(`Query`, `SearchPath`), `search_web` as WebSearch's (`query`).

Sources: the tool names, kenn-io/agentsview internal/parser/taxonomy.go ("Antigravity
tools"); `DirectoryPath` and `TargetFile`, jazzyalex/agent-sessions
Resources/Fixtures/stage0/agents/antigravity/cli_small.jsonl; the other argument names,
third-party guides to agy's tools (e.g. rrrrekt/agent-voice .agent/TOOL-USAGE-GUIDELINES.md:
`StartLine`, `EndLine`, `TargetContent`), not agy's own source, which is not public. So
each view takes agy's name or the Claude Code one, and an argument it does not know stays
in the parameter table (`params`), as for every tool."""

from __future__ import annotations

from typing import Any

from pydantic import model_validator

from .files import EditInput, ReadInput, WriteInput
from .search import GrepInput, LSInput
from .shell import BashInput
from .web import WebSearchInput


def _renamed(data: Any, names: dict[str, str]) -> Any:
    """`data` with each of agy's names given the Claude Code name it stands for."""
    if not isinstance(data, dict):
        return data
    extra = {ours: data[theirs] for theirs, ours in names.items()
             if theirs in data and ours not in data}
    return {**data, **extra}


class AgyCommandInput(BashInput):
    @model_validator(mode="before")
    @classmethod
    def _names(cls, data: Any) -> Any:
        return _renamed(data, {"CommandLine": "command"})


class AgyReadInput(ReadInput):
    @model_validator(mode="before")
    @classmethod
    def _names(cls, data: Any) -> Any:
        return _renamed(data, {"AbsolutePath": "file_path"})


class AgyListInput(LSInput):
    @model_validator(mode="before")
    @classmethod
    def _names(cls, data: Any) -> Any:
        return _renamed(data, {"DirectoryPath": "path"})


class AgyWriteInput(WriteInput):
    @model_validator(mode="before")
    @classmethod
    def _names(cls, data: Any) -> Any:
        return _renamed(data, {"TargetFile": "file_path", "CodeContent": "content"})


class AgyEditInput(EditInput):
    @model_validator(mode="before")
    @classmethod
    def _names(cls, data: Any) -> Any:
        return _renamed(data, {"TargetFile": "file_path", "TargetContent": "old_string",
                               "ReplacementContent": "new_string"})


class AgyGrepInput(GrepInput):
    @model_validator(mode="before")
    @classmethod
    def _names(cls, data: Any) -> Any:
        return _renamed(data, {"Query": "pattern", "SearchPath": "path"})


class AgyWebSearchInput(WebSearchInput):
    @model_validator(mode="before")
    @classmethod
    def _names(cls, data: Any) -> Any:
        return _renamed(data, {"Query": "query"})
