"""A streamed page's segments rendered on the available cores (issue 34 item 2: "parts
render in parallel"; render/to_html/stream_page.py). The parent builds and renders the
segments that hold the head's turns itself (the head keeps those nodes for its copy
data); every later segment is read, classified, built and rendered whole by one of
`jobs` forked workers (forked once, each serving the segments it is sent, dying with the
parent), which pickles to a file of the pool's own folder its share of the head's facts
and its nodes' rows (id, outline text, HTML) and sends the file's name through a pipe; a
worker that dies gives an end of file. The parent takes the results in file order, merges
the facts and hands the rows to the Splitter as it would its own pairs, so the bytes are
the sequential path's. At most two segments a worker are in flight; the parent reads one
result at a time besides the part it is cutting. A segment far larger than the cut's
target (`LARGE`) is rendered in process, node by node, as the sequential path does: a
worker would send all of its HTML at once (the 100 MB workload cut with its random queue
spans: one segment of 96 MB; 488 MB peak in a worker against 300 MB in process).

When: `PageRenderer.split`, a platform that forks safely (parallel.can_fork), no other
thread in this process, and a spare core now (parallel.spare_core: more than one CPU, the
running tasks leave one); then one worker per CPU (parallel.available_cpus).
CC2HTML_JOBS=N: N workers (1: none). A segment that fails in a worker, or a worker that
dies, leaves its segments to the parent, rendered in process.

In an archive's pool worker (`nested`: its renderer splits nothing, the pool's workers
keep the cores busy) each worker is forked only when a core is idle at that moment
(parallel.idle_core), and while none is, the segments are rendered in process: a huge
session that starts beside the others (the pool starts the largest first) takes the
cores they leave as they finish. The archive's `Tap` sees every segment: `part` where
the segment is built (a worker, or here), `add` here, in file order.
"""

from __future__ import annotations

import gc
import os
import pickle
import shutil
import struct
import tempfile
import threading
from collections import deque
from collections.abc import Iterator
from functools import partial
from itertools import groupby
from pathlib import Path
from typing import Any, Optional, Protocol

from ...read import cut
from ...read.cut import Segment
from ...redact.redactor import Redactor
from ..lifeline import die_with_parent, kill, on_main_thread
from .html import PageRenderer
from .parallel import available_cpus, can_fork, idle_core, spare_core
from .stream_page import Pair, StreamedPage, hold

__all__ = ["jobs", "pairs"]

#: a segment over this many times the cut's target is rendered in process, node by node
LARGE = 4  # (16 MB at read/cut.TARGET_BYTES: a worker holds ~8 M characters of its HTML)
#: a segment's index as the parent sends it to a worker, and whether the tap's costly
#: part is still wanted
_INDEX = struct.Struct("<IB")
#: what a worker sends back for a segment: its facts, badge, rows, redaction counts, and
#: the tap's part (None without a tap)
Result = tuple[Any, Any, Any, dict[str, int], Any]
#: characters of page per input byte guessed before a segment is rendered, to start one
#: worker at once (make_workload's sessions: ~0.5; fewer, as --detail prompts gives, and
#: that worker's segment is taken back for the head)
FIRST_RATE = 0.5


class Tap(Protocol):
    """What an archive keeps of a streamed page, gathered a segment at a time
    (archive/stream_job.Gathered)."""

    def part(self, piece: Any, costly: bool) -> Any:
        """A segment's share, where it is built (`costly`: the search passages too)."""

    def add(self, part: Any) -> None:
        """A segment's share taken in, in file order."""

    def wants(self) -> bool:
        """Whether the costly part is still wanted."""


def jobs(renderer: PageRenderer, nested: bool = False) -> int:
    """How many workers render a streamed page's segments (1: none, in process);
    `nested`: in an archive's pool worker (each forked when a core is idle: `_Pool`)."""
    if not (renderer.split or nested) or not can_fork():
        return 1
    asked = _asked()
    if asked is not None:
        return asked
    if threading.active_count() > 1 or not (nested or spare_core()):  # (parallel.py's
        return 1  # rule: busy cores, or a thread that may hold a lock the fork would copy)
    return available_cpus()


