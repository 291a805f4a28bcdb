"""Random hostile text (Hypothesis) in every field of a session and in every string of the
stream-json and typed-tool fixtures: page and terminal stay inert.
"""

from __future__ import annotations

import json
import re
import tempfile
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cc2html.pipeline import convert
from cc2html.render.to_html.html import PageRenderer

from helpers import FORBIDDEN, TEST_DATA, examples, render_lines
from hostile import PAIRING, STRUCTURAL, TEXT, benign_text, terminal_text
from page_checks import head_problems, page_problems

BENIGN = benign_text("s3")


def _random_session(f: dict[str, str]) -> list[dict]:
    meta = {"sessionId": f["sid"], "cwd": f["cwd"], "gitBranch": f["branch"], "version": "1"}
    return [
        {"type": "user", "uuid": f["uuid"], "message": {"role": "user", "content": f["user"]},
         **meta},
        {"type": "assistant", "uuid": "a1", "message": {
            "role": "assistant", "id": "m1", "model": f["model"], "content": [
                {"type": "thinking", "thinking": f["thinking"]},
                {"type": "text", "text": f["answer"]},
                {"type": "tool_use", "id": "t1", "name": f["tool"],
                 "input": {f["key"]: f["value"], "command": f["value"], "url": f["value"],
                           "file_path": f["value"]}}]}, **meta},
        {"type": "user", "uuid": "r1", "message": {"role": "user", "content": [
            {"type": "tool_result", "tool_use_id": "t1", "content": [
                {"type": "text", "text": f["result"]},
                {"type": "image", "source": {"type": "base64", "media_type": f["media"],
                                             "data": f["data"]}}]}]},
         "toolUseResult": {"stdout": f["result"], "stderr": f["value"], "url": f["value"],
                           "file": {"filePath": f["value"], "content": f["result"]}}, **meta},
        {"type": "user", "uuid": "s1", "isSidechain": True, "agentId": f["agent"],
         "message": {"role": "user", "content": f["user"]}, **meta},
        {"type": "custom-title", "customTitle": f["title"], "sessionId": f["sid"]},
    ]


FIELDS = ["sid", "cwd", "branch", "uuid", "user", "model", "thinking", "answer", "tool", "key",
          "value", "result", "media", "data", "agent", "title"]


@settings(max_examples=examples(40), deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(st.fixed_dictionaries({name: TEXT for name in FIELDS}))
def test_random_text_in_every_field(fields: dict[str, str]) -> None:
    lines = _random_session(fields)
    page = render_lines(lines)
    assert page_problems(page, BENIGN) == []
    assert head_problems(page) == []
    assert not re.search("[\u202a-\u202e\u2066-\u2069]", page)
    with tempfile.TemporaryDirectory() as tmp:
        src = Path(tmp) / "s.jsonl"
        src.write_text("".join(json.dumps(x) + "\n" for x in lines), encoding="utf-8")
        found = FORBIDDEN.findall(terminal_text(src))
    assert not found, sorted({hex(ord(c)) for c in found})


def _fill(value: Any, texts: list[str], at: list[int], key: str = "") -> Any:
    """Every string of a line (but kinds and pairing ids) replaced by the next random text."""
    if isinstance(value, dict):
        return {k: v if k in STRUCTURAL else _fill(v, texts, at, k) for k, v in value.items()}
    if isinstance(value, list):
        return [_fill(v, texts, at, key) for v in value]
    if isinstance(value, str) and key not in PAIRING:
        at[0] += 1
        return texts[at[0] % len(texts)]
    return value


@pytest.mark.parametrize("fixture", ["sdk_notices.jsonl", "sdk_turns.jsonl", "tools_plan.jsonl",
                                     "sdk_server_tools.jsonl", "sdk_subagent.jsonl",
                                     "tools_files.jsonl", "tools_web.jsonl", "user_tags.jsonl"])
@settings(max_examples=examples(40), deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(texts=st.lists(TEXT, min_size=1, max_size=9))
def test_random_text_in_every_string_of_a_fixture(fixture: str, texts: list[str]) -> None:
    """Stream-json logs (init tools, MCP servers, plugins, hooks, results) and typed tool
    results, with random text in every string: page and terminal stay inert."""
    at = [0]
    lines = [json.dumps(_fill(json.loads(raw), texts, at))
             for raw in (TEST_DATA / fixture).read_text(encoding="utf-8").splitlines()
             if raw.strip()]
    with tempfile.TemporaryDirectory() as tmp:
        src = Path(tmp) / fixture
        src.write_text("\n".join(lines) + "\n", encoding="utf-8")
        page = Path(tmp) / "page.html"
        convert(src, page, PageRenderer())
        text = page.read_text(encoding="utf-8")
        found = FORBIDDEN.findall(terminal_text(src))
    assert page_problems(text, BENIGN) == [] and head_problems(text) == []
    assert not found, sorted({hex(ord(c)) for c in found})
