#!/usr/bin/env python3
"""Seconds of `cc2html survey` over some folders, wall and CPU, best of N runs.

    python benchmarks/survey_time.py [--repeat N] SRC [SRC ...]

    e.g. python benchmarks/survey_time.py ../shared/corpus ../shared/corpus-modern \\
             ../shared/corpus-agents

The library call only (cc2html.survey.survey: every file read, every entry judged), after
one warm-up run that also imports the readers and classifiers; the command adds its start
(~0.5 s of imports). Issue 32's budget: the table in under 10 s on the shared corpus. A
CPU figure is meaningful on a loaded machine too, a wall figure only on a quiet one.
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from cc2html.survey import survey


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("sources", nargs="+", type=Path)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    report = survey(args.sources)  # warm-up: imports, and the files in the page cache
    walls, cpus = [], []
    for _ in range(args.repeat):
        wall, cpu = time.perf_counter(), time.process_time()
        report = survey(args.sources)
        walls.append(time.perf_counter() - wall)
        cpus.append(time.process_time() - cpu)
    size = sum(p.stat().st_size for s in args.sources
               for p in ([s] if s.is_file() else s.rglob("*")) if p.is_file())
    print(f"{report.files} files, {report.lines} lines, {size / 1e6:.1f} MB under the sources; "
          f"{report.unknown} unknown names. Best of {args.repeat}: wall {min(walls):.2f} s, "
          f"CPU {min(cpus):.2f} s")


if __name__ == "__main__":
    main()
