#!/usr/bin/env python3
"""A split page (render/to_html/split.py) in headless Chromium, one run each: the head's
load event and first paint beside a whole page's, the time until the in-page search finds
a word only in the last turn, and until a permalink to the last message shows it.

    python benchmarks/parts_page.py HEAD.html SMALL.html WORD LAST_ID

WORD: a word found only in the session's last turn; LAST_ID: its last message's id.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from chromium import launched, playwright_api  # noqa: E402

TIMING = """() => {
  const nav = performance.getEntriesByType('navigation')[0];
  const paint = performance.getEntriesByName('first-contentful-paint')[0];
  return [nav.loadEventEnd, paint ? paint.startTime : null];
}"""


def opened(browser, page: Path) -> tuple[float, float]:
    tab = browser.new_page()
    tab.goto(page.resolve().as_uri(), wait_until="load", timeout=300_000)
    load, paint = tab.evaluate(TIMING)
    tab.close()
    return load, paint


#: times a search in the page's own clock: from the reader's input to the frame painted
#: after the first hit is marked current (a class change, seen by a MutationObserver). A
#: selector polled from outside (wait_for_selector) ran a query over the whole document
#: at every frame, in the page's main thread: ~0.2 s of a 500 MB head's search was the
#: harness's own
SEARCH_CLOCK = """() => {
  window.__searchTimes = {};
  document.getElementById('search').addEventListener('input', () => {
    if (window.__searchTimes.start === undefined) window.__searchTimes.start = performance.now();
  }, true);
  new MutationObserver((records, observer) => {
    if (!records.some(r => r.target.matches && r.target.matches('mark.cc-hit.current'))) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => { window.__searchTimes.found = performance.now(); }));
  }).observe(document.body, {attributes: true, attributeFilter: ['class'], subtree: true});
}"""


def search_time(browser, head: Path, word: str) -> float:
    tab = browser.new_page()
    tab.goto(head.resolve().as_uri(), wait_until="load", timeout=300_000)
    tab.evaluate(SEARCH_CLOCK)
    tab.fill("#search", word)
    tab.wait_for_function("() => window.__searchTimes.found !== undefined", timeout=60_000)
    times = tab.evaluate("() => window.__searchTimes")
    tab.close()
    return (times["found"] - times["start"]) / 1000


def permalink_time(browser, head: Path, target: str) -> float:
    tab = browser.new_page()
    start = time.perf_counter()
    tab.goto(head.resolve().as_uri() + "#" + target, wait_until="load", timeout=300_000)
    tab.wait_for_function(
        """id => { const el = document.getElementById(id); if (!el) return false;
                   const r = el.getBoundingClientRect(); return r.top >= 0 && r.top < innerHeight; }""",
        arg=target, timeout=60_000)
    took = time.perf_counter() - start
    tab.close()
    return took


def main(argv: list[str]) -> None:
    head, small, word, target = Path(argv[0]), Path(argv[1]), argv[2], argv[3]
    api = playwright_api()
    with launched(api) as browser:
        opened(browser, small)  # warm the browser once
        for page in (small, head):
            load, paint = opened(browser, page)
            print(f"{page.name}: load event {load:.0f} ms, first paint {paint:.0f} ms")
        print(f"search {word!r} (last turn only): {search_time(browser, head, word):.2f} s")
        print(f"permalink #{target}: {permalink_time(browser, head, target):.2f} s")


if __name__ == "__main__":
    main(sys.argv[1:])
