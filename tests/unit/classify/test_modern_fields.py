"""Claude Code 2.1.2xx fields on assistant lines: `effort` (2.1.212+) and `usage.speed`.

Lines here are hand-made, in the shapes ../shared/formats.md §3e gives (and the real
corpus-modern files carry: `effort` medium/high/xhigh, `usage.speed` "standard")."""

from __future__ import annotations

import json
import re

from cc2html.classify import ClassifyContext, classify_entry
from cc2html.model import AssistantTextMessage, OmittedThinkingMessage, RedactedThinkingMessage
from cc2html.options import Options
from cc2html.pipeline import convert
from cc2html.read.transcript import entry_from_object
from helpers import main_section, render_lines, user_line


def classified(obj, ctx=None):
    (entry,) = entry_from_object(obj, 1)
    return list(classify_entry(entry, ctx or ClassifyContext()))


def reply(effort, speed="standard", n=2, text="Done."):
    """A hand-made 2.1.2xx assistant line: thinking omitted by the API, then a text."""
    return {"type": "assistant", "uuid": f"a{n}", "parentUuid": "u1", "sessionId": "s1",
            "timestamp": f"2026-01-01T00:00:{n:02d}Z", "version": "2.1.260",
            "effort": effort,
            "message": {"role": "assistant", "id": f"msg_{n}", "model": "claude-opus-5",
                        "content": [{"type": "text", "text": text}],
                        "usage": {"input_tokens": 10, "output_tokens": 20,
                                  "speed": speed}}}


def test_effort_is_kept_on_each_part_of_the_reply():
    (msg,) = classified(reply("xhigh"))
    assert isinstance(msg, AssistantTextMessage) and msg.effort == "xhigh"


def test_an_effort_that_is_not_a_word_is_reported_not_shown():
    ctx = ClassifyContext()
    (msg,) = classified(reply({"level": 3}), ctx)
    assert msg.effort == ""
    assert any("effort" in w for _, w in ctx.warnings), ctx.warnings


def test_effort_shows_next_to_the_model_on_the_page():
    page = main_section(render_lines([user_line(1, "Go."), reply("high")]))
    card = page[page.index('id="msg-a2"'):]
    head = card[:card.index("</summary>")]
    assert re.search(r'<span class="badge model">claude-opus-5</span><span class="badge '
                     r'effort"[^>]*>effort high</span>', head), head


def test_a_reply_without_effort_has_no_effort_badge():
    line = reply(None)
    del line["effort"]
    assert 'class="badge effort"' not in render_lines([user_line(1, "Go."), line])


def thinking_line(block, n=2):
    """A hand-made assistant line of one thinking block (shapes: formats.md §3d; the real
    corpus-modern files write `{"type":"thinking","thinking":"","signature":"…"}`)."""
    return {"type": "assistant", "uuid": f"a{n}", "parentUuid": "u1", "sessionId": "s1",
            "timestamp": f"2026-01-01T00:00:{n:02d}Z",
            "message": {"role": "assistant", "id": "msg_t", "model": "claude-opus-5",
                        "content": [block]}}


def test_empty_thinking_with_a_signature_is_omitted_not_redacted():
    for block in ({"type": "thinking", "thinking": "", "signature": "RXF3"},
                  {"type": "thinking", "thinking": "", "display": "omitted"}):
        (msg,) = classified(thinking_line(block))
        assert isinstance(msg, OmittedThinkingMessage), block
    (msg,) = classified(thinking_line({"type": "redacted_thinking", "data": "ZW5j"}))
    assert isinstance(msg, RedactedThinkingMessage)


def test_omitted_thinking_says_so_in_one_line_with_nothing_to_unfold():
    page = main_section(render_lines([
        user_line(1, "Go."), thinking_line({"type": "thinking", "thinking": "",
                                            "signature": "RXF3"})]))
    card = page[page.index('id="msg-a2"') - 60:]
    card = card[:card.index("</article>")]
    assert "Thinking not recorded" in card and "(omitted by the API)" in card
    assert "<details" not in card and "redacted" not in card
    assert "encrypted by the API" not in page


def test_a_redacted_thinking_block_is_still_called_redacted():
    page = render_lines([user_line(1, "Go."),
                         thinking_line({"type": "redacted_thinking", "data": "ZW5j"})])
    assert "Thinking (redacted)" in page and "Thinking not recorded" not in page


def test_effort_and_fast_mode_are_in_the_json_export(tmp_path):
    src = tmp_path / "s.jsonl"
    src.write_text("".join(json.dumps(x) + "\n" for x in [user_line(1, "Go."),
                                                           reply("max", speed="fast")]))
    out = tmp_path / "s.json"
    convert(src, out, options=Options(output_format="json"))
    text = out.read_text(encoding="utf-8")
    assert '"effort": "max"' in text and '"fast": true' in text
