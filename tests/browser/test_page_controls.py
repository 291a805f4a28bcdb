"""The page's controls in a real browser: search, permalinks, filters and the keyboard.

Debian's chromium driven by Playwright, pages opened from file:// (the `open_page` and
`sample_pages` fixtures in conftest.py); each test opens a fresh context and checks that
the page made no network request and logged no console error.
"""

from __future__ import annotations

import re

import pytest

from helpers import TEST_DATA
from chromium import ancestors_open, skip_module_without_chromium

pytestmark = pytest.mark.browser

skip_module_without_chromium()  # the whole module, when Chromium or playwright is missing


# --------------------------------------------------------------------------- search


def test_search_slash_focus_marks_and_unfolds_the_match(open_page, sample_pages):
    w = open_page(sample_pages["viewer"])
    page = w.page
    bash = "article[data-tool=Bash] > details"
    assert not page.eval_on_selector(bash, "d => d.open")
    page.keyboard.press("/")
    assert page.evaluate("document.activeElement.id") == "search"
    page.keyboard.type("zebrafinch")
    page.keyboard.press("Enter")
    assert page.locator("mark.cc-hit").count() == 1
    assert page.inner_text("#search-count") == "1 / 1"
    assert page.eval_on_selector(bash, "d => d.open"), "the fold holding the match stays closed"
    assert page.locator("mark.cc-hit.current").is_visible()
    assert "q=zebrafinch" in page.url


def test_search_next_previous_and_clear(open_page, sample_pages):
    page = open_page(sample_pages["viewer"]).page
    page.fill("#search", "rows")  # typing searches by itself after a pause
    page.wait_for_function("() => document.getElementById('search-count').textContent !== ''")
    count = page.inner_text("#search-count")
    total = int(count.split("/")[1])
    assert count.startswith("1 / ") and total >= 3
    page.press("#search", "Enter")
    assert page.inner_text("#search-count") == f"2 / {total}"
    page.press("#search", "Shift+Enter")
    page.press("#search", "Shift+Enter")
    assert page.inner_text("#search-count") == f"{total} / {total}"
    # matches inside the thinking fold and the subagent card are found and unfolded
    page.fill("#search", "platypus")
    page.press("#search", "Enter")
    assert ancestors_open(page, "mark.cc-hit.current")
    page.fill("#search", "")
    page.press("#search", "Enter")
    assert page.locator("mark").count() == 0 and "q=" not in page.url


def test_search_matches_across_highlighted_tokens(open_page, sample_pages):
    page = open_page(sample_pages["tools"]).page
    page.fill("#search", "ls -la src")  # split over several Pygments <span>s
    page.press("#search", "Enter")
    assert page.inner_text("#search-count").endswith("/ 2")  # the summary hint and the command
    assert page.eval_on_selector_all("mark.cc-hit.current", "ms => ms.map(m => m.textContent).join('')") \
        == "ls -la src"

# --------------------------------------------------------------------------- permalinks


def test_permalink_unfolds_and_scrolls_to_a_folded_message(open_page, sample_pages):
    page = open_page(sample_pages["viewer"]).page
    target = page.eval_on_selector("article.sidechain.assistant", "el => el.id")
    uuid = target.removeprefix("msg-")
    assert f'"uuid": "{uuid}"' in (TEST_DATA / "viewer.jsonl").read_text()
    page.goto(sample_pages["viewer"].as_uri() + "#" + target)
    page.wait_for_function("id => document.getElementById(id).classList.contains('flash')", arg=target)
    assert ancestors_open(page, "#" + target)
    assert page.locator("#" + target).is_visible()
    box = page.locator("#" + target).bounding_box()
    assert -2 <= box["y"] < 800  # sub-pixel scroll positions


def test_permalink_to_a_tool_result_and_hash_changes(open_page, sample_pages):
    page = open_page(sample_pages["viewer"]).page
    result = page.eval_on_selector("article[data-tool=Read] .tool_result", "el => el.id")
    page.evaluate("id => { location.hash = id; }", result)
    page.wait_for_function("id => document.getElementById(id).getClientRects().length > 0", arg=result)
    assert ancestors_open(page, "#" + result)


