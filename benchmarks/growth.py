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
    PYTHONPATH=src python benchmarks/growth.py --edit 3000    # one page: an Edit of 3,000
                                                              # lines, every other one `}`
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from adversarial import CASES, best_time, braces_edit  # noqa: E402

from cc2html.pipeline import convert  # noqa: E402
from cc2html.render.to_html.html import PageRenderer  # noqa: E402


def edit_page(lines: int) -> None:
    """CPU seconds to convert a transcript of one Edit of `lines` lines (adversarial.py's
    braces_edit: every other line `}`, the others all changed)."""
    old, new = braces_edit(lines)
    call = {"type": "tool_use", "id": "t1", "name": "Edit", "input": {
        "file_path": "/src/big.c", "old_string": old, "new_string": new}}
    objs = [{"type": "assistant", "uuid": "a1", "sessionId": "s", "message": {
                "role": "assistant", "id": "m1", "content": [call]}},
            {"type": "user", "uuid": "u1", "parentUuid": "a1", "sessionId": "s", "message": {
                "role": "user", "content": [{"type": "tool_result", "tool_use_id": "t1",
                                             "content": "The file has been updated."}]}}]
    with tempfile.TemporaryDirectory() as tmp:
        src = Path(tmp) / "edit.jsonl"
        src.write_text("".join(json.dumps(o) + "\n" for o in objs), encoding="utf-8")
        start = time.process_time()
        convert(src, Path(tmp) / "edit.html", PageRenderer())
        spent = time.process_time() - start
        size = src.stat().st_size
    print(f"Edit of {lines} lines ({size / 1024:.0f} KB transcript): "
          f"{spent:.2f} s CPU to convert")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", default="", help="only cases whose name holds this")
    parser.add_argument("--skip", default=None, help="not the cases whose name holds this")
    parser.add_argument("--scale", type=float, default=1.0, help="times each case's base size")
    parser.add_argument("--factor", type=int, default=8, help="large size / small size")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--edit", type=int, default=0, help="time one Edit page of N lines")
    args = parser.parse_args()
    if args.edit:
        return edit_page(args.edit)
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
