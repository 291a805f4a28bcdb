"""A subagent's head counts its messages and tool calls (HTML and terminal alike)."""

from __future__ import annotations

import re

from cc2html.pipeline import build_session
from helpers import TEST_DATA, render_path, terminal_outputs

HEAD = re.compile(r'<summary class="subagent-head">.*?</summary>', re.S)


def test_html_head_counts_messages_and_tool_calls():
    heads = HEAD.findall(render_path(TEST_DATA / "agent_progress.jsonl"))
    assert heads and "2 messages · 1 tool call" in heads[0]
    assert "thread item" not in " ".join(heads)


def test_terminal_line_gives_the_same_counts():
    doc = build_session(TEST_DATA / "agent_progress.jsonl").doc
    plain = terminal_outputs(doc)[1]
    assert "2 messages · 1 tool call" in plain
