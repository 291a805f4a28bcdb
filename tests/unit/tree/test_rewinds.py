"""Build-tree stage: rewinds (issue 13 item 10).

A line whose parent already has a conversation child forks the thread; the branch that
reaches furthest in the file goes on, the others are folded at the fork as rewound.
"""

from __future__ import annotations

from hypothesis import given, strategies as st

from cc2html.model import (AssistantTextMessage, MessageMeta, RewoundBranch, ToolResultMessage,
                           UserTextMessage)
from cc2html.pipeline import build
from cc2html.tree.branches import place_branches, split_rewinds
from cc2html.tree.nodes import IdAllocator, thread, walk
from helpers import TEST_DATA, render_path, terminal_outputs


def _doc():
    doc, _, _ = build(TEST_DATA / "rewind.jsonl")
    return doc


def _text(node) -> str:
    return getattr(node.msg, "text", "")


def test_the_abandoned_branch_is_folded_after_the_turn_it_forked_from():
    (session,) = _doc().sessions
    kinds = [type(n.msg).__name__ for n in session.nodes]
    assert kinds == ["UserTextMessage", "RewoundBranch", "UserTextMessage",
                     "SlashCommandMessage", "UserTextMessage"]
    branch = session.nodes[1]
    assert (branch.msg.prompts, branch.msg.count) == (2, 6)
    assert [_text(n) for n in branch.children] == ["Call it foo.", "Longer, please."]
    assert _text(branch.fork) == "Ready: tell me the style you like."
    assert [_text(n) for n in session.nodes[2::2]] == ["Call it bar.", "Thanks, bar stays."]


def test_a_slash_command_beside_a_prompt_is_no_fork():
    (session,) = _doc().sessions
    rewound = [n for n in walk(session.nodes) if isinstance(n.msg, RewoundBranch)]
    assert len(rewound) == 1


def test_page_folds_the_branch_and_links_its_fork():
    page = render_path(TEST_DATA / "rewind.jsonl")
    page = page[page.index('<main'):]  # the conversation (the turns' outline names prompts too)
    start = page.index('<details class="rewound"')
    end = page.index("Call it bar.")
    assert start < page.index("Call it foo.") < page.index("Longer, please.") < end
    assert page[start:page.index(">", start)].find(" open") == -1
    (session,) = _doc().sessions
    assert f'The conversation was rewound to <a href="#{session.nodes[1].fork.id}">' in page


def test_terminal_shows_the_rewind_but_not_the_abandoned_messages():
    for out in terminal_outputs(_doc()):
        assert "Rewound" in out and "Call it bar." in out
        assert "Call it foo." not in out and "Longer, please." not in out


# --------------------------------------------------------------------------- constructed


def _user(n: int, parent=None):
    return UserTextMessage(meta=MessageMeta(uuid=f"u{n}", parent_uuid=parent, line=n))


def _answer(n: int, parent, mid=None):
    return AssistantTextMessage(meta=MessageMeta(uuid=f"u{n}", parent_uuid=parent, line=n),
                                message_id=mid or f"m{n}")


def test_a_regenerated_answer_is_folded_inside_its_turn():
    msgs = [_user(1), _answer(2, "u1"), _answer(3, "u1")]
    kept, branches = split_rewinds(msgs, {})
    assert [m.meta.uuid for m in kept] == ["u1", "u3"]
    ids, uses = IdAllocator(), {}
    (turn,) = place_branches(thread(kept, ids, uses), branches, ids, uses)
    assert [type(c.msg).__name__ for c in turn.children] == ["RewoundBranch",
                                                             "AssistantTextMessage"]


def test_blocks_of_one_api_message_and_tool_results_make_no_fork():
    result = ToolResultMessage(meta=MessageMeta(uuid="u4", parent_uuid="u2", line=4))
    msgs = [_user(1), _answer(2, "u1", "same"), _answer(3, "u1", "same"), result,
            _answer(5, "u2")]
    assert split_rewinds(msgs, {}) == (msgs, [])


def test_the_branch_a_compaction_followed_is_kept():
    # the compaction's first line has no parent: the branch written last is the one kept
    msgs = [_user(1), _answer(2, "u1"), _user(3, "u2"), _answer(4, "u3"), _user(5, "u2"),
            _answer(6, "u5"), _user(7), _answer(8, "u7")]
    kept, (branch,) = split_rewinds(msgs, {})
    assert [m.meta.uuid for m in branch.messages] == ["u3", "u4"] and branch.fork == "u2"


def test_parents_are_followed_through_lines_that_are_not_messages():
    msgs = [_user(1), _answer(2, "u1"), _user(3, "p"), _user(4, "p")]
    kept, (branch,) = split_rewinds(msgs, {"p": "u2"})
    assert [m.meta.uuid for m in branch.messages] == ["u3"] and branch.fork == "u2"


@given(st.lists(st.tuples(st.booleans(), st.integers(0, 30)), max_size=30))
def test_kept_and_branches_partition_the_lines_in_order(spec):
    msgs = [(_user(n, f"u{p}") if prompt else _answer(n, f"u{p}"))
            for n, (prompt, p) in enumerate(spec, 1)]
    kept, branches = split_rewinds(msgs, {})
    lines = [m.meta.line for m in kept] + [m.meta.line for b in branches for m in b.messages]
    assert sorted(lines) == [m.meta.line for m in msgs]
    assert [m.meta.line for m in kept] == sorted(m.meta.line for m in kept)
    ids, uses = IdAllocator(), {}
    nodes = place_branches(thread(kept, ids, uses), branches, ids, uses)
    shown = [n for n in walk(nodes) if not isinstance(n.msg, RewoundBranch)]
    assert len(shown) == len(msgs)
