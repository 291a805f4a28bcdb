"""A kept copy is read as a stream with a bound (issue 30): a tampered copy whose member
unpacks to 512 MB was read whole into memory. Now the copy may unpack to twice the sizes
the manifest records for its session (plus a little): past that it is refused, having
read no more than the bound, a block at a time.

The bombs are built without compressing their size: one gzip member of 1 MiB of zeros
(about a kilobyte) repeated, since a gzip file may hold several members and reads as
their concatenation.
"""

from __future__ import annotations

import gzip
import io
import json
import tarfile
import tracemalloc
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cc2html.archive.sources import MAX_LISTING, CopyTooLarge, copy_bound, read_copy
from cc2html.cli.app import app
from helpers import deadline

MIB = 1 << 20
SID = "11111111-2222-3333-4444-555555555555"


def _header(name: str, size: int) -> bytes:
    info = tarfile.TarInfo(name)
    info.size, info.mode = size, 0o600
    return info.tobuf(format=tarfile.PAX_FORMAT)


def _bomb(path: Path, mib: int, rel: str = f"app/{SID}.jsonl") -> None:
    """A kept copy listing one file whose member holds `mib` MiB of zeros."""
    listing = json.dumps([[rel, None]]).encode()
    head = _header("files.json", len(listing)) + listing + b"\0" * (-len(listing) % 512)
    zeros = gzip.compress(b"\0" * MIB, 9)
    with open(path, "wb") as fh:
        fh.write(gzip.compress(head + _header("0", mib * MIB)))
        for _ in range(mib):
            fh.write(zeros)
        fh.write(gzip.compress(b"\0" * 1024))


def test_the_bound_follows_the_recorded_sizes() -> None:
    assert copy_bound(json.dumps([["a.jsonl", 1000, 5], ["b.jsonl", 500, 6]])) == 3000 + MIB
    assert copy_bound("not json") == copy_bound("[]") == copy_bound('[["a", -1, 0]]') > MIB


def test_a_gzip_bomb_is_refused_without_being_read_whole(tmp_path: Path) -> None:
    bomb = tmp_path / "bomb.tgz"
    _bomb(bomb, 512)
    assert bomb.stat().st_size < 2 * MIB
    bound = copy_bound(json.dumps([[f"app/{SID}.jsonl", 300, 0]]))
    (tmp_path / "into").mkdir()
    tracemalloc.start()
    try:
        with deadline(20), pytest.raises(CopyTooLarge, match="unpacks to more than"):
            read_copy(bomb, tmp_path / "into", bound)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 8 * MIB, peak
    written = sum(p.stat().st_size for p in (tmp_path / "into").rglob("*") if p.is_file())
    assert written <= bound


def test_a_huge_listing_is_refused(tmp_path: Path) -> None:
    copy = tmp_path / "listing.tgz"
    with open(copy, "wb") as fh:
        fh.write(gzip.compress(_header("files.json", MAX_LISTING + 512)))
        for _ in range(MAX_LISTING // MIB + 1):
            fh.write(gzip.compress(b" " * MIB, 9))
    (tmp_path / "into").mkdir()
    with pytest.raises(CopyTooLarge):
        read_copy(copy, tmp_path / "into")


def test_a_missing_member_is_said(tmp_path: Path) -> None:
    copy = tmp_path / "short.tgz"
    buffer = io.BytesIO()
    with gzip.GzipFile(fileobj=buffer, mode="wb") as gz, tarfile.open(fileobj=gz, mode="w") as tar:
        data = b'[["a.jsonl", null], ["b.jsonl", "x"]]'
        info = tarfile.TarInfo("files.json")
        info.size = len(data)
        tar.addfile(info, io.BytesIO(data))
    copy.write_bytes(buffer.getvalue())
    (tmp_path / "into").mkdir()
    with pytest.raises(ValueError, match="member 0 missing"):
        read_copy(copy, tmp_path / "into")


def test_the_archive_reports_a_bomb_in_place_of_a_kept_copy(tmp_path: Path) -> None:
    """A session whose source is gone, its page lost and its copy swapped for a bomb:
    the run says the copy is unreadable (exit 1), and the other sessions are rendered."""
    src = tmp_path / "projects" / "app"
    src.mkdir(parents=True)
    for name, text in ((SID, "main words"), ("other", "other words")):
        (src / f"{name}.jsonl").write_text(json.dumps({
            "type": "user", "uuid": f"u-{name}", "sessionId": name, "cwd": "/w",
            "timestamp": "2026-01-01T00:00:00Z",
            "message": {"role": "user", "content": text}}) + "\n", encoding="utf-8")
    out = tmp_path / "site"
    args = [str(tmp_path / "projects"), "-o", str(out), "--json", "-j", "1"]
    assert CliRunner().invoke(app, args).exit_code == 0
    (src / f"{SID}.jsonl").unlink()
    (out / "app" / f"{SID}.html").unlink()
    (out / "app" / "other.html").unlink()
    _bomb(out / ".cc2html" / "sources" / "app" / f"{SID}.tgz", 64)
    tracemalloc.start()
    try:
        with deadline(60):
            result = CliRunner().invoke(app, args)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert result.exit_code == 1, result.output
    assert "unpacks to more than" in result.output
    assert (out / "app" / "other.html").is_file()
    assert peak < 48 * MIB, peak
