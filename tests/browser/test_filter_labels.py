"""The toolbar's filter buttons are labelled from the registry, in a real browser.

The page script makes one button per filter group it finds on the page; their
labels come from the page (the registry's FILTER_LABELS written into #filters),
so a group the script was never told about (the Agent SDK's notice and context)
still gets its proper label rather than its raw name.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from helpers import TEST_DATA
from chromium import launched, skip_module_without_chromium
from cc2html.pipeline import convert
from cc2html.render.html import PageRenderer
from cc2html.render.registry import FILTER_LABELS

pytestmark = pytest.mark.browser

sync_api = skip_module_without_chromium()

#: fixtures that between them show every filter group the registry has
FIXTURES = ("viewer", "sdk_notices", "sdk_turns")


@pytest.fixture(scope="module")
def pages(tmp_path_factory) -> list[Path]:
    out = tmp_path_factory.mktemp("labels")
    renderer = PageRenderer()
    found = []
    for name in FIXTURES:
        found.append(out / f"{name}.html")
        convert(TEST_DATA / f"{name}.jsonl", found[-1], renderer)
    return found


@pytest.fixture(scope="module")
def buttons(pages) -> dict[str, tuple[str, str]]:
    """Every filter button on the pages: group -> (its text without the count, its title)."""
    seen: dict[str, tuple[str, str]] = {}
    with launched(sync_api) as browser:
        context = browser.new_context()
        page = context.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda exc: errors.append(str(exc)))
        for path in pages:
            page.goto(path.as_uri(), wait_until="load")
            page.wait_for_selector("#filters button[data-group]", state="attached")
            for group, text, title in page.eval_on_selector_all(
                    "#filters button[data-group]",
                    """bs => bs.map(b => [b.dataset.group, b.firstChild.textContent, b.title])"""):
                seen[group] = (text, title)
        context.close()
    assert not errors
    return seen


def test_every_filter_button_has_the_registrys_label(buttons):
    assert buttons, "no filter buttons on the pages"
    for group, (text, title) in buttons.items():
        assert text == FILTER_LABELS[group], group
        assert title == "Show or hide " + FILTER_LABELS[group].lower(), group


def test_the_sdk_groups_get_proper_labels(buttons):
    assert buttons["notice"][0] == "Notices"
    assert buttons["context"][0] == "Context"


def test_the_pages_show_every_labelled_group_but_the_session(buttons):
    assert set(buttons) == set(FILTER_LABELS) - {"session"}
