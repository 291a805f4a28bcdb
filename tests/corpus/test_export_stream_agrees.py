"""The Markdown and JSON of a session written a segment at a time (stream.py
`export_streamed`; issue 34 item 3) are the whole export's, byte for byte: on a
generated ~2 MB session (../shared/tools/make_workload.py, with its random prompt-queue
operations) cut every ~100 KB, and on every single-session Claude Code transcript of the
shared corpora that streams, cut at every turn the cut allows (`STREAM_TARGET` = 1).

A task notification whose background call is in an earlier segment is linked to it as in
the whole export (its "Reports on … call" line: 2 files lacked it before the first pass
noted the notifications, docs/decisions/large-sessions.md, "Status (h-xseg)").

Each corpus file is copied alone into a temporary folder, as tests/corpus/
test_segments_agree.py does: `plan` refuses a session with subagent files beside it."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from cc2html import pipeline, stream
from cc2html.read import cut
from cc2html.options import Options
from helpers import TOOLS, session_transcripts

pytestmark = pytest.mark.corpus

SIZE_CAP = 4_000_000


def _exports(monkeypatch: pytest.MonkeyPatch, src: Path, fmt: str, target: int
             ) -> tuple[str, str, int]:
    """(whole export, streamed export, segments) of `src` in `fmt`."""
    opts = Options(output_format=fmt)
    out = src.parent / "out"
    monkeypatch.setattr(stream, "STREAM_BYTES", 10**12)
    pipeline.convert(src, out / f"whole.{fmt}", options=opts)
    monkeypatch.setattr(stream, "STREAM_BYTES", 1)
    monkeypatch.setattr(cut, "TARGET_BYTES", target)
    planned = stream.stream_plan(src)
    segments = len(planned[1]) if planned else 0
    if planned:
        pipeline.convert(src, out / f"streamed.{fmt}", options=opts)
    streamed = (out / f"streamed.{fmt}").read_text() if planned else ""
    return (out / f"whole.{fmt}").read_text(), streamed, segments


def test_a_generated_session_streams_to_the_whole_export(monkeypatch: pytest.MonkeyPatch,
                                                         tmp_path: Path) -> None:
    tool = TOOLS / "make_workload.py"
    if not tool.is_file():
        pytest.skip(f"make_workload.py not found in {TOOLS}")
    path = tmp_path / "w2.jsonl"
    subprocess.run([sys.executable, str(tool), "--seed", "20251129", "single", "--mb", "2",
                    "--out", str(path)], check=True, capture_output=True)
    for fmt in ("md", "json"):
        whole, streamed, segments = _exports(monkeypatch, path, fmt, 100_000)
        assert segments >= 15
        assert streamed == whole, fmt


def _files() -> list[Path]:
    return session_transcripts(SIZE_CAP)


def test_the_corpora_stream_to_the_whole_export(monkeypatch: pytest.MonkeyPatch,
                                                tmp_path: Path) -> None:
    files = _files()
    if not files:
        pytest.skip("shared corpora not found")
    streamed_files = 0
    for n, path in enumerate(files):
        alone = tmp_path / str(n) / path.name
        alone.parent.mkdir()
        shutil.copyfile(path, alone)
        for fmt in ("md", "json"):
            whole, streamed, segments = _exports(monkeypatch, alone, fmt, 1)
            if segments < 2:
                break
            streamed_files += fmt == "md"
            assert streamed == whole, (path, fmt)
    assert streamed_files >= 50, streamed_files  # (60 today)
