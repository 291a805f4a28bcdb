#!/usr/bin/env python3
"""How fast pages open in headless Chromium: the load event and the first paint of
content, best of N fresh tabs per page, tabs of the pages alternated so that a busy
moment of the machine falls on all of them alike.

    python benchmarks/page_open.py A.html B.html ...           # best of 5
    python benchmarks/page_open.py --repeat 9 A.html B.html
    python benchmarks/page_open.py --bench /tmp/cc2html-bench/run   # W1 pages of a
                                               # benchmarks/run.py --out-dir, every tool

For a tool that writes several pages for one session (claude-code-transcripts' index and
page-NNN files) the figure is its first page, the one a reader opens. The ratio printed
with --bench is each peer's time over cc2html's (> 1: cc2html's page opens faster).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from chromium import launched, playwright_api  # noqa: E402

TIMING = """() => {
  const nav = performance.getEntriesByType('navigation')[0];
  const paint = performance.getEntriesByName('first-contentful-paint')[0];
  return [nav.loadEventEnd, paint ? paint.startTime : null];
}"""


def first_page(folder: Path) -> Path | None:
    """The page a reader opens first in a tool's output folder for one session."""
    for name in ("transcript.html", "page-001.html", "index.html"):
        if (folder / name).is_file():
            return folder / name
    pages = sorted(folder.glob("*.html"))
    return pages[0] if pages else None


def bench_pages(run: Path) -> dict[str, list[Path]]:
    """workload -> pages per tool, from a benchmarks/run.py --out-dir's out/ folder."""
    found: dict[str, list[Path]] = {}
    for tool in sorted(p for p in (run / "out").iterdir() if p.is_dir()):
        for workload in sorted(p for p in tool.iterdir() if p.name.startswith("w1-")):
            page = first_page(workload)
            if page is not None:
                found.setdefault(workload.name, []).append(page)
    return found


def measure(browser, pages: list[Path], repeat: int) -> dict[Path, tuple[float, float]]:
    """Best load event and best first contentful paint (ms) of each page."""
    best: dict[Path, list[float]] = {p: [float("inf"), float("inf")] for p in pages}
    for _ in range(repeat):
        for page in pages:
            tab = browser.new_page()
            tab.goto(page.resolve().as_uri(), wait_until="load", timeout=300_000)
            load, paint = tab.evaluate(TIMING)
            tab.close()
            best[page][0] = min(best[page][0], load)
            if paint is not None:
                best[page][1] = min(best[page][1], paint)
    return {p: (v[0], v[1]) for p, v in best.items()}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("pages", nargs="*", type=Path)
    parser.add_argument("--bench", type=Path, help="a benchmarks/run.py --out-dir")
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args(argv)
    groups = bench_pages(args.bench) if args.bench else {"pages": args.pages}
    if not any(groups.values()):
        parser.error("no pages given")
    with launched(playwright_api()) as browser:
        for name, pages in groups.items():
            timings = measure(browser, pages, args.repeat)
            ours = next((t for p, t in timings.items() if "cc2html" in p.parts), None)
            print(f"{name}: best of {args.repeat}")
            for page, (load, paint) in timings.items():
                ratio = f"  {load / ours[0]:.1f}x cc2html's" if ours and args.bench else ""
                print(f"  {page}  {page.stat().st_size:,} B  load {load:.0f} ms  "
                      f"first paint {paint:.0f} ms{ratio}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
