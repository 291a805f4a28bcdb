"""Text and image blocks next to each other make one message; any other block splits them.

User and assistant entries group their content the same way (classify/blocks.py)."""

from __future__ import annotations

import base64

from cc2html.classify import ClassifyContext, classify
from cc2html.classify.blocks import content_parts
from cc2html.model import AssistantTextMessage, ToolUseMessage, UserTextMessage
from cc2html.model.items import ImageItem, TextItem
from cc2html.read.entries import parse_block
from cc2html.read.transcript import entry_from_object

PNG = base64.b64encode(b"\x89PNG\r\n\x1a\n" + b"\0" * 16).decode()
IMAGE = {"type": "image", "source": {"type": "base64", "media_type": "image/png", "data": PNG}}
CONTENT = [{"type": "text", "text": "one"}, IMAGE, {"type": "text", "text": "two"},
           {"type": "tool_use", "id": "t1", "name": "Bash", "input": {"command": "ls"}},
           {"type": "text", "text": "three"}]


def test_content_parts_joins_runs_and_keeps_first_index() -> None:
    parts = list(content_parts([parse_block(b) for b in CONTENT]))
    assert [index for index, _ in parts] == [0, 3, 4]
    run, tool, last = (part for _, part in parts)
    assert [type(i) for i in run] == [TextItem, ImageItem, TextItem]
    assert getattr(tool, "name") == "Bash"
    assert last == (TextItem("three"),)


def test_no_blocks_no_parts() -> None:
    assert list(content_parts([])) == []


def _messages(obj: dict) -> list:
    entry = next(e for e in entry_from_object(obj, 1))
    return list(classify([entry], ClassifyContext()))


def test_assistant_and_user_entries_split_alike() -> None:
    base = {"uuid": "u1", "sessionId": "s", "timestamp": "2025-01-01T00:00:00Z"}
    assistant = _messages({**base, "type": "assistant",
                           "message": {"role": "assistant", "content": CONTENT}})
    assert [type(m) for m in assistant] == [AssistantTextMessage, ToolUseMessage,
                                            AssistantTextMessage]
    assert [m.meta.block for m in assistant] == [0, 3, 4]
    assert len(assistant[0].items) == 3
    user_content = [b for b in CONTENT if b["type"] != "tool_use"]
    user_content.insert(3, {"type": "document", "source": {}})
    user = _messages({**base, "type": "user", "message": {"role": "user", "content": user_content}})
    assert [m.meta.block for m in user] == [0, 3, 4]
    assert isinstance(user[0], UserTextMessage) and isinstance(user[2], UserTextMessage)
    assert user[1].kind == "user.document"
