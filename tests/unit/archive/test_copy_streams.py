"""A kept copy (archive/sources.py write_copy) is written a block at a time, never read
whole: a session of gigabytes in an archive run costs its worker a block of memory, not
its size (issue 34 item 2; the worker read the file whole, then held its masked copy
too: +200 MB of the 200 MB session's archive run, docs/decisions/large-sessions.md).
The bytes kept are those of the file (masked line by line with --redact, as before)."""

from __future__ import annotations

import json
import tarfile
import tracemalloc
from pathlib import Path

from cc2html.archive.sources import read_copy, write_copy
from cc2html.redact.redactor import Redactor
from fake_secrets import SAMPLES


def _lines(count: int) -> bytes:
    """Hand-made lines: JSON with a planted secret now and then, a lone \\r, a non-JSON
    line, CRLF ends."""
    out = []
    for n in range(count):
        text = f"line {n} " + ("x" * 400) + (f" key {SAMPLES[n % len(SAMPLES)][1]}"
                                            if n % 50 == 0 else "")
        out.append(json.dumps({"type": "user", "uuid": f"u{n}", "message": {
            "role": "user", "content": text}}).encode() + (b"\r\n" if n % 7 else b"\n"))
    out.append(b"not json\rwith a lone CR and a secret " + SAMPLES[0][1].encode() + b"\n")
    return b"".join(out)


def _whole_masked(data: bytes, redactor: Redactor) -> bytes:
    """The copy as it was made before (the file read whole, split by bytes.splitlines)."""
    from cc2html.archive.sources import _masked_line
    return b"".join(_masked_line(raw, redactor) for raw in data.splitlines(keepends=True))


def _kept(copy: Path) -> bytes:
    with tarfile.open(copy, "r:gz") as tar:
        return tar.extractfile("0").read()  # type: ignore[union-attr]


def test_a_copy_is_written_in_blocks_with_the_files_bytes(tmp_path: Path) -> None:
    data = _lines(25_000)  # ~11 MB
    (tmp_path / "s.jsonl").write_bytes(data)
    tracemalloc.start()
    try:
        write_copy(tmp_path / "k.tgz", (("p/s.jsonl", tmp_path / "s.jsonl"),), (), None)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 2 << 20, peak  # (it was the file's size: 11 MB)
    assert _kept(tmp_path / "k.tgz") == data
    (tmp_path / "into").mkdir()
    files, _ = read_copy(tmp_path / "k.tgz", tmp_path / "into")
    assert files[0][1].read_bytes() == data


def test_a_redacted_copy_is_masked_line_by_line_as_before(tmp_path: Path) -> None:
    data = _lines(8_000)
    (tmp_path / "s.jsonl").write_bytes(data)
    tracemalloc.start()
    try:
        write_copy(tmp_path / "k.tgz", (("s.jsonl", tmp_path / "s.jsonl"),), (),
                   Redactor(secrets=True))
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 2 << 20, peak
    kept = _kept(tmp_path / "k.tgz")
    assert kept == _whole_masked(data, Redactor(secrets=True))
    assert b"[REDACTED:" in kept and SAMPLES[0][1].encode() not in kept
