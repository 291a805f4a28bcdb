#!/usr/bin/env python3
"""How soon a page is usable and its first screen coloured, in headless Chromium.

    PYTHONPATH=$PWD/src python benchmarks/first_screen.py FILE.jsonl [--repeat 5]

Renders FILE with the cc2html on PYTHONPATH, loads the page `--repeat` times and prints
the best time to the load event and the best time until no block the page's script
colours (static/paint.js, `code[data-hl]`) is left in the first screen, both in ms from
navigation start; also how many marked blocks there are, and how many got coloured by
then (the rest wait until they are scrolled to). Then it scrolls to the first shown
marked block and times until it is coloured, and scrolls down 30 screens, one a frame,
reporting the longest task (PerformanceObserver longtask) after the load event. A
one-off measurement, not a benchmark of record: it is wall time in a browser.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from chromium import launched, playwright_api  # noqa: E402

from cc2html.pipeline import convert  # noqa: E402

FIRST_SCREEN = """async () => {
  // a message off screen is not laid out (content-visibility: auto); measuring a block
  // inside it would lay it out, so its message is looked at first
  const near = el => { const r = el.getBoundingClientRect();
                       return r.bottom > 0 && r.top < innerHeight && r.height > 0; };
  const inView = c => {
    if (c.parentNode.closest('details:not([open])')) return false;
    const msg = c.closest('.messages > .msg');
    return (!msg || near(msg)) && near(c);
  };
  const left = () => [...document.querySelectorAll('code[data-hl]')].some(inView);
  while (left()) await new Promise(done => requestAnimationFrame(done));
  return [performance.now(), document.querySelectorAll('code[data-hl], code.painted').length,
          document.querySelectorAll('code.painted').length];
}"""


SCROLLING = """async () => {
  const tasks = [];
  new PerformanceObserver(list => tasks.push(...list.getEntries())).observe({type: 'longtask'});
  const frame = () => new Promise(done => requestAnimationFrame(() => setTimeout(done, 0)));
  const first = [...document.querySelectorAll('code[data-hl]')]
    .find(c => !c.parentNode.closest('details:not([open])'));
  let wait = -1;
  if (first) {
    const t0 = performance.now();
    first.scrollIntoView({block: 'center'});
    while (first.hasAttribute('data-hl')) await frame();
    wait = performance.now() - t0;
  }
  for (let k = 0; k < 30; k++) { window.scrollBy(0, innerHeight); await frame(); }
  await frame();
  return [wait, Math.max(0, ...tasks.map(t => t.duration)),
          document.querySelectorAll('code.painted').length];
}"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("file", type=Path)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    loads, firsts, waits, longest = [], [], [], []
    with tempfile.TemporaryDirectory() as tmp, launched(playwright_api()) as browser:
        out = Path(tmp) / "page.html"
        convert(args.file, out)
        size = out.stat().st_size
        for _ in range(args.repeat):  # a fresh page each time: a reload keeps the scroll
            page = browser.new_page(viewport={"width": 1280, "height": 800})
            page.goto(out.as_uri())
            loads.append(page.evaluate(
                "() => performance.getEntriesByType('navigation')[0].loadEventEnd"))
            first, marked, painted = page.evaluate(FIRST_SCREEN)
            firsts.append(first)
            wait, task, scrolled = page.evaluate(SCROLLING)
            waits.append(wait)
            longest.append(task)
            page.close()
    print(f"{size:,} B  load {min(loads):.0f} ms  "
          f"first screen coloured {min(firsts):.0f} ms  (best of {args.repeat}; "
          f"{painted}/{marked} marked blocks coloured by then)  {args.file.name}")
    print(f"  first shown marked block coloured {min(waits):.0f} ms after scrolling to it; "
          f"longest task while scrolling 30 screens {min(longest):.0f} ms (best of "
          f"{args.repeat}; {scrolled} blocks coloured by then)")


if __name__ == "__main__":
    main()
