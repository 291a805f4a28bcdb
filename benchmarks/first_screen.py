#!/usr/bin/env python3
"""How soon a page is usable and its first screen coloured, in headless Chromium.

    PYTHONPATH=$PWD/src python benchmarks/first_screen.py FILE.jsonl [--repeat 5]

Renders FILE with the cc2html on PYTHONPATH, loads the page `--repeat` times and prints
the best time to the load event and the best time until no block the page's script
colours (static/paint.js, `code[data-hl]`) is left in the first screen, both in ms from
navigation start; also how many marked blocks there are, and how many got coloured by
then (the rest wait until they are scrolled to). A one-off measurement, not a benchmark
of record: it is wall time in a browser.
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
  const inView = c => {
    if (c.parentNode.closest('details:not([open])')) return false;
    const r = c.getBoundingClientRect();
    return r.bottom > 0 && r.top < innerHeight && r.height > 0;
  };
  const left = () => [...document.querySelectorAll('code[data-hl]')].some(inView);
  while (left()) await new Promise(done => requestAnimationFrame(done));
  return [performance.now(), document.querySelectorAll('code[data-hl], code.painted').length,
          document.querySelectorAll('code.painted').length];
}"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("file", type=Path)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    loads, firsts = [], []
    with tempfile.TemporaryDirectory() as tmp, launched(playwright_api()) as browser:
        out = Path(tmp) / "page.html"
        convert(args.file, out)
        size = out.stat().st_size
        page = browser.new_page(viewport={"width": 1280, "height": 800})
        for _ in range(args.repeat):
            page.goto(out.as_uri())
            loads.append(page.evaluate(
                "() => performance.getEntriesByType('navigation')[0].loadEventEnd"))
            first, marked, painted = page.evaluate(FIRST_SCREEN)
            firsts.append(first)
    print(f"{size:,} B  load {min(loads):.0f} ms  "
          f"first screen coloured {min(firsts):.0f} ms  (best of {args.repeat}; "
          f"{painted}/{marked} marked blocks coloured by then)  {args.file.name}")


if __name__ == "__main__":
    main()
