"""A hostile archive in Chromium: every page with every fold open, search results for the
payload words, and shared URLs (?q=, ?hide=, #fragment) of a sender's choosing.
"""

from __future__ import annotations

from pathlib import Path
from urllib.parse import quote

import pytest

from cc2html.pipeline import convert
from cc2html.render.to_html.html import PageRenderer

from chromium import launched, playwright_api
from hostile import mutated
from page_checks import LINKS, PROBE, watch


@pytest.mark.browser
def test_archive_search_results_in_chromium(hostile_archive: Path) -> None:
    """Result links are "./"-relative: a project named `javascript:alert(202)` linked as
    `javascript%3Aalert(202)/…` (relative, but read as a script URL by naive checks)."""

    api = playwright_api()
    with launched(api) as browser:
        page = browser.new_page()
        dialogs, requests = watch(page)
        for query in ("alert", "svg onload", "javascript", "hidden msg"):
            page.goto((hostile_archive / "search.html").as_uri() + "?q=" + query)
            page.wait_for_function("() => !document.getElementById('archive-q').disabled")
            page.wait_for_function("() => document.querySelectorAll('#archive-results a').length"
                                   " > 0")
            hrefs = page.evaluate("() => [...document.querySelectorAll('#archive-results a')]"
                                  ".map(a => a.getAttribute('href'))")
            assert hrefs and all(h.startswith("./") for h in hrefs), hrefs
            probe = page.evaluate(PROBE)
            assert probe["onAttrs"] == probe["jsLinks"] == 0 and not probe["pwned"]
    assert dialogs == []
    assert all(r.startswith(hostile_archive.as_uri()) for r in requests), requests


@pytest.mark.browser
def test_archive_in_chromium(hostile_site: Path) -> None:
    """Every archive page, every fold open, and search results for the payload words:
    no dialog, no request outside the archive's own files, nothing injected."""
    api = playwright_api()
    root = hostile_site.as_uri()
    pages = sorted(p for p in hostile_site.rglob("*.html") if p.is_file())
    with launched(api) as browser:
        page = browser.new_page()
        dialogs, requests = watch(page)
        for file in pages:
            page.goto(file.as_uri())
            page.evaluate("() => document.querySelectorAll('details').forEach(d => d.open = true)")
            probe = page.evaluate(PROBE)
            text = file.read_text(encoding="utf-8")
            ours = text.count("<input ") + text.count("<form ")  # search boxes
            assert probe["onAttrs"] == 0 and probe["bad"] == ours, (file.name, probe)
            assert page.evaluate(LINKS) == [], file.name
            assert not probe["pwned"] and page.url == file.as_uri()
        for query in ("alert", "onerror", "script", "hidden msg", "title", "evil"):
            page.goto((hostile_site / "search.html").as_uri() + "?q=" + query)
            page.wait_for_function("() => !document.getElementById('archive-q').disabled")
            page.wait_for_timeout(200)
            probe = page.evaluate(PROBE)
            assert probe["onAttrs"] == 0 and not probe["pwned"], query
            assert page.evaluate(LINKS) == [], query
            hrefs = page.evaluate("() => [...document.querySelectorAll('#archive-results a')]"
                                  ".map(a => a.getAttribute('href'))")
            assert all(h.startswith("./") for h in hrefs), hrefs
    assert dialogs == []
    assert [r for r in requests if not r.startswith(root)] == []


@pytest.mark.browser
def test_hostile_url_parameters_in_chromium(hostile_site: Path, tmp_path: Path) -> None:
    """A shared link carries ?q= (search), ?hide= (filters) and #fragment (permalink) of the
    sender's choosing; with payloads there, and typed into the search box and keys pressed,
    nothing runs, loads or is injected (page script and archive search script)."""
    api = playwright_api()
    page_file = tmp_path / "page.html"
    convert(mutated("hostile.jsonl", "keys", tmp_path), page_file, PageRenderer())
    tails = ["?q=" + quote("<img src=x onerror=alert(340)>") + "&hide=" +
             quote("__proto__,constructor,toString,user"),
             "?q=alert#" + quote('"><img src=x onerror=alert(341)>'),
             "?q=" + quote("'\"><svg/onload=alert(342)>") + "#msg-" + quote("x') alert(343)//"),
             "#javascript:alert(344)", "?hide=" + "a," * 500]
    with launched(api) as browser:
        page = browser.new_page()
        dialogs, requests = watch(page)
        for target in (page_file, hostile_site / "search.html"):
            for tail in tails:
                page.goto(target.as_uri() + tail)
                page.wait_for_timeout(200)
                page.keyboard.press("/")
                page.keyboard.type("<script>alert(345)</script> alert")
                page.keyboard.press("Enter")
                for key in ("Escape", "j", "j", "o", "?"):
                    page.keyboard.press(key)
                page.wait_for_timeout(200)
                probe = page.evaluate(PROBE)
                assert probe["onAttrs"] == 0 and not probe["pwned"], (target.name, tail, probe)
                assert page.evaluate(LINKS) == [], (target.name, tail)
    assert dialogs == []
    allowed = (page_file.as_uri(), hostile_site.as_uri(), "data:")
    assert [r for r in requests if not r.startswith(allowed)] == []
