"""The toolbar's filter buttons are labelled and ordered from the registry, in a real browser.

The page script makes one button per filter group it finds on the page; their
labels and their order come from the page (the registry's FILTER_LABELS written
into #filters as data-groups), so a group the script was never told about (the
Agent SDK's notice and context) still gets its proper label rather than its raw
name, and its place in the row.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from helpers import TEST_DATA
from chromium import launched, skip_module_without_chromium
from cc2html.pipeline import convert
from cc2html.render.to_html.html import PageRenderer
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
def reordered(pages, tmp_path_factory) -> Path:
    """The first page with its data-groups pairs reversed, as if the registry listed them so."""
    html = pages[0].read_text(encoding="utf-8")
    written = f"data-groups='{json.dumps(list(FILTER_LABELS.items()))}'"
    assert written in html, "the page does not carry the registry's groups as written"
    reverse = f"data-groups='{json.dumps(list(FILTER_LABELS.items())[::-1])}'"
    out = tmp_path_factory.mktemp("reordered") / "reordered.html"
    out.write_text(html.replace(written, reverse), encoding="utf-8")
    return out


@pytest.fixture(scope="module")
def shown(pages, reordered) -> dict[Path, list[tuple[str, str, str]]]:
    """Each page's filter buttons in their order: (group, text without the count, title)."""
    seen: dict[Path, list[tuple[str, str, str]]] = {}
    with launched(sync_api) as browser:
        context = browser.new_context()
        page = context.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda exc: errors.append(str(exc)))
        for path in [*pages, reordered]:
            page.goto(path.as_uri(), wait_until="load")
            page.wait_for_selector("#filters button[data-group]", state="attached")
            seen[path] = [tuple(b) for b in page.eval_on_selector_all(
                "#filters button[data-group]",
                """bs => bs.map(b => [b.dataset.group, b.firstChild.textContent, b.title])""")]
        context.close()
    assert not errors
    return seen


@pytest.fixture(scope="module")
def buttons(pages, shown) -> dict[str, tuple[str, str]]:
    """Every filter button on the rendered pages: group -> (its text, its title)."""
    return {group: (text, title) for path in pages for group, text, title in shown[path]}


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


def test_filter_buttons_come_in_the_registrys_order(pages, shown):
    order = list(FILTER_LABELS)
    for path in pages:
        groups = [group for group, _, _ in shown[path]]
        assert len(groups) > 1, path.name
        assert groups == sorted(groups, key=order.index), path.name


def test_the_button_order_is_read_from_the_page(pages, shown, reordered):
    """Not from the script: the same page with the pairs reversed shows its buttons reversed."""
    assert [g for g, _, _ in shown[reordered]] == [g for g, _, _ in shown[pages[0]]][::-1]
