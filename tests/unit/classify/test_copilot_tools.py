"""GitHub Copilot CLI's tool names onto the views we have (classify/tools/copilot.py), with
their own argument names (github/copilot-sdk test/snapshots), and its model names on the
price table (Claude ids with dots, GPT ids)."""

from __future__ import annotations

import pytest

from cc2html.classify.tools import parse_tool_input, parse_tool_output
from cc2html.model.tools.agents import TaskInput
from cc2html.model.tools.base import ToolOutput
from cc2html.model.tools.files import EditInput, ReadInput, WriteInput
from cc2html.model.tools.planning import TodoWriteInput
from cc2html.model.tools.search import GlobInput, GrepInput
from cc2html.model.tools.shell import BashInput, ShellOutput
from cc2html.model.tools.web import WebFetchInput
from cc2html.tree.prices import bundled_prices


def test_view_create_and_edit_are_the_file_views():
    view = parse_tool_input("view", {"path": "/p/a.py", "view_range": [2, 4]})
    assert isinstance(view, ReadInput) and (view.file_path, view.offset, view.limit) == (
        "/p/a.py", 2, 3)
    create = parse_tool_input("create", {"path": "/p/b.txt", "file_text": "hello"})
    assert isinstance(create, WriteInput) and (create.file_path, create.content) == (
        "/p/b.txt", "hello")
    for name in ("edit", "str_replace"):
        edit = parse_tool_input(name, {"path": "/p/a.py", "old_str": "-", "new_str": "+"})
        assert isinstance(edit, EditInput)
        assert (edit.file_path, edit.old_string, edit.new_string) == ("/p/a.py", "-", "+")
        assert edit.other_params == {}  # (its own names are not shown again in a table)


@pytest.mark.parametrize("name, args, view", [
    ("bash", {"command": "ls", "description": "List"}, BashInput),
    ("powershell", {"command": "dir"}, BashInput),
    ("grep", {"pattern": "def add", "path": "/p", "-n": True}, GrepInput),
    ("glob", {"pattern": "**/*.py"}, GlobInput),
    ("web_fetch", {"url": "https://example.com", "max_length": 5000}, WebFetchInput),
    ("task", {"agent_type": "explore", "prompt": "look", "description": "Look"}, TaskInput),
])
def test_the_other_tools_take_their_views(name, args, view):
    assert isinstance(parse_tool_input(name, args), view)


def test_a_task_names_its_agent_type_and_update_todo_reads_a_checklist():
    assert parse_tool_input("task", {"agent_type": "explore", "prompt": "p"}).summary.startswith(
        "explore")
    todo = parse_tool_input("update_todo", {"todos": "- [x] Fix it\n- [ ] Test it\nnotes"})
    assert isinstance(todo, TodoWriteInput)
    assert [(t.content, t.status) for t in todo.todos] == [("Fix it", "completed"),
                                                           ("Test it", "pending")]
    assert not isinstance(parse_tool_input("update_todo", {"todos": "no list"}),
                          TodoWriteInput)  # shown generically, every parameter in a table


def test_a_shell_result_s_exit_line_is_its_badge():
    out = parse_tool_output("bash", ToolOutput(text="a\nb\n<exited with exit code 1>"), None)
    assert isinstance(out, ShellOutput) and (out.stdout, out.interpretation) == (
        "a\nb", "exit code 1")


@pytest.mark.parametrize("model, family", [
    ("claude-sonnet-4.5", "Claude Sonnet 4 / 4.5"),
    ("claude-haiku-4.5", "Claude Haiku 4.5"),
    ("claude-opus-4.6", "Claude Opus 4.5 to 4.8"),
    ("gpt-5-mini", "GPT-5 mini / GPT-5.1 Codex mini"),
    ("gpt-5.1", "GPT-5 / GPT-5 Codex / GPT-5.1 / GPT-5.1 Codex"),
    ("gpt-4.1", "GPT-4.1"),
])
def test_copilot_model_names_find_their_price(model, family):
    price = bundled_prices().lookup(model)
    assert price is not None and price.name == family


def test_a_gpt_name_the_table_does_not_list_has_no_price():
    assert bundled_prices().lookup("gpt-5.9-turbo") is None


def test_a_file_tool_s_header_names_its_file():
    for name, args in (("view", {"path": "/p/a.py"}), ("create", {"path": "/p/a.py"}),
                       ("edit", {"path": "/p/a.py", "old_str": "a", "new_str": "b"})):
        assert parse_tool_input(name, args).summary == "/p/a.py"
