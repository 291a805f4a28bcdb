"""Build-tree stage: a resumed session (issue 13 item 10, resumes).

When a prompt and its answer carry different session ids (the answer's parentUuid is the
prompt), they stay in one turn, in the answer's session; a session whose first line's
parent is in another session of the file says it continues from that one.
"""

from __future__ import annotations

from cc2html.model import AssistantTextMessage, MessageMeta, UserTextMessage
from cc2html.pipeline import build
from cc2html.tree.sessions import split_main
from helpers import TEST_DATA, render_path, terminal_outputs

OLD, NEW = "7e4d0000-0000-4000-8000-00000000000a", "7e4d0000-0000-4000-8000-00000000000b"


def _doc():
    doc, _, _ = build(TEST_DATA / "resume.jsonl")
    return doc


def test_prompt_and_answer_of_two_session_ids_stay_one_turn():
    old, new = _doc().sessions
    assert (old.session_id, new.session_id) == (OLD, NEW)
    assert [n.msg.text for n in old.nodes] == ["Old session: list the tests."]
    first = new.nodes[0]
    assert first.msg.text == "Run them, please."
    assert [c.msg.text for c in first.children] == ["All three pass."]


def test_the_later_session_continues_from_the_earlier_one_on_the_page():
    old, new = _doc().sessions
    assert (old.continues, new.continues, new.continues_here) == (None, OLD, True)
    page = render_path(TEST_DATA / "resume.jsonl")
    assert (f'Continues from session <a href="#session-{OLD}"><code>{OLD}</code></a>'
            in page)
    assert any(f"Continues from  {OLD}" in out for out in terminal_outputs(_doc()))


def _line(n: int, sid: str, parent, prompt: bool):
    meta = MessageMeta(uuid=f"u{n}", parent_uuid=parent, session_id=sid, line=n)
    return UserTextMessage(meta=meta) if prompt else AssistantTextMessage(meta=meta)


def test_a_session_left_without_lines_is_named_but_not_linked():
    msgs = [_line(1, "old", None, True), _line(2, "new", "u1", False),
            _line(3, "new", "u2", True)]
    sessions, continues = split_main(msgs)
    assert list(sessions) == ["new"] and continues == {"new": "old"}
    assert [m.meta.uuid for m in sessions["new"]] == ["u1", "u2", "u3"]


def test_a_new_prompt_parented_on_an_old_prompt_moves_nothing():
    msgs = [_line(1, "a", None, True), _line(2, "a", "u1", False), _line(3, "a", "u2", True),
            _line(4, "b", "u3", True)]
    sessions, continues = split_main(msgs)
    assert [len(v) for v in sessions.values()] == [3, 1] and continues == {"b": "a"}


def test_an_answer_to_an_earlier_prompt_moves_nothing():
    msgs = [_line(1, "a", None, True), _line(2, "a", "u1", False), _line(3, "a", "u2", True),
            _line(4, "b", "u1", False)]
    sessions, _ = split_main(msgs)
    assert [len(v) for v in sessions.values()] == [3, 1]
