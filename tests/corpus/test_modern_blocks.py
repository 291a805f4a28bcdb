"""The real 2.1.2xx files of ../shared/corpus-modern, read independently with `json.loads`:
each content block and field of Claude Code 2.1.2xx that cc2html now understands shows on
the page as its view, not as a raw card (issue 32, content blocks and message fields)."""

from __future__ import annotations

from pathlib import Path

import pytest

from helpers import SHARED, json_objects as objects, main_section, render_path

pytestmark = pytest.mark.corpus

MODERN = SHARED / "corpus-modern"


def modern_files() -> list[Path]:
    if not MODERN.is_dir():
        pytest.skip("../shared/corpus-modern is not here")
    return sorted(MODERN.rglob("*.jsonl"))


def blocks(obj: dict) -> list[dict]:
    message = obj.get("message")
    content = message.get("content") if isinstance(message, dict) else None
    return [b for b in content if isinstance(b, dict)] if isinstance(content, list) else []


def test_every_empty_thinking_block_says_not_recorded_never_redacted():
    seen = 0
    for path in modern_files():
        empty = sum(1 for obj in objects(path) if obj.get("type") == "assistant"
                    for b in blocks(obj) if b.get("type") == "thinking"
                    and not str(b.get("thinking") or "").strip())
        if not empty:
            continue
        seen += empty
        page = main_section(render_path(path))
        assert "encrypted by the API" not in page, path
        assert page.count('<span class="title">Thinking not recorded</span>') >= 1, path
    assert seen >= 80  # 81 in the matrx-local files alone


def test_effort_shows_on_the_answers_of_each_file_that_has_it():
    seen = 0
    for path in modern_files():
        efforts = {obj["effort"] for obj in objects(path) if obj.get("type") == "assistant"
                   and isinstance(obj.get("effort"), str)
                   and any(b.get("type") == "text" for b in blocks(obj))}
        if not efforts:
            continue
        page = main_section(render_path(path))
        for effort in efforts:
            seen += 1
            assert f">effort {effort}</span>" in page, (path, effort)
    assert seen >= 3


def test_tool_reference_blocks_show_as_tool_names():
    seen = 0
    for path in modern_files():
        names = [ref.get("tool_name") for obj in objects(path) if obj.get("type") == "user"
                 for b in blocks(obj) if b.get("type") == "tool_result"
                 and isinstance(b.get("content"), list)
                 for ref in b["content"] if isinstance(ref, dict)
                 and ref.get("type") == "tool_reference"]
        if not names:
            continue
        page = main_section(render_path(path))
        assert '"tool_reference"' not in page and "tool_reference" not in page, path
        for name in names:
            seen += 1
            escaped = str(name).replace("&", "&amp;").replace("<", "&lt;")
            assert f'<code class="tool-ref">{escaped}</code>' in page, (path, name)
    assert seen >= 1


def test_fallback_blocks_are_notices_not_unknown():
    seen = 0
    for path in modern_files():
        count = sum(1 for obj in objects(path) if obj.get("type") == "assistant"
                    for b in blocks(obj) if b.get("type") == "fallback")
        if not count:
            continue
        seen += count
        page = main_section(render_path(path))
        assert page.count('<span class="title">Model fallback</span>') == count, path
        assert "assistant.fallback" not in page, path
    assert seen >= 1
