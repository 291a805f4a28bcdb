"""One segment of a transcript file (read/cut.py) read alone: its byte range's lines as
entries and problems, numbered as in the whole file (issue 34 item 2)."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Optional

from ..redact.redactor import Redactor
from .cut import Segment
from .filebytes import GZIP_MAGIC, is_gzip, utf16_codec
from .sniff import looks_like_document
from .transcript import Item, iter_lines

__all__ = ["READ_BUFFER", "lines_at", "plain_jsonl", "read_segment", "segment_lines"]

#: the buffer a segment's (and the first pass's) lines are read through
READ_BUFFER = 1 << 20


def plain_jsonl(path: Path) -> bool:
    """Whether the file's byte offsets are its lines' (UTF-8 JSONL): not gzip, not UTF-16
    (read re-encoded: read/filebytes.py), not one JSON document."""
    with path.open("rb") as fh:
        head = fh.read(4096)
    return not (is_gzip(head[:len(GZIP_MAGIC)]) or utf16_codec(head)
                or looks_like_document(path))


def segment_lines(path: Path, segment: Segment) -> Iterator[bytes]:
    """The raw lines of `segment` (bytes start .. end), newlines kept (read through a
    1 MB buffer: a transcript's lines run to kilobytes, and the default buffer took
    several reads for each; half the time at 100 MB)."""
    with path.open("rb", buffering=READ_BUFFER) as fh:
        fh.seek(segment.start)
        position = segment.start
        while position < segment.end:
            raw = fh.readline()
            if not raw:
                return
            position += len(raw)
            yield raw


def read_segment(path: Path, segment: Segment, redactor: Optional[Redactor] = None
                 ) -> Iterator[Item]:
    """The segment's entries and problems, line numbers the file's (iter_lines)."""
    if redactor is not None:
        redactor.at(str(path))
    yield from iter_lines(segment_lines(path, segment), None, redactor, segment.line)


def lines_at(path: Path, offsets: Iterable[int], numbers: Iterable[int],
             redactor: Optional[Redactor] = None) -> Iterator[Item]:
    """The entries and problems of single lines read by byte offset (their numbers given:
    the whole file's), in the order given."""
    if redactor is not None:
        redactor.at(str(path))
    with path.open("rb") as fh:
        for offset, number in zip(offsets, numbers):
            fh.seek(offset)
            yield from iter_lines((fh.readline(),), None, redactor, number)
