"""The archive's pool of worker processes (runner.py uses it when there is more than one
job and more than one worker): imported only then, so a re-run with nothing to render
loads neither concurrent.futures nor multiprocessing (~25 ms, issue 19's W3).

The pool forks on Linux (the workers share the parent's imported code) and spawns
elsewhere: Windows has no fork, and on macOS a fork is unsafe once system libraries have
started threads. Spawned workers start from a fresh interpreter, so a job carries all it
needs (jobs.Job is plain, picklable data; `runner.run_job` is a module-level function)
and a worker relies on no state inherited from the parent."""

from __future__ import annotations

import os
import signal
import sys
from concurrent.futures import (FIRST_COMPLETED, Future, ProcessPoolExecutor,
                                as_completed, wait)
from multiprocessing import get_context
from multiprocessing.context import BaseContext
from typing import Callable, Iterator, Optional

from ..render.lifeline import die_with_parent, on_main_thread
from .jobs import Job, JobResult


def pool_context() -> BaseContext:
    """How the pool starts its workers on this platform (see the module's text)."""
    return get_context("fork" if sys.platform == "linux" else "spawn")


def quiet_worker(parent: Optional[int] = None, main: bool = True) -> None:
    """A worker ignores Ctrl+C: the terminal sends it to the whole process group, and the
    parent alone stops the run (the pool finishes the jobs in hand, no worker traceback).
    And it dies with its `parent` (render/lifeline.py; `main`: the pool started its
    workers from the parent's main thread): a killed parent leaves no worker rendering."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if parent is not None:
        die_with_parent(parent, main)


def new_pool(workers: int) -> ProcessPoolExecutor:
    """A pool of at most `workers` processes (the caller caps it at the jobs it has: on
    Linux the pool forks them all at its first job). Call it from the thread that submits
    the jobs: that thread starts the workers (see quiet_worker's `main`)."""
    return ProcessPoolExecutor(workers, mp_context=pool_context(), initializer=quiet_worker,
                               initargs=(os.getpid(), on_main_thread()))


#: at most this many sessions converted segment by segment run at once (`run_bounded`):
#: each holds ~150 MB however large (docs/decisions/large-sessions.md, "Status (h-arch)"),
#: so 4 bound them to ~600 MB while keeping 4 cores on the huge sessions
STREAMED_AT_ONCE = 4


def run_bounded(pool: ProcessPoolExecutor, workers: int, jobs: list[Job], slack: int,
                run_job: Callable[[Job], JobResult],
                running: Optional[dict[Future, int]] = None,
                streams: Optional[Callable[[Job], bool]] = None) -> Iterator[JobResult]:
    """Every job's result, on `pool`, the largest first (the longest start first, so none
    is left running alone at the end while the other workers idle). A session built whole
    costs memory by its size: the whole builds in flight never exceed the largest of them
    plus `slack` bytes, so big sessions run beside small ones, not each other. A job
    `streams` says is converted segment by segment (archive/stream_job.py: bounded memory
    whatever its size) is not counted in those bytes; at most STREAMED_AT_ONCE of them
    run at once. `running` (future -> the bytes it counts) holds the jobs in hand: when
    the run is stopped (Ctrl+C), `in_hand` gives their results."""
    waiting = sorted(jobs, key=lambda j: -j.size)
    light = {id(j) for j in waiting if streams is not None and streams(j)}
    budget = next((j.size for j in waiting if id(j) not in light), 0) + slack
    running = {} if running is None else running
    streaming: set[Future] = set()
    while waiting or running:
        while waiting and len(running) < workers:
            room = budget - sum(running.values())
            pick = next((n for n, j in enumerate(waiting)
                         if (len(streaming) < STREAMED_AT_ONCE if id(j) in light
                             else j.size <= room)), None if running else 0)
            if pick is None:
                break
            job = waiting.pop(pick)
            future = pool.submit(run_job, job)
            running[future] = 0 if id(job) in light else job.size
            if id(job) in light:
                streaming.add(future)
        done, _ = wait(running, return_when=FIRST_COMPLETED)
        for future in sorted(done, key=lambda f: running[f]):
            del running[future]
            streaming.discard(future)
            yield future.result()


def in_hand(running: dict[Future, int]) -> Iterator[JobResult]:
    """The results of the jobs a stopped run had in hand, as each ends (a worker ignores
    Ctrl+C and finishes its job: its page is written, and this gives the manifest its row);
    the jobs not started yet are cancelled."""
    for future in list(running):
        if future.cancel():
            del running[future]
    for future in as_completed(list(running)):
        del running[future]
        if future.exception() is None:
            yield future.result()
