"""A streamed page's segments rendered on the available cores (issue 34 item 2: "parts
render in parallel"; render/to_html/stream_page.py). The parent builds and renders the
segments that hold the head's turns itself (the head keeps those nodes for its copy
data); every later segment is read, classified, built and rendered whole by one of
`jobs` forked workers (one process a segment, as parallel.py forks, dying with the
parent), which sends back, pickled through a pipe, its share of the head's facts and its
nodes' rows (id, outline text, HTML); a worker that dies gives an end of file. The
parent takes the results in file order, merges the facts and hands the rows to the
Splitter as it would its own pairs, so the bytes are the sequential path's. At most `jobs` + 1 segments are in flight: the parent holds at most
that many segments' HTML besides the part it is cutting. A segment far larger than the
cut's target (`LARGE`) is rendered in process, node by node, as the sequential path does:
a worker would send all of its HTML at once (the 100 MB workload cut with its random
queue spans: one segment of 96 MB; 488 MB peak in a worker against 300 MB in process).

When: `PageRenderer.split` (False in an archive's pool workers: no nested pools), a
platform that forks safely (parallel.can_fork), no other thread in this process, and a
spare core now (parallel.spare_core: more than one CPU, the running tasks leave one);
then one worker per CPU (parallel.available_cpus). CC2HTML_JOBS=N: N workers (1: none). A
worker that fails leaves its segment to the parent, rendered in process.
"""

from __future__ import annotations

import os
import pickle
import signal
import threading
from collections import deque
from collections.abc import Iterator
from itertools import groupby
from pathlib import Path
from typing import Any, Optional

from ...read import cut
from ...read.cut import Segment
from ...redact.redactor import Redactor
from ..lifeline import die_with_parent, on_main_thread
from .html import PageRenderer
from .parallel import available_cpus, can_fork, spare_core
from .stream_page import Pair, StreamedPage, hold

__all__ = ["jobs", "pairs"]

#: a segment over this many times the cut's target is rendered in process, node by node
LARGE = 2
#: characters of page per input byte guessed before a segment is rendered, to start one
#: worker at once (make_workload's sessions: ~0.5; fewer, as --detail prompts gives, and
#: that worker's segment is taken back for the head)
FIRST_RATE = 0.5


def jobs(renderer: PageRenderer) -> int:
    """How many workers render a streamed page's segments (1: none, in process)."""
    if not renderer.split or not can_fork():
        return 1
    asked = os.environ.get("CC2HTML_JOBS", "")
    if asked.isdigit():
        return max(1, int(asked))
    if threading.active_count() > 1 or not spare_core():  # (parallel.py's rule: busy
        return 1  # cores, or a thread that may hold a lock the fork would copy)
    return available_cpus()


def _work(page: StreamedPage, path: Path, segment: Segment, redactor: Optional[Redactor],
          build: Any) -> tuple[Any, Any, Any, dict[str, int]]:
    """In a worker: one segment built and rendered; its facts, badge, rows, redactions."""
    if redactor is not None:
        redactor.counts.clear()  # (this segment's count only: the parent sums them)
    piece = next(iter(build(path, [segment], redactor)))
    facts, badge, rows = page.rendered(piece)
    return facts, badge, rows, dict(redactor.counts) if redactor is not None else {}


