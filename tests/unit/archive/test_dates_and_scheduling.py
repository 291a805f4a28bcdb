"""Archive mode without a projects tree: date bounds, a folder with no transcripts, and the
scheduler that keeps big sessions from running side by side."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from cc2html.archive import pool, runner as runner_module
from cc2html.archive.dates import DateError, parse_bound
from cc2html.cli.app import app

runner = CliRunner()


def test_parse_bound_words():
    day = 24 * 3600
    assert parse_bound("yesterday") < parse_bound("today") < parse_bound("now")
    assert abs(parse_bound("7 days ago") - (parse_bound("today") - 7 * day)) < 2 * 3600
    assert parse_bound("2025-01-02", end=True) - parse_bound("2025-01-02") > day - 2
    with pytest.raises(DateError):
        parse_bound("next tuesday")


def test_folder_without_transcripts_is_a_usage_error(tmp_path):
    (tmp_path / "empty").mkdir()
    assert runner.invoke(app, [str(tmp_path / "empty")]).exit_code == 2


def test_big_sessions_never_run_side_by_side(monkeypatch):
    """In flight: at most the largest job plus Runner.SLACK bytes, with every worker busy."""
    from concurrent.futures import Future

    from cc2html.archive.worker import Job, JobResult

    in_flight: dict[Future, Job] = {}
    peaks: list[int] = []

    class FakePool:
        def __init__(self, *args, **kwargs):
            pass

        def submit(self, fn, job):
            future: Future = Future()
            in_flight[future] = job
            peaks.append(sum(j.size for j in in_flight.values()))
            return future

        def shutdown(self, **kwargs):
            pass

    def fake_wait(futures, return_when=None):
        oldest = next(f for f in in_flight if f in futures)
        oldest.set_result(JobResult(in_flight.pop(oldest).key, [], ""))
        return {oldest}, set(futures) - {oldest}

    monkeypatch.setattr(pool, "ProcessPoolExecutor", FakePool)
    monkeypatch.setattr(pool, "wait", fake_wait)
    mb = 1 << 20
    sizes = [40 * mb, 30 * mb, 20 * mb] + [mb // 2] * 50
    jobs = [Job(f"s{n}", (), (), Path("x"), size=size) for n, size in enumerate(sizes)]
    runner = runner_module.Runner(2)
    done = [r.key for r in runner.run(jobs)]
    assert sorted(done) == sorted(j.key for j in jobs)
    assert max(peaks) <= 40 * mb + runner_module.Runner.SLACK
    assert done.index("s0") < done.index("s1")  # largest first
