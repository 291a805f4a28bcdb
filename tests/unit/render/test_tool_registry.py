"""Every typed tool input and output has its own registry row and an existing template."""

from __future__ import annotations

import dataclasses

from cc2html.classify.tools import TOOLS, parse_tool_input
from cc2html.model.tools import agents, files, planning, search, shell, skill, web
from cc2html.model.tools.base import ToolInput, ToolOutput
from cc2html.render.registry import REGISTRY, row_for
from cc2html.resources import templates_dir

INPUT_MODELS = {name: tool.input_model for name, tool in TOOLS.items()}
PARSED_TOOLS = {name for name, tool in TOOLS.items() if tool.output_parser is not None}

SEED_TOOLS = ("Read", "Write", "Edit", "MultiEdit", "Bash", "Glob", "Grep", "Task", "Agent",
              "TodoWrite", "AskUserQuestion", "ExitPlanMode", "WebFetch", "WebSearch",
              "BashOutput", "KillShell", "KillBash", "TaskOutput", "TaskStop", "Skill",
              "NotebookEdit", "LS")


def _output_classes() -> set[type]:
    found = set()
    for module in (agents, files, planning, search, shell, skill, web):
        for value in vars(module).values():
            if isinstance(value, type) and issubclass(value, ToolOutput) and \
                    dataclasses.is_dataclass(value):
                found.add(value)
    return found


def test_every_seed_tool_has_a_typed_input():
    for name in SEED_TOOLS:
        assert INPUT_MODELS.get(name, ToolInput) is not ToolInput, name


def test_typed_inputs_and_outputs_have_rows_and_templates():
    for cls in set(INPUT_MODELS.values()) | _output_classes():
        row = next((REGISTRY[c] for c in cls.__mro__ if c in REGISTRY), None)
        assert row is not None, cls
        assert (templates_dir() / row.template).is_file(), (cls, row.template)
    for cls in _output_classes() - {ToolOutput}:
        assert cls in REGISTRY, f"{cls.__name__} would fall back to its parent's view"


def test_results_of_seed_tools_are_parsed():
    for name in ("Read", "Edit", "MultiEdit", "Write", "Bash", "BashOutput", "TaskOutput",
                 "Glob", "Grep", "TodoWrite", "AskUserQuestion", "ExitPlanMode", "Task", "Agent",
                 "WebSearch", "WebFetch", "KillShell", "TaskStop"):
        assert name in PARSED_TOOLS, name


def test_a_typed_input_keeps_unknown_parameters_visible():
    inp = parse_tool_input("Grep", {"pattern": "x", "new_flag_2030": 1})
    assert type(inp).__name__ == "GrepInput" and inp.other_params == {"new_flag_2030": 1}
    assert row_for(inp).template == "tools/grep_input.html"


def test_an_input_that_does_not_validate_falls_back_to_the_table():
    inp = parse_tool_input("TodoWrite", {"todos": "not a list"})
    assert type(inp) is ToolInput and inp.params == {"todos": "not a list"}


def test_id_and_name_aliases_keep_the_unused_one_visible():
    shell = parse_tool_input("KillShell", {"shell_id": "a", "bash_id": "b"})
    assert shell.ref == "b" and shell.other_params == {"shell_id": "a"}
    skill = parse_tool_input("Skill", {"command": "x", "skill": "y"})
    assert skill.name == "y" and skill.other_params == {"command": "x"}
