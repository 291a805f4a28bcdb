"""The first pass over a transcript file (read/prescan.py), in one process or two (issue 34:
speed at 100 MB and more; docs/decisions/large-sessions.md, "The first pass in two").

Reading a line (read/prescan_line.py: the JSON decode, its fields, its time) is about
two thirds of the pass and needs nothing from the lines before it; filing it (the chain of
parents, the open calls, the queue, the clocks) is the rest and must go in file order.
So where the pass may fork (`helper`: read/ahead.py's child, alone on its main thread)
the file is read in chunks of `CHUNK` bytes (a chunk: the lines that start in its range),
and a forked helper reads all but every `SHARE`-th one: it sends each chunk's lines (their
offsets, numbers in the chunk and facts) through a pipe as MessagePack, in chunk order,
while the pass reads its own chunks and files every line in file order. The record is the
one-process pass's, whatever the helper does: a chunk it has not sent (it failed, or died)
is read by the pass itself. The helper holds one chunk's facts at a time, and is at most a
pipe's worth ahead (`PIPE`).
"""

from __future__ import annotations

import os
import signal
import struct
import sys
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import BinaryIO, Optional

import msgspec

from .prescan import Placed, Prescan, file_lines, placed
from .prescan_line import LineFacts

__all__ = ["CHUNK", "SHARE", "prescan"]

#: the bytes of file a chunk's lines start in
CHUNK = 4 << 20
#: of every SHARE chunks the pass reads one and the helper the others (the pass also files
#: every line: about a third of the work)
SHARE = 3
#: the pipe's size asked for (Linux F_SETPIPE_SZ; 1 MiB is an unprivileged process's most
#: by default): a 4 MB chunk's facts are ~0.4 MB
PIPE = 1 << 20
_F_SETPIPE_SZ = 1031
_LENGTH = struct.Struct("<Q")


class _Chunk(msgspec.Struct, array_like=True, gc=False):
    """A chunk as the helper sends it: its index, the byte offset of its first line, its
    lines' count (blank ones too), the offset after its last line, and its lines that are
    filed (`Placed`, numbered from 1 in the chunk)."""

    index: int
    start: int
    count: int
    end: int
    lines: list[tuple[int, int, Optional[LineFacts]]]


_ENCODE = msgspec.msgpack.Encoder().encode
_DECODE = msgspec.msgpack.Decoder(_Chunk).decode


