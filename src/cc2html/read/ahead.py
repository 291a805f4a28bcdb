"""A large transcript's first pass (read/prescan.py) started ahead, in a forked process,
as soon as the command knows its input (issue 34: speed at 100 MB and more).

A single-file run of a large transcript spends its first second on two things that do
not need each other: loading the converter (~0.4 s of imports: the entry models, the
classifiers, the templates) and the first pass over the file (~0.45 s at 100 MB). Run
one after the other they leave one core idle; `start` forks a process that makes the
pass (`first_pass`: the record and the lines picked from it that cross segments) while the
parent imports, and stream.py `plan` takes its result (`take`), pickled through a pipe (a
Prescan is arrays and small maps: ~1.5 MB at 100 MB). The pass is the same function either
way, so the conversion is the same.

Only where a fork is safe and cheap: Linux, the parent's main thread, no other thread, a
file of at least `read/cut.STREAM_BYTES` (`threshold`: the size from which a file is
converted in segments). The child first runs the caller's `guard` with the parent's pid
(the command's: render/lifeline.py die_with_parent, so it dies with the parent), and
passes it on to the helper it forks in turn (read/prescan_file.py: the pass in two).
Anywhere else, or when the child fails, the parent makes the pass itself. A result not
taken (the file turned out not to stream: a subagent folder beside it, another format)
is let go with its process at the parent's exit, or by `drop`.
"""

from __future__ import annotations

import os
import signal
import sys
import threading
from pathlib import Path
from collections.abc import Callable
from typing import TYPE_CHECKING, Optional

if TYPE_CHECKING:  # (imported where used: the command starts the pass before it imports
    from .cross_lines import CrossLines  # the rest, cli/entry.py)
    from .prescan import Prescan

__all__ = ["FirstPass", "drop", "first_pass", "start", "take"]

#: the first pass's record and the lines of the facts that cross segments (None: the file
#: may not be cut: read/cut.py `streamable`)
FirstPass = tuple["Prescan", Optional["CrossLines"]]


def first_pass(path: Path, helper: Optional[Callable[[int], None]] = None) -> FirstPass:
    """The first pass over `path` and, if the file may be cut, the lines read/cross_lines.py
    picks from it (what a forked child makes, and the parent when none was started;
    `helper`: read/prescan_file.py's, the child's lifeline)."""
    from .cross_lines import cross_lines
    from .cut import streamable
    from .prescan_file import prescan

    scan = prescan(path, helper)
    return scan, (cross_lines(path, scan) if streamable(scan) else None)


#: the pass started for a path (its resolved form): the child's pid and the pipe's read end
_started: dict[str, tuple[int, int]] = {}


def _key(path: Path) -> str:
    try:
        return str(path.resolve())
    except OSError:
        return str(path)


def start(path: Path, threshold: int, guard: Callable[[int], None]) -> bool:
    """Fork the first pass over `path` if it is a file of at least `threshold` bytes and
    this process may fork (module docstring); whether it was started."""
    if (sys.platform != "linux" or threading.active_count() > 1
            or threading.current_thread() is not threading.main_thread()):
        return False
    try:
        if not path.is_file() or path.stat().st_size < threshold:
            return False
    except OSError:
        return False
    key = _key(path)
    if key in _started:
        return True
    read_fd, write_fd = os.pipe()
    parent = os.getpid()
    pid = os.fork()
    if pid == 0:  # the child: the pass, pickled into the pipe, and out
        status = 1
        try:
            os.close(read_fd)
            guard(parent)
            import pickle

            with os.fdopen(write_fd, "wb") as out:
                pickle.dump(first_pass(path, guard), out, protocol=5)
            status = 0
        finally:
            os._exit(status)  # no atexit, no flushing of the parent's inherited buffers
    os.close(write_fd)
    _started[key] = (pid, read_fd)
    return True


def take(path: Path) -> Optional[FirstPass]:
    """The pass started for `path` (waiting for it), or None: none was started, or it
    failed (the caller makes it itself)."""
    started = _started.pop(_key(path), None)
    if started is None:
        return None
    pid, fd = started
    import pickle

    try:
        with os.fdopen(fd, "rb") as inp:
            scan = pickle.load(inp)
    except Exception:  # the child failed or was killed: no result
        scan = None
    _, status = os.waitpid(pid, 0)
    return scan if status == 0 and isinstance(scan, tuple) else None


def drop(path: Path) -> None:
    """Let a started pass go (its result not wanted)."""
    started = _started.pop(_key(path), None)
    if started is not None:
        pid, fd = started
        os.close(fd)
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        os.waitpid(pid, 0)
