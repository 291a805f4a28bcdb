"""A kept copy is compressed at gzip's fastest level (it was a fifth of a cold archive's
CPU at the default level 9), and a copy written at any level, as earlier versions wrote
them, still reads back to the same files."""

from __future__ import annotations

import gzip
import io
import json
import tarfile
from pathlib import Path

import pytest

from cc2html.archive.sources import read_copy, write_copy

#: the gzip header's XFL byte (RFC 1952): 4 = fastest algorithm, 2 = maximum compression
FASTEST = 4


def _session(tmp_path: Path) -> tuple[tuple[str, Path], ...]:
    main = tmp_path / "in" / "s.jsonl"
    sub = tmp_path / "in" / "s" / "subagents" / "agent-a1.jsonl"
    sub.parent.mkdir(parents=True)
    main.write_text('{"type":"user","message":{"content":"words"}}\n' * 50)
    sub.write_text('{"type":"user","message":{"content":"sub"}}\n')
    return (("p/s.jsonl", main), ("p/s/subagents/agent-a1.jsonl", sub))


def test_a_new_copy_is_compressed_at_the_fastest_level(tmp_path: Path) -> None:
    files = _session(tmp_path)
    target = tmp_path / "copy.tgz"
    write_copy(target, files, (("a1", files[1][1]),), None)
    head = target.read_bytes()[:10]
    assert head[:2] == b"\x1f\x8b" and head[8] == FASTEST


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
