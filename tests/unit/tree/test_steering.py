"""Steering: one card per delivery, pairing budgeted per (session, version, text), nothing lost."""

from __future__ import annotations


from cc2html.classify import ClassifyContext, classify_entry
from cc2html.classify.attachments import queued_command_prompt_items
from cc2html.read.entries import AttachmentEntry, QueueOperationEntry
from cc2html.model.items import ImageItem, TextItem
from cc2html.model import (HiddenRecord, SlashCommandMessage, SteeringRecord,
                              UserSteeringMessage)
from cc2html.classify.steering import pair_steering
from helpers import TEST_DATA, main_section, render_path

PNG = ("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQ"
       "AAAABJRU5ErkJggg==")
IMG = {"type": "image", "source": {"type": "base64", "media_type": "image/png", "data": PNG}}


def card(prompt, session="s1", version="2.1.210", line=1):
    return AttachmentEntry(type="attachment", line=line, sessionId=session, version=version,
                           uuid=f"a{line}", attachment={"type": "queued_command",
                                                        "prompt": prompt})


def remove(content, session="s1", version=None, line=2):
    return QueueOperationEntry(type="queue-operation", line=line, sessionId=session,
                               version=version, operation="remove", content=content)


def run(*entries):
    ctx = ClassifyContext()
    msgs = [m for e in entries for m in classify_entry(e, ctx)]
    warnings = []
    out = pair_steering(msgs, lambda line, text: warnings.append((line, text)))
    cards = [m for m in out if isinstance(m, UserSteeringMessage)]
    hidden = [m for m in out if isinstance(m, HiddenRecord)]
    assert not any(isinstance(m, SteeringRecord) for m in out)
    return cards, hidden, warnings


def test_card_and_its_remove_render_once():
    cards, hidden, warnings = run(card("fix it"), remove("fix it"))
    assert [c.source for c in cards] == ["attachment"] and cards[0].text == "fix it"
    assert [h.kind for h in hidden] == ["queue-operation/remove (paired)"] and not warnings


def test_budget_each_card_pays_for_one_remove():
    cards, hidden, warnings = run(card("again", line=1), card("again", line=2),
                                  remove("again", line=3), remove("again", line=4),
                                  remove("again", line=5))
    assert [c.source for c in cards] == ["attachment", "attachment", "queue-operation"]
    assert len(hidden) == 2
    assert len(warnings) == 1 and warnings[0][0] == 5


def test_remove_with_no_card_renders_and_legacy_only_stays_silent():
    cards, hidden, warnings = run(remove("legacy text", version="2.1.20"))
    assert [c.source for c in cards] == ["queue-operation"] and not hidden and not warnings


def test_other_session_or_version_never_suppresses():
    cards, _, warnings = run(card("x", session="s1"), remove("x", session="s2"))
    assert len(cards) == 2 and not warnings  # s2 has no card: nothing to be imbalanced against
    cards, _, warnings = run(card("x", version="2.1.210"), remove("x", version="2.1.100"))
    assert len(cards) == 2 and not warnings


def test_remove_without_version_takes_the_sessions_running_version():
    cards, hidden, _ = run(card("y", version="2.1.210"), remove("y", version=None))
    assert len(cards) == 1 and len(hidden) == 1


def test_unmatched_remove_warns_once_per_session_and_version():
    _, _, warnings = run(card("a"), remove("b", line=3), remove("c", line=4))
    assert [w[0] for w in warnings] == [3]


def test_unpairable_card_warns_and_keeps_its_remove_visible():
    cards, hidden, warnings = run(card([IMG]), remove("[Image #1]"))
    assert len(cards) == 2 and not hidden
    assert any("no text to pair on" in w[1] for w in warnings)
    assert isinstance(cards[0].items[0], ImageItem)


def test_null_content_remove_is_counted_not_paired():
    cards, hidden, warnings = run(card("z"), remove(None), remove("z"))
    assert len(cards) == 1
    assert sorted(h.kind for h in hidden) == [
        "queue-operation/remove (no content, nothing queued)",
        "queue-operation/remove (paired)"]
    assert not warnings


def test_image_bearing_prompt_pairs_on_its_text_and_keeps_the_image():
    prompt = [{"type": "text", "text": "like this"}, IMG]
    cards, hidden, _ = run(card(prompt), remove(prompt))
    assert len(cards) == 1 and len(hidden) == 1
    assert isinstance(cards[0].items[0], TextItem) and isinstance(cards[0].items[1], ImageItem)


def test_prompt_shapes():
    assert queued_command_prompt_items("hi")[1] == "hi"
    assert queued_command_prompt_items([IMG])[1] is None
    items, text = queued_command_prompt_items({"text": "a dict"})
    assert text is None and "a dict" in items[0].text
    assert queued_command_prompt_items(None) == ((), None)


def test_queued_slash_command_keeps_its_kind():
    ctx = ClassifyContext()
    msgs = list(classify_entry(card("<command-name>/compact</command-name>"), ctx))
    assert isinstance(msgs[1], SlashCommandMessage)


def test_other_queue_operations_are_counted():
    ctx = ClassifyContext()
    entry = QueueOperationEntry(type="queue-operation", operation="enqueue", content="q")
    (msg,) = classify_entry(entry, ctx)
    assert isinstance(msg, HiddenRecord) and msg.kind == "queue-operation/enqueue"


def test_fixture_page_counts_everything():
    page = render_path(TEST_DATA / "steering.jsonl")
    assert page.count('class="msg user steering') == 7
    assert "queue-operation/remove (paired)" in page and "queue-operation/enqueue" in page
    legacy = render_path(TEST_DATA / "steering_legacy.jsonl")
    assert "focus on the README first" in legacy and "warning" not in main_section(legacy)
