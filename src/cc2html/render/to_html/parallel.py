"""Render a long session on two cores: the second half of its turns in a forked child.

Rendering is pure (content models in, HTML out; no render state), so a child forked
after the tree is built renders the same HTML the parent would. The parent renders
the first half and yields it as it goes, while a reader thread collects the child's
chunks (zlib-compressed, to keep the parent's memory low) from a pipe; then the
child's chunks follow in order. Anything unusual (no
fork on this platform, a child that fails, dies, or stalls past its budget) falls back to
rendering the rest in-process, so the output never depends on whether the split happened.
The split happens unless other processes fill every core (runnable tasks right now)
or this process runs other threads (a fork can hang on a lock one of them held);
CC2HTML_JOBS=1 / CC2HTML_JOBS=2 force it off / on. The child dies with the parent
(render/lifeline.py): a killed parent leaves no child rendering for nobody.

Platforms: Windows has no fork, and on macOS forking a process whose system libraries
may have started threads is unsafe (Python's own default there is spawn), so both
render in-process. The load is read from /proc/loadavg (Linux), else from
os.getloadavg() (the BSDs), else not known (no split). Each is looked up at call time
(`can_fork`, `_running_now`, `_load_average`), so tests can take them away.
"""

from __future__ import annotations

import os
import struct
import sys
import threading
import time
import zlib
from collections.abc import Callable, Iterator, Sequence
from typing import Any, Optional, TypeVar

from ..lifeline import die_with_parent, kill, on_main_thread
from .rendered import Rendered

T = TypeVar("T")
#: below this much work (subtree nodes) a fork costs more than it saves
MIN_WEIGHT = 1_500
_LEN = struct.Struct("<Q")
#: the child's budget (`_budget`): a floor in seconds, and a factor over its expected time
STALL_FLOOR = 30.0
STALL_FACTOR = 4.0


def _enabled() -> bool:
    """Fork only where it can pay: a spare core now (on a busy machine the child only adds
    copy-on-write faults and compression). CC2HTML_JOBS=1 / =2 force it off / on."""
    jobs = os.environ.get("CC2HTML_JOBS", "")
    if jobs == "1" or not can_fork():
        return False
    if jobs == "2":
        return True
    if threading.active_count() > 1:  # a fork taken while another thread holds a lock can
        return False  # hang the child, and the parent waits for it (Python 3.12+ warns)
    # (with one CPU the child could only take turns with the parent.) This process is
    # one of the tasks running; one more (a sampler, an editor) still leaves the child
    # most of a core: a split loses only when others already fill every core
    return available_cpus() >= 2 and _room(others=1)


def _room(others: int) -> bool:
    """Whether the tasks running now, this process among them, are at most the machine's
    cores less one, plus `others` (0: a core is idle; 1: a new process shares a core with
    one task at most); where that is not known, whether the 1-minute load average is
    under the cores less one."""
    cores = os.cpu_count() or 1  # (the tasks running now are the machine's)
    running = _running_now()
    if running is not None:
        return running <= cores - 1 + others
    load = _load_average()
    return load is not None and load < cores - 1


def spare_core() -> bool:
    """Would a forked worker get a core of its own now (`_enabled`'s rule: CC2HTML_JOBS,
    the platform, other threads, the CPUs and the tasks running now)."""
    return _enabled()


def idle_core() -> bool:
    """Is a core idle now, besides the one this process runs on (no other task runnable on
    it)? Stricter than `spare_core`: asked in an archive's pool worker, whose siblings
    must keep their cores (stream_pool.py's nested workers)."""
    return available_cpus() >= 2 and _room(others=0)


def available_cpus() -> int:
    """The CPUs this process may run on: os.process_cpu_count (3.13), else its affinity
    mask (Linux, the BSDs), else every CPU of the machine."""
    counted = getattr(os, "process_cpu_count", None)
    if counted is not None:
        return max(1, counted() or 1)
    if hasattr(os, "sched_getaffinity"):
        return max(1, len(os.sched_getaffinity(0)))
    return max(1, os.cpu_count() or 1)


def can_fork() -> bool:
    """A fork the child can safely render in: not on Windows (none), not on macOS."""
    return hasattr(os, "fork") and sys.platform != "darwin"


#: Linux's load file: its 4th field is "running/total" tasks
LOADAVG = "/proc/loadavg"


def _running_now() -> Optional[int]:
    """Runnable tasks at this moment (LOADAVG), None where there is no such file. The
    1-minute load average lags: a previous run's load kept a now idle core from use."""
    try:
        with open(LOADAVG, "rb") as fh:
            return int(fh.read().split()[3].split(b"/")[0])
    except (OSError, ValueError, IndexError):
        return None


