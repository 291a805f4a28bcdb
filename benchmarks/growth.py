#!/usr/bin/env python3
"""Time per KB of every adversarial case (tests/adversarial.py), at two sizes 8x apart.

Prints one row per case: bytes and CPU seconds at both sizes, microseconds per KB at the
larger, and the growth ratio (about 8 when the stage is linear). Not a test: run it to
get the before/after figures of a change, e.g. against another checkout's code with
`PYTHONPATH=/other/src`. Best of `--repeat` timings of CPU time (time.process_time, each over at least
20 ms: the run repeated if it is shorter).

    PYTHONPATH=src python benchmarks/growth.py                # every case
    PYTHONPATH=src python benchmarks/growth.py --only diff    # cases whose name has "diff"
    PYTHONPATH=src python benchmarks/growth.py --skip diff    # all but those
    PYTHONPATH=src python benchmarks/growth.py --scale 0.25   # smaller sizes
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from adversarial import CASES, best_time  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", default="", help="only cases whose name holds this")
    parser.add_argument("--skip", default=None, help="not the cases whose name holds this")
    parser.add_argument("--scale", type=float, default=1.0, help="times each case's base size")
    parser.add_argument("--factor", type=int, default=8, help="large size / small size")
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    print(f"{'case':32} {'KB':>8} {'s':>8} {'KB':>8} {'s':>8} {'us/KB':>9} {'growth':>7}")
    for name, case in CASES.items():
        if args.only not in name or (args.skip and args.skip in name):
            continue
        n = max(1, int(case.base * args.scale))
        small, large = case.make(n), case.make(n * args.factor)
        t1, t2 = best_time(case, small, args.repeat), best_time(case, large, args.repeat)
        kb1, kb2 = case.size(small) / 1024, case.size(large) / 1024
        ratio = t2 / t1 if t1 > 0 else float("nan")
        print(f"{name:32} {kb1:8.1f} {t1:8.3f} {kb2:8.1f} {t2:8.3f} "
              f"{t2 / kb2 * 1e6:9.0f} {ratio:7.1f}", flush=True)


if __name__ == "__main__":
    main()
