"""Hostile pages in Chromium: no dialog, no request, nothing injected, with and without the
page's Content-Security-Policy (escaping alone must hold).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from cc2html.pipeline import convert
from cc2html.render.to_html.html import PageRenderer

from chromium import launched, playwright_api
from hostile import MUTATIONS, mutated
from page_checks import LINKS, PROBE, run_in_chromium, watch

CLEAN = {"scripts": 1, "styles": 1, "bad": 0, "onAttrs": 0, "jsLinks": 0, "pwned": False,
         "moved": False}


@pytest.mark.browser
def test_chromium_probe_sees_injection(tmp_path: Path) -> None:
    """The harness itself: an unescaped payload page must be caught."""
    bad = tmp_path / "bad.html"
    bad.write_text("<html><head><style></style></head><body><img src=x onerror=alert(1)>"
                   "<iframe></iframe><script>window.__pwned=1</script></body></html>")
    dialogs, requests, probe = run_in_chromium(bad)
    assert dialogs and requests and probe != CLEAN


@pytest.mark.browser
@pytest.mark.parametrize("csp", [True, False], ids=["with-csp", "without-csp"])
def test_hostile_page_in_chromium(hostile_page: Path, benign_probe: dict, tmp_path: Path,
                                  csp: bool) -> None:
    page_file = hostile_page
    if not csp:  # escaping alone must hold: drop the CSP that would block most payloads
        text = re.sub(r'<meta http-equiv="Content-Security-Policy"[^>]*>', "",
                      hostile_page.read_text(encoding="utf-8"))
        page_file = tmp_path / "nocsp.html"
        page_file.write_text(text, encoding="utf-8")
    dialogs, requests, probe = run_in_chromium(page_file)
    assert dialogs == []
    assert requests == []
    assert probe == benign_probe


@pytest.mark.browser
@pytest.mark.parametrize("csp", [True, False], ids=["with-csp", "without-csp"])
def test_new_payloads_in_chromium(hostile2: Path, benign_probe: dict, tmp_path: Path,
                                  csp: bool) -> None:
    page_file = hostile2
    if not csp:  # escaping alone must hold
        page_file = tmp_path / "nocsp.html"
        page_file.write_text(re.sub(r'<meta http-equiv="Content-Security-Policy"[^>]*>', "",
                                    hostile2.read_text(encoding="utf-8")), encoding="utf-8")
    dialogs, requests, probe = run_in_chromium(page_file)
    assert dialogs == [] and requests == []
    assert probe == benign_probe  # (test_security's: a harmless page's elements)


@pytest.mark.browser
@pytest.mark.parametrize("mutation", sorted(MUTATIONS))
def test_mutated_fixtures_in_chromium(mutation: str, tmp_path: Path) -> None:
    """The hostile and tool fixtures, mutated, opened with every fold open and every button
    pressed, with and without the CSP (escaping alone must hold)."""
    api = playwright_api()
    files = []
    for fixture in ("hostile.jsonl", "tools_web.jsonl", "sdk_notices.jsonl", "tools_files.jsonl"):
        page = tmp_path / f"{fixture}.html"
        convert(mutated(fixture, mutation, tmp_path), page, PageRenderer())
        nocsp = tmp_path / f"{fixture}.nocsp.html"
        nocsp.write_text(re.sub(r'<meta http-equiv="Content-Security-Policy"[^>]*>', "",
                                page.read_text(encoding="utf-8")), encoding="utf-8")
        files += [page, nocsp]
    with launched(api) as browser:
        page = browser.new_page()
        dialogs, requests = watch(page)
        for file in files:
            page.goto(file.as_uri())
            page.evaluate("() => document.querySelectorAll('details').forEach(d => d.open = true)")
            page.evaluate("() => document.querySelectorAll('[data-action]')"
                          ".forEach(b => b.click())")
            page.wait_for_timeout(100)
            probe = page.evaluate(PROBE)
            assert probe["scripts"] == 2 and probe["onAttrs"] == probe["jsLinks"] == 0, file.name
            assert probe["bad"] == 1 and not probe["pwned"], (file.name, probe)  # 1: search box
            assert page.evaluate(LINKS) == [], file.name
    uris = {f.as_uri() for f in files}
    assert dialogs == []
    assert [r for r in requests if r not in uris and not r.startswith("data:")] == []
