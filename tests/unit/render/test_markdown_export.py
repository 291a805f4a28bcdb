"""The Markdown export: transcript text never escapes its place, and the file is stable.

Parsed with markdown-it (CommonMark, as GitHub and Obsidian read it): the only headings
are cc2html's, no raw HTML reaches the document, and an unclosed fence in a prompt does
not swallow what follows.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from markdown_it import MarkdownIt

from cc2html.options import Options
from cc2html.pipeline import convert
from cc2html.render.to_markdown.md_rewrite import safe_markdown
from cc2html.render.to_markdown.md_text import code, fence
from helpers import TEST_DATA, call_lines, user_line

HOSTILE_PROMPT = ("# Not a heading\nTitle\n===\n<script>alert(1)</script> &amp; <b>x</b>\n"
                  "```python\nunclosed fence")


def assistant_line(n: int, text: str) -> dict[str, Any]:
    return {"type": "assistant", "uuid": f"a{n}", "sessionId": "s1",
            "timestamp": f"2026-01-01T00:00:{n:02d}Z",
            "message": {"role": "assistant", "id": f"m{n}", "model": "claude",
                        "content": [{"type": "text", "text": text}]}}


def export_lines(tmp_path: Path, lines: list[Any], fmt: str = "md", **options: Any) -> str:
    src = tmp_path / "s.jsonl"
    src.write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")
    out = tmp_path / f"s.{fmt}"
    convert(src, out, options=Options(output_format=fmt, **options))
    return out.read_text(encoding="utf-8")


def tokens(text: str) -> list[Any]:
    return MarkdownIt("commonmark").parse(text)


def headings(text: str) -> list[tuple[str, str]]:
    """(level tag, text) of every heading."""
    toks = tokens(text)
    return [(t.tag, toks[i + 1].content) for i, t in enumerate(toks) if t.type == "heading_open"]


def test_transcript_text_cannot_add_headings_html_or_swallow_the_rest(tmp_path):
    text = export_lines(tmp_path, [
        user_line(1, HOSTILE_PROMPT),
        assistant_line(2, "## Fake section\n<div onclick=x>hi</div>\n~~~\nopen tilde"),
        *call_lines(3, "Bash", {"command": "echo '```'"}, "````\n# out\n<img src=x>"),
        user_line(6, "the second prompt"),
    ])
    found = headings(text)  # cc2html's outline only: the title, the session, prompts, the call
    assert [tag for tag, _ in found] == ["h1", "h2", "h3", "h4", "h3"], found
    assert found[3][1].startswith("$ Bash") and found[4][1].startswith("❯ User")
    assert "the second prompt" in text
    assert not [t for t in tokens(text) if t.type in ("html_block", "html_inline")]
    for t in tokens(text):
        assert "<script>" not in "".join(c.content for c in t.children or []
                                         if c.type == "html_inline")


def test_a_fence_is_longer_than_any_backtick_run_inside():
    block = fence("a ```` b\n`````", "text")
    assert block.startswith("``````text\n") and block.endswith("\n``````")
    parsed = tokens(block)
    assert [t.type for t in parsed] == ["fence"] and parsed[0].content == "a ```` b\n`````\n"


def test_inline_code_keeps_backticks():
    parsed = tokens(code("a `b` c"))
    assert parsed[1].children[0].type == "code_inline"
    assert parsed[1].children[0].content == "a `b` c"


@pytest.mark.parametrize("text", ["# h", "  ## h", "x\n---", "x\n===", "<p>hi</p>",
                                  "```\nno end", "a &copy; b"])
def test_safe_markdown_renders_as_typed(text):
    toks = tokens(safe_markdown(text))
    assert not [t for t in toks if t.type in ("heading_open", "html_block")]
    inline = "".join(c.content for t in toks for c in (t.children or []))
    if "&copy;" in text:
        assert "&copy;" in inline  # an entity shows as typed, not as ©


def test_code_the_text_fences_itself_is_kept():
    text = "see:\n```python\n# a comment, not a heading\nx = '<b>'\n```\nafter"
    toks = tokens(safe_markdown(text))
    fences = [t for t in toks if t.type == "fence"]
    assert fences and fences[0].info == "python"
    assert fences[0].content == "# a comment, not a heading\nx = '<b>'\n"


def test_an_edit_is_a_diff_and_thinking_a_quote(tmp_path):
    text = (TEST_DATA / "thinking.jsonl")
    out = tmp_path / "t.md"
    convert(text, out, options=Options(output_format="md"))
    md = out.read_text(encoding="utf-8")
    assert "> **∴ Thinking**" in md
    edit = tmp_path / "e.md"
    convert(TEST_DATA / "tools.jsonl", edit, options=Options(output_format="md"))
    assert "```diff\n@@" in edit.read_text(encoding="utf-8")


def test_bytes_are_deterministic_and_redaction_applies(tmp_path):
    lines = [user_line(1, "my key is sk-ant-api03-" + "A" * 90 + " in /home/alice/x")]
    first = export_lines(tmp_path, lines, redact=True, redact_home=True)
    assert export_lines(tmp_path, lines, redact=True, redact_home=True) == first
    assert "AAAAAAAAAA" not in first and "/home/alice" not in first



def test_a_script_or_relative_link_from_the_transcript_reads_as_text():
    """A relative link names a file of the session's project, never one beside the export
    (a folder exported as Markdown must have no broken links): it reads as text too, the
    target after it as code."""
    text = ("[a](javascript:alert(1)) [b](JaVa\tScript:x) [c](data:text/html,x) "
            "[ok](https://ok.example/) [rel](notes/a.md) [top](#intro)\n"
            "[k]: javascript:alert(2)\n\n[r]: notes/b.md\n\n[r] [k]")
    html = MarkdownIt("commonmark").render(safe_markdown(text))
    hrefs = re.findall(r'href="([^"]*)"', html)
    assert hrefs == ["https://ok.example/"], hrefs
    assert "rel (<code>notes/a.md</code>)" in html and "top (<code>#intro</code>)" in html
    assert "r (<code>notes/b.md</code>)" in html


@pytest.mark.parametrize("fixture", sorted(TEST_DATA.glob("*.jsonl")), ids=lambda p: p.stem)
def test_json_is_shown_only_for_unrecognised_kinds(fixture, tmp_path):
    out = tmp_path / "x.md"
    convert(fixture, out, options=Options(output_format="md"))
    text = out.read_text(encoding="utf-8")
    own = fixture.read_text(encoding="utf-8", errors="replace").count("```json")
    assert text.count("```json") <= own + text.count("**? Unrecognised")
