"""Converting a large transcript to HTML keeps peak memory flat as the transcript grows
(issue 34's Done-when): generated sessions of ~6 and ~30 MB (../shared/tools/
make_workload.py), both converted segment by segment (stream.STREAM_BYTES and the cut's
target lowered so both stream, segments of ~2 MB; split.THRESHOLD lowered so both pages
split on either path), each in a process of its own that reports its own peak RSS (VmHWM from /proc/self/status:
getrusage's ru_maxrss also counts the size of the process that forked it, and under
pytest-xdist that worker's ~300 MB hid every figure). The larger's peak is at most 1.3x the smaller's, while the whole
path on the same pair grows by more than that (so the bound means something): 95 -> 103 MB
streamed, 99 -> 152 MB whole on 2026-12-03. The cut is the CLI's (make_workload's random
prompt-queue operations block no cut: the queue is resolved in the first pass)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from helpers import SHARED

pytestmark = [pytest.mark.corpus,
              pytest.mark.skipif(not Path("/proc/self/status").is_file(),
                                 reason="reads VmHWM from /proc (Linux)")]

MAKE = SHARED / "tools" / "make_workload.py"
PEAK = """
import sys
from pathlib import Path
from cc2html import stream
from cc2html.read import cut
from cc2html.pipeline import convert
from cc2html.render.to_html import split
split.THRESHOLD = 1_000_000  # (both pages split, whichever path)
stream.STREAM_BYTES = 2**62 if sys.argv[3] == "whole" else 1_000_000
cut.TARGET_BYTES = 2_000_000
convert(Path(sys.argv[1]), Path(sys.argv[2]))
print(next(line.split()[1] for line in open("/proc/self/status") if line.startswith("VmHWM")))
"""


def _peak_kb(src: Path, out: Path, mode: str) -> int:
    env = {**os.environ, "CC2HTML_JOBS": "1"}  # (one process: its own peak is the run's)
    done = subprocess.run([sys.executable, "-c", PEAK, str(src), str(out), mode],
                          capture_output=True, text=True, check=True, timeout=900, env=env)
    return int(done.stdout.split()[-1])


def test_peak_memory_stays_flat_as_the_session_grows(tmp_path: Path) -> None:
    if not MAKE.is_file():
        pytest.skip("../shared/tools/make_workload.py not found")
    peaks: dict[tuple[str, int], int] = {}
    for mb in (6, 30):
        src = tmp_path / f"w{mb}.jsonl"
        subprocess.run([sys.executable, str(MAKE), "--seed", "20251129", "single", "--mb",
                        str(mb), "--out", str(src)], check=True, capture_output=True,
                       timeout=900)
        for mode in ("stream", "whole"):
            out = tmp_path / f"{mode}{mb}" / "page.html"
            peaks[mode, mb] = _peak_kb(src, out, mode)
            if mode == "stream":
                assert len(list((out.parent / "page.parts").glob("part-*.html"))) >= 2
        src.unlink()
    assert peaks["stream", 30] <= 1.3 * peaks["stream", 6], peaks
    assert peaks["whole", 30] > 1.35 * peaks["whole", 6], peaks
