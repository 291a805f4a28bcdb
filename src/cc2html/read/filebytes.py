"""How a transcript file's bytes become UTF-8 lines for the readers.

Claude Code writes UTF-8, but a log saved by another program may not be: PowerShell 5's
`>` writes UTF-16 (with a byte-order mark), editors add a UTF-8 byte-order mark. UTF-16 is
decoded here, so the readers see the same UTF-8 lines either way; everything else passes
through untouched (invalid bytes are the line reader's to report, line by line).

UTF-16 is recognised by its shape, not by a byte-order mark alone: a first line of binary
garbage that happens to start with FF FE must not turn the intact lines after it into noise.
"""

from __future__ import annotations

import io
import os
import shutil
import stat
import tempfile
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path

GZIP_MAGIC = b"\x1f\x8b\x08"
_BOMS = {b"\xff\xfe": "utf-16-le", b"\xfe\xff": "utf-16-be"}
_ASCII_UNITS = 4  # code units after any BOM that must be ASCII for the file to be UTF-16


def _ascii_units(data: bytes, zero_first: bool) -> bool:
    units = [data[i:i + 2] for i in range(0, 2 * _ASCII_UNITS, 2)]
    if len(units[-1]) < 2:
        return False
    if zero_first:
        return all(u[0] == 0 and 0 < u[1] < 0x80 for u in units)
    return all(u[1] == 0 and 0 < u[0] < 0x80 for u in units)


def utf16_codec(head: bytes) -> str:
    """'utf-16-le' / 'utf-16-be' when `head` (a file's first bytes) reads as UTF-16 text
    (ASCII characters in two-byte units, after an optional byte-order mark), else ''."""
    codec = _BOMS.get(head[:2])
    if codec is not None:
        return codec if _ascii_units(head[2:], codec.endswith("be")) else ""
    if _ascii_units(head, False):
        return "utf-16-le"
    if _ascii_units(head, True):
        return "utf-16-be"
    return ""


def is_gzip(head: bytes) -> bool:
    return head.startswith(GZIP_MAGIC)


def _head(path: Path) -> bytes:
    with path.open("rb") as fh:
        return fh.read(2 + 2 * _ASCII_UNITS)


def _utf8_lines(text: Iterable[str]) -> Iterator[bytes]:
    for line in text:
        yield line.encode("utf-8", "surrogatepass")


@contextmanager
def open_lines(path: Path) -> Iterator[Iterable[bytes]]:
    """The file's lines as UTF-8 bytes (newlines kept), streaming. Raises OSError."""
    codec = utf16_codec(_head(path))
    with path.open("rb") as fh:
        if not codec:
            yield fh
            return
        if fh.read(2) not in _BOMS:  # the mark is encoding, not content
            fh.seek(0)
        yield _utf8_lines(io.TextIOWrapper(fh, encoding=codec, errors="replace", newline="\n"))


def read_bytes(path: Path) -> bytes:
    """The whole file as UTF-8 bytes (for JSON documents). Raises OSError."""
    with open_lines(path) as lines:
        if isinstance(lines, io.BufferedReader):
            return lines.read()
        return b"".join(lines)


@contextmanager
def regular_file(path: Path) -> Iterator[Path]:
    """`path`, or a temporary copy of it when it is not a regular file: the readers open a
    file more than once (to sniff it, then to read it), and a pipe (`cc2html <(zcat s.gz)`)
    gives its bytes to the first open only: the page came out empty, reported as complete."""
    try:
        regular = stat.S_ISREG(os.stat(path).st_mode)
    except OSError:
        regular = True  # let the reader raise the error it meets
    if regular:
        yield path
        return
    with tempfile.TemporaryDirectory(prefix="cc2html-") as folder:
        copy = Path(folder) / (path.name or "input")
        with path.open("rb") as source, copy.open("wb") as target:
            shutil.copyfileobj(source, target)
        yield copy
