#!/usr/bin/env python3
"""CPU seconds a page spends colouring code on the server (counts, not a timed test).

Renders one transcript in-process on one core (no render split) with the cc2html on
PYTHONPATH, with time.process_time() around the code-colouring entry points (Pygments'
`highlight`, and where they exist render/text/deferred.py's `code_view`, `fence`, `marked`,
`diff_language`; nested calls counted once), and reports them beside the conversion's
whole CPU time and the page's size. The same command before and after a change:

    PYTHONPATH=/work/main/src python benchmarks/highlight_cpu.py W1.jsonl   # before
    PYTHONPATH=$PWD/src python benchmarks/highlight_cpu.py W1.jsonl         # after
"""

from __future__ import annotations

import functools
import os
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Callable

from cc2html.pipeline import convert
from cc2html.render.to_html.html import PageRenderer

NAMES = ("highlight", "code_view", "fence", "marked", "diff_language")
HOMES = ("cc2html.render.text.highlight", "cc2html.render.text.deferred")


class Meter:
    def __init__(self) -> None:
        self.seconds = 0.0
        self.calls = 0
        self.depth = 0

    def timed(self, func: Callable[..., Any]) -> Callable[..., Any]:
        @functools.wraps(func)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            if self.depth:
                return func(*args, **kwargs)
            self.depth, self.calls, start = 1, self.calls + 1, time.process_time()
            try:
                return func(*args, **kwargs)
            finally:
                self.seconds += time.process_time() - start
                self.depth = 0
        return wrapper


def install(meter: Meter) -> None:
    """Every cc2html.render module's reference to a colouring entry point, timed."""
    for module in [m for name, m in sys.modules.items() if name.startswith("cc2html.render")]:
        for name in NAMES:
            func = getattr(module, name, None)
            if callable(func) and getattr(func, "__module__", "") in HOMES:
                setattr(module, name, meter.timed(func))


def main(path: Path) -> None:
    os.environ["CC2HTML_JOBS"] = "1"
    meter = Meter()
    install(meter)
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "page.html"
        start = time.process_time()
        convert(path, out, PageRenderer(split=False))
        total = time.process_time() - start
        size = out.stat().st_size
    print(f"conversion {total:.2f} CPU s, of it colouring code {meter.seconds:.2f} s "
          f"({meter.calls:,} calls); page {size:,} bytes")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
