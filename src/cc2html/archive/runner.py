"""Where sessions are rendered: in this process, or on a pool of worker processes, with the
inputs in flight bounded so that peak memory follows the largest session, not the archive.

The pool forks on Linux (the workers share the parent's imported code) and spawns
elsewhere: Windows has no fork, and on macOS a fork is unsafe once system libraries have
started threads. Spawned workers start from a fresh interpreter, so a job carries all it
needs (jobs.Job is plain, picklable data; `run_job` is a module-level function) and a
worker relies on no state inherited from the parent."""

from __future__ import annotations

import signal
import sys
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from functools import lru_cache
from multiprocessing import get_context
from multiprocessing.context import BaseContext
from typing import Any, Iterator, Optional

from .jobs import Job, JobResult


@lru_cache(maxsize=1)
def _worker() -> Any:
    """The rendering half (archive/worker.py and the whole pipeline), imported once there is
    a session to render: a re-run with nothing to do never needs it (W3 spent two thirds
    of its time importing it)."""
    from . import worker
    return worker


def pool_context() -> BaseContext:
    """How the pool starts its workers on this platform (see the module's text)."""
    return get_context("fork" if sys.platform == "linux" else "spawn")


def quiet_worker() -> None:
    """A worker ignores Ctrl+C: the terminal sends it to the whole process group, and the
    parent alone stops the run (the pool finishes the jobs in hand, no worker traceback)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def run_job(job: Job) -> JobResult:
    """Render one session (worker.run_job); a module-level function the pool can pickle."""
    return _worker().run_job(job)


class Runner:
    """Runs jobs in-process (one worker, or a single job) or on a pool of worker processes.

    Memory stays bounded by the largest session: the inputs in flight never exceed the
    largest job plus SLACK bytes, so big sessions run beside small ones, not each other.
    """

    SLACK = 8 << 20

    def __init__(self, workers: int) -> None:
        self.workers = max(1, workers)
        self.pool: Optional[ProcessPoolExecutor] = None

    def run(self, jobs: list[Job]) -> Iterator[JobResult]:
        _worker()  # before the pool forks, so the workers share the imported pipeline
        if self.workers == 1 or (len(jobs) <= 1 and self.pool is None):
            yield from map(run_job, jobs)
            return
        if self.pool is None:
            self.pool = ProcessPoolExecutor(self.workers, mp_context=pool_context(),
                                            initializer=quiet_worker)
        waiting = sorted(jobs, key=lambda j: -j.size)
        budget = waiting[0].size + self.SLACK
        running: dict[Future, int] = {}
        while waiting or running:
            while waiting and len(running) < self.workers:
                room = budget - sum(running.values())
                pick = next((n for n, j in enumerate(waiting) if j.size <= room),
                            None if running else 0)
                if pick is None:
                    break
                job = waiting.pop(pick)
                running[self.pool.submit(run_job, job)] = job.size
            done, _ = wait(running, return_when=FIRST_COMPLETED)
            for future in sorted(done, key=lambda f: running[f]):
                del running[future]
                yield future.result()

    def close(self) -> None:
        if self.pool is not None:
            self.pool.shutdown(cancel_futures=True)
