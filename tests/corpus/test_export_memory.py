"""The Markdown export of a large session written a segment at a time (stream.py
`export_streamed`; issue 34 item 3) takes a peak memory that does not grow with the
session, while the whole export's does: two generated sessions (8 and 24 MB,
../shared/tools/make_workload.py), the size threshold and the segments' target lowered
(1 byte, 1 MB) so both stream, each export in a process of its own, its peak RSS read
from /proc/self/status (VmHWM: this process's own; getrusage's ru_maxrss counts the
forking parent's size too, so a pytest process grown past the child's hid the growth).
Measured on 2 shared cores: streamed 70 -> 84 MB (1.20x), whole 67 -> 112 MB (1.67x). (The bytes are compared in test_export_stream_agrees.py: the
24 MB session cut at 1 MB builds one node more in segments than whole, a difference of
stream.py's segments, not of the export: `benchmarks/segments.py agree FILE 1000000`.)"""

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
from pathlib import Path
from cc2html import pipeline, stream
from cc2html.read import cut
from cc2html.options import Options
stream.STREAM_BYTES = 1 if sys.argv[2] == "stream" else 10**12
cut.TARGET_BYTES = 1_000_000
pipeline.convert(Path(sys.argv[1]), Path(sys.argv[3]), options=Options(output_format="md"))
print(next(line.split()[1] for line in open("/proc/self/status") if line.startswith("VmHWM")))
"""


def _peak_kb(src: Path, mode: str) -> int:
    out = subprocess.run([sys.executable, "-c", CHILD, str(src), mode,
                          str(src.with_suffix(f".{mode}.md"))],
                         check=True, capture_output=True, text=True)
    return int(out.stdout.split()[-1])


def test_the_streamed_markdown_export_does_not_grow_with_the_session(tmp_path: Path) -> None:
    tool = TOOLS / "make_workload.py"
    if not tool.is_file():
        pytest.skip(f"make_workload.py not found in {TOOLS}")
    sessions = []
    for mb in (8, 24):
        path = tmp_path / f"w{mb}.jsonl"
        subprocess.run([sys.executable, str(tool), "--seed", "20251129", "single", "--mb",
                        str(mb), "--out", str(path)], check=True, capture_output=True)
        sessions.append(path)
    small, large = sessions
    peaks = {(path.name, mode): _peak_kb(path, mode) for path in sessions
             for mode in ("stream", "whole")}
    streamed = peaks[large.name, "stream"] / peaks[small.name, "stream"]
    whole = peaks[large.name, "whole"] / peaks[small.name, "whole"]
    assert streamed <= 1.3, peaks
    assert whole >= 1.45, peaks  # (so the sizes do show growth)
