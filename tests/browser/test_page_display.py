"""The page as it loads and looks, in a real browser: self-contained under its CSP,
readable without JavaScript, local times, theme, print and phone width.

Debian's chromium driven by Playwright, pages opened from file:// (the `open_page` and
`sample_pages` fixtures in conftest.py); each test opens a fresh context and checks that
the page made no network request and logged no console error.
"""

from __future__ import annotations

import re

import pytest

from chromium import skip_module_without_chromium, visible

pytestmark = pytest.mark.browser

skip_module_without_chromium()  # the whole module, when Chromium or playwright is missing


# --------------------------------------------------------------------------- loading


def test_self_contained_under_its_csp(open_page, sample_pages):
    w = open_page(sample_pages["viewer"])
    page = w.page
    assert page.locator("meta[http-equiv=Content-Security-Policy]").count() == 1
    assert visible(page, "#toolbar"), "the page script did not run (CSP hash mismatch?)"
    assert w.fetched == [w.url]
    assert page.evaluate("document.documentElement.classList.contains('js')")


def test_reads_fully_without_javascript(open_page, sample_pages):
    page = open_page(sample_pages["viewer"], java_script_enabled=False).page
    assert not visible(page, "#toolbar")
    assert "Build the report generator." in page.inner_text("main")
    assert page.locator("main details").count() >= 8
    assert not visible(page, ".copy-link")
    page.click("article[data-tool=Bash] summary")
    assert "zebrafinch.csv" in page.inner_text("article[data-tool=Bash]")


def test_times_shown_in_the_viewers_zone_with_utc_tooltip(open_page, sample_pages):
    page = open_page(sample_pages["viewer"], timezone_id="Asia/Tokyo", locale="en-GB").page
    first = page.locator(".msg-head .meta time").first
    assert "19:00:01" in first.inner_text()  # 10:00:01 UTC is 19:00:01 in Tokyo
    assert "2026-01-15 10:00:01 UTC" in first.get_attribute("title")

# --------------------------------------------------------------------------- theme, print, layout


def background(page) -> str:
    return page.evaluate("getComputedStyle(document.body).backgroundColor")


def becomes(page, colour: str) -> None:
    """Wait (up to 5 s) until the body's background is `colour`; fail if it never is."""
    page.wait_for_function("c => getComputedStyle(document.body).backgroundColor === c",
                           arg=colour, timeout=5_000)


def test_theme_follows_the_system_and_the_toggle_is_remembered(open_page, sample_pages):
    light = open_page(sample_pages["viewer"], color_scheme="light").page
    dark_system = open_page(sample_pages["viewer"], color_scheme="dark").page
    light_bg, dark_bg = background(light), background(dark_system)
    assert light_bg != dark_bg
    assert sum(map(int, re.findall(r"\d+", light_bg)[:3])) > 600
    assert sum(map(int, re.findall(r"\d+", dark_bg)[:3])) < 150
    light.click("#theme-toggle")
    becomes(light, dark_bg)  # polled: a loaded machine may paint after the click returns
    assert light.evaluate("getComputedStyle(document.documentElement).backgroundColor") == dark_bg
    assert light.evaluate("localStorage.getItem('cc2html-theme')") == "dark"
    light.reload(wait_until="load")
    becomes(light, dark_bg)  # the chosen theme is remembered (polled, as after the click)
    light.click("#theme-toggle")  # back to the system's choice: nothing stored
    becomes(light, light_bg)
    assert light.evaluate("localStorage.getItem('cc2html-theme')") is None


def test_print_unfolds_everything(open_page, sample_pages):
    page = open_page(sample_pages["viewer"]).page
    assert not page.locator("text=zebrafinch.csv").is_visible()
    page.emulate_media(media="print")
    assert page.locator("text=zebrafinch.csv").is_visible()
    assert not page.locator("#toolbar").is_visible()


def test_phone_width_has_no_horizontal_scroll(open_page, sample_pages):
    page = open_page(sample_pages["viewer"], viewport={"width": 360, "height": 740}).page
    page.click("[data-action=expand-all]")
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
