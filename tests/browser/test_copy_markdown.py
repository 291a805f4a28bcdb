""""Copy as Markdown" in a real browser: a message's and a turn's Markdown, from the export.

The text on the clipboard is the Markdown export's own (render/to_html/copy_markdown.py), so it is
compared with `markdown_entries` of the same transcript, not with a copy of its rules.
"""

from __future__ import annotations

import pytest

from cc2html.pipeline import build_session
from cc2html.render.to_html.copy_markdown import markdown_entries
from chromium import skip_module_without_chromium
from helpers import TEST_DATA

pytestmark = pytest.mark.browser

skip_module_without_chromium()

CLIPBOARD = ["clipboard-read", "clipboard-write"]


def entries() -> dict[str, str]:
    return markdown_entries(build_session(TEST_DATA / "tools.jsonl").doc, refs=False)


@pytest.mark.parametrize("viewport", [{"width": 1200, "height": 800},
                                      {"width": 390, "height": 844}], ids=["desktop", "phone"])
def test_copy_a_message_as_markdown(open_page, sample_pages, viewport):
    page = open_page(sample_pages["tools"], permissions=CLIPBOARD, viewport=viewport).page
    button = page.locator("article.assistant button.copy-md[data-copy-md=message]").first
    target = button.get_attribute("data-for")
    button.click()
    page.wait_for_function("() => document.querySelector('button.copy-md.copied') !== null")
    assert page.evaluate("navigator.clipboard.readText()") == entries()[target] + "\n"


def test_copy_a_turn_as_markdown(open_page, sample_pages):
    page = open_page(sample_pages["tools"], permissions=CLIPBOARD).page
    button = page.locator(".messages > article.msg button.copy-md[data-copy-md=turn]").first
    turn = button.get_attribute("data-for")
    button.click()
    page.wait_for_function("() => document.querySelector('button.copy-md.copied') !== null")
    text = page.evaluate("navigator.clipboard.readText()")
    ids = page.eval_on_selector(f"[id='{turn}']", "t => [t.id].concat(Array.from("
                                "t.querySelectorAll('article[id]'), a => a.id))")
    expected = [entries()[i] for i in ids if i in entries()]
    assert len(expected) > 3 and text == "\n\n".join(expected) + "\n"
    assert text.startswith("### ❯ User") and "```diff" in text


def test_no_buttons_without_javascript(open_page, sample_pages):
    page = open_page(sample_pages["tools"], java_script_enabled=False).page
    assert page.locator("button.copy-md").count() == 0


def test_copy_buttons_draw_without_a_symbol_font(open_page, sample_pages):
    """Issue 33: ⎘ and ⎘⎘ drew as empty boxes on a Linux without a symbol font; the buttons
    carry icons drawn by CSS borders and no text, so nothing depends on a font's glyphs."""
    page = open_page(sample_pages["tools"]).page
    buttons = page.locator("button.copy-md")
    assert buttons.count() > 2
    shapes = page.eval_on_selector_all("button.copy-md", """bs => bs.map(b => [
        b.textContent.trim(), b.querySelectorAll('.copy-icon').length,
        b.querySelector('.copy-icon').getBoundingClientRect().width,
        getComputedStyle(b.querySelector('.copy-icon')).borderTopStyle, b.dataset.copyMd])""")
    for text, icons, width, border, kind in shapes:
        assert text == "" and width > 4 and border == "solid"
        assert icons == (2 if kind == "turn" else 1)


def test_the_copy_link_button_draws_without_a_symbol_font(open_page, sample_pages):
    """Issue 33: the copy-link glyph ☍ was a font glyph too; the button now holds an icon of
    two chain links drawn by CSS borders (style.css .link-icon) and no text."""
    page = open_page(sample_pages["tools"]).page
    page.locator(".msg > details > summary").first.hover()  # the link buttons show on hover
    shapes = page.eval_on_selector_all("button.copy-link", """bs => bs.map(b => {
        const icon = b.querySelector('.link-icon'), box = icon.getBoundingClientRect();
        return [b.textContent.trim(), box.width, box.height,
                getComputedStyle(icon, '::before').borderTopStyle,
                getComputedStyle(icon, '::after').borderTopStyle] })""")
    assert len(shapes) > 5
    for text, width, height, before, after in shapes:
        assert text == "" and width > 6 and height > 6 and before == after == "solid"
    assert "☍" not in page.content()
