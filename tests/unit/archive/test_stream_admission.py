"""The archive pool's admission with huge sessions (issue 34 item 2; archive/pool.py
run_bounded): a session the worker converts segment by segment (bounded memory whatever
its size, archive/stream_job.py) is not counted in the bytes of whole builds in flight,
so huge sessions run beside each other and beside small ones, at most STREAMED_AT_ONCE
at once; whole builds keep their bound (the largest plus SLACK); the largest start
first. And the parent's guess of which jobs stream (`stream_job.likely`)."""

from __future__ import annotations

import shutil
from concurrent.futures import Future
from dataclasses import replace
from pathlib import Path

import pytest

from cc2html import stream
from cc2html.archive import pool, stream_job
from cc2html.archive.jobs import Job, JobResult
from cc2html.options import Options

from helpers import REPO

MB = 1 << 20


def _schedule(monkeypatch: pytest.MonkeyPatch, jobs: list[Job], workers: int,
              streams) -> tuple[list[str], list[list[Job]]]:
    """The order jobs end in and what was in flight at each start, on a fake pool whose
    oldest job ends first."""
    in_flight: dict[Future, Job] = {}
    seen: list[list[Job]] = []

    class FakePool:
        def submit(self, fn, job):
            future: Future = Future()
            in_flight[future] = job
            seen.append(list(in_flight.values()))
            return future

    def fake_wait(futures, return_when=None):
        oldest = next(f for f in in_flight if f in futures)
        oldest.set_result(JobResult(in_flight.pop(oldest).key, [], ""))
        return {oldest}, set(futures) - {oldest}

    monkeypatch.setattr(pool, "wait", fake_wait)
    done = [r.key for r in pool.run_bounded(FakePool(), workers, jobs, 8 * MB,  # type: ignore[arg-type]
                                            lambda job: job, None, streams)]
    return done, seen


def test_huge_streamed_sessions_run_side_by_side_a_few_at_once(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pool, "STREAMED_AT_ONCE", 2)
    sizes = [500 * MB, 300 * MB, 200 * MB, 40 * MB, 30 * MB] + [MB // 2] * 40
    jobs = [Job(f"s{n}", (), (), Path("x"), size=size) for n, size in enumerate(sizes)]
    done, seen = _schedule(monkeypatch, jobs, 4, lambda job: job.size >= 100 * MB)
    assert sorted(done) == sorted(j.key for j in jobs)
    huge = [[j for j in flight if j.size >= 100 * MB] for flight in seen]
    assert max(map(len, huge)) == 2  # two at once, never three
    assert [j.key for j in seen[1]] == ["s0", "s1"]  # (the largest first, side by side)
    whole = [sum(j.size for j in flight if j.size < 100 * MB) for flight in seen]
    assert max(whole) <= 40 * MB + 8 * MB  # whole builds: the largest of them plus slack


def test_without_streamed_jobs_the_bound_is_the_largest_job_plus_slack(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A huge session that is built whole (not streamed) still runs beside small ones only."""
    sizes = [300 * MB, 200 * MB] + [MB] * 20
    jobs = [Job(f"s{n}", (), (), Path("x"), size=size) for n, size in enumerate(sizes)]
    done, seen = _schedule(monkeypatch, jobs, 2, lambda job: False)
    assert max(sum(j.size for j in flight) for flight in seen) <= 300 * MB + 8 * MB
    assert done.index("s0") < done.index("s1")


def test_the_parent_guesses_which_sessions_stream(tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(stream, "STREAM_BYTES", 1000)
    folder = tmp_path / "proj"
    folder.mkdir()
    src = folder / "a.jsonl"
    shutil.copy(REPO / "test_data" / "parts" / "long.jsonl", src)

    def job(path: Path = src, **more) -> Job:
        return Job("proj/a.jsonl", (("a.jsonl", path),), (), tmp_path / "a.html",
                   size=path.stat().st_size, **more)
    assert stream_job.likely(job())
    assert not stream_job.likely(job(options=Options(detail="conversation")))
    assert not stream_job.likely(job(options=Options(output_format="md")))
    assert not stream_job.likely(replace(job(), size=999))
    small = folder / "b.jsonl"
    small.write_text("{}\n")
    assert not stream_job.likely(job(small))
    resumed = folder / "c.jsonl"  # an earlier session's lines first: the first pass refuses it
    resumed.write_text(src.read_text().replace("0000000000p1", "0000000000p0", 3))
    assert not stream_job.likely(job(resumed))
    (folder / "a" / "subagents").mkdir(parents=True)  # subagent files beside it: whole
    (folder / "a" / "subagents" / "agent-x.jsonl").write_text("{}\n")
    assert not stream_job.likely(job())

