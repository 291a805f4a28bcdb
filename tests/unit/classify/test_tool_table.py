"""The one tool table: complete, built from its families alone, the same whatever is imported."""

from __future__ import annotations

import json
import os
import pkgutil
import subprocess
import sys
import types
import typing
from pathlib import Path

import pytest

import cc2html
import cc2html.classify.sdk  # noqa: F401  (so this process's table has seen the SDK classifier)
import cc2html.classify.tools as tool_table
from cc2html.classify.tools import FAMILIES, TOOLS, Tool, build_table, parse_tool_input
from cc2html.model.tools import agents, files, planning, search, shell, skill, web
from cc2html.model.tools.base import ToolInput, ToolOutput
from cc2html.render.registry import REGISTRY, row_for
from cc2html.resources import templates_dir

MODEL_FAMILIES = (agents, files, planning, search, shell, skill, web)

#: prints the table as {name: [input model, output parser]} (qualified names) and whether the
#: SDK classifier was loaded; run in a fresh interpreter
DUMP = """
import json, sys
from cc2html.classify.tools import TOOLS
def name(obj):
    return None if obj is None else f"{obj.__module__}.{obj.__qualname__}"
print(json.dumps({"sdk_loaded": "cc2html.classify.sdk" in sys.modules,
                  "tools": {n: [name(t.input_model), name(t.output_parser)]
                            for n, t in TOOLS.items()}}))
"""


def _qualified(obj: object) -> str | None:
    return None if obj is None else f"{obj.__module__}.{obj.__qualname__}"


def _returned_classes(parser: object) -> set[type]:
    """The ToolOutput subclasses a parser's return annotation names."""
    hint = typing.get_type_hints(parser)["return"]
    pending, found = [hint], set()
    while pending:
        item = pending.pop()
        if typing.get_origin(item) in (typing.Union, types.UnionType):
            pending.extend(typing.get_args(item))
        elif isinstance(item, type) and issubclass(item, ToolOutput):
            found.add(item)
    return found


def _parsers() -> set[object]:
    return {tool.output_parser for tool in TOOLS.values() if tool.output_parser is not None}


def _model_classes(base: type) -> set[type]:
    return {value for module in MODEL_FAMILIES for value in vars(module).values()
            if isinstance(value, type) and issubclass(value, base) and value is not base
            and value.__module__ == module.__name__}


def test_every_tool_has_a_typed_input_model():
    for name, tool in TOOLS.items():
        assert isinstance(tool, Tool), name
        assert issubclass(tool.input_model, ToolInput), name
        assert tool.input_model is not ToolInput, f"{name} has no input model of its own"


def test_every_input_model_has_a_registry_row_and_a_template():
    for cls in {tool.input_model for tool in TOOLS.values()}:
        row = row_for(cls())
        assert (templates_dir() / row.template).is_file(), (cls, row.template)


def test_every_typed_output_a_parser_returns_has_its_own_row_and_template():
    for parser in _parsers():
        returned = _returned_classes(parser)
        assert returned, f"{parser.__qualname__} names no typed output it returns"
        for cls in returned:
            assert cls in REGISTRY, f"{cls.__name__} would fall back to its parent's view"
            assert (templates_dir() / REGISTRY[cls].template).is_file(), cls


def test_every_typed_output_and_input_model_is_reachable_from_the_table():
    returned = set().union(*(_returned_classes(p) for p in _parsers()))
    assert _model_classes(ToolOutput) <= returned
    used = {tool.input_model for tool in TOOLS.values()}
    # ShellRefInput is the shared base of the id-naming inputs, not a tool's own model
    assert _model_classes(ToolInput) - used == {shell.ShellRefInput}


def test_the_table_is_every_family_row_and_lists_every_family_module():
    modules = {info.name for info in pkgutil.iter_modules(tool_table.__path__)} - {"base"}
    assert modules == {family.__name__.rsplit(".", 1)[1] for family in FAMILIES}
    rows = [row for family in FAMILIES for row in family.ROWS]
    assert len(rows) == len(TOOLS)
    assert all(TOOLS[name] is tool for name, tool in rows)


def test_the_table_cannot_be_added_to():
    with pytest.raises(TypeError):
        TOOLS["NewTool"] = Tool(ToolInput)  # type: ignore[index]


def test_a_tool_listed_twice_is_an_error():
    rows = (("Read", Tool(files.ReadInput)),)
    with pytest.raises(ValueError, match="Read"):
        build_table([rows, rows])


@pytest.mark.parametrize("alias, name", [("Agent", "Task"), ("KillBash", "KillShell"),
                                         ("exit_plan_mode", "ExitPlanMode")])
def test_older_and_newer_tool_names_read_the_same(alias, name):
    assert TOOLS[alias].input_model is TOOLS[name].input_model
    assert TOOLS[alias].output_parser is TOOLS[name].output_parser
    assert type(parse_tool_input(alias, {})) is TOOLS[name].input_model


def test_the_table_is_the_same_whether_or_not_the_sdk_classifier_was_imported():
    assert "cc2html.classify.sdk" in sys.modules
    env = {**os.environ, "PYTHONPATH": str(Path(cc2html.__file__).parents[1])}
    done = subprocess.run([sys.executable, "-c", DUMP], capture_output=True, text=True,
                          env=env, timeout=120, check=True)
    fresh = json.loads(done.stdout)
    assert fresh["sdk_loaded"] is False
    here = {n: [_qualified(t.input_model), _qualified(t.output_parser)] for n, t in TOOLS.items()}
    assert fresh["tools"] == here
    assert fresh["tools"]["Skill"][1] == "cc2html.classify.tools.skill.parse_skill_output"
