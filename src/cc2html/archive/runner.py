"""Where sessions are rendered: in this process, or on a pool of worker processes (pool.py,
imported only for one), with the inputs in flight bounded so that peak memory follows the
largest session, not the archive. The workers are as many as -j asks, at most the CPUs
this process may use (`available_cpus`) and the sessions to render."""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Any, Iterator, Optional

from ..render.to_html.parallel import available_cpus
from .jobs import Job, JobResult

__all__ = ["Runner", "available_cpus", "run_job"]

if TYPE_CHECKING:
    from concurrent.futures import Future, ProcessPoolExecutor


@lru_cache(maxsize=1)
def _worker() -> Any:
    """The rendering half (archive/worker.py and the whole pipeline), imported once there is
    a session to render: a re-run with nothing to do never needs it (W3 spent two thirds
    of its time importing it)."""
    from . import worker
    return worker


def run_job(job: Job) -> JobResult:
    """Render one session (worker.run_job); a module-level function the pool can pickle."""
    return _worker().run_job(job)


class Runner:
    """Runs jobs in-process (one worker, or a single job) or on a pool of worker processes.

    Memory stays bounded by the largest session built whole: the inputs of whole builds
    in flight never exceed the largest plus SLACK bytes, so big sessions run beside small
    ones, not each other; a session converted segment by segment (bounded memory
    whatever its size) runs beside any, a few at once (pool.run_bounded).
    """

    SLACK = 8 << 20

    def __init__(self, workers: int) -> None:
        self.workers = max(1, workers)
        self.pool: Optional[ProcessPoolExecutor] = None
        self.started = 0  # the pool's workers
        self.running: dict[Future, int] = {}  # the pool's jobs in hand (pool.run_bounded)

    def run(self, jobs: list[Job]) -> Iterator[JobResult]:
        _worker()  # before the pool forks, so the workers share the imported pipeline
        if self.workers == 1 or (len(jobs) <= 1 and self.pool is None):
            yield from map(run_job, jobs)
            return
        from . import pool  # (a pool's modules: only a run with jobs for it loads them)
        if self.pool is None:  # never more workers than there are jobs to run (a later
            self.started = min(self.workers, len(jobs))  # call's jobs share the pool)
            self.pool = pool.new_pool(self.started)
        yield from pool.run_bounded(self.pool, self.started, jobs, self.SLACK, run_job,
                                    self.running, _worker().stream_job.likely)

    def in_hand(self) -> Iterator[JobResult]:
        """After a Ctrl+C stopped `run`: the results of the jobs the workers had in hand
        (a job run in this process was stopped with it: none)."""
        if self.running:
            from . import pool
            yield from pool.in_hand(self.running)

    def close(self, abandon: bool = False) -> None:
        """Stop the workers: once their jobs in hand are done, or at once (`abandon`, a
        second Ctrl+C: a page being written stays a temporary file, never a half-written
        page (write.py), and the next run sweeps it away)."""
        if self.pool is None:
            return
        if abandon:  # (the executor's own list of its worker processes)
            for process in list((getattr(self.pool, "_processes", None) or {}).values()):
                process.terminate()
        pool, self.pool = self.pool, None
        pool.shutdown(wait=not abandon, cancel_futures=True)
