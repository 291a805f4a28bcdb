"""Every shown time names its zone (issue 33 item 4): UTC, written out, in the HTML; the
viewer's zone once the page script runs, on every time, a card's clock included (it showed
"03:37:43 PM" with no zone while the HTML said UTC)."""

from __future__ import annotations

import re

import pytest

from cc2html.pipeline import convert
from cc2html.render.to_html.html import PageRenderer
from chromium import skip_module_without_chromium
from helpers import CORPUS, need_corpus

pytestmark = pytest.mark.browser

skip_module_without_chromium()

#: the text of every shown <time> whose stamp names its zone
SHOWN = """() => [...document.querySelectorAll('time[datetime]')]
  .filter(t => /(Z|[+-]\\d\\d:?\\d\\d)$/i.test(t.getAttribute('datetime')))
  .filter(t => t.getClientRects().length).map(t => t.textContent.trim())"""
ZONE = re.compile(r"(UTC|GMT([+-]\d{1,2}(:\d\d)?)?|[A-Z]{3,5}|[+-]\d\d:?\d\d)$")


@pytest.mark.parametrize("zone", ["Europe/Paris", "America/New_York", "UTC"])
def test_every_shown_time_names_its_zone(open_page, sample_pages, zone):
    page = open_page(sample_pages["tools"], "?view=all", timezone_id=zone, locale="en-US").page
    page.click("[data-action=expand-all]")
    times = page.evaluate(SHOWN)
    assert len(times) > 5
    assert [t for t in times if not ZONE.search(t)] == []
    if zone == "Europe/Paris":  # the viewer's zone, not the HTML's UTC
        assert all(not t.endswith("UTC") for t in times)


def test_without_javascript_times_say_utc(open_page, sample_pages):
    page = open_page(sample_pages["tools"], java_script_enabled=False).page
    times = page.evaluate(SHOWN)
    assert times and all(t.endswith(" UTC") for t in times)


BIG = CORPUS / "marot-spotter/test/fixtures/transcripts/fa812bfe-b295-4cca-9c2f-fdf01028cb46.jsonl"


@pytest.mark.corpus
@pytest.mark.parametrize("view", ["?view=all", ""])
def test_every_shown_time_names_its_zone_on_the_largest_session(open_page, tmp_path, view):
    """Issue 33's Done-when on the biggest public session, everything unfolded (subagents'
    cards included), in the "all" view and the one a page opens in."""
    need_corpus()
    if not BIG.is_file():
        pytest.skip(f"corpus session not found: {BIG}")
    out = tmp_path / "big.html"
    convert(BIG, out, PageRenderer())
    page = open_page(out, view, timezone_id="Europe/Paris", locale="en-US").page
    page.click("[data-action=expand-all]")
    times = page.evaluate(SHOWN)
    assert len(times) > (200 if view else 5)
    assert [t for t in times if not ZONE.search(t)] == []
    assert all(not t.endswith("UTC") for t in times)
