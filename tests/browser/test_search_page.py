"""Archive search page in a real browser: Debian's chromium through Playwright, from file://.

Each test checks that every request stayed inside the archive folder (file://, no
network) and that nothing was logged as a console error.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from cc2html.archive.build import ArchiveOptions, build_archive
from chromium import launched, skip_module_without_chromium
from search_fixtures import make_tree


pytestmark = pytest.mark.browser

sync_api = skip_module_without_chromium()


@pytest.fixture(scope="module")
def browser():
    with launched(sync_api) as chromium:
        yield chromium


@pytest.fixture(scope="module")
def archive(tmp_path_factory) -> Path:
    root = tmp_path_factory.mktemp("search-browser")
    out = root / "html"
    build_archive(ArchiveOptions(make_tree(root / "projects"), out))
    return out


class Visit:
    def __init__(self, browser, out: Path) -> None:
        self.context = browser.new_context()
        self.page = self.context.new_page()
        self.base = out.as_uri() + "/"
        self.requests: list[str] = []
        self.errors: list[str] = []
        self.page.on("request", lambda req: self.requests.append(req.url))
        self.page.on("console", lambda msg: msg.type == "error" and self.errors.append(msg.text))
        self.page.on("pageerror", lambda exc: self.errors.append(str(exc)))

    def open(self, query: str = "") -> "Visit":
        self.page.goto(self.base + "search.html" + (f"?q={query}" if query else ""),
                       wait_until="load")
        self.page.wait_for_function(
            "() => !document.getElementById('archive-q').disabled")
        return self

    def search(self, words: str) -> None:
        self.page.fill("#archive-q", words)
        self.page.press("#archive-q", "Enter")
        self.page.wait_for_function(
            "() => !/Searching|Loading/.test(document.getElementById('archive-status').textContent)")

    def assert_clean(self) -> None:
        outside = [u for u in self.requests if not u.startswith(self.base)]
        assert not outside, f"requests outside the archive: {outside}"
        assert not self.errors, f"console errors: {self.errors}"
        self.context.close()


def test_search_finds_a_session_and_links_to_the_message(browser, archive: Path) -> None:
    v = Visit(browser, archive).open()
    v.search("zebra parser")
    page = v.page
    page.wait_for_selector("#archive-results li")
    hits = page.locator("#archive-results li")
    assert hits.count() == 1
    assert hits.first.locator(".hit-title").inner_text() == "Please refactor the zebra parser"
    assert "/home/t/alpha" in hits.first.locator(".hit-meta").inner_text()
    assert page.locator("#archive-results mark").first.inner_text().lower() == "zebra"
    assert "1 session matches" in page.inner_text("#archive-status")
    assert "q=zebra" in page.url  # the query is kept in the URL
    snippet = hits.first.locator(".hit-snippet").first
    target = snippet.get_attribute("href").split("#", 1)[1]
    assert target.startswith("msg-")
    snippet.click()
    page.wait_for_load_state("load")
    assert page.url.split("?")[0].endswith("/-home-t-alpha/s1.html")
    assert page.evaluate("() => location.hash.slice(1)") == target
    assert page.locator(f"[id='{target}']").count() == 1
    assert page.locator("mark.cc-hit").count() >= 1  # the page's own search marks the word
    v.assert_clean()


def test_prefix_and_and_semantics(browser, archive: Path) -> None:
    v = Visit(browser, archive).open()
    v.search("quok")
    assert v.page.locator("#archive-results li").count() == 1
    v.search("pytest")
    assert v.page.locator("#archive-results li").count() == 4
    v.search("parser")  # in an older title and a newer answer: the title ranks first
    assert v.page.locator(".hit-title").all_inner_texts() == [
        "Please refactor the zebra parser", "Make the quokka renderer faster"]
    v.search("GRÖSSEN")  # no: ß is not ss
    assert v.page.locator("#archive-results li").count() == 0
    v.search("größen")  # letters beyond ASCII split and shard like the indexer
    assert v.page.locator("#archive-results li").count() == 1
    assert v.page.locator("#archive-results mark").first.inner_text() == "Größen"
    v.search("zebra pangolin")
    assert v.page.locator("#archive-results li").count() == 0
    assert "No session contains all of" in v.page.inner_text("#archive-status")
    v.assert_clean()


def test_pages_link_to_search(browser, archive: Path) -> None:
    v = Visit(browser, archive)
    v.page.goto(v.base + "-home-t-beta/s3.html", wait_until="load")
    v.page.click("a[rel=search]")
    v.page.wait_for_function("() => !document.getElementById('archive-q').disabled")
    assert v.page.url.endswith("/search.html")
    v.assert_clean()


def test_hostile_transcript_text_cannot_inject(browser, archive: Path) -> None:
    v = Visit(browser, archive).open("hostileword")
    page = v.page
    page.wait_for_selector("#archive-results li")
    results = page.locator("#archive-results")
    assert results.locator("img, script, iframe, object").count() == 0
    assert "<img src=x onerror" in results.inner_text()  # shown as text
    assert page.title() != "pwned"
    page.wait_for_timeout(200)
    assert page.title() != "pwned"
    v.assert_clean()
