"""--detail: what each level keeps, in every format, and the report's count of the rest."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from cc2html.options import Options
from cc2html.pipeline import convert
from helpers import TEST_DATA, call_lines, main_section, user_line

THOUGHT = "weighing the options quietly"
ANSWER = "the plain answer here"
TOOL_OUT = "output of the listing"


def session_lines() -> list[dict[str, Any]]:
    return [
        user_line(1, "what is there?"),
        {"type": "assistant", "uuid": "a2", "parentUuid": "u1", "sessionId": "s1",
         "timestamp": "2026-01-01T00:00:02Z",
         "message": {"role": "assistant", "id": "m2", "model": "claude", "content": [
             {"type": "thinking", "thinking": THOUGHT, "signature": "x"},
             {"type": "text", "text": ANSWER}]}},
        *call_lines(3, "Bash", {"command": "ls"}, TOOL_OUT),
        {"type": "system", "uuid": "y6", "sessionId": "s1", "level": "warning",
         "timestamp": "2026-01-01T00:00:06Z", "content": "a system warning"},
        user_line(7, "and the second prompt"),
    ]


def export(tmp_path: Path, fmt: str, detail: str) -> str:
    src = tmp_path / "s.jsonl"
    src.write_text("".join(json.dumps(x) + "\n" for x in session_lines()), encoding="utf-8")
    out = tmp_path / f"s-{detail}.{fmt}"
    convert(src, out, options=Options(output_format=fmt, detail=detail))
    return out.read_text(encoding="utf-8")


@pytest.mark.parametrize("fmt", ["html", "md", "json"])
def test_full_keeps_everything(tmp_path, fmt):
    text = export(tmp_path, fmt, "full")
    for words in (THOUGHT, ANSWER, TOOL_OUT, "a system warning", "second prompt"):
        assert words in text


@pytest.mark.parametrize("fmt", ["html", "md", "json"])
def test_conversation_keeps_prompts_answers_and_calls(tmp_path, fmt):
    text = export(tmp_path, fmt, "conversation")
    body = main_section(text) if fmt == "html" else text
    assert ANSWER in body and "second prompt" in body and "Bash" in body
    assert THOUGHT not in body and "a system warning" not in body
    if fmt != "html":  # the page keeps a call's card (its result folded in it)
        assert TOOL_OUT not in body


@pytest.mark.parametrize("fmt", ["html", "md", "json"])
def test_prompts_keeps_only_the_prompts_with_their_times(tmp_path, fmt):
    text = export(tmp_path, fmt, "prompts")
    body = main_section(text) if fmt == "html" else text
    assert "what is there?" in body and "second prompt" in body
    for words in (THOUGHT, ANSWER, TOOL_OUT, "a system warning"):
        assert words not in body
    assert "2026-01-01T00:00:07" in text or "00:00:07" in text


def test_the_report_counts_what_the_level_left_out_by_kind(tmp_path):
    doc = json.loads(export(tmp_path, "json", "prompts"))
    assert doc["detail"] == "prompts"
    assert doc["report"]["left_out"] == {"Assistant": 1, "System": 1, "Thinking": 1,
                                         "Tool use": 1}
    page = export(tmp_path, "html", "prompts")
    assert "left out: this page shows --detail prompts" in page
    md = export(tmp_path, "md", "prompts")
    assert "left out by the detail level: 1 × Thinking" in md


def test_facts_stay_the_whole_sessions(tmp_path):
    full = json.loads(export(tmp_path, "json", "full"))["sessions"][0]["facts"]
    kept = json.loads(export(tmp_path, "json", "prompts"))["sessions"][0]["facts"]
    assert kept == full


def test_a_rewound_branch_is_left_out_whole_not_spliced_in(tmp_path):
    out = tmp_path / "r.md"
    convert(TEST_DATA / "rewind.jsonl", out, options=Options(output_format="md",
                                                           detail="conversation"))
    full = tmp_path / "f.md"
    convert(TEST_DATA / "rewind.jsonl", full, options=Options(output_format="md"))
    assert "Rewound" in full.read_text(encoding="utf-8")
    text = out.read_text(encoding="utf-8")
    assert "Rewound" in text  # in the report's count, not as messages
    assert text.count("### ❯ User") < full.read_text(encoding="utf-8").count("### ❯ User")
