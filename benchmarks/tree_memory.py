#!/usr/bin/env python3
"""Peak memory of a command summed over its process tree (Linux), with its CPU time.

    python benchmarks/tree_memory.py [--every S] -- COMMAND ...

Runs COMMAND and samples, every S seconds (0.05), the RSS and PSS of it and of every
process under it (/proc/PID/task/*/children, /proc/PID/smaps_rollup), and prints the
peaks of their sums, the largest single process's RSS seen, how many processes ran at
that peak, and the wall and CPU (user, sys) seconds of the tree. An archive run forks its
pool's workers (and a streamed page its own): wait4's peak RSS names one process only.
Used for docs/decisions/large-sessions.md, "Status (h-arch)". Sampling misses peaks
shorter than S.
"""

from __future__ import annotations

import argparse
import resource
import subprocess
import time
from pathlib import Path


def _tree(root: int) -> list[int]:
    found, todo = [], [root]
    while todo:
        pid = todo.pop()
        found.append(pid)
        for task in Path(f"/proc/{pid}/task").glob("*/children"):
            try:
                todo += [int(p) for p in task.read_text().split()]
            except OSError:
                pass
    return found


def _kb(pid: int, file: str, field: str) -> int:
    try:
        for line in Path(f"/proc/{pid}/{file}").read_text().splitlines():
            if line.startswith(field):
                return int(line.split()[1])
    except (OSError, ValueError, IndexError):
        pass
    return 0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--every", type=float, default=0.05)
    parser.add_argument("command", nargs=argparse.REMAINDER)
    args = parser.parse_args()
    command = args.command[1:] if args.command[:1] == ["--"] else args.command
    started = time.monotonic()
    child = subprocess.Popen(command)
    peak_rss = peak_pss = largest = at_peak = 0
    while child.poll() is None:
        pids = _tree(child.pid)
        rss = [_kb(p, "status", "VmRSS:") for p in pids]
        pss = sum(_kb(p, "smaps_rollup", "Pss:") for p in pids)
        if sum(rss) > peak_rss:
            peak_rss, at_peak = sum(rss), sum(1 for r in rss if r)
        peak_pss, largest = max(peak_pss, pss), max([largest, *rss])
        time.sleep(args.every)
    wall = time.monotonic() - started
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    print(f"exit {child.returncode}; wall {wall:.1f} s; CPU user {used.ru_utime:.1f} s, "
          f"sys {used.ru_stime:.1f} s; peak RSS summed over the tree {peak_rss / 1024:.0f} MB "
          f"({at_peak} processes), PSS summed {peak_pss / 1024:.0f} MB; largest process "
          f"{largest / 1024:.0f} MB (sampled), wait4 peak {used.ru_maxrss / 1024:.0f} MB")


if __name__ == "__main__":
    main()
