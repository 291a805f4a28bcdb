"""The skip link with the keyboard: Tab shows it, Enter jumps past the header and toolbar to
<main id="main">, and the next Tab lands inside the conversation."""

from __future__ import annotations

import pytest

from chromium import launched, skip_module_without_chromium
from helpers import TEST_DATA, render_path

api = skip_module_without_chromium()
pytestmark = pytest.mark.browser


def test_tab_shows_the_skip_link_and_enter_moves_past_the_toolbar(tmp_path):
    session = tmp_path / "session.html"
    session.write_text(render_path(TEST_DATA / "tools.jsonl"), encoding="utf-8")
    with launched(api) as browser:
        page = browser.new_page(viewport={"width": 1000, "height": 700})
        page.goto(session.as_uri())
        link = page.locator("a.skip")
        box = link.bounding_box()
        assert box is None or box["y"] + box["height"] <= 0, "visible before it has focus"
        page.keyboard.press("Tab")
        assert page.evaluate("document.activeElement.className") == "skip"
        box = link.bounding_box()
        assert box and box["y"] >= 0 and box["height"] > 0, "focused but out of sight"
        page.keyboard.press("Enter")
        page.wait_for_function("location.hash === '#main'")
        page.keyboard.press("Tab")
        inside = page.evaluate("document.querySelector('main').contains(document.activeElement)")
        assert inside, "Tab after the skip link did not continue inside <main>"
