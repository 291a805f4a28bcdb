"""Every text a queue operation carries reaches the page; none hides behind a report row.

Issue 30 item 7: a `popAll` whose text had no matching enqueue was dropped while its report
row said the text was accounted for by an enqueue. Any operation's text (popAll, dequeue, an
operation of a later harness) is now shown unless an enqueue it took out, a user line or a
queued_command attachment holds it; the property below runs random queues.
"""

from __future__ import annotations

from hypothesis import given, settings, strategies as st

from cc2html.classify import ClassifyContext, classify_entry
from cc2html.classify.steering import pair_steering
from cc2html.model import HiddenRecord, UserSteeringMessage, UserTextMessage
from cc2html.read.entries import AttachmentEntry, QueueOperationEntry, UserEntry
from helpers import examples


def queue(op, content=None, session="s1"):
    return QueueOperationEntry(type="queue-operation", line=1, sessionId=session,
                               operation=op, content=content)


def prompt(text, session="s1"):
    return UserEntry(type="user", line=1, sessionId=session, uuid="u",
                     message={"role": "user", "content": text})


def attachment(text, session="s1"):
    return AttachmentEntry(type="attachment", line=1, sessionId=session, uuid="a",
                           attachment={"type": "queued_command", "prompt": text})


def run(*entries):
    ctx = ClassifyContext()
    msgs = [m for n, e in enumerate(entries, 1)
            for m in classify_entry(e.model_copy(update={"line": n,
                                                         "uuid": f"x{n}"}), ctx)]
    return pair_steering(msgs, ctx.warn, ctx.prompts)


def shown(out):
    """(session, line of text) of every prompt the page shows."""
    return {(m.meta.session_id, line) for m in out
            if isinstance(m, (UserSteeringMessage, UserTextMessage))
            for line in m.text.splitlines() if line.strip()}


def rows(out):
    return {m.kind: m.reason for m in out if isinstance(m, HiddenRecord)}


def test_popall_text_no_enqueue_holds_is_shown():
    out = run(prompt("go"), queue("popAll", "sent while busy"))
    assert ("s1", "sent while busy") in shown(out)
    assert "shown as steering where it stands" in rows(out)["queue-operation/popAll (shown here)"]
    card = next(m for m in out if isinstance(m, UserSteeringMessage))
    assert card.source == "queue-operation/popAll"


def test_popall_text_of_the_prompts_it_took_is_not_repeated():
    out = run(prompt("go"), queue("enqueue", "first"), queue("enqueue", "second"),
              queue("popAll", "first\nsecond"))
    assert [m.text for m in out if isinstance(m, UserSteeringMessage)] == ["first", "second"]
    assert "the prompts it took out" in rows(out)["queue-operation/popAll"]


def test_popall_text_partly_its_enqueues_shows_whole():
    out = run(prompt("go"), queue("enqueue", "first"), queue("popAll", "first\nextra line"))
    assert ("s1", "extra line") in shown(out)
    assert "queue-operation/popAll (shown here)" in rows(out)


def test_dequeue_and_unknown_operations_keep_their_text():
    out = run(prompt("go"), queue("dequeue", "from a dequeue"), queue("rewind", "from rewind"),
              queue(None, "no operation"))
    assert {"from a dequeue", "from rewind", "no operation"} <= {t for _, t in shown(out)}


def test_popall_text_a_user_line_delivered_is_not_repeated():
    out = run(prompt("go"), queue("popAll", "run it"), prompt("run it"))
    assert [m.text for m in out if isinstance(m, UserSteeringMessage)] == []
    assert "user prompt that delivered it" in rows(out)["queue-operation/popAll"]


IMAGE = {"type": "image", "source": {"type": "base64", "media_type": "image/png",
                                     "data": "iVBORw0KGgo="}}


def test_image_only_popall_is_shown():
    out = run(prompt("go"), queue("popAll", [IMAGE]))
    assert any(isinstance(m, UserSteeringMessage) for m in out)


def test_image_only_remove_does_not_stand_for_the_text_it_took_out():
    out = run(prompt("go"), queue("enqueue", "typed text"), queue("remove", [IMAGE]))
    assert ("s1", "typed text") in shown(out)
    assert "queue-operation/enqueue (removed)" not in rows(out)


TEXTS = ["alpha", "beta", "gamma one", "delta\nsecond line"]
OPS = st.sampled_from(["enqueue", "dequeue", "remove", "popAll"])
CONTENT = st.one_of(st.none(), st.sampled_from(TEXTS),
                    st.lists(st.sampled_from(TEXTS), min_size=2, max_size=3).map("\n".join),
                    st.just([IMAGE]),
                    st.sampled_from(TEXTS).map(lambda t: [{"type": "text", "text": t}, IMAGE]))
STEP = st.one_of(
    st.tuples(st.just("queue"), OPS, CONTENT, st.sampled_from(["s1", "s2"])),
    st.tuples(st.just("prompt"), st.just(""), st.sampled_from(TEXTS), st.sampled_from(["s1", "s2"])),
    st.tuples(st.just("attachment"), st.just(""), st.sampled_from(TEXTS),
              st.sampled_from(["s1", "s2"])))


def _entry(kind, op, content, session):
    if kind == "queue":
        return queue(op, content, session)
    return (prompt if kind == "prompt" else attachment)(content, session)


@settings(max_examples=examples(300), deadline=None, derandomize=True)
@given(st.lists(STEP, min_size=1, max_size=14))
def test_every_queue_text_is_on_the_page_and_every_line_in_document_or_report(steps):
    entries = [_entry(*step) for step in steps]
    out = run(prompt("start", "s1"), prompt("start", "s2"), *entries)
    have = shown(out)
    for n, (kind, op, content, session) in enumerate(steps, 3):
        if kind == "queue" and content:
            text = content if isinstance(content, str) else "\n".join(
                b["text"] for b in content if b["type"] == "text")
            for line in text.splitlines():
                assert (session, line) in have, (n, op, content, steps)
    # every line is in the document (a card, a prompt) or the report (a hidden record)
    assert {m.meta.line for m in out} == set(range(1, len(steps) + 3))