def _asked() -> Optional[int]:
    """The workers CC2HTML_JOBS asks for (None: not set, or not a number)."""
    asked = os.environ.get("CC2HTML_JOBS", "")
    return max(1, int(asked)) if asked.isdigit() else None


def _work(page: StreamedPage, path: Path, segment: Segment, redactor: Optional[Redactor],
          build: Any, tap: Optional[Tap], costly: bool) -> Result:
    """In a worker: one segment built and rendered; its facts, badge, rows, redactions,
    and the tap's part."""
    if redactor is not None:
        redactor.counts.clear()  # (this segment's count only: the parent sums them)
    piece = next(iter(build(path, [segment], redactor)))
    facts, badge, rows = page.rendered(piece)
    return (facts, badge, rows, dict(redactor.counts) if redactor is not None else {},
            tap.part(piece, costly) if tap is not None else None)


def _tapped(build: Any, tap: Tap, path: Path, segments: list[Segment],
            redactor: Optional[Redactor]) -> Iterator[Any]:
    """`build`'s pieces, each given to `tap` (built here) before it is handed on."""
    for piece in build(path, segments, redactor):
        tap.add(tap.part(piece, tap.wants()))
        yield piece


def pairs(page: StreamedPage, path: Path, segments: list[Segment],
          redactor: Optional[Redactor], build: Any, workers: int,
          tap: Optional[Tap] = None, nested: bool = False) -> Iterator[Pair]:
    """Every segment's (node, chunk) pairs in file order: the head's segments in process,
    the rest from `workers` forked workers (`build`: stream.pieces). Once a head segment
    is rendered, the segments after the ones the head should still need (`_ahead`) are
    sent to workers, so they render while the parent renders the head's (a segment the
    head turns out to need after all is taken back: its worker retired). Without a
    folder for the workers' results (the temporary folder not writable), no workers.
    `tap` sees every segment; `nested`: workers forked only onto idle cores."""
    spool = _spool() if workers > 1 else ""
    workers = workers if spool else 1
    pool = _Pool((page, path, redactor, build, tap), segments, workers, spool,
                 dynamic=nested and _asked() is None)
    if tap is not None:
        build = partial(_tapped, build, tap)  # (in process: the workers' parts come back)
    try:
        done = chars = 0
        for ahead in _ahead(segments, 0, 0, 1 if workers > 1 else 0):  # (before any: a guess)
            pool.send(ahead)
        for index, segment in enumerate(segments):
            if page.head_done:
                break
            pool.take_back(index)
            for pair in page.pairs(build(path, [segment], redactor)):
                chars += len(pair[1].text)
                yield pair
            done += 1
            if workers > 1 and done == 1 and not page.head_done:  # (the guess made again)
                for ahead in _ahead(segments, done, chars, workers):
                    if pool.sent_count() < workers:
                        pool.send(ahead)
        rest = list(enumerate(segments))[done:]
        if workers < 2:
            yield from page.pairs(build(path, [s for _, s in rest], redactor))
            return
        for large, run in groupby(rest, key=lambda item: _large(item[1])):
            if large:  # rendered lazily in process: a worker would hold all its HTML at once
                yield from page.pairs(build(path, [s for _, s in run], redactor))
            else:
                yield from _pooled(pool, [index for index, _ in run], workers, build)
    finally:
        pool.close()


def _spool() -> str:
    """A new folder of the pool's own in the temporary folder ("" if none can be made)."""
    try:
        return tempfile.mkdtemp(prefix="cc2html-")
    except OSError:
        return ""


def _ahead(segments: list[Segment], done: int, chars: int, workers: int) -> list[int]:
    """The segments to start in workers now, the first `done` rendered in process into
    `chars` characters: from the one after those the head should need at this rate of
    characters per input byte (stream_page.hold(); FIRST_RATE before any), none `_large`."""
    read = segments[done - 1].end - segments[0].start if done else 0
    rate = chars / read if read > 0 else FIRST_RATE
    need, total = done, float(chars)
    while need < len(segments) and total <= hold() and rate > 0:
        total += (segments[need].end - segments[need].start) * rate
        need += 1
    return [i for i in range(need, min(len(segments), need + workers))
            if not _large(segments[i])]


