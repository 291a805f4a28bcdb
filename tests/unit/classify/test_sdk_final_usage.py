"""Agent SDK stream-json: a message's token badge shows its final usage, not the first
streamed snapshot. Hand-made lines in the shape a real `--include-partial-messages` log
has (ebibibi/ebi-agent-chat-relay #617 quotes one: the assistant line's usage is
`output_tokens: 1`, the `message_delta` stream event after it `output_tokens: 3`;
Anthropic's streaming docs: message_start's usage is preliminary, message_delta's is the
cumulative final count)."""

from __future__ import annotations

import json

from cc2html.model import AssistantPart
from cc2html.pipeline import build
from cc2html.tree.stats import all_messages, document_stats
from helpers import main_section, render_path

SID = "5d4c3b2a-0000-4000-8000-0000000000f1"


def line(n, kind, **fields):
    return {"type": kind, "session_id": SID, "uuid": f"sdk-final-{n:04d}",
            "parent_tool_use_id": None, **fields}


def event(n, body):
    return line(n, "stream_event", event=body)


def stream():
    snapshot = {"input_tokens": 2, "output_tokens": 3, "cache_read_input_tokens": 900}
    return [
        line(1, "system", subtype="init", model="claude-opus-5", cwd="/w", tools=[]),
        line(2, "user", message={"role": "user", "content": "Explain the parser."}),
        event(3, {"type": "message_start", "message": {
            "id": "msg_f1", "model": "claude-opus-5", "role": "assistant", "content": [],
            "usage": snapshot}}),
        event(4, {"type": "content_block_delta", "index": 0,
                  "delta": {"type": "text_delta", "text": "It reads"}}),
        line(5, "assistant", message={"id": "msg_f1", "model": "claude-opus-5",
                                      "role": "assistant", "usage": snapshot, "content": [
                                          {"type": "text", "text": "It reads tokens."}]}),
        event(6, {"type": "message_delta", "delta": {"stop_reason": "end_turn"},
                  "usage": {"input_tokens": 2, "output_tokens": 457,
                            "cache_read_input_tokens": 900}}),
        event(7, {"type": "message_stop"}),
    ]


def write(tmp_path):
    path = tmp_path / "log.jsonl"
    path.write_text("".join(json.dumps(x) + "\n" for x in stream()), encoding="utf-8")
    return path


def test_each_part_carries_the_messages_final_usage(tmp_path):
    doc, _, _ = build(write(tmp_path))
    parts = [m for s in doc.sessions for m in all_messages(s) if isinstance(m, AssistantPart)]
    assert parts and all(p.usage.output_tokens == 457 for p in parts)
    (stats,) = document_stats(doc)
    assert stats.tokens.usage.output_tokens == 457


def test_the_badge_shows_the_final_count_not_the_first_snapshot(tmp_path):
    page = main_section(render_path(write(tmp_path)))
    assert "in 2 · out 457 · cache 900" in page and "out 3<" not in page
