"""The session header in a real browser: the first prompt on the first screen at desktop
and phone sizes (light and dark), the fact card opening with and without JavaScript, the
resume command copied, and times in the viewer's zone with the zone named."""

from __future__ import annotations

from pathlib import Path

import pytest

from chromium import skip_module_without_chromium
from helpers import CORPUS, TEST_DATA
from cc2html.pipeline import convert
from cc2html.render.to_html.html import PageRenderer

pytestmark = pytest.mark.browser

skip_module_without_chromium()

REAL = CORPUS / "marot-spotter/test/fixtures/transcripts/fa812bfe-b295-4cca-9c2f-fdf01028cb46.jsonl"
VIEWPORTS = {"desktop": {"width": 1280, "height": 800}, "phone": {"width": 390, "height": 844}}


@pytest.fixture(scope="module")
def pages(tmp_path_factory) -> dict[str, Path]:
    out = tmp_path_factory.mktemp("header")
    renderer, found = PageRenderer(), {}
    for name, src in (("glance", TEST_DATA / "context_glance.jsonl"), ("real", REAL)):
        if src.is_file():
            found[name] = out / f"{name}.html"
            convert(src, found[name], renderer)
    return found


def _first_prompt_top(page) -> float:
    return page.evaluate("document.querySelector('article.msg.user').getBoundingClientRect().top")


@pytest.mark.corpus
@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("size", sorted(VIEWPORTS))
def test_first_prompt_is_on_the_first_screen(open_page, pages, size, scheme):
    if "real" not in pages:
        pytest.skip(f"corpus session not found: {REAL} (set CC2HTML_SHARED)")
    viewport = VIEWPORTS[size]
    page = open_page(pages["real"], viewport=viewport, color_scheme=scheme).page
    top = _first_prompt_top(page)
    assert 0 < top < viewport["height"] / 2, top  # before: 676 (desktop), 992 (phone)
    line = page.locator(".fact-line")
    lines = line.bounding_box()["height"] / float(line.evaluate(
        "el => parseFloat(getComputedStyle(el).lineHeight) || 20"))
    assert lines < (1.5 if size == "desktop" else 3.5), lines  # one line; three on a phone
    assert "243 tool calls" in line.inner_text() and "details" in line.inner_text()


@pytest.mark.parametrize("js", [True, False])
def test_details_open_the_full_card(open_page, pages, js):
    page = open_page(pages["glance"], java_script_enabled=js).page
    facts = page.locator(".fact-card .session-facts")
    assert not facts.is_visible()
    page.click(".fact-line")
    assert facts.is_visible()
    assert "claude --resume 11111111-2222-4333-8444-555555555555" in facts.inner_text()
    assert page.locator(".copy-resume").is_visible() is js


def test_resume_button_copies_the_command(open_page, pages):
    w = open_page(pages["glance"], permissions=["clipboard-read", "clipboard-write"])
    page = w.page
    page.click(".fact-line")
    page.click(".copy-resume")
    page.wait_for_function("document.querySelector('.copy-resume').textContent === 'Copied'")
    copied = page.evaluate("navigator.clipboard.readText()")
    assert copied == "cd /home/dev/project && claude --resume 11111111-2222-4333-8444-555555555555"


def test_local_times_name_the_zone(open_page, pages):
    page = open_page(pages["glance"], timezone_id="Asia/Tokyo", locale="en-GB").page
    first = page.locator(".msg-head .meta time").first
    assert "19:00:01" in first.inner_text() and "GMT+9" in first.inner_text()
    assert "2026-01-15 10:00:01 UTC" in first.get_attribute("title")
    started = page.locator("[data-fact=started] time")
    assert "GMT+9" in started.text_content()


def test_without_javascript_times_are_utc_and_say_so(open_page, pages):
    page = open_page(pages["glance"], java_script_enabled=False, timezone_id="Asia/Tokyo").page
    assert page.locator(".msg-head .meta time").first.inner_text() == "2026-01-15 10:00:01 UTC"


def test_commit_cards_show_without_opening_the_call(open_page, pages):
    page = open_page(pages["glance"]).page
    cards = page.locator(".commit-card")
    assert cards.count() == 2 and cards.first.is_visible()
    assert "Fix the install steps" in cards.first.inner_text()
