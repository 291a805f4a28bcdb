"""Ctrl+C in a terminal reaches every process of the group: the archive's workers ignore
it and the parent alone stops the run, so no worker prints a KeyboardInterrupt."""

from __future__ import annotations

import signal
from pathlib import Path

from cc2html.archive import pool, runner
from cc2html.archive.jobs import Job


def test_a_worker_ignores_ctrl_c():
    before = signal.getsignal(signal.SIGINT)
    try:
        pool.quiet_worker()
        assert signal.getsignal(signal.SIGINT) is signal.SIG_IGN
    finally:
        signal.signal(signal.SIGINT, before)


def test_the_pool_starts_its_workers_quiet(monkeypatch, tmp_path: Path):
    started = {}

    class Pool:
        def __init__(self, workers, **kwargs):
            started.update(kwargs)
            raise RuntimeError("stop here")

    monkeypatch.setattr(pool, "ProcessPoolExecutor", Pool)
    monkeypatch.setattr(runner, "_worker", lambda: None)
    job = Job("k", (), (), tmp_path / "p.html", size=1)
    try:
        list(runner.Runner(2).run([job, job]))
    except RuntimeError:
        pass
    assert started["initializer"] is pool.quiet_worker
