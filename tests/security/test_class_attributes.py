"""Class attributes: a value from a transcript becomes one sanitised class token, never a
class (or several) of the transcript's choosing (CSS injection).
"""

from __future__ import annotations

import json
from functools import partial
from pathlib import Path

import pytest

from cc2html.pipeline import convert
from cc2html.render.to_html.filters import css_token
from cc2html.render.to_html.html import PageRenderer

from helpers import TEST_DATA, call_lines, render_lines, user_line, visible_text
from page_checks import MARK, foreign_classes, unsafe_parts

SID = "s1"
_user = partial(user_line, sid=SID)
_call = partial(call_lines, sid=SID)


def test_css_token() -> None:
    assert css_token("completed") == "completed"
    assert css_token(f'x {MARK}"><svg onload=1>') == f"x-{MARK}-svg-onload-1"
    assert css_token("") == css_token(None) == css_token("  ") == "other"
    assert css_token(5) == "5" and len(css_token("a" * 500)) == 40


def test_transcript_data_never_adds_a_class(benign: str) -> None:
    """Values that end up in class attributes (status-…, color-…, todo-…, priority-…, a
    tagged output's field name) carried spaces through: `status="x hidden"` added a class
    of the transcript's choosing (CSS injection). Each is now one sanitised token."""
    bad = f"running {MARK} msg user hidden"
    lines = [
        _user(1, f"<task-notification><task-id>bg1</task-id><status>{bad}</status>"
                 f"<summary>s</summary></task-notification>"),
        _user(2, f'<teammate-message teammate_id="t1" color="red {MARK}">hi</teammate-message>'),
        *_call(3, "TodoWrite", {"todos": [{"content": "c", "status": bad, "priority": bad,
                                           "activeForm": "a", "id": "1"}]}, "ok"),
        *_call(4, "BashOutput", {"bash_id": "b1"},
               f"<status>{bad}</status><{MARK}>line one\nline two</{MARK}>"),
        *_call(5, "Bash", {"command": "sleep 9", "run_in_background": True},
               "Command running in background with ID: bg1",
               toolUseResult={"backgroundTaskId": "bg1"}),
        *_call(6, "Task", {"prompt": "p", "description": "d"}, "done",
               toolUseResult={"status": bad, "agentId": "ag1"}),
        {"type": "system", "uuid": "s1", "sessionId": SID, "subtype": "informational",
         "level": bad, "content": "c"},
    ]
    page = render_lines(lines)
    assert foreign_classes(page) == []
    assert unsafe_parts(page, benign) == []
    assert MARK in visible_text(page)  # shown as text, not dropped


@pytest.mark.parametrize("fixture", ["sdk_subagent.jsonl", "sdk_turns.jsonl",
                                     "sdk_notices.jsonl"])
def test_stream_json_statuses_never_add_a_class(fixture: str, tmp_path: Path) -> None:
    """Agent SDK task cards and MCP server badges put `status` into classes too."""

    def poison(value: object, key: str = "") -> object:
        if isinstance(value, dict):
            return {k: poison(v, k) for k, v in value.items()}
        if isinstance(value, list):
            return [poison(v, key) for v in value]
        if key in ("status", "level", "subtype") and isinstance(value, str) and key != "type":
            return value if key == "subtype" and value == "init" else f"{value} {MARK} x\"y"
        return value

    src = tmp_path / fixture
    src.write_text("".join(json.dumps(poison(json.loads(line))) + "\n" for line in
                           (TEST_DATA / fixture).read_text(encoding="utf-8").splitlines()))
    out = tmp_path / "page.html"
    convert(src, out, PageRenderer())
    assert foreign_classes(out.read_text(encoding="utf-8")) == []