def _load_average() -> Optional[float]:
    """The 1-minute load average, None where the platform has none (Windows) or hides it."""
    getloadavg = getattr(os, "getloadavg", None)
    if getloadavg is None:
        return None
    try:
        return float(getloadavg()[0])
    except OSError:
        return None


#: the parent's share of the work: the child also compiles the lexers it meets and
#: compresses what it sends (20 MB: render 0.95 s at 0.50, 0.90 s at 0.55, 0.97 s at 0.60)
PARENT_SHARE = 0.55


#: the parent's share when it also builds the page's copy data while the child renders
#: (about a fifth of a render's CPU: 20 MB W1 0.37 s against ~1.8 s)
SIDE_SHARE = 0.45


def _split_at(weights: Sequence[int], parent_share: float = PARENT_SHARE) -> int:
    share, total = sum(weights) * parent_share, 0
    for index, weight in enumerate(weights):
        total += weight
        if total >= share:
            return index + 1
    return len(weights)


def _child(write_fd: int, render: Callable[[Any], Rendered], items: Sequence[Any],
           parent: int, main: bool) -> None:
    """In the forked child: render, send length-prefixed UTF-8 chunks, never return; die
    with the parent (`main`: it forked from its main thread; render/lifeline.py)."""
    status = 1
    try:
        die_with_parent(parent, main)
        with os.fdopen(write_fd, "wb") as out:
            for item in items:
                data = zlib.compress(str(render(item)).encode("utf-8", "surrogatepass"), 1)
                out.write(_LEN.pack(len(data)))
                out.write(data)
        status = 0
    finally:
        os._exit(status)  # no atexit, no flushing of the parent's inherited buffers


def _collect(read_fd: int, count: int, into: list[bytes]) -> None:
    with os.fdopen(read_fd, "rb") as inp:
        for _ in range(count):
            head = inp.read(_LEN.size)
            if len(head) < _LEN.size:
                return
            (size,) = _LEN.unpack(head)
            data = inp.read(size)
            if len(data) < size:
                return
            into.append(data)  # kept compressed (HTML shrinks ~5x) until its turn


def _budget(parent_took: float, weights: Sequence[int], split: int) -> float:
    """Seconds the parent waits for its child after its own share: STALL_FACTOR times the
    child's share at the parent's pace, and never less than STALL_FLOOR (a busy machine
    slows the child alone). Past it the child is taken for stalled: killed, and its
    turns rendered in place (the same bytes, later)."""
    mine, theirs = sum(weights[:split]), sum(weights[split:])
    return STALL_FLOOR + STALL_FACTOR * parent_took * theirs / max(mine, 1)


def render_in_order(render: Callable[[T], Rendered], items: Sequence[T],
                    weights: Sequence[int], meanwhile: Optional[Callable[[], Any]] = None,
                    ) -> Iterator[Rendered]:
    """`render(item)` for each item, in order; the heavier second half in a child process.
    `meanwhile` is work of the parent's own (the page's copy data) done after its share
    while the child still renders; the split then leaves the parent less (SIDE_SHARE)."""
    if len(items) < 2 or sum(weights) < MIN_WEIGHT or not _enabled():
        yield from map(render, items)
        return
    split = _split_at(weights, PARENT_SHARE if meanwhile is None else SIDE_SHARE)
    read_fd, write_fd = os.pipe()
    parent, main = os.getpid(), on_main_thread()
    pid = os.fork()
    if pid == 0:
        os.close(read_fd)
        _child(write_fd, render, items[split:], parent, main)
    os.close(write_fd)
    received: list[bytes] = []
    reader = threading.Thread(target=_collect, args=(read_fd, len(items) - split, received),
                              daemon=True)
    reader.start()
    started, done = time.monotonic(), False
    try:
        yield from map(render, items[:split])
        if meanwhile is not None:
            meanwhile()
        reader.join(_budget(time.monotonic() - started, weights, split))
        done = not reader.is_alive()
    finally:
        if not done:  # a stalled child, or a caller that stopped reading: no wait for it
            kill(pid)
        reader.join()
        _, status = os.waitpid(pid, 0)
    ok = status == 0 and len(received) == len(items) - split
    if not ok:
        yield from map(render, items[split:])
        return
    for index, chunk in enumerate(received):
        received[index] = b""  # each chunk freed once written (pop(0) was quadratic)
        yield Rendered(zlib.decompress(chunk).decode("utf-8", "surrogatepass"))


def subtree_size(node: Any) -> int:
    """Nodes under a tree node (children, paired result, subagent thread): its render cost."""
    size, stack = 0, [node]
    while stack:
        current = stack.pop()
        size += 1 + (current.result is not None)
        stack.extend(current.children)
        if current.subagent is not None:
            stack.extend(current.subagent.nodes)
    return size
