"""Render stage: escaping, safe links, highlighting, images, folding, CSP."""

from __future__ import annotations

import re

from cc2html.render.text.ansi import ansi_to_html
from cc2html.render.text.markdown import render_markdown, safe_link
from helpers import TEST_DATA, render_lines, render_path, visible_text


def test_markdown_has_no_raw_html_and_no_unsafe_links():
    html = str(render_markdown("<script>alert(1)</script> [x](javascript:alert(1)) "
                               "[y](JAVASCRIPT:alert(1)) [z](java\tscript:alert(1)) "
                               "[ok](https://example.com)"))
    assert "<script>" not in html and 'href="javascript' not in html.lower()
    assert 'href="https://example.com"' in html


def test_safe_link_schemes():
    assert safe_link("https://a.b") and safe_link("mailto:x@y") and safe_link("docs/x.md")
    assert safe_link("#anchor") and not safe_link("javascript:x") and not safe_link("data:x")
    assert not safe_link(" vbscript:x") and not safe_link("file:///etc/passwd")


def test_markdown_images_never_load():
    html = str(render_markdown("![alt](https://example.com/x.png)"))
    assert "<img" not in html and "example.com/x.png" in html


def test_fenced_code_is_highlighted_and_labelled():
    html = str(render_markdown("```python\ndef f():\n    return 1\n```"))
    assert 'class="hl"' in html and "code-lang" in html and ">python<" in html


def test_ansi_becomes_classes_and_other_escapes_vanish():
    html = str(ansi_to_html("\x1b[31mred\x1b[0m \x1b]8;;http://x\x07link\x1b]8;;\x07 <b>"))
    assert '<span class="ansi-red">red</span>' in html
    assert "\x1b" not in html and "&lt;b&gt;" in html and "http://x" not in html


def test_images_are_inlined_only_when_valid():
    page = render_path(TEST_DATA / "images.jsonl")
    assert page.count('src="data:image/png;base64,') == 1
    assert "unsupported image type" in page and "not valid base64" in page
    assert "<script>x</script>" not in page


def test_page_is_self_contained_with_csp():
    page = render_path(TEST_DATA / "tools.jsonl")
    assert 'http-equiv="Content-Security-Policy"' in page
    assert not re.search(r'<(script|link|img)[^>]+(src|href)="(https?:)?//', page)
    assert "<details" in page


def test_user_html_is_escaped():
    page = render_lines([{"type": "user", "message": {"content": "<img src=x onerror=alert(1)>"}}])
    assert "<img src=x" not in page and "&lt;img src=x onerror=alert(1)&gt;" in page


def test_skipped_lines_are_listed_in_the_page():
    text = visible_text(render_path(TEST_DATA / "bad_lines.jsonl"))
    assert "3 lines skipped" in text and "line 2" in text and "incomplete last line" in text
    assert "Before the bad lines." in text and "After the bad lines." in text


def test_hidden_records_are_counted():
    page = render_lines([
        {"type": "user", "message": {"content": "hi"}},
        {"type": "progress", "data": {"type": "hook_progress"}},
        {"type": "file-history-snapshot", "snapshot": {}},
    ])
    text = visible_text(page)
    assert "progress/hook_progress" in text and "file-history-snapshot" in text


def test_unknown_kinds_render_as_json():
    text = visible_text(render_path(TEST_DATA / "unknown_kinds.jsonl"))
    assert "future-kind" in text and "a line kind from a newer Claude Code" in text
    assert "server_widget" in text and "no type field at all" in text


def test_rendering_is_deterministic():
    assert render_path(TEST_DATA / "tools.jsonl") == render_path(TEST_DATA / "tools.jsonl")


def test_table_alignment_uses_classes_not_style_attributes():
    html = str(render_markdown("| a | b | c |\n|:--|:-:|--:|\n| 1 | 2 | 3 |"))
    assert "style=" not in html
    assert 'class="align-left"' in html and 'class="align-center"' in html
    assert 'class="align-right"' in html
