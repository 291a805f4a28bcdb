"""Qwen Code's chat log read into entries (read/qwen.py, read/qwen_system.py): prompts apart
from hook context, thinking, tool calls with their results, errors and cancellations,
usage from the replies (or, when they carry none, from the API-response telemetry),
compaction, title, notices and folded records; and its detection apart from Claude Code.
Data: test_data/qwen_session.jsonl (hand-made, test_data/agents/qwen/) and small records
written here."""

from __future__ import annotations

import json
from pathlib import Path

from cc2html.read.agent_entries import (AgentNoticeEntry, CompactedEntry, HiddenEntry,
                                        InjectedEntry)
from cc2html.read.agents import detect_agent
from cc2html.read.entries import AssistantEntry, CustomTitleEntry, UnknownEntry, UserEntry
from cc2html.read.qwen import iter_qwen
from cc2html.read.transcript import ParseProblem
from helpers import TEST_DATA, render_path

FIXTURE = TEST_DATA / "qwen_session.jsonl"
ENVELOPE = {"sessionId": "0123456789abcdef0123456789abcdef", "cwd": "/w", "version": "0.21.13",
            "timestamp": "2026-08-20T09:00:00.000Z"}


def _write(tmp_path: Path, *records: dict, name: str = "0123456789abcdef0123456789abcdef"
           ) -> Path:
    path = tmp_path / f"{name}.jsonl"
    path.write_text("".join(json.dumps({**ENVELOPE, "uuid": str(i), **r}) + "\n"
                            for i, r in enumerate(records)))
    return path


def _of(kind: type, items: list) -> list:
    return [i for i in items if isinstance(i, kind)]


def test_the_fixture_is_qwen_and_a_claude_line_is_not(tmp_path: Path):
    assert detect_agent(FIXTURE) == "qwen"
    claude = tmp_path / "c.jsonl"
    claude.write_text(json.dumps({**ENVELOPE, "uuid": "u", "parentUuid": None, "type": "user",
                                  "message": {"role": "user", "content": "hi"}}) + "\n")
    assert detect_agent(claude) == ""


def test_prompt_hook_context_thinking_and_calls():
    items = list(iter_qwen(FIXTURE))
    prompts = [u.message.content for u in _of(UserEntry, items)
               if isinstance(u.message.content, str)]
    assert prompts == ["Add a retry to fetch.py and run the tests",
                       "Stop that, use exponential backoff and re-raise the last error",
                       "Also add random jitter", "Update the README instead"]
    assert _of(InjectedEntry, items)[0].reason == "hook-context"
    first = _of(AssistantEntry, items)[0]
    assert [b.type for b in first.message.content] == ["thinking", "text", "tool_use"]
    assert first.message.model == "qwen3-coder-plus"


def test_errors_and_cancellations_are_errors_with_their_text():
    items = list(iter_qwen(FIXTURE))
    results = {b.tool_use_id: b for u in _of(UserEntry, items)
               if isinstance(u.message.content, list) for b in u.message.content}
    assert results["call_read_1"].is_error is False
    assert results["call_sh_1"].is_error and "1 failed" in str(results["call_sh_1"].content)
    assert results["call_sh_2"].is_error and "Cancelled" in str(results["call_sh_2"].content)


def test_usage_comes_from_the_replies_and_the_telemetry_copy_is_folded():
    items = list(iter_qwen(FIXTURE))
    first = _of(AssistantEntry, items)[0].message.usage
    assert (first.input_tokens, first.output_tokens, first.cache_read_input_tokens) == \
        (200, 100, 1000)
    folded = {h.kind: h.reason for h in _of(HiddenEntry, items)}
    assert "usageMetadata is counted" in folded["qwen api_response"]
    assert set(folded) == {"qwen api_response", "qwen tool_call", "qwen session_model"}


def test_telemetry_is_the_usage_when_replies_carry_none(tmp_path: Path):
    event = {"event.name": "qwen-code.api_response", "model": "qwen3-coder-plus",
             "input_token_count": 900, "output_token_count": 30,
             "cached_content_token_count": 400}
    path = _write(tmp_path, {"type": "user", "message": {"role": "user", "parts": [{"text": "q"}]}},
                  {"type": "assistant", "message": {"role": "model", "parts": [{"text": "a"}]}},
                  {"type": "system", "subtype": "ui_telemetry",
                   "systemPayload": {"uiEvent": event}})
    items = list(iter_qwen(path))
    reply = _of(AssistantEntry, items)[0]
    assert (reply.message.usage.input_tokens, reply.message.usage.output_tokens) == (500, 30)
    assert reply.message.model == "qwen3-coder-plus"
    assert "counted with the reply at line 2" in _of(HiddenEntry, items)[0].reason


def test_compaction_title_notices():
    items = list(iter_qwen(FIXTURE))
    assert "swallowed" in _of(CompactedEntry, items)[0].summary
    assert _of(CustomTitleEntry, items)[0].customTitle == "Retry with backoff in fetch.py"
    notices = {n.title: n for n in _of(AgentNoticeEntry, items)}
    assert notices["API error"].level == "error" and "429" in notices["API error"].text
    assert notices["Slash command"].text == "/stats"


def test_glued_objects_are_both_read_and_the_line_reported(tmp_path: Path):
    one = json.dumps({**ENVELOPE, "type": "user", "message": {"role": "user",
                                                             "parts": [{"text": "q"}]}})
    two = json.dumps({**ENVELOPE, "type": "assistant", "message": {"role": "model",
                                                                  "parts": [{"text": "a"}]}})
    path = tmp_path / "0123456789abcdef0123456789abcdef.jsonl"
    path.write_text(one + two + "\n")
    items = list(iter_qwen(path))
    assert len(_of(UserEntry, items)) == 1 and len(_of(AssistantEntry, items)) == 1
    assert [p.line for p in _of(ParseProblem, items)] == [1]


def test_another_session_id_is_said_and_an_unknown_subtype_is_raw(tmp_path: Path):
    path = _write(tmp_path, {"type": "user", "sessionId": "ffff",
                             "message": {"role": "user", "parts": [{"text": "q"}]}},
                  {"type": "system", "subtype": "brand_new", "systemPayload": {"x": 1}})
    items = list(iter_qwen(path))
    assert _of(AgentNoticeEntry, items)[0].title == "Another session id"
    assert _of(UnknownEntry, items)[0].type == "qwen system (brand_new)"


def test_a_branch_left_by_rewind_is_folded_on_the_page():
    page = render_path(FIXTURE)
    assert "abandoned branch" in page and "Also add random jitter" in page


def test_background_and_scheduled_messages_are_notices_not_prompts(tmp_path: Path):
    path = _write(tmp_path, *({"type": "user", "subtype": kind, "message": {
        "role": "user", "parts": [{"text": f"{kind} text"}]}} for kind in
        ("background_task_completed", "cron", "mid_turn_user_message")))
    items = list(iter_qwen(path))
    assert [n.title for n in _of(AgentNoticeEntry, items)] == ["Background task done",
                                                              "Scheduled prompt"]
    assert [u.message.content for u in _of(UserEntry, items)] == \
        ["mid_turn_user_message text"]
