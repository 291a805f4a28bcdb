"""The theme toggle and the system preference pick the same palette: with one set of
light-dark() colours, dark by the system and dark by the toggle are the same page."""

from __future__ import annotations

import pytest

from chromium import launched, skip_module_without_chromium
from helpers import TEST_DATA, render_path

api = skip_module_without_chromium()
pytestmark = pytest.mark.browser


def test_the_toggle_and_the_system_preference_give_the_same_colours(tmp_path):
    """Computed colours of every element: dark by the system = dark by the toggle, and the
    same for light; and the two schemes do differ."""
    page_file = tmp_path / "page.html"
    page_file.write_text(render_path(TEST_DATA / "tools.jsonl"), encoding="utf-8")
    colours = """() => Array.from(document.querySelectorAll('*'), el => {
        const cs = getComputedStyle(el);
        return [cs.color, cs.backgroundColor, cs.borderLeftColor].join(' '); })"""
    seen = {}
    with launched(api) as browser:
        for system, toggle in (("light", None), ("dark", None), ("dark", "light"),
                               ("light", "dark")):
            context = browser.new_context(color_scheme=system)
            page = context.new_page()
            page.goto(page_file.as_uri())
            if toggle:
                page.evaluate(f"document.documentElement.dataset.theme = '{toggle}'")
            seen[(system, toggle)] = page.evaluate(colours)
            context.close()
    assert seen[("light", None)] == seen[("dark", "light")]
    assert seen[("dark", None)] == seen[("light", "dark")]
    assert seen[("light", None)] != seen[("dark", None)]
