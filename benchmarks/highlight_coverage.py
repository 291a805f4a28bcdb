#!/usr/bin/env python3
"""Share of code blocks shown in colour, measured in headless Chromium with every fold
open (so colour the page's own script adds counts), on real corpus sessions.

Renders each session with the cc2html on PYTHONPATH, opens it, opens every <details>,
waits until the shown blocks are coloured, and counts code blocks and coloured ones
(tests/page_checks.py COVERAGE: Read/file views, written files, commands, fences with
a language, edit diffs). Also prints each page's size and the time to its load event.
The same command before and after a change:

    PYTHONPATH=/work/main/src python benchmarks/highlight_coverage.py            # before
    PYTHONPATH=$PWD/src python benchmarks/highlight_coverage.py                  # after
    ... --sample 12      # the session with most Read results + 12 others, by size
    ... FILE.jsonl ...   # given sessions only
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from chromium import launched, playwright_api  # noqa: E402
from page_checks import COVERAGE, open_every_fold  # noqa: E402

from cc2html.pipeline import convert  # noqa: E402
from cc2html.read.agents import detect_format  # noqa: E402

CORPUS = Path(os.environ.get("CC2HTML_SHARED", Path(__file__).resolve().parents[2] / "shared"),
              "corpus")


def claude_sessions() -> list[Path]:
    found = []
    for path in sorted(CORPUS.rglob("*.jsonl")):
        if "subagents" in path.parts:
            continue
        try:
            if detect_format(path).name == "transcript":
                found.append(path)
        except (OSError, ValueError):
            continue
    return found


def reads(path: Path) -> int:
    text = path.read_text(encoding="utf-8", errors="replace")
    return text.count('"name":"Read"') + text.count('"name": "Read"')


def sample(n: int) -> list[Path]:
    """The session with the most Read results, then n more spread evenly by size."""
    sessions = claude_sessions()
    most = max(sessions, key=reads)
    rest = sorted((p for p in sessions if p != most), key=lambda p: p.stat().st_size)
    step = max(1, len(rest) // max(n, 1))
    return [most] + rest[::step][:n]


def measure(page, page_file: Path, repeat: int = 1) -> dict:
    """Coverage with every fold open, and the best of `repeat` loads' time to the load event."""
    times = []
    for _ in range(repeat):
        page.goto(page_file.as_uri())
        times.append(page.evaluate(
            "() => performance.getEntriesByType('navigation')[0].loadEventEnd"))
    load_ms = min(times)
    open_every_fold(page)
    found = page.evaluate(COVERAGE)
    found["load_ms"] = load_ms
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="*", type=Path)
    parser.add_argument("--sample", type=int, default=12)
    parser.add_argument("--repeat", type=int, default=1, help="loads per page (best is shown)")
    args = parser.parse_args()
    files = args.files or sample(args.sample)
    coloured = total = 0
    with tempfile.TemporaryDirectory() as tmp, launched(playwright_api()) as browser:
        for n, path in enumerate(files):
            out = Path(tmp) / f"{n}.html"
            convert(path, out)
            page = browser.new_page()
            found = measure(page, out, args.repeat)
            page.close()
            coloured, total = coloured + found["coloured"], total + found["total"]
            kinds = " ".join(f"{k} {c}/{t}" for k, (c, t) in sorted(found["kinds"].items()))
            print(f"{found['coloured']:5}/{found['total']:<5} {out.stat().st_size:>10,} B "
                  f"load {found['load_ms']:6.0f} ms  {path.relative_to(CORPUS) if CORPUS in path.parents else path}  [{kinds}]")
    share = coloured / total if total else 0.0
    print(f"all: {coloured}/{total} code blocks coloured ({share:.1%})")


if __name__ == "__main__":
    main()
