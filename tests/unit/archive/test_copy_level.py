"""A kept copy is compressed by ISA-L's igzip at a fast level (at zlib's default level 9
copies were a fifth of a cold archive's CPU, at zlib's fastest still a twelfth), is plain
gzip that the stdlib reads, and a copy written by zlib at any level, as earlier versions
wrote them, still reads back to the same files."""

from __future__ import annotations

import gzip
import io
import json
import tarfile
from pathlib import Path

import pytest

from cc2html.archive.sources import read_copy, write_copy


def _session(tmp_path: Path) -> tuple[tuple[str, Path], ...]:
    main = tmp_path / "in" / "s.jsonl"
    sub = tmp_path / "in" / "s" / "subagents" / "agent-a1.jsonl"
    sub.parent.mkdir(parents=True)
    main.write_text('{"type":"user","message":{"content":"words"}}\n' * 50)
    sub.write_text('{"type":"user","message":{"content":"sub"}}\n')
    return (("p/s.jsonl", main), ("p/s/subagents/agent-a1.jsonl", sub))


def _stdlib_members(copy: Path) -> dict[str, bytes]:
    """The copy's members, read by the stdlib alone; gzip.decompress checks the whole
    stream, trailer (CRC-32, size) included, which tarfile stops short of."""
    with tarfile.open(fileobj=io.BytesIO(gzip.decompress(copy.read_bytes()))) as tar:
        return {m.name: _read(tar, m) for m in tar.getmembers()}


def _read(tar: tarfile.TarFile, member: tarfile.TarInfo) -> bytes:
    fh = tar.extractfile(member)
    assert fh is not None
    return fh.read()


def test_a_new_copy_is_gzip_that_the_stdlib_reads_whole(tmp_path: Path) -> None:
    files = _session(tmp_path)
    target = tmp_path / "copy.tgz"
    write_copy(target, files, (("a1", files[1][1]),), None)
    members = _stdlib_members(target)
    assert json.loads(members["files.json"]) == [[files[0][0], None], [files[1][0], "a1"]]
    assert [members["0"], members["1"]] == [p.read_bytes() for _, p in files]


def test_a_new_copy_has_the_same_bytes_every_time(tmp_path: Path) -> None:
    files = _session(tmp_path)
    first, second = tmp_path / "a.tgz", tmp_path / "b.tgz"
    write_copy(first, files, (), None)
    write_copy(second, files, (), None)
    data = first.read_bytes()
    assert data == second.read_bytes()
    assert data[:2] == b"\x1f\x8b" and data[4:8] == b"\0\0\0\0"  # gzip, no time stamp


@pytest.mark.parametrize("level", [1, 6, 9])
def test_a_copy_written_at_any_level_reads_back(tmp_path: Path, level: int) -> None:
    files = _session(tmp_path)
    raw = io.BytesIO()
    with gzip.GzipFile(fileobj=raw, mode="wb", mtime=0, compresslevel=level) as gz, \
            tarfile.open(fileobj=gz, mode="w", format=tarfile.PAX_FORMAT) as tar:
        for name, data in (("files.json", json.dumps([[files[0][0], None],
                                                      [files[1][0], "a1"]]).encode()),
                           ("0", files[0][1].read_bytes()), ("1", files[1][1].read_bytes())):
            info = tarfile.TarInfo(name)
            info.size = len(data)
            tar.addfile(info, io.BytesIO(data))
    copy = tmp_path / "old.tgz"
    copy.write_bytes(raw.getvalue())
    got, agents = read_copy(copy, tmp_path / "out")
    assert [rel for rel, _ in got] == [files[0][0], files[1][0]]
    assert [p.read_bytes() for _, p in got] == [p.read_bytes() for _, p in files]
    assert agents == (("a1", got[1][1]),)
