"""The registry is the one kind table: every kind the model defines is decided in it.

Every concrete class in the model package has a row of its own, or inherits its
parent's on purpose (listed here), or is a record the page never shows. Every
row names a template that exists; every message row has a filter group with a
label, a search passage decision and a terminal emitter; tool parts have none.
The items of a message body (model/items.py, model/inline.py) have rows too:
a template, an item emitter for the terminal, and, for what can stand inside a
text run with placed images, an inline template.
"""

from __future__ import annotations

import importlib
import inspect
import pkgutil

import cc2html.pipeline  # noqa: F401  (imports the model in its working order)
from cc2html import model
from cc2html.archive.search_text import PASSAGE_CHARS
from cc2html.model import inline, items, sdk
from cc2html.model.tools.shell import BashInput, BashOutputInput, ShellRefInput
from cc2html.model.tools.agents import TaskInput
from cc2html.model.tools.agents_cli import ArgvShellInput, PathReadInput, UpdatePlanInput
from cc2html.model.tools.files import EditInput, MultiEditInput, ReadInput, WriteInput
from cc2html.model.tools.cursor import PathEditInput
from cc2html.model.tools import antigravity as agy
from cc2html.model.tools.search import GrepInput, LSInput
from cc2html.model.tools.web import WebSearchInput
from cc2html.model.tools.paths import PiEditInput, PiReadInput, PiWriteInput
from cc2html.model.tools.copilot import (CopilotTaskInput, CreateInput, StrReplaceInput,
                                         UpdateTodoInput, ViewInput)
from cc2html.model.tools import opencode as opencode_tools
from cc2html.model.tools.planning import TodoWriteInput
from cc2html.model.tools.base import ToolInput, ToolOutput
from cc2html.render.registry import FILTER_LABELS, REGISTRY, UNSEARCHED, row_for_class
from cc2html.render.to_terminal.terminal import TERMINAL_ITEM_RULES, TERMINAL_RULES
from cc2html.resources import templates_dir

#: classes that show as their parent's kind, with the parent's row
INHERITS = {
    sdk.CalledToolUseMessage: model.ToolUseMessage,
    sdk.DeniedToolResultMessage: model.ToolResultMessage,
    sdk.ServerToolResultMessage: model.ToolResultMessage,
    BashOutputInput: ShellRefInput,
    # Codex / Gemini tools shown with the Claude Code tool's view that does the same
    ArgvShellInput: BashInput,
    PathReadInput: ReadInput,
    UpdatePlanInput: TodoWriteInput,
    # Cursor CLI and Antigravity CLI tools, the same way
    PathEditInput: EditInput,
    agy.AgyCommandInput: BashInput,
    agy.AgyReadInput: ReadInput,
    agy.AgyListInput: LSInput,
    agy.AgyWriteInput: WriteInput,
    agy.AgyEditInput: EditInput,
    agy.AgyGrepInput: GrepInput,
    agy.AgyWebSearchInput: WebSearchInput,
    # pi / Qwen Code file tools (a `path`, pi's oldText/newText), shown with Claude's views
    PiReadInput: ReadInput,
    PiWriteInput: WriteInput,
    PiEditInput: EditInput,
    # Copilot CLI's tools: their Claude Code namesakes' views (model/tools/copilot.py)
    ViewInput: ReadInput,
    CreateInput: WriteInput,
    StrReplaceInput: EditInput,
    CopilotTaskInput: TaskInput,
    UpdateTodoInput: TodoWriteInput,
    # opencode tools (camelCase parameters renamed) shown with the same views
    opencode_tools.OpencodeBashInput: BashInput,
    opencode_tools.OpencodeMultiEditInput: MultiEditInput,
}
#: records feed the tree stage (titles, snapshots, tasks, hidden counts); never a message
RECORDS = (model.SummaryRecord, model.TitleRecord, model.HiddenRecord, model.AgentProgressRecord,
           sdk.SnapshotRecord, sdk.TaskRecord)
#: bases only their subclasses are built from
ABSTRACT = (model.MessageContent, model.AssistantPart)
#: the filter group of subagent folds (page/subagent.html), which have no row of their own
SUBAGENT_GROUP = "sidechain"


def model_classes() -> list[type]:
    """Every content, tool input and tool output class defined anywhere in the model package."""
    found = []
    for info in pkgutil.walk_packages(model.__path__, model.__name__ + "."):
        module = importlib.import_module(info.name)
        found += [cls for _, cls in inspect.getmembers(module, inspect.isclass)
                  if cls.__module__ == module.__name__
                  and issubclass(cls, (model.MessageContent, ToolInput, ToolOutput))]
    return found