def _large(segment: Segment) -> bool:
    """A segment far over the cut's target (a span the cut could not break: a queued
    prompt waiting thousands of lines, read/cut.py)."""
    return segment.end - segment.start > LARGE * cut.TARGET_BYTES


def _pooled(pool: "_Pool", run: list[int], workers: int, build: Any) -> Iterator[Pair]:
    """The segments `run` (indices, in file order) from the pool's workers, at most two a
    worker in flight (its next one sent while it builds one); the parent reads one result
    at a time, the others wait in the pool's files (`_serve`); `build` builds a segment
    here (one that failed there, or was sent while no worker was: the tap's too)."""
    page, path, redactor, _, tap = pool.task
    flight: deque[int] = deque()
    todo = iter(run)
    for index in todo:
        pool.send(index)
        flight.append(index)
        if len(flight) >= 2 * workers:
            break
    while flight:
        index = flight.popleft()
        out = pool.take(index)
        following = next(todo, None)
        if following is not None:
            pool.send(following)
            flight.append(following)
        if out is None or not page.accepts(out[0]):  # a worker that failed or died, or
            # an id its segment claimed that one built beside it claimed first: in process
            yield from page.pairs(build(path, [pool.segments[index]], redactor))
            continue
        facts, badge, rows, counts, part = out
        if redactor is not None:
            redactor.counts.update(counts)
        if tap is not None:
            tap.add(part)
        yield from page.from_rows(facts, badge, rows)


class _Worker:
    """One forked worker: it renders the segments whose indices it is sent through its
    task pipe, in the order sent, pickles each result to a file of the pool's folder and
    sends its name through its result pipe (`_serve`). It serves until its task pipe is
    closed. Forked once (not once a segment): a fork of the parent, and
    the page faults of a fresh process's every allocation, cost ~0.8 s of system time at
    100 MB when each of 13 segments had a process of its own."""

    def __init__(self, task: tuple[StreamedPage, Path, Optional[Redactor], Any, Any],
                 segments: list[Segment], spool: str) -> None:
        task_read, self.tasks = os.pipe()
        result_read, result_write = os.pipe()
        parent, main = os.getpid(), on_main_thread()
        pid = os.fork()
        if pid == 0:  # the worker
            status = 1
            try:
                os.close(self.tasks)
                os.close(result_read)
                die_with_parent(parent, main)
                gc.freeze()  # (the parent's objects: never walked, their pages not copied)
                _serve(task, segments, task_read, result_write, spool)
                status = 0
            finally:
                os._exit(status)  # no atexit, no flushing of the parent's inherited buffers
        os.close(task_read)
        os.close(result_write)
        self.pid = pid
        self.results = os.fdopen(result_read, "rb")
        self.queued: list[int] = []  # indices sent, their results not read yet
        self.alive, self.closed = True, False

    def send(self, index: int, costly: bool) -> None:
        self.queued.append(index)  # (sent in order; answered in that order)
        try:
            os.write(self.tasks, _INDEX.pack(index, costly))
        except OSError:  # (a worker gone: its segments are rendered in process)
            self.alive = False

    def take(self) -> tuple[int, Optional[Result]]:
        """The next result it wrote: the segment's index, and its result (None: the
        segment failed there); (-1, None) when the worker is gone (then it is sent nothing
        more, and what it had waiting is rendered in process)."""
        try:
            index, name = pickle.load(self.results)
            result = None
            if name is not None:
                with open(name, "rb") as spooled:  # (read as unpickled: no copy whole)
                    result = pickle.load(spooled)
                os.unlink(name)
        except Exception:  # a truncated result, or none
            self.alive = False
            return -1, None
        self.queued.remove(index)
        return index, result

    def close(self) -> None:
        """Killed and reaped (idle or not: a page given up, or the run's end)."""
        if self.closed:
            return
        self.closed, self.alive = True, False
        os.close(self.tasks)
        self.results.close()
        kill(self.pid)
        os.waitpid(self.pid, 0)