def pairs(page: StreamedPage, path: Path, segments: list[Segment],
          redactor: Optional[Redactor], build: Any, workers: int) -> Iterator[Pair]:
    """Every segment's (node, chunk) pairs in file order: the head's segments in process,
    the rest from `workers` forked workers (`build`: stream.pieces). Once a head segment
    is rendered, the segments after the ones the head should still need (`_ahead`) are
    started in workers, so they render while the parent renders the head's (a segment
    the head turns out to need after all is taken back: its worker killed)."""
    task = (page, path, redactor, build)
    early: dict[int, tuple[int, int]] = {}  # segment index -> its worker, started ahead
    try:
        done = chars = 0
        for ahead in _ahead(segments, 0, 0, 1 if workers > 1 else 0):  # (before any: a guess)
            early[ahead] = _start(task, segments[ahead])
        for index, segment in enumerate(segments):
            if page.head_done:
                break
            _cancel(early.pop(index, None))
            for pair in page.pairs(build(path, [segment], redactor)):
                chars += len(pair[1].text)
                yield pair
            done += 1
            if workers > 1 and done == 1 and not page.head_done:  # (the guess made again)
                for ahead in _ahead(segments, done, chars, workers):
                    if ahead not in early and len(early) < workers:
                        early[ahead] = _start(task, segments[ahead])
        rest = list(enumerate(segments))[done:]
        if workers < 2:
            yield from page.pairs(build(path, [s for _, s in rest], redactor))
            return
        for large, run in groupby(rest, key=lambda item: _large(item[1])):
            if large:  # rendered lazily in process: a worker would hold all its HTML at once
                yield from page.pairs(build(path, [s for _, s in run], redactor))
            else:
                yield from _pooled(task, list(run), early, workers)
    finally:
        for child in early.values():
            _cancel(child)


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


def _pooled(task: tuple[StreamedPage, Path, Optional[Redactor], Any],
            run: list[tuple[int, Segment]], early: dict[int, tuple[int, int]],
            workers: int) -> Iterator[Pair]:
    page, path, redactor, build = task
    flight: deque[tuple[Segment, tuple[int, int]]] = deque()
    todo = iter(run)

    def launch(index: int, segment: Segment) -> None:
        child = early.pop(index, None)
        flight.append((segment, child if child is not None else _start(task, segment)))
    try:
        for index, segment in todo:
            launch(index, segment)
            if len(flight) > workers:
                break
        while flight:
            segment, child = flight.popleft()
            out = _finish(child)
            following = next(todo, None)
            if following is not None:
                launch(*following)
            if out is None:  # a worker that failed or died: its segment in process
                yield from page.pairs(build(path, [segment], redactor))
                continue
            facts, badge, rows, counts = out
            if redactor is not None:
                redactor.counts.update(counts)
            yield from page.from_rows(facts, badge, rows)
    finally:
        for _, child in flight:  # (the page given up: its workers too)
            _cancel(child)


def _cancel(child: Optional[tuple[int, int]]) -> None:
    """A worker no longer wanted, killed and reaped."""
    if child is not None:
        pid, fd = child
        os.close(fd)
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)


def _start(task: tuple[StreamedPage, Path, Optional[Redactor], Any], segment: Segment
           ) -> tuple[int, int]:
    """A forked worker for `segment`: it builds and renders it, then writes the pickled
    result to a pipe (blocking until the parent reads it, in file order) and exits. Its
    pid and the pipe's read end."""
    read_fd, write_fd = os.pipe()
    parent, main = os.getpid(), on_main_thread()
    pid = os.fork()
    if pid == 0:  # the worker
        status = 1
        try:
            os.close(read_fd)
            die_with_parent(parent, main)
            page, path, redactor, build = task
            result = _work(page, path, segment, redactor, build)
            with os.fdopen(write_fd, "wb") as out:  # (pickled as it is written)
                pickle.dump(result, out, protocol=5)
            status = 0
        finally:
            os._exit(status)  # no atexit, no flushing of the parent's inherited buffers
    os.close(write_fd)
    return pid, read_fd


def _finish(child: tuple[int, int]) -> Optional[tuple[Any, Any, Any, dict[str, int]]]:
    """A worker's result (None: it failed or died)."""
    pid, fd = child
    try:
        with os.fdopen(fd, "rb") as inp:  # (read as it is unpickled: no copy of it whole)
            result = pickle.load(inp)
    except Exception:  # a truncated result, or none
        result = None
    _, status = os.waitpid(pid, 0)
    return result if status == 0 else None
