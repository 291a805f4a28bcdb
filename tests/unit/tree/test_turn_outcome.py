"""What a turn came of (tree/turns.py, tree/changes.py): its substantive answer rather than
a closing question, the texts after it, the files its edit calls changed kept apart from the
files it read, with lines added and removed and the calls that hold the diffs, its test
runs and failed calls. Nodes are built by hand here: each test names the shape it needs.
"""

from __future__ import annotations

from cc2html.model import (AssistantTextMessage, MessageMeta, TextItem, ToolResultMessage,
                           ToolUseMessage, UserTextMessage)
from cc2html.model.tools import files
from cc2html.model.tools.agents_cli import ApplyPatchInput
from cc2html.model.tools.shell import BashInput
from cc2html.tree.changes import call_changes, file_changes
from cc2html.tree.nodes import Node
from cc2html.tree.turns import substantive, turn_summary

SUMMARY = ("Epic complete. Here is a summary of what was done: the registry, the hook "
           "controller and the sync job, with their tests.")


def _text(uid: str, text: str, children: list[Node] | None = None) -> Node:
    msg = AssistantTextMessage(items=(TextItem(text=text),), meta=MessageMeta(uuid=uid))
    return Node(msg, uid, children=children or [])


def _call(uid: str, inp, error: bool = False) -> Node:
    msg = ToolUseMessage(tool_use_id=uid, tool_name=inp.tool_name, input=inp,
                         meta=MessageMeta(uuid=uid))
    result = ToolResultMessage(tool_use_id=uid, is_error=error, meta=MessageMeta(uuid=uid + "r"))
    return Node(msg, uid, result=Node(result, uid + "r"))


def _turn(*children: Node) -> Node:
    prompt = UserTextMessage(items=(TextItem(text="go"),), meta=MessageMeta(uuid="p"))
    return Node(prompt, "p", children=list(children))


def test_a_closing_question_is_not_the_answer_the_summary_before_it_is():
    turn = _turn(_text("a1", SUMMARY), _text("a2", "Want me to continue with it?"))
    summary = turn_summary(turn)
    assert summary.answer == "a1"
    assert summary.closing == (("a2", "Want me to continue with it?"),)


def test_a_one_liner_after_the_summary_is_not_the_answer():
    summary = turn_summary(_turn(_text("a1", SUMMARY), _text("a2", "Done.")))
    assert summary.answer == "a1" and [i for i, _ in summary.closing] == ["a2"]


def test_with_no_substantive_text_the_answer_is_the_last_text():
    summary = turn_summary(_turn(_text("a1", "Looking."), _text("a2", "Shall I go on?")))
    assert summary.answer == "a2" and summary.closing == ()


def test_a_long_question_is_substantive():
    assert substantive(" ".join(["word"] * 45) + "?")
    assert not substantive("Want me to continue with it?")
    assert not substantive("Done, all green.")
    assert substantive(SUMMARY)


def test_edited_files_are_kept_apart_from_read_files_with_their_counts_and_calls():
    read = _call("r1", files.ReadInput(tool_name="Read", file_path="/p/notes.md"))
    edit1 = _call("e1", files.EditInput(tool_name="Edit", file_path="/p/a.py",
                                        old_string="x = 1\ny = 2\n", new_string="x = 1\ny = 3\nz = 4\n"))
    read_a = _call("r2", files.ReadInput(tool_name="Read", file_path="/p/a.py"))
    edit2 = _call("e2", files.WriteInput(tool_name="Write", file_path="/p/a.py", content="1\n2\n"))
    write = _call("w1", files.WriteInput(tool_name="Write", file_path="/p/b.py", content="a\nb\nc\n"))
    summary = turn_summary(_turn(_text("a1", SUMMARY, [read, edit1, read_a, edit2, write])))
    assert [(c.path, c.added, c.removed, c.calls) for c in summary.edited] == [
        ("/p/a.py", 4, 1, ("e1", "e2")), ("/p/b.py", 3, 0, ("w1",))]
    assert summary.read_names == (("notes.md", "/p/notes.md"),)
    assert (summary.added, summary.removed) == (7, 1)


def test_a_failed_edit_changed_nothing_and_counts_as_a_failed_call():
    bad = _call("e1", files.EditInput(tool_name="Edit", file_path="/p/a.py", old_string="a",
                                      new_string="b"), error=True)
    summary = turn_summary(_turn(_text("a1", SUMMARY, [bad])))
    assert summary.edited == () and summary.errors == 1


def test_test_runs_are_shell_calls_running_a_test_runner():
    calls = [_call(f"b{n}", BashInput(tool_name="Bash", command=cmd)) for n, cmd in enumerate(
        ["cd app && mix test", "uv run pytest -q tests", "npm run test", "cargo test --all",
         "go test ./...", "ls -la", "git commit -m 'add pytest config'"])]
    summary = turn_summary(_turn(_text("a1", SUMMARY, calls)))
    assert summary.tests == 6  # the commit message names pytest: a word of the command
    assert summary.commits == 0  # no result reported one


def test_an_apply_patch_changes_each_of_its_files():
    patch = ("*** Begin Patch\n*** Update File: src/a.py\n@@\n-old\n+new\n+more\n"
             "*** Add File: src/b.py\n+hello\n*** End Patch")
    inp = ApplyPatchInput.model_validate({"tool_name": "apply_patch", "patch": patch})
    node = _call("p1", inp)
    assert call_changes(node.msg) == [("src/a.py", 2, 1), ("src/b.py", 1, 0)]
    assert [c.name for c in file_changes([node])] == ["a.py", "b.py"]


def test_a_multiedit_sums_its_edits():
    inp = files.MultiEditInput.model_validate({
        "tool_name": "MultiEdit", "file_path": "/p/c.py",
        "edits": [{"old_string": "a", "new_string": "b"}, {"old_string": "", "new_string": "c\nd"}]})
    assert call_changes(_call("m1", inp).msg) == [("/p/c.py", 3, 1)]


def test_a_subagents_edits_count_with_the_turn_that_spawned_it_and_the_session():
    """Fixture subagent_edits (make_turn_fixtures.py): the first turn edits cache.ex and
    spawns a subagent that edits app.ex and writes cache_test.exs; the second edits
    cache.ex again."""
    from cc2html.pipeline import build
    from cc2html.tree.changes import session_changes
    from cc2html.tree.nodes import walk
    from cc2html.tree.turns import turn_summaries
    from helpers import TEST_DATA

    doc, _, _ = build(TEST_DATA / "subagent_edits.jsonl")
    session = doc.sessions[0]
    first, second = turn_summaries([session]).values()
    assert [(c.name, c.added, c.removed) for c in first.edited] == [
        ("cache.ex", 1, 0), ("app.ex", 1, 0), ("cache_test.exs", 3, 0)]
    assert [c.name for c in second.edited] == ["cache.ex"]
    changes = session_changes(session)
    assert [(c.name, len(c.calls)) for c in changes] == [
        ("cache.ex", 2), ("app.ex", 1), ("cache_test.exs", 1)]
    sub = next(n.subagent for n in walk(session.nodes) if n.subagent is not None)
    inner = {n.id for n in walk(sub.nodes)}
    assert changes[1].calls[0] in inner and changes[2].calls[0] in inner  # its own cards
    assert changes[0].calls[0] not in inner
