"""Which files are no transcript at all (read/sniff.py `not_transcript`): empty, only
whitespace, a known binary, image or compressed format, or binary data with no JSON line
in its first block. Transcripts with odd encodings or damaged lines are never refused:
UTF-16 (with or without a mark), a UTF-8 mark, non-UTF-8 bytes in a line, lone surrogate
escapes, a binary first line before intact entries, a tail of zeros left by a crash, a
first entry longer than the block."""

from __future__ import annotations

import bz2
import gzip
import json
import lzma
import zipfile
from pathlib import Path

import pytest

from cc2html.read.sniff import BLOCK, not_transcript

ENTRY = {"type": "user", "uuid": "u1", "sessionId": "s", "timestamp": "2026-01-01T00:00:00Z",
         "message": {"role": "user", "content": "héllo wörld"}}
JSONL = (json.dumps(ENTRY, ensure_ascii=False) + "\n") * 3


def _zip() -> bytes:
    import io
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as z:
        z.writestr("s.jsonl", JSONL)
    return buffer.getvalue()


REFUSED = {
    "empty": (b"", "empty file"),
    "whitespace": (b" \n\t\r\n" * 100, "only whitespace"),
    "whitespace past the block": (b" " * (BLOCK + 10) + b"\n", "only whitespace"),
    "utf16 whitespace": ("\ufeff  \n\n".encode("utf-16-le"), "only whitespace"),
    "gzip": (gzip.compress(JSONL.encode()), "compressed (gzip)"),
    "bzip2": (bz2.compress(JSONL.encode()), "compressed (bzip2)"),
    "xz": (lzma.compress(JSONL.encode()), "compressed (xz)"),
    "zstd": (b"\x28\xb5\x2f\xfd" + bytes(range(256)), "compressed (zstd)"),
    "zip": (_zip(), "compressed (zip archive)"),
    "elf": (b"\x7fELF\x02\x01\x01" + bytes(2000), "binary (an ELF executable)"),
    "png": (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(100), "an image (PNG)"),
    "jpeg": (b"\xff\xd8\xff\xe0\x00\x10JFIF" + bytes(100), "an image (JPEG)"),
    "gif": (b"GIF89a\x01\x00\x01\x00" + bytes(50), "an image (GIF)"),
    "webp": (b"RIFF\x24\x00\x00\x00WEBPVP8 " + bytes(50), "an image (WebP)"),
    "pdf": (b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n", "binary (a PDF document)"),
    "sqlite": (b"SQLite format 3\x00" + bytes(100), "binary (an SQLite database)"),
    "nul bytes": (bytes(range(256)) * 40, "binary (NUL bytes"),
    "control characters": (bytes(range(1, 32)) * 300 + b"abc", "binary (77% control"),
    "utf-32": (JSONL.encode("utf-32"), "binary (NUL bytes"),
}


@pytest.mark.parametrize("case", REFUSED, ids=list(REFUSED))
def test_refused_with_the_reason(tmp_path: Path, case: str):
    data, reason = REFUSED[case]
    path = tmp_path / "s.jsonl"
    path.write_bytes(data)
    assert not_transcript(path).startswith(reason)


ACCEPTED = {
    "plain": JSONL.encode(),
    "utf-8 mark": b"\xef\xbb\xbf" + JSONL.encode(),
    "utf-16 with a mark": JSONL.encode("utf-16"),
    "utf-16-le without one": JSONL.encode("utf-16-le"),
    "utf-16-be without one": JSONL.encode("utf-16-be"),
    "latin-1 bytes in lines": JSONL.encode("latin-1"),
    "lone surrogate escapes": b'{"type": "user", "message": {"content": "\\ud800 x"}}\n' * 3,
    "a binary first line, then entries": bytes(range(256)) + b"\n" + JSONL.encode(),
    "a tail of zeros (a crash)": JSONL.encode() + bytes(4096),
    "garbage lines between entries": JSONL.encode() + b"\x01\x02\x03\x00\n" * 50
                                     + JSONL.encode(),
    "a binary first line, then an entry longer than the block":
        bytes(range(256)) + b'\n{"type": "user", "x": "' + b"a" * (2 * BLOCK) + b'"}\n',
    "a pretty-printed document": json.dumps([ENTRY], indent=2).encode(),
    "a text log": b"\x1b[32mok\x1b[0m some output\r\n" * 100,
    "a single line, no newline": json.dumps(ENTRY).encode(),
}


@pytest.mark.parametrize("case", ACCEPTED, ids=list(ACCEPTED))
def test_transcripts_with_odd_bytes_are_not_refused(tmp_path: Path, case: str):
    path = tmp_path / "s.jsonl"
    path.write_bytes(ACCEPTED[case])
    assert not_transcript(path) == ""


def test_a_file_that_cannot_be_read_raises(tmp_path: Path):
    with pytest.raises(OSError):
        not_transcript(tmp_path / "missing.jsonl")