def prescan(path: Path, helper: Optional[Callable[[int], None]] = None,
            chunk: int = CHUNK) -> Prescan:
    """The pass over a transcript file (UTF-8 JSONL, read in binary: offsets are bytes)
    through a 1 MB buffer; a line read again by offset through a handle of its own.
    `helper`: a helper may be forked, which first calls it with this process's pid (the
    caller's lifeline: read/ahead.py)."""
    with path.open("rb", buffering=1 << 20) as fh, path.open("rb") as again:
        def line_at(offset: int) -> bytes:
            again.seek(offset)
            return again.readline()

        size = _size(fh)
        count = max(1, -(-size // chunk))
        reader = _Reader(fh, chunk, count)
        if helper is not None and count > 1:
            reader.helper = _Helper.start(path, chunk, count, helper)
        try:
            scan = file_lines(reader.items(), line_at)
        finally:
            if reader.helper is not None:
                reader.helper.close()
        scan.size = reader.end
        return scan


def _size(fh: BinaryIO) -> int:
    """The file's size as it is opened (it may grow or shrink while it is read: the pass
    reads to where it ends then, as the one-process pass does)."""
    return os.fstat(fh.fileno()).st_size


def _helped(index: int) -> bool:
    """Whether the helper reads chunk `index`."""
    return index % SHARE != 0


def _lines(fh: BinaryIO, start: int, limit: Optional[int], number: int
           ) -> tuple[list[Placed], int, int]:
    """The lines that start at `start` and before `limit` (None: to the end), numbered
    after `number`: the filed ones, the count read and the offset after the last."""
    fh.seek(start)
    items: list[Placed] = []
    offset, count = start, 0
    for raw in fh:
        if limit is not None and offset >= limit:
            break
        count += 1
        item = placed(raw, offset, number + count)
        offset += len(raw)
        if item is not None:
            items.append(item)
    return items, count, offset


class _Reader:
    """The pass's lines in file order: its own chunks read here, the helper's taken from
    it (or read here when it sends none)."""

    def __init__(self, fh: BinaryIO, chunk: int, count: int) -> None:
        self.fh, self.chunk, self.count = fh, chunk, count
        self.helper: Optional[_Helper] = None
        self.end = 0  # the offset after the lines read so far
        self.number = 0  # (their count)

    def items(self) -> Iterator[Placed]:
        for index in range(self.count):
            sent = (self.helper.take(index, self.end)
                    if self.helper is not None and _helped(index) else None)
            if sent is None:
                limit = (index + 1) * self.chunk if index + 1 < self.count else None
                lines, count, self.end = _lines(self.fh, self.end, limit, self.number)
                yield from lines
            else:
                count, self.end = sent.count, sent.end
                number = self.number
                for offset, line, facts in sent.lines:
                    yield offset, number + line, facts
            self.number += count


class _Helper:
    """The forked helper: the chunks it has read, in order, from its pipe."""

    def __init__(self, pid: int, inp: BinaryIO) -> None:
        self.pid, self.inp = pid, inp
        self.broken = False

    @classmethod
    def start(cls, path: Path, chunk: int, count: int, guard: Callable[[int], None]
              ) -> Optional[_Helper]:
        """A helper forked (None where this process may not fork: not Linux, or another
        thread, as read/ahead.py's rule)."""
        if (sys.platform != "linux" or threading.active_count() > 1
                or threading.current_thread() is not threading.main_thread()):
            return None
        read_fd, write_fd = os.pipe()
        try:
            import fcntl

            fcntl.fcntl(write_fd, _F_SETPIPE_SZ, PIPE)
        except (OSError, ImportError):
            pass  # (the default pipe: the helper waits for the pass more often)
        parent = os.getpid()
        pid = os.fork()
        if pid == 0:  # the helper: its chunks, sent in order, and out
            status = 1
            try:
                os.close(read_fd)
                guard(parent)
                with os.fdopen(write_fd, "wb") as out:
                    _serve(path, chunk, count, out)
                status = 0
            finally:
                os._exit(status)  # no atexit, no flushing of the parent's inherited buffers
        os.close(write_fd)
        return cls(pid, os.fdopen(read_fd, "rb"))

    def take(self, index: int, start: int) -> Optional[_Chunk]:
        """Chunk `index` as the helper read it, if its first line is at `start` (where the
        chunks before it ended: not so where the file shrank while it was read); None once
        it has failed or does not agree (the pass reads the rest itself, and the helper is
        stopped)."""
        if self.broken:
            return None
        try:
            head = self.inp.read(_LENGTH.size)
            sent = _DECODE(self.inp.read(_LENGTH.unpack(head)[0]))
        except (struct.error, msgspec.DecodeError, OSError, ValueError):
            sent = None
        if sent is None or sent.index != index or sent.start != start:
            self.broken = True
            self._stop()
            return None
        return sent

    def _stop(self) -> None:
        try:
            os.kill(self.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass

    def close(self) -> None:
        """The pipe closed and the helper stopped (it has sent all it will, or the pass
        does not want the rest: it ended early, or read the rest itself)."""
        self.inp.close()
        self._stop()
        os.waitpid(self.pid, 0)


def _serve(path: Path, chunk: int, count: int, out: BinaryIO) -> None:
    """In the helper: each of its chunks read and written to `out` (length, MessagePack)."""
    with path.open("rb", buffering=1 << 20) as fh:
        for index in range(count):
            if not _helped(index):
                continue
            fh.seek(index * chunk - 1)
            fh.readline()  # (to the first line that starts in the chunk)
            start = fh.tell()
            limit = (index + 1) * chunk if index + 1 < count else None
            lines, read, end = _lines(fh, start, limit, 0)
            data = _ENCODE(_Chunk(index, start, read, end, lines))
            out.write(_LENGTH.pack(len(data)))
            out.write(data)
            out.flush()
