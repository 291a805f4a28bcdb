"""The tree is built by one visible list of passes (tree/build.py `PASSES`), in order.

Each pass returns the sessions; nodes' child lists are replaced, never rewritten in place;
a subagent has its page anchor from the moment it is made."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cc2html.classify import ClassifyContext
from cc2html.model import HookAttachmentMessage, TaskNotificationMessage, ToolUseMessage
from cc2html.pipeline import build, read_messages
from cc2html.tree import build as tree_build
from cc2html.tree.build import PASSES, build_document
from cc2html.tree.nodes import Subagent

from helpers import call_lines, user_line

NAMES = ("thread", "sidecars", "groups", "progress", "strays", "workflows", "placement", "sdk",
         "labels", "flatten",
         "background")


def _base(uuid: str, kind: str, **extra: object) -> dict:
    return {"type": kind, "uuid": uuid, "sessionId": "s1", "timestamp": "2026-01-01T00:00:09Z",
            **extra}


LINES = [
    user_line(1, "edit it"),
    *call_lines(2, "Edit", {"file_path": "x", "old_string": "a", "new_string": "b"}, "ok"),
    _base("h1", "attachment", attachment={"type": "hook_success", "toolUseID": "toolu_2",
          "hookName": "PostToolUse:Edit", "hookEvent": "PostToolUse"}),
    *call_lines(3, "Agent", {"prompt": "dig", "run_in_background": True},
                "Async agent launched. agentId: bg1", toolUseResult={"agentId": "bg1"}),
    user_line(4, "<task-notification><task-id>bg1</task-id><status>completed</status>"
                 "<summary>done digging</summary></task-notification>"),
    {"type": "user", "uuid": "c1", "sessionId": "s1", "isSidechain": True, "agentId": "bg1",
     "message": {"role": "user", "content": "dig"}},
    {"type": "assistant", "uuid": "c2", "sessionId": "s1", "isSidechain": True,
     "agentId": "bg1", "message": {"role": "assistant", "content": [
         {"type": "text", "text": "dug deep"}]}},
]


@pytest.fixture()
def messages(tmp_path: Path) -> list:
    path = tmp_path / "s1.jsonl"
    path.write_text("".join(json.dumps(line) + "\n" for line in LINES))
    return read_messages(path, [], ClassifyContext())


def _node(doc, kind):
    return next(n for n in doc.sessions[0].walk() if isinstance(n.msg, kind))


def test_the_pass_list_names_every_pass_in_order() -> None:
    assert tuple(name for name, _ in PASSES) == NAMES
    for _, run in PASSES:
        assert run.__doc__, f"{run.__name__} says what it reads and sets"


def test_build_runs_exactly_the_pass_list(messages, monkeypatch) -> None:
    ran: list[str] = []

    def recording(name, run):
        def wrapped(b, sessions):
            ran.append(name)
            return run(b, sessions)
        return wrapped

    monkeypatch.setattr(tree_build, "PASSES", tuple((n, recording(n, r)) for n, r in PASSES))
    build_document(messages)
    assert tuple(ran) == NAMES


def test_background_links_are_a_pass_of_the_build(messages, monkeypatch) -> None:
    """build_document itself links hooks and notifications (pipeline.py runs no tree pass)."""
    doc = build_document(messages)
    edit = next(n for n in doc.sessions[0].walk()
                if isinstance(n.msg, ToolUseMessage) and n.msg.tool_name == "Edit")
    hook = _node(doc, HookAttachmentMessage)
    note = _node(doc, TaskNotificationMessage)
    assert hook in edit.children
    assert note.spawner is not None and note.spawner.notifications == [note]
    monkeypatch.setattr(tree_build, "PASSES", tuple(p for p in PASSES if p[0] != "background"))
    unlinked = build_document(messages)
    assert _node(unlinked, TaskNotificationMessage).spawner is None
    assert not any(isinstance(c.msg, HookAttachmentMessage)
                   for n in unlinked.sessions[0].walk() if isinstance(n.msg, ToolUseMessage)
                   for c in n.children)


def test_passes_replace_child_lists_instead_of_rewriting_them(messages) -> None:
    b = tree_build._gather(messages, None)
    sessions: list = []
    for name, run in PASSES[:-1]:
        sessions = run(b, sessions)
    before = [(node, node.children, list(node.children)) for node in sessions[0].walk()]
    [session] = PASSES[-1][1](b, sessions)
    for node, old_list, old_items in before:
        assert old_list == old_items  # the list the node had is as it was
    assert any(node.children is not old for node, old, _ in before)
    assert session is not sessions[0]


def test_every_subagent_has_its_anchor_when_made(messages, tmp_path: Path) -> None:
    doc = build_document(messages)
    subs = [n.subagent for n in doc.sessions[0].walk() if n.subagent is not None]
    subs += doc.sessions[0].unlinked
    assert [s.key for s in subs] == ["bg1"]
    assert subs[0].anchor == "subagent-bg1"
    with pytest.raises(TypeError):
        Subagent("k", [], "sidecar")  # type: ignore[call-arg]  (no anchor: not made)


def test_anchors_stay_unique_when_keys_repeat(tmp_path: Path) -> None:
    """One agent id both as sidechain lines of the file and as an unlinked sidecar file."""
    main = tmp_path / "s1.jsonl"
    main.write_text("".join(json.dumps(line) + "\n" for line in LINES))
    side = tmp_path / "s1" / "subagents" / "agent-bg1.jsonl"
    side.parent.mkdir(parents=True)
    side.write_text(json.dumps({"type": "user", "uuid": "x1", "sessionId": "s1",
                                "isSidechain": True, "agentId": "bg1",
                                "message": {"role": "user", "content": "again"}}) + "\n")
    doc, _, _ = build(main)
    session = doc.sessions[0]
    anchors = [n.subagent.anchor for n in session.walk() if n.subagent is not None]
    anchors += [s.anchor for s in session.unlinked]
    assert sorted(anchors) == ["subagent-bg1", "subagent-bg1-2"]