def test_copy_link_button(open_page, sample_pages):
    page = open_page(sample_pages["viewer"]).page
    button = page.locator("article.user .copy-link").first
    target = button.get_attribute("data-copy")
    button.click()
    page.wait_for_function("() => document.getElementById('status').textContent !== ''")
    assert page.inner_text("#status").endswith("#" + target)
    assert page.eval_on_selector("article.user > details", "d => d.open"), "the click toggled the fold"

# --------------------------------------------------------------------------- filters


def test_filter_toggles_show_counts_and_update_the_url(open_page, sample_pages):
    page = open_page(sample_pages["viewer"]).page
    labels = page.eval_on_selector_all("#filters button[data-group]",
                                       "bs => bs.map(b => b.getAttribute('data-group') + ' ' + b.querySelector('.count').textContent)")
    assert labels == ["user 4", "assistant 5", "thinking 1", "tool 3", "system 1", "sidechain 1"]
    page.click("#filters button[data-group=tool]")
    assert "hide=tool" in page.url
    assert page.get_attribute("#filters button[data-group=tool]", "aria-pressed") == "false"
    assert not page.locator("article[data-tool]").first.is_visible()
    assert page.locator("article.assistant").first.is_visible()
    page.click("#filters button[data-group=assistant]")
    assert re.search(r"hide=assistant,tool|hide=tool,assistant", page.url)
    # hiding assistant text keeps what is nested under it (here the tool calls are hidden too)
    assert "I'll look at the data first." not in page.inner_text("main")
    page.click("#filters [data-action=show-all]")
    assert "hide=" not in page.url and page.locator("article[data-tool]").first.is_visible()


def test_filtered_view_can_be_shared(open_page, sample_pages):
    page = open_page(sample_pages["viewer"], "?hide=thinking,system").page
    assert page.get_attribute("#filters button[data-group=thinking]", "aria-pressed") == "false"
    assert page.locator("article.thinking").count() == 1
    assert not page.locator("article.thinking").is_visible()
    assert not page.locator("article.system").is_visible()
    assert page.locator("article[data-tool=Bash]").is_visible()


def test_prompts_only(open_page, sample_pages):
    page = open_page(sample_pages["viewer"]).page
    page.click("#filters [data-action=prompts-only]")
    assert page.get_attribute("#filters [data-action=prompts-only]", "aria-pressed") == "true"
    text = page.inner_text("main")
    for prompt in ("Build the report generator.", "Now add a chart.", "Thanks, that is all."):
        assert prompt in text
    assert "You are welcome." not in text and "Count the rows" not in text
    assert "hide=assistant,thinking,tool,system,sidechain" in page.url

# --------------------------------------------------------------------------- keyboard


def focused_message(page) -> str:
    return page.evaluate("(document.activeElement.closest('article.msg') || {}).id || ''")


def test_keyboard_j_k_o_and_help(open_page, sample_pages):
    page = open_page(sample_pages["viewer"]).page
    ids = page.eval_on_selector_all("main article.msg", "els => els.map(e => e.id)")
    page.keyboard.press("j")
    first = focused_message(page)
    assert first == ids[0]
    assert page.evaluate("document.activeElement.matches('summary:focus-visible')")
    page.keyboard.press("j")
    second = focused_message(page)
    assert second == ids[1]
    page.keyboard.press("k")
    assert focused_message(page) == first
    before = page.eval_on_selector(f"[id='{first}'] > details", "d => d.open")
    page.keyboard.press("o")
    assert page.eval_on_selector(f"[id='{first}'] > details", "d => d.open") != before
    page.keyboard.press("o")
    page.keyboard.press("?")
    assert page.eval_on_selector("#help", "d => d.open")
    page.keyboard.press("Escape")
    assert not page.eval_on_selector("#help", "d => d.open")


def test_keyboard_skips_folded_and_filtered_messages(open_page, sample_pages):
    page = open_page(sample_pages["viewer"], "?hide=assistant,thinking,tool,system,sidechain").page
    seen = []
    for _ in range(4):
        page.keyboard.press("j")
        seen.append(page.evaluate("document.activeElement.closest('article').className"))
    assert all("user" in cls for cls in seen), seen


def test_expand_and_collapse_all(open_page, sample_pages):
    page = open_page(sample_pages["viewer"]).page
    page.click("[data-action=expand-all]")
    assert page.evaluate("[...document.querySelectorAll('main details')].every(d => d.open)")
    page.click("[data-action=collapse-all]")
    assert page.evaluate("[...document.querySelectorAll('main details')].every(d => !d.open)")
