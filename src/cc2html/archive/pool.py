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


def run_bounded(pool: ProcessPoolExecutor, workers: int, jobs: list[Job], slack: int,
                run_job: Callable[[Job], JobResult],
                running: Optional[dict[Future, int]] = None) -> Iterator[JobResult]:
    """Every job's result, on `pool`: the inputs in flight never exceed the largest job
    plus `slack` bytes, so big sessions run beside small ones, not each other. `running`
    (future -> its job's size) holds the jobs in hand: when the run is stopped (Ctrl+C),
    `in_hand` gives their results."""
    waiting = sorted(jobs, key=lambda j: -j.size)
    budget = waiting[0].size + slack
    running = {} if running is None else running
    while waiting or running:
        while waiting and len(running) < workers:
            room = budget - sum(running.values())
            pick = next((n for n, j in enumerate(waiting) if j.size <= room),
                        None if running else 0)
            if pick is None:
                break
            job = waiting.pop(pick)
            running[pool.submit(run_job, job)] = job.size
        done, _ = wait(running, return_when=FIRST_COMPLETED)
        for future in sorted(done, key=lambda f: running[f]):
            del running[future]
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
