"""Archive search end to end: a hit opens its session with every query word in `?q=` and
the page marks each of them, though they never occur as one phrase; snippets show text,
not Markdown."""

from __future__ import annotations

from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest

from cc2html.archive.build import ArchiveOptions, build_archive
from chromium import launched, skip_module_without_chromium
from search_fixtures import session_lines, write_jsonl

pytestmark = pytest.mark.browser

sync_api = skip_module_without_chromium()


@pytest.fixture(scope="module")
def browser():
    with launched(sync_api) as chromium:
        yield chromium


@pytest.fixture(scope="module")
def archive(tmp_path_factory) -> Path:
    root = tmp_path_factory.mktemp("words")
    write_jsonl(root / "projects" / "-home-t-web" / "s1.jsonl",
                session_lines(1, "/home/t/web", "Please **deploy** the shop",
                              "## Done\n\nThe shop now runs on **Vercel**.", 1))
    build_archive(ArchiveOptions(root / "projects", root / "html"))
    return root / "html"


@pytest.mark.parametrize("viewport", [{"width": 1280, "height": 900}, {"width": 390, "height": 844}])
def test_a_hit_carries_every_word_and_the_page_marks_each(browser, archive, viewport):
    context = browser.new_context(viewport=viewport)
    page, errors = context.new_page(), []
    page.on("console", lambda msg: msg.type == "error" and errors.append(msg.text))
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto((archive / "search.html").as_uri() + "?q=vercel%20deploy", wait_until="load")
    page.wait_for_selector("#archive-results li")
    snippets = page.locator(".hit-snippet").all_inner_texts()
    assert snippets and not any("**" in s or "##" in s for s in snippets), snippets
    title = page.locator(".hit-title").first
    assert parse_qs(urlsplit(title.get_attribute("href")).query)["q"] == ["vercel deploy"]
    title.click()
    page.wait_for_load_state("load")
    page.wait_for_function("() => document.querySelectorAll('mark.cc-hit').length >= 2")
    marked = {m.lower() for m in page.locator("mark.cc-hit").all_inner_texts()}
    assert marked == {"vercel", "deploy"}
    assert page.input_value("#search") == "vercel deploy"
    assert not errors, errors
    context.close()


def test_a_phrase_on_the_page_is_marked_as_one(browser, archive):
    context = browser.new_context()
    page = context.new_page()
    page.goto((archive / "-home-t-web" / "s1.html").as_uri() + "?q=the%20shop", wait_until="load")
    page.wait_for_function("() => document.querySelectorAll('mark.cc-hit').length > 0")
    assert {m.lower() for m in page.locator("mark.cc-hit").all_inner_texts()} == {"the shop"}
    context.close()
