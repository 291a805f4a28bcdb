"""Messages from other agents (`<agent-message from="…">`, `queued_command` with
`origin.kind: "peer"`) are cards of the agent that sent them, not the user's words, and not
counted as prompts. Lines are hand-made in the shape ../shared/formats.md §3c gives
(claude-code-log 1.7.0 `factories/attachment_factory.py`, #309)."""

from __future__ import annotations

import json

from cc2html.classify import ClassifyContext, classify_entry
from cc2html.model import PeerMessage, UserSteeringMessage, UserTextMessage
from cc2html.options import Options
from cc2html.pipeline import build_session, convert
from cc2html.read.transcript import entry_from_object
from cc2html.tree.stats import document_stats
from helpers import main_section, render_lines, terminal_outputs, user_line

BODY = "Found 3 callers of parse(); **none** pass a path."
WRAPPED = f'<agent-message from="researcher">\n{BODY}\n</agent-message>'


def peer_attachment(n=3, origin=True):
    attachment = {"type": "queued_command", "prompt": WRAPPED, "commandMode": "prompt"}
    if origin:
        attachment["origin"] = {"kind": "peer", "from": "researcher", "body": BODY,
                                "senderTaskId": "task-7"}
    return {"type": "attachment", "uuid": f"q{n}", "parentUuid": "a2", "sessionId": "s1",
            "timestamp": f"2026-01-01T00:00:{n:02d}Z", "version": "2.1.260",
            "attachment": attachment}


def reply(n=2, parent="u1"):
    return {"type": "assistant", "uuid": f"a{n}", "parentUuid": parent, "sessionId": "s1",
            "timestamp": f"2026-01-01T00:00:{n:02d}Z",
            "message": {"role": "assistant", "id": f"m{n}", "model": "claude-opus-5",
                        "content": [{"type": "text", "text": "Working on it."}]}}


def classified(obj):
    ctx = ClassifyContext()
    return [m for e in entry_from_object(obj, 1) for m in classify_entry(e, ctx)]


def test_a_peer_queued_command_is_the_senders_message():
    for origin in (True, False):
        (card,) = [m for m in classified(peer_attachment(origin=origin))
                   if isinstance(m, (PeerMessage, UserTextMessage))]
        assert isinstance(card, PeerMessage), origin
        assert card.sender == "researcher" and card.text == BODY and card.mid_turn
        assert not card.starts_turn
    (card,) = [m for m in classified(peer_attachment()) if isinstance(m, PeerMessage)]
    assert card.sender_task_id == "task-7"


def test_a_user_line_that_is_an_agent_message_opens_a_turn_as_the_senders_message():
    (msg,) = classified(user_line(1, WRAPPED))
    assert isinstance(msg, PeerMessage) and msg.starts_turn and msg.text == BODY


def test_text_around_an_agent_message_keeps_the_prompt_as_written():
    (msg,) = classified(user_line(1, "Please read this: " + WRAPPED))
    assert type(msg) is UserTextMessage


def test_the_page_shows_the_sender_and_the_body_without_tags():
    lines = [user_line(1, "Refactor parse()."), reply(), peer_attachment()]
    page = main_section(render_lines(lines))
    assert "Agent message" in page and "from researcher" in page
    assert "<strong>none</strong> pass a path" in page
    assert "agent-message" not in page and "sent mid-turn" not in page


def test_peer_messages_are_not_counted_as_prompts(tmp_path):
    src = tmp_path / "s.jsonl"
    src.write_text("\n".join(json.dumps(x) for x in [
        user_line(1, "Refactor parse()."), reply(), peer_attachment(),
        user_line(4, WRAPPED)]) + "\n")
    built = build_session(src)
    (stats,) = document_stats(built.doc)
    assert stats.prompts == 1
    kinds = [type(m) for s in built.doc.sessions for m in s.messages]
    assert kinds.count(PeerMessage) == 2 and UserSteeringMessage not in kinds


def test_terminal_and_markdown_name_the_sender_not_the_user(tmp_path):
    src = tmp_path / "s.jsonl"
    src.write_text("\n".join(json.dumps(x) for x in [
        user_line(1, "Refactor parse()."), reply(), peer_attachment()]) + "\n")
    built = build_session(src)
    piped = terminal_outputs(built.doc)[1]
    assert "Agent message: from researcher" in piped and "none** pass a path" in piped
    assert "agent-message" not in piped and "System: PeerMessage" not in piped
    out = tmp_path / "s.md"
    convert(src, out, options=Options(output_format="md"))
    md = out.read_text(encoding="utf-8")
    assert "**⇄ Agent message from researcher**" in md and "agent-message" not in md
