"""Assistant records with nothing new to show: white-space text, replayed duplicates.

Neither makes a card; each is counted in the page's report, so no line vanishes.
"""

from __future__ import annotations

from cc2html.model import AssistantTextMessage
from cc2html.pipeline import build_session
from cc2html.tree.stats import all_messages
from helpers import TEST_DATA, render_path


def texts(name):
    built = build_session(TEST_DATA / name)
    shown = [m for s in built.doc.sessions for m in all_messages(s)
             if isinstance(m, AssistantTextMessage)]
    return [m.text for m in shown], built.doc.hidden


def test_white_space_text_blocks_make_no_empty_assistant_card():
    shown, hidden = texts("blank_text.jsonl")
    assert all(t.strip() for t in shown) and len(shown) == 1
    assert hidden["assistant text (whitespace only)"].count == 2


def test_white_space_beside_real_text_stays_with_it():
    shown, _ = texts("blank_text.jsonl")
    assert "Two entries: README.md and src." in shown[0]


def test_a_replayed_duplicate_renders_once_and_is_counted():
    shown, hidden = texts("replayed_reply.jsonl")
    assert shown == ["hello", "hello"]  # the reply, and the second turn's own reply
    assert hidden["assistant (replayed duplicate)"].count == 1
    page = render_path(TEST_DATA / "replayed_reply.jsonl")
    assert "replayed duplicate" in page[page.index('id="report"'):]


def test_same_message_id_with_a_parent_is_not_a_replay():
    shown, hidden = texts("tools.jsonl")
    assert "assistant (replayed duplicate)" not in hidden
