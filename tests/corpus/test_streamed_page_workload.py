"""The streamed page (render/to_html/stream_page.py) equals the whole path's split page
byte for byte on a generated session (../shared/tools/make_workload.py single --mb 2, its
random prompt-queue operations included: the cut keeps a queued prompt's span in one
segment, so it cuts into 6 segments here), sizes lowered so both paths split into ~30
files and the head spans more than one segment."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from cc2html import stream
from cc2html.pipeline import convert
from cc2html.read import cut
from cc2html.render.to_html import split
from helpers import SHARED

pytestmark = pytest.mark.corpus

MAKE = SHARED / "tools" / "make_workload.py"


def _files(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes()
            for p in sorted(folder.rglob("*")) if p.is_file()}


def both(src: Path, tmp: Path, monkeypatch: pytest.MonkeyPatch) -> tuple:
    """The page's files by the whole path and by the streamed path, and the results."""
    results = []
    for name, limit in (("whole", 2**62), ("streamed", 0)):
        monkeypatch.setattr(stream, "STREAM_BYTES", limit)
        results.append(convert(src, tmp / name / "page.html"))
    return _files(tmp / "whole"), _files(tmp / "streamed"), results


def test_a_generated_session_streams_the_whole_paths_page(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    if not MAKE.is_file():
        pytest.skip("../shared/tools/make_workload.py not found")
    src = tmp_path / "w2.jsonl"
    subprocess.run([sys.executable, str(MAKE), "--seed", "20251129", "single", "--mb", "2",
                    "--out", str(src)], check=True, capture_output=True, timeout=300)
    monkeypatch.setattr(split, "THRESHOLD", 200_000)
    monkeypatch.setattr(split, "HEAD_CHARS", 30_000)
    monkeypatch.setattr(split, "PART_CHARS", 50_000)
    monkeypatch.setattr(cut, "TARGET_BYTES", 20_000)
    found = stream.plan(src, 20_000)
    assert found is not None and len(found[1]) >= 4
    whole, streamed, (a, b) = both(src, tmp_path, monkeypatch)
    assert len(whole) >= 20
    assert sorted(streamed) == sorted(whole)
    for name, data in whole.items():
        assert streamed[name] == data, name
    assert (a.bytes_written, a.warnings, a.unknown) == (b.bytes_written, b.warnings, b.unknown)
