"""What a turn came to (tree/turns.py): its last answer, the main agent's calls by tool,
the files they named, its time, its subagents apart.

Fixture: turns (make_turn_fixtures.py): a turn of seven kinds of call, one a Task whose
subagent makes two calls, a Windows path and a file edited twice; a turn of one call and
no text; a turn of one text.
"""

from __future__ import annotations

from collections import Counter

from hypothesis import given, strategies as st

from cc2html.model import (AssistantTextMessage, MessageMeta, TextItem, ToolUseMessage,
                           UserTextMessage)
from cc2html.model.tools.base import ToolInput
from cc2html.pipeline import build
from cc2html.tree.nodes import Node
from cc2html.tree.turns import base_name, turn_summaries, turn_summary
from helpers import TEST_DATA


def _turns():
    doc, _, _ = build(TEST_DATA / "turns.jsonl")
    session = doc.sessions[0]
    return session, [turn_summaries(doc.sessions)[n.id] for n in session.nodes]


def test_each_main_thread_turn_has_a_summary_keyed_by_its_first_card():
    session, summaries = _turns()
    assert len(summaries) == 3 == len(session.nodes)


def test_the_answer_is_the_turns_last_assistant_text():
    session, (first, second, third) = _turns()
    texts = {n.id: n.msg.text for n in session.walk() if isinstance(n.msg, AssistantTextMessage)}
    assert texts[first.answer] == "Fixed: the parser now handles empty input."
    assert second.answer is None  # a call and no text
    assert texts[third.answer] == "You're welcome."


def test_the_tally_counts_the_main_agents_calls_most_first_ties_in_order_of_use():
    _, (first, second, third) = _turns()
    assert first.tools == (("Bash", 3), ("Edit", 2), ("Read", 1), ("Task", 1),
                           ("getDiagnostics", 1))  # the MCP tool without its prefix
    assert first.calls == 8
    assert second.tools == (("Bash", 1),) and third.tools == ()


def test_subagent_calls_are_counted_apart_not_in_the_tally():
    _, (first, second, _) = _turns()
    assert (first.subagents, first.subagent_tools) == (1, 2)  # its Grep and Read
    assert "Grep" not in dict(first.tools)
    assert (second.subagents, second.subagent_tools) == (0, 0)


def test_files_are_named_once_in_order_with_their_base_names():
    _, (first, _, _) = _turns()
    assert first.files == ("/home/dev/project/src/parser.py", "C:\\work\\tests\\test_parser.py")
    assert [name for name, _ in first.file_names] == ["parser.py", "test_parser.py"]
    # the subagent's Read of docs/notes.md is its own
    assert not any("notes.md" in path for path in first.files)


def test_duration_runs_from_the_turns_first_line_to_its_last():
    _, (first, second, third) = _turns()
    assert (first.seconds, second.seconds, third.seconds) == (184.0, 2.0, 1.0)


def test_base_name_of_posix_windows_and_odd_paths():
    assert base_name("/a/b/c.py") == "c.py"
    assert base_name("C:\\x\\y.txt") == "y.txt"
    assert base_name("dir/") == "dir"
    assert base_name("/") == "/"
    assert base_name("plain") == "plain"


def _call(n: int, name: str) -> Node:
    msg = ToolUseMessage(tool_use_id=f"t{n}", tool_name=name, input=ToolInput(tool_name=name),
                         meta=MessageMeta(uuid=f"c{n}"))
    return Node(msg, f"c{n}")


@given(st.lists(st.sampled_from(["Bash", "Edit", "Read", "Grep"]), max_size=30))
def test_tally_is_a_count_of_every_call_ordered_by_count_then_first_use(names):
    prompt = UserTextMessage(items=(TextItem(text="go"),), meta=MessageMeta(uuid="p"))
    text = AssistantTextMessage(items=(TextItem(text="ok"),), meta=MessageMeta(uuid="a"))
    reply = Node(text, "a", children=[_call(n, name) for n, name in enumerate(names)])
    summary = turn_summary(Node(prompt, "p", children=[reply]))
    assert dict(summary.tools) == Counter(names)
    first = {name: names.index(name) for name in names}
    assert list(summary.tools) == sorted(summary.tools, key=lambda kv: (-kv[1], first[kv[0]]))
    assert summary.answer == "a" and summary.seconds is None
