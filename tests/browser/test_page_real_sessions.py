"""Real, big sessions in a real browser: the page loads, searches, keeps a permalink in
view and looks right. Screenshots of a corpus session go to artifacts/screenshots/
(CC2HTML_ARTIFACTS overrides the artifacts folder) together with timings.json (load and
first-search times); CC2HTML_WORKLOAD names a further transcript to open.
"""

from __future__ import annotations

import json
import os
import re
import time
from pathlib import Path

import pytest

from helpers import CORPUS, REPO
from chromium import Watched, playwright_api, skip_module_without_chromium
from cc2html.pipeline import convert
from cc2html.render.to_html.html import PageRenderer

BIG = CORPUS / "marot-spotter/test/fixtures/transcripts/fa812bfe-b295-4cca-9c2f-fdf01028cb46.jsonl"
ARTIFACTS = Path(os.environ.get("CC2HTML_ARTIFACTS", REPO / "artifacts"))

pytestmark = pytest.mark.browser

skip_module_without_chromium()  # the whole module, when Chromium or playwright is missing


@pytest.fixture(scope="module")
def big_page(tmp_path_factory) -> Path:
    if not BIG.is_file():
        pytest.skip(f"corpus session not found: {BIG} (set CC2HTML_SHARED)")
    out = tmp_path_factory.mktemp("big") / "marot.html"
    convert(BIG, out, PageRenderer())
    return out


@pytest.mark.corpus
def test_big_real_session_loads_searches_and_looks_right(browser, big_page):
    shots = ARTIFACTS / "screenshots"
    shots.mkdir(parents=True, exist_ok=True)
    timings = {}
    for scheme in ("light", "dark"):
        for name, viewport in (("desktop", {"width": 1280, "height": 900}),
                               ("phone", {"width": 390, "height": 844})):
            context = browser.new_context(viewport=viewport, color_scheme=scheme,
                                          device_scale_factor=1)
            w = Watched(context, big_page)
            started = time.perf_counter()
            w.goto()
            wall = time.perf_counter() - started
            page = w.page
            if scheme == "light" and name == "desktop":
                timings.update(measure(page, wall))
            page.evaluate("document.querySelectorAll('article.tool-pair > details')[1].open = true")
            page.evaluate("""() => { const m = document.querySelectorAll('article.msg')[1];
                              scrollTo(0, m.getBoundingClientRect().top + scrollY - 120); }""")
            page.screenshot(path=str(shots / f"marot-{scheme}-{name}.png"))
            page.goto(w.url)
            page.screenshot(path=str(shots / f"marot-{scheme}-{name}-top.png"))
            w.assert_clean()
            context.close()
    (ARTIFACTS / "timings.json").write_text(json.dumps(timings, indent=2) + "\n")
    print("\nbig page timings:", json.dumps(timings))
    assert timings["load_event_ms"] < 5000
    assert timings["first_search_ms"] < 1500
    assert timings["matches"] > 100


@pytest.mark.corpus
def test_big_real_session_permalink_and_keys(browser, big_page):
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    w = Watched(context, big_page)
    page = w.page
    w.goto()
    target = page.eval_on_selector_all(".tool_result[id]", "els => els[els.length - 3].id")
    page.goto(w.url + "#" + target)
    page.wait_for_function("id => document.getElementById(id).classList.contains('flash')", arg=target)
    page.wait_for_timeout(300)  # turns above render as they come near; the view must stay put
    # where the view settles (on a loaded machine layout can still be moving at 300 ms;
    # seen once in CI: the target 9,349 px below the top): in view within 3 s, or fail
    try:
        page.wait_for_function("id => { var y = document.getElementById(id)"
                               ".getBoundingClientRect().top; return y >= -2 && y < 900; }",
                               arg=target, timeout=3000)
    except playwright_api().TimeoutError:
        pass  # the assertion below reports where it stayed
    box = page.locator("#" + target).bounding_box()
    assert box and -2 <= box["y"] < 900, box  # sub-pixel scroll positions
    page.keyboard.press("j")
    page.keyboard.press("j")
    page.keyboard.press("k")
    assert page.evaluate("!!document.activeElement.closest('article.msg')")
    w.assert_clean()
    context.close()


@pytest.mark.skipif(not os.environ.get("CC2HTML_WORKLOAD"),
                    reason="set CC2HTML_WORKLOAD to a big transcript (e.g. the W1 50 MB workload)")
def test_workload_page_opens_and_searches(browser, tmp_path):
    out = tmp_path / "workload.html"
    convert(Path(os.environ["CC2HTML_WORKLOAD"]), out, PageRenderer())
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    w = Watched(context, out)
    w.page.set_default_timeout(120_000)
    w.goto()
    started = time.perf_counter()
    w.page.fill("#search", "error")
    w.page.press("#search", "Enter")
    assert re.match(r"\d+ / \d+", w.page.inner_text("#search-count"))
    print(f"\nworkload page: {out.stat().st_size} bytes, search {time.perf_counter() - started:.2f} s")
    w.assert_clean()
    context.close()


def measure(page, wall: float) -> dict:
    nav = page.evaluate("performance.getEntriesByType('navigation')[0].toJSON()")
    page.fill("#search", "")
    found = page.evaluate("""() => {
        const input = document.getElementById('search');
        input.value = 'spotter';
        const t0 = performance.now();
        input.dispatchEvent(new KeyboardEvent('keydown', {key: 'Enter', bubbles: true}));
        const t1 = performance.now();
        return {ms: t1 - t0, count: document.getElementById('search-count').textContent,
                marks: document.querySelectorAll('mark.cc-hit').length};
    }""")
    page.fill("#search", "")
    page.press("#search", "Enter")
    return {"page_bytes": Path(page.url[len("file://"):]).stat().st_size,
            "load_event_ms": round(nav["loadEventEnd"], 1),
            "dom_interactive_ms": round(nav["domInteractive"], 1),
            "goto_wall_ms": round(wall * 1000, 1),
            "first_search_ms": round(found["ms"], 1), "search_count": found["count"],
            "matches": found["marks"]}