def _serve(task: tuple[StreamedPage, Path, Optional[Redactor], Any, Any],
           segments: list[Segment], tasks: int, results: int, spool: str) -> None:
    """A worker's loop: each index read from `tasks`, its segment rendered, the result (or
    None, for a segment that failed here) pickled to a file in the pool's folder `spool`,
    and its name sent through `results`, until `tasks` closes. (Pickled into the pipe,
    a finished segment held its worker until the parent, reading in file order, took it;
    a file is written at once and the next segment built meanwhile.)"""
    page, path, redactor, build, tap = task
    with os.fdopen(tasks, "rb") as inp, os.fdopen(results, "wb") as out:
        while True:
            data = inp.read(_INDEX.size)
            if len(data) < _INDEX.size:
                return
            (index, costly), name = _INDEX.unpack(data), None
            try:
                result = _work(page, path, segments[index], redactor, build, tap, bool(costly))
                fd, name = tempfile.mkstemp(dir=spool)
                with os.fdopen(fd, "wb") as spooled:
                    pickle.dump(result, spooled, protocol=5)
                del result
            except Exception:  # (left to the parent, rendered in process)
                name = None
            pickle.dump((index, name), out, protocol=5)
            out.flush()


class _Pool:
    """Up to `size` workers, forked when first needed; each segment index sent to the one
    with the fewest waiting. A worker answers in the order it was sent; the parent asks in
    file order, and a result that comes before the one asked for (an index sent ahead of a
    smaller one: the head ended before the guessed segment) waits in `ready`. `dynamic`:
    a worker is forked only onto an idle core, and an index sent while there is no
    worker is rendered in process (`take` says None)."""

    def __init__(self, task: tuple[StreamedPage, Path, Optional[Redactor], Any, Any],
                 segments: list[Segment], size: int, spool: str, dynamic: bool = False
                 ) -> None:
        self.task, self.segments, self.size = task, segments, size
        self.spool = spool  # the pool's own folder for the workers' results ("" if none)
        self.dynamic = dynamic
        self.workers: list[_Worker] = []
        self.where: dict[int, Optional[_Worker]] = {}  # index sent -> its worker
        self.ready: dict[int, Optional[Result]] = {}

    def sent_count(self) -> int:
        return len(self.where)

    def send(self, index: int) -> None:
        if index in self.where:
            return
        live = [w for w in self.workers if w.alive]
        if len(live) < self.size and (not self.dynamic or idle_core()):
            live.append(_Worker(self.task, self.segments, self.spool))
            self.workers.append(live[-1])
        if not live:  # (dynamic: no core to spare yet)
            self.where[index] = None
            return
        worker = min(live, key=lambda w: len(w.queued))
        tap = self.task[4]
        worker.send(index, tap is not None and tap.wants())
        self.where[index] = worker

    def take(self, index: int) -> Optional[Result]:
        """The result of `index`, sent before (None: render it in process)."""
        worker = self.where.pop(index)
        if worker is None:
            return None
        while index not in self.ready:
            if not worker.alive:
                return None
            got, result = worker.take()
            if got >= 0:
                self.ready[got] = result
        return self.ready.pop(index)

    def take_back(self, index: int) -> None:
        """`index` is rendered in process after all (the head needs it): its worker, if it
        was sent there, is retired, and what else it had waiting is sent again later."""
        worker = self.where.pop(index, None)
        if worker is None:
            return
        for other in worker.queued:
            self.where.pop(other, None)
        worker.close()

    def close(self) -> None:
        """Every worker killed and reaped, and the folder of results (this pool's own,
        with what killed workers left in it) removed."""
        for worker in self.workers:
            worker.close()
        if self.spool:
            shutil.rmtree(self.spool, ignore_errors=True)
