"""Queued prompts: every enqueued text reaches the page once, and the report says how."""

from __future__ import annotations

import re

from cc2html.classify import ClassifyContext, classify_entry
from cc2html.classify.steering import pair_steering
from cc2html.model import HiddenRecord, UserSteeringMessage, UserTextMessage
from cc2html.read.entries import AttachmentEntry, QueueOperationEntry, UserEntry
from helpers import TEST_DATA, render_path

STEERING_CARD = re.compile(r'<article class="msg[^"]*steering.*?</article>', re.S)


def queue(op, content=None, line=1, session="s1"):
    return QueueOperationEntry(type="queue-operation", line=line, sessionId=session,
                               operation=op, content=content)


def prompt(text, line=1, session="s1", **extra):
    return UserEntry(type="user", line=line, sessionId=session, uuid=f"u{line}",
                     message={"role": "user", "content": text}, **extra)


def attachment(text, line=1, session="s1"):
    return AttachmentEntry(type="attachment", line=line, sessionId=session, uuid=f"a{line}",
                           attachment={"type": "queued_command", "prompt": text})


def run(*entries):
    ctx = ClassifyContext()
    msgs = [m for n, e in enumerate(entries, 1)
            for m in classify_entry(e.model_copy(update={"line": n}), ctx)]
    return pair_steering(msgs, ctx.warn, ctx.prompts)


def steering_texts(out):
    return [m.text for m in out if isinstance(m, UserSteeringMessage)]


def reasons(out):
    return {m.kind: m.reason for m in out if isinstance(m, HiddenRecord)}


def test_enqueued_text_taken_out_by_a_contentless_remove_is_shown_as_steering_there():
    out = run(prompt("start"), queue("enqueue", "check again"), prompt("other"),
              queue("remove"))
    assert steering_texts(out) == ["check again"]
    card = next(m for m in out if isinstance(m, UserSteeringMessage))
    assert out.index(card) == len(out) - 1  # where it left the queue, after "other"
    assert card.source == "enqueue"
    said = " ".join(reasons(out).values())
    assert "shown from its queued_command attachment" not in said
    assert "shown as steering where it left the queue" in said


def test_popall_shows_every_prompt_it_took_out():
    out = run(prompt("go"), queue("enqueue", "first"), queue("enqueue", "second"),
              queue("popAll"))
    assert steering_texts(out) == ["first", "second"]


def test_prompt_delivered_as_a_user_line_is_not_repeated_as_steering():
    out = run(queue("enqueue", "run the tests"), queue("dequeue"), prompt("run the tests"))
    assert steering_texts(out) == []
    assert "user prompt that delivered it" in reasons(out)["queue-operation/enqueue"]


def test_a_compaction_summary_quoting_the_prompt_does_not_count_as_delivering_it():
    out = run(queue("enqueue", "check again"), queue("remove"),
              prompt("summary: the user said check again", isCompactSummary=True))
    assert steering_texts(out) == ["check again"]


def test_queued_slash_command_reaches_its_command_line():
    line = "<command-name>/mcp</command-name>\n<command-message>mcp</command-message>"
    out = run(queue("enqueue", "/mcp"), queue("remove"), prompt(line))
    assert not [m for m in out if isinstance(m, UserSteeringMessage)]


def test_modern_delivery_shows_the_attachment_once_and_says_so():
    out = run(queue("enqueue", "keep the old API"), attachment("keep the old API"),
              queue("remove"))
    assert steering_texts(out) == ["keep the old API"]
    assert next(m for m in out if isinstance(m, UserSteeringMessage)).source == "attachment"
    assert "queued_command attachment" in reasons(out)["queue-operation/enqueue (attachment)"]


def test_remove_takes_the_prompt_no_user_line_delivered():
    note = "<task-notification>done</task-notification>"
    out = run(queue("enqueue", note), queue("enqueue", "check again"), queue("remove"),
              prompt(note))
    assert steering_texts(out) == ["check again"]


def test_prompts_are_followed_per_session():
    out = run(queue("enqueue", "mine", session="a"), queue("remove", session="b"),
              queue("remove", session="a"))
    assert steering_texts(out) == ["mine"]
    assert "no enqueue of this session was waiting" in reasons(out)[
        "queue-operation/remove (no content, nothing queued)"]


def test_prompt_never_taken_out_is_shown_where_it_was_queued():
    out = run(prompt("go"), queue("enqueue", "later"), prompt("more"))
    assert steering_texts(out) == ["later"]
    assert "never left the queue" in reasons(out)["queue-operation/enqueue (never taken out)"]


def test_fixture_page_shows_each_queued_text_and_no_untrue_reason():
    page = render_path(TEST_DATA / "queue_text_only.jsonl")
    cards = " ".join(STEERING_CARD.findall(page))
    for text in ("check again", "and the docs folder", "skip vendored code",
                 "and push when done"):
        assert text in cards, text
    assert "now run the tests" not in cards
    report = page[page.index('id="report"'):]
    assert "shown from its queued_command attachment" not in report
    assert "shown where it was delivered" not in report


def test_user_text_kinds_still_classify():
    out = run(prompt("hello"))
    assert [type(m) for m in out] == [UserTextMessage]


def test_popall_text_holding_a_prompt_more_often_than_it_was_queued_is_shown():
    # hand-made: one enqueue of "first", a popAll whose text holds it twice; the second
    # copy is in no enqueue, so the report may not call the text accounted for
    out = run(prompt("go"), queue("enqueue", "first"), queue("popAll", "first\nfirst"))
    assert steering_texts(out) == ["first", "first\nfirst"]
    assert "queue-operation/popAll (shown here)" in reasons(out)
