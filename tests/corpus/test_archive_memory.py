"""An archive run's peak memory does not grow with a huge session it streams (archive/
stream_job.py, archive/sources.py's copy in blocks; issue 34 item 2), while the whole
build's does: two generated sessions (8 and 24 MB, ../shared/tools/make_workload.py),
each alone in a projects folder archived with one process (`-j 1`, the kept copy
written as by default), the size threshold and the segments' target lowered (1 byte, 1
MB) so both stream; peak RSS from /proc/self/status (VmHWM), as
tests/corpus/test_export_memory.py reads it. Measured on 2 shared cores (one run): streamed
100 -> 105 MB (1.05x), whole 91 -> 169 MB (1.85x); ~35 s."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from helpers import TOOLS

pytestmark = [pytest.mark.corpus,
              pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="Linux")]

CHILD = """
import sys
from cc2html import stream
from cc2html.cli.app import main
from cc2html.read import cut
stream.STREAM_BYTES = 1 if sys.argv[2] == "stream" else 10**12
cut.TARGET_BYTES = 1_000_000
sys.argv = ["cc2html", sys.argv[1], "-o", sys.argv[3], "-q", "-j", "1"]
try:
    main()
except SystemExit as exc:
    assert not exc.code, exc.code
print(next(line.split()[1] for line in open("/proc/self/status") if line.startswith("VmHWM")))
"""


def _peak_kb(tree: Path, mode: str) -> int:
    out = subprocess.run([sys.executable, "-c", CHILD, str(tree), mode,
                          str(tree.parent / f"out-{mode}")],
                         check=True, capture_output=True, text=True, timeout=600)
    return int(out.stdout.split()[-1])


def test_an_archive_run_does_not_grow_with_a_streamed_session(tmp_path: Path) -> None:
    tool = TOOLS / "make_workload.py"
    if not tool.is_file():
        pytest.skip(f"make_workload.py not found in {TOOLS}")
    trees = []
    for mb in (8, 24):
        tree = tmp_path / f"w{mb}" / "projects"
        (tree / "proj").mkdir(parents=True)
        subprocess.run([sys.executable, str(tool), "--seed", "20251129", "single", "--mb",
                        str(mb), "--out", str(tree / "proj" / "s.jsonl")], check=True,
                       capture_output=True)
        trees.append(tree)
    small, large = trees
    peaks = {(tree.parent.name, mode): _peak_kb(tree, mode) for tree in trees
             for mode in ("stream", "whole")}
    streamed = peaks["w24", "stream"] / peaks["w8", "stream"]
    whole = peaks["w24", "whole"] / peaks["w8", "whole"]
    assert streamed <= 1.3, peaks
    assert whole >= 1.45, peaks  # (so the sizes do show growth)
    assert (large.parent / "out-stream" / "proj" / "s.parts").is_dir()  # (it did stream)
