"""Build-tree stage: thinking belongs to the reply it precedes (issue 13 item 6).

A thinking block goes into the card of the next text of its API message (`message.id`)
in the turn, shown above that text's body; without a later text of its message it stays
with the message's tool calls; a line without a message id keeps the sequence rule.
"""

from __future__ import annotations

from hypothesis import given, strategies as st

from cc2html.model import (AssistantTextMessage, MessageMeta, ThinkingMessage, ToolUseMessage,
                           UserTextMessage)
from cc2html.pipeline import build
from cc2html.tree.nodes import IdAllocator, Node, thread, walk
from helpers import TEST_DATA, render_path


def _nodes():
    doc, _, _ = build(TEST_DATA / "thinking_reply.jsonl")
    (session,) = doc.sessions
    return session.nodes


def _label(node: Node) -> str:
    msg = node.msg
    return getattr(msg, "thinking", None) or getattr(msg, "text", None) or msg.tool_name


def _under(node: Node) -> list[str]:
    return [_label(n) for n in walk(node.children)]


def _find(nodes: list[Node], start: str) -> Node:
    return next(n for n in walk(nodes) if _label(n).startswith(start))


def test_thinking_is_a_lead_child_of_the_text_of_its_message():
    nodes = _nodes()
    reply = _find(nodes, "Found it")
    assert reply.lead == 1
    assert _label(reply.children[0]).startswith("Reasoning C")
    # folding the previous reply no longer hides it
    assert not any(label.startswith("Reasoning C") for label in _under(_find(nodes, "I'll read")))


def test_thinking_between_two_texts_of_one_message_leads_the_second():
    nodes = _nodes()
    second = _find(nodes, "Reply D, second")
    assert [_label(n) for n in second.children[:second.lead]] == [
        "Reasoning D: mention the test too."]
    assert _find(nodes, "Reply D, first").lead == 0


def test_thinking_of_a_message_without_text_stays_with_its_calls():
    nodes = _nodes()
    first = _find(nodes, "I'll read")
    labels = [_label(n) for n in first.children]
    assert labels[labels.index("Reasoning B: the loop bound looks wrong; grep for range.") + 1] \
        == "Grep"


def test_lines_without_a_message_id_keep_the_sequence_rule():
    nodes = _nodes()
    assert _find(nodes, "Reply without").lead == 0
    assert "Reasoning without a message id." in _under(_find(nodes, "Reply D, second"))


def test_page_shows_the_thinking_above_the_body_of_its_reply():
    page = render_path(TEST_DATA / "thinking_reply.jsonl")
    start = page.index("Found it: the loop")
    card = page.rindex('<article class="msg assistant"', 0, start)
    assert card < page.index("Reasoning C", card) < start
    assert page.count('<div class="children lead">') == 2


# --------------------------------------------------------------------------- properties

BLOCKS = st.lists(st.tuples(st.sampled_from(["user", "think", "text", "tool"]),
                            st.sampled_from(["m1", "m2", "m3", None])), max_size=30)


def _messages(spec: list[tuple[str, object]]) -> list:
    out = []
    for line, (kind, mid) in enumerate(spec, 1):
        meta = MessageMeta(uuid=f"u{line}", line=line)
        if kind == "user":
            out.append(UserTextMessage(meta=meta))
        elif kind == "think":
            out.append(ThinkingMessage(meta=meta, message_id=mid, thinking=f"t{line}"))
        elif kind == "text":
            out.append(AssistantTextMessage(meta=meta, message_id=mid))
        else:
            out.append(ToolUseMessage(meta=meta, message_id=mid, tool_use_id=f"c{line}"))
    return out


@given(BLOCKS)
def test_reading_order_is_file_order_and_nothing_is_lost(spec):
    msgs = _messages(spec)
    nodes = thread(msgs, IdAllocator(), {})
    assert [n.msg.meta.line for n in walk(nodes)] == [m.meta.line for m in msgs]


@given(BLOCKS)
def test_every_lead_is_thinking_of_the_same_message(spec):
    for node in walk(thread(_messages(spec), IdAllocator(), {})):
        for child in node.children[:node.lead]:
            assert isinstance(child.msg, ThinkingMessage)
            assert child.msg.message_id == node.msg.message_id is not None
