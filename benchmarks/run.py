#!/usr/bin/env python3
"""Benchmark cc2html against claude-code-log 1.7.0 and claude-code-transcripts 0.6.

Drives ../shared/tools/bench.py (which builds seeded workloads from the corpus with
make_workload.py, runs every tool cold, and measures wall time, CPU and peak memory)
with this checkout's cc2html as an extra tool, then prints the ratios of each peer to
cc2html from the same run. Workloads and outputs live under /tmp, never in the repo.

    python benchmarks/run.py --setup            # first time: peer venvs from PyPI
    python benchmarks/run.py                    # W1 5/20/50 MB, 3 repeats
    python benchmarks/run.py --sizes 5 --repeat 1
    python benchmarks/run.py --workloads W1,W2,W3,W4 --sizes 5,20,50 --repeat 1 \\
        -- --tree-mb 340                        # the archive workloads too
    python benchmarks/run.py --report /tmp/cc2html-bench/run/results.json   # table only

Ratios: "speed-up" = peer median wall / cc2html median wall (> 1: cc2html is faster), and
in brackets the same by CPU seconds (steadier on a busy machine);
"memory" = cc2html peak RSS / peer peak RSS (< 1: cc2html uses less).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
SHARED = Path(os.environ.get("CC2HTML_SHARED") or next(
    (p for p in (REPO.parent / "shared", REPO.parent.parent / "shared") if p.is_dir()),
    REPO.parent / "shared"))
BENCH = SHARED / "tools" / "bench.py"
SCRATCH = Path(os.environ.get("TMPDIR", "/tmp")) / "cc2html-bench"
PEERS = ("claude-code-log", "claude-code-transcripts")


def cc2html_command(extra: str) -> str:
    """This checkout's cc2html, whatever is installed: the same interpreter, our src first."""
    return f"{sys.executable} -m cc2html {{in}} -o {{out}}/transcript.html -q {extra}".strip()


def run_bench(args: argparse.Namespace) -> Path:
    out_dir = Path(args.out_dir)
    cmd = [sys.executable, str(BENCH), "--out-dir", str(out_dir),
           "--workloads", args.workloads, "--w1-sizes", args.sizes,
           "--repeat", str(args.repeat), "--seed", args.seed,
           "--tool", f"cc2html={cc2html_command(args.cc2html_args)}",
           "--tool-env", f"cc2html:PYTHONPATH={REPO / 'src'}",
           "--tool-version", f"cc2html=PYTHONPATH={REPO / 'src'} {sys.executable} -m cc2html "
                             "--version"]
    tree_cmd = args.tree_cmd or (
        f"{sys.executable} -m cc2html {{in}} -o {{out}} -q {args.cc2html_args}".strip()
        if any(w in args.workloads.upper() for w in ("W2", "W3", "W4")) else "")
    if tree_cmd:  # archive mode: this checkout again (PYTHONPATH above), a folder out
        cmd += ["--tool-tree", f"cc2html={tree_cmd}"]
    if args.setup:
        cmd.append("--setup")
    if args.peers is not None:
        cmd += ["--peers", args.peers]
    cmd += args.bench_args
    print("+", " ".join(cmd), flush=True)
    subprocess.run(cmd, check=True)
    return out_dir / "results.json"


def ratio_table(results: Path) -> str:
    data = json.loads(results.read_text())
    rows = {(r["tool"], r["workload"]): r for r in data["summary"]}
    workloads = list(dict.fromkeys(r["workload"] for r in data["summary"]))
    peers = [p for p in PEERS if any(t == p for t, _ in rows)]
    head = ["workload", "in MiB", "cc2html s", "cc2html MiB"]
    for peer in peers:
        short = "ccl" if peer == "claude-code-log" else "cct"
        head += [f"{short} s", f"{short} MiB", f"speed-up vs {short}", f"memory vs {short}"]
    lines = [head]
    for wl in workloads:
        mine = rows.get(("cc2html", wl))
        if mine is None:
            continue
        line = [wl, f"{mine['input_bytes'] / 2**20:.1f}", _wall(mine),
                f"{mine['maxrss_mb_max']:.0f}"]
        for peer in peers:
            other = rows.get((peer, wl))
            if other is None or other["status"] != "ok" or mine["status"] != "ok":
                line += [_wall(other) if other else "-", "-", "-", "-"]
                continue
            line += [_wall(other), f"{other['maxrss_mb_max']:.0f}",
                     f"{other['wall_s_median'] / mine['wall_s_median']:.1f}x "
                     f"({other['cpu_s_median'] / max(mine['cpu_s_median'], 0.01):.1f}x)",
                     f"{mine['maxrss_mb_max'] / other['maxrss_mb_max']:.2f}"]
        lines.append(line)
    widths = [max(len(row[i]) for row in lines) for i in range(len(head))]
    out = ["| " + " | ".join(c.ljust(widths[i]) for i, c in enumerate(row)) + " |"
           for row in lines]
    out.insert(1, "|" + "|".join("-" * (w + 2) for w in widths) + "|")
    meta = data.get("meta", {})
    out.append(f"\n{meta.get('date_utc', '?')}, {meta.get('machine', {})}, "
               f"repeat={meta.get('repeat')}, seed={meta.get('seed')}; s = median wall seconds "
               "(CPU seconds); speed-up = peer/cc2html by wall (by CPU); "
               "memory = cc2html/peer peak RSS of the largest process")
    return "\n".join(out)


def _wall(row: dict | None) -> str:
    if row is None:
        return "-"
    if row["status"] != "ok":
        return row["status"]
    return f"{row['wall_s_median']:.2f} ({row['cpu_s_median']:.2f})"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out-dir", default=str(SCRATCH / "run"))
    ap.add_argument("--workloads", default="W1")
    ap.add_argument("--sizes", default="5,20,50", help="W1 sizes in MB")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--seed", default="20251129")
    ap.add_argument("--peers", default=None, help="comma list; '' for cc2html alone")
    ap.add_argument("--setup", action="store_true", help="create the peers' venvs first")
    ap.add_argument("--cc2html-args", default="", help="extra cc2html options, e.g. --redact")
    ap.add_argument("--tree-cmd", default="",
                    help="cc2html command for W2-W4 (default: this checkout in archive mode)")
    ap.add_argument("--report", type=Path, help="only print the table of an earlier run")
    ap.add_argument("bench_args", nargs="*", help="after --: passed to bench.py as is")
    args = ap.parse_args()
    if args.report is None and not BENCH.is_file():
        sys.exit(f"bench.py not found at {BENCH} (set CC2HTML_SHARED)")
    results = args.report or run_bench(args)
    print()
    print(ratio_table(results))


if __name__ == "__main__":
    main()