def item_classes() -> list[type]:
    """Every class the item modules define: the parts a message body is made of."""
    return [cls for module in (items, inline)
            for _, cls in inspect.getmembers(module, inspect.isclass)
            if cls.__module__ == module.__name__]


def message_rows() -> dict[type, object]:
    return {cls: row for cls, row in REGISTRY.items() if issubclass(cls, model.MessageContent)}


def test_every_model_class_has_a_row_or_inherits_one_deliberately():
    undecided = [cls.__name__ for cls in model_classes()
                 if cls not in REGISTRY and cls not in INHERITS
                 and not issubclass(cls, RECORDS) and cls not in ABSTRACT]
    assert not undecided, f"model classes the registry does not decide: {undecided}"


def test_inheriting_classes_get_their_parents_row():
    for cls, parent in INHERITS.items():
        assert issubclass(cls, parent)
        assert row_for_class(cls) is REGISTRY[parent], cls.__name__


def test_records_have_no_row():
    assert not [cls for cls in REGISTRY if issubclass(cls, RECORDS)]


def test_every_rows_template_exists():
    root = templates_dir()
    missing = [(cls.__name__, row.template) for cls, row in REGISTRY.items()
               if not (root / row.template).is_file()]
    assert not missing


def test_every_message_row_has_a_labelled_filter_group():
    for cls, row in message_rows().items():
        assert row.filter in FILTER_LABELS, cls.__name__
        assert row.label == FILTER_LABELS[row.filter] != "", cls.__name__


def test_every_label_belongs_to_a_group_the_page_shows():
    groups = {row.filter for row in message_rows().values()} | {SUBAGENT_GROUP}
    assert set(FILTER_LABELS) == groups


def test_every_message_row_decides_its_search_passage():
    for cls, row in message_rows().items():
        assert row.passage is not None, f"{cls.__name__}: passage or UNSEARCHED"
        assert row.passage is UNSEARCHED or row.passage.kind in PASSAGE_CHARS, cls.__name__


def test_every_message_row_names_a_terminal_emitter():
    for cls, row in message_rows().items():
        assert row.family in TERMINAL_RULES, f"{cls.__name__}: {row.family!r}"


def test_tool_parts_are_not_messages():
    for cls, row in REGISTRY.items():
        if issubclass(cls, (ToolInput, ToolOutput)):
            assert (row.filter, row.passage, row.family, row.label) == ("", None, "", ""), \
                cls.__name__


def test_searched_kinds():
    """What the archive's search keeps, by kind letter (search_text.PASSAGE_CHARS)."""
    kinds = {cls.__name__: row.passage.kind for cls, row in message_rows().items()
             if row.passage is not UNSEARCHED}
    assert kinds == {
        "UserTextMessage": "u", "UserSteeringMessage": "u", "ReplayedUserMessage": "u",
        "SubagentPromptMessage": "s", "AssistantTextMessage": "a", "CitedTextMessage": "a",
        "ToolUseMessage": "t", "ServerToolUseMessage": "t", "McpToolUseMessage": "t",
        "SlashCommandMessage": "c", "BashInputMessage": "c",
        "WorkflowRunMessage": "t", "WorkflowPhaseMessage": "t", "WorkflowAgentMessage": "t",
        "WorkflowJournalResult": "t",
    }


def test_every_item_class_has_a_row_of_its_own():
    assert item_classes(), "no item classes found"
    missing = [cls.__name__ for cls in item_classes() if cls not in REGISTRY]
    assert not missing, f"body items the registry does not decide: {missing}"


def test_every_item_row_names_a_terminal_item_emitter():
    for cls in item_classes():
        row = REGISTRY[cls]
        assert row.family in TERMINAL_ITEM_RULES, f"{cls.__name__}: {row.family!r}"


def test_items_are_not_messages():
    for cls in item_classes():
        row = REGISTRY[cls]
        assert (row.filter, row.passage, row.label) == ("", None, ""), cls.__name__


def test_what_a_text_run_holds_has_an_inline_template():
    """FlowText.parts are TextItem and PlacedImage; each shows inline in the run's <pre>."""
    root = templates_dir()
    for cls in (items.TextItem, inline.PlacedImage):
        assert (root / REGISTRY[cls].inline).is_file(), cls.__name__


def test_only_items_have_inline_templates():
    assert {cls for cls, row in REGISTRY.items() if row.inline} <= set(item_classes())
