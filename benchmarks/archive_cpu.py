#!/usr/bin/env python3
"""CPU seconds of one archive run, the parent and its worker processes apart.

    python benchmarks/archive_cpu.py TREE -o OUT [cc2html options ...]

Runs `cc2html TREE -o OUT ...` in this interpreter (as the installed command does, less
its final os._exit, so the counts can be read) with an empty template cache of its own,
then prints the run's wall seconds, this process's CPU seconds and those of every worker
it waited for (RUSAGE_CHILDREN), and the largest worker's peak RSS. A CPU figure is
meaningful on a loaded machine too, a wall figure only on a quiet one.
"""

from __future__ import annotations

import gc
import os
import resource
import sys
import tempfile
import time

from cc2html.cli.app import main as cc2html


def main() -> None:
    os.environ["CC2HTML_CACHE_DIR"] = tempfile.mkdtemp(prefix="cc2html-cache-")  # read per run
    sys.argv = ["cc2html", *sys.argv[1:]]
    gc.freeze()
    gc.set_threshold(20_000, 50, 1000)  # as cli.app.run sets it
    started = time.monotonic()
    try:
        cc2html()
    except SystemExit:
        pass
    wall = time.monotonic() - started
    own = resource.getrusage(resource.RUSAGE_SELF)
    workers = resource.getrusage(resource.RUSAGE_CHILDREN)
    parent, children = own.ru_utime + own.ru_stime, workers.ru_utime + workers.ru_stime
    print(f"wall {wall:.2f} s; CPU: parent {parent:.2f} s, workers {children:.2f} s, "
          f"all {parent + children:.2f} s; largest worker's peak RSS "
          f"{workers.ru_maxrss / 1024:.0f} MiB", file=sys.stderr)


if __name__ == "__main__":
    main()
