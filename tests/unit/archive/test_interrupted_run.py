"""A run stopped by Ctrl+C says what it left and leaves an archive that opens: the pages
done are recorded in the manifest (the next run renders only the rest), listed in the
indexes and in the search; exit 130. A run whose pages could not all be written does not
end with a bare `open …/index.html`.

Ctrl+C is injected deterministically: a KeyboardInterrupt raised by the N-th job run in
this process (-j 1), or by the progress display once N results came back from the pool
(-j 2: the main process is interrupted while the workers still hold jobs); and once for
real, SIGINT to a run's process group once its first page exists."""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cc2html.archive import runner
from cc2html.archive.build import Build
from cc2html.cli.progress import PlainProgress
from cc2html.archive.manifest import FILENAME
from cc2html.cli.app import app
from cc2html.cli.exits import EXIT_INTERRUPTED, EXIT_OK, EXIT_UNREADABLE
from cc2html.write import TEMPORARY

SESSIONS = 6


def _tree(tmp_path: Path, n: int = SESSIONS) -> Path:
    project = tmp_path / "projects" / "-w"
    project.mkdir(parents=True)
    for i in range(1, n + 1):
        line = {"type": "user", "uuid": f"u{i}", "sessionId": f"s{i}", "cwd": "/w",
                "timestamp": f"2026-01-{i:02d}T00:00:00Z",
                "message": {"role": "user", "content": f"word{i}x " * (10 * i)}}
        (project / f"s{i}.jsonl").write_text(json.dumps(line) + "\n", encoding="utf-8")
    return tmp_path / "projects"


def _stop_after(monkeypatch, pages: int) -> list[str]:
    """Ctrl+C as the job after `pages` jobs starts (in this process: -j 1)."""
    done: list[str] = []
    real = runner.run_job

    def run_job(job):
        if len(done) == pages:
            raise KeyboardInterrupt
        done.append(job.key)
        return real(job)

    monkeypatch.setattr(runner, "run_job", run_job)
    return done


def _recorded(out: Path) -> set[str]:
    with sqlite3.connect(out / FILENAME) as db:
        return {row[0] for row in db.execute("SELECT key FROM pages")}


def _pages(out: Path) -> set[str]:
    return {p.name for p in (out / "-w").glob("s*.html")}


def _searchable(out: Path) -> str:
    return (out / "cc2html-search" / "sessions.js").read_text(encoding="utf-8")


def test_ctrl_c_leaves_indexes_search_and_manifest_for_the_pages_done(tmp_path, monkeypatch):
    tree, out = _tree(tmp_path), tmp_path / "site"
    done = _stop_after(monkeypatch, 2)
    result = CliRunner().invoke(app, [str(tree), "-o", str(out), "-j", "1"])
    assert result.exit_code == EXIT_INTERRUPTED, result.output
    last = result.stderr.strip().splitlines()[-1]
    assert last.startswith(f"interrupted: 2 of {SESSIONS} pages written; run cc2html again "
                           "to finish"), result.stderr
    assert f"open {out / 'index.html'}" in last
    assert "Traceback" not in result.output
    # the archive opens: both indexes, the search page and its data, for the pages done
    assert (out / "index.html").is_file() and (out / "search.html").is_file()
    listed = (out / "-w" / "index.html").read_text(encoding="utf-8")
    pages = _pages(out)
    assert len(pages) == 2 and all(page in listed for page in pages)
    assert all(p.replace(".html", "") in _searchable(out) for p in pages)
    # the manifest records them, so the next run renders only the rest
    assert _recorded(out) == {f"-w/{p.replace('.html', '.jsonl')}" for p in pages}
    assert {f"-w/{Path(k).stem}.html" for k in done} >= {f"-w/{p}" for p in pages}
    assert not [p for p in out.rglob("*") if TEMPORARY.fullmatch(p.name)]

    monkeypatch.undo()
    again = CliRunner().invoke(app, [str(tree), "-o", str(out), "-j", "1", "--json"])
    data = json.loads(again.stdout)
    assert again.exit_code == EXIT_OK and not data["interrupted"]
    assert data["pages"]["written"] == SESSIONS - 2 and data["pages"]["unchanged"] == 2
    assert len(_pages(out)) == SESSIONS


def test_ctrl_c_with_workers_keeps_the_jobs_in_hand(tmp_path, monkeypatch):
    """-j 2: Ctrl+C reaches the main process while the workers hold jobs; they finish
    them (a worker ignores Ctrl+C), and those pages are recorded too."""
    tree, out = _tree(tmp_path), tmp_path / "site"
    seen = []

    def advance(self, name):
        seen.append(name)
        if len(seen) == 1:
            raise KeyboardInterrupt

    monkeypatch.setattr(PlainProgress, "advance", advance)
    result = CliRunner().invoke(app, [str(tree), "-o", str(out), "-j", "2", "--json"])
    data = json.loads(result.stdout)
    assert result.exit_code == EXIT_INTERRUPTED == data["exit_code"] and data["interrupted"]
    written = data["pages"]["written"]
    assert 1 <= written < SESSIONS  # the result in hand and the jobs the workers held
    assert len(_recorded(out)) == written == len(_pages(out))
    assert f"interrupted: {written} of {SESSIONS} pages written" in result.stderr
    assert (out / "index.html").is_file() and (out / "search.html").is_file()


def test_ctrl_c_again_while_the_jobs_in_hand_finish(tmp_path, monkeypatch):
    """A second Ctrl+C while the workers finish their jobs stops them at once; the run
    still writes the indexes of the pages recorded, and the next run cleans up after it."""
    tree, out = _tree(tmp_path), tmp_path / "site"
    closed = []
    real_close = runner.Runner.close

    def advance(self, name):
        raise KeyboardInterrupt

    def in_hand(self):
        raise KeyboardInterrupt
        yield  # (a generator, as Runner.in_hand is)

    def close(self, abandon=False):
        closed.append((self.pool is not None, abandon))
        real_close(self, abandon)

    monkeypatch.setattr(PlainProgress, "advance", advance)
    monkeypatch.setattr(runner.Runner, "in_hand", in_hand)
    monkeypatch.setattr(runner.Runner, "close", close)
    result = CliRunner().invoke(app, [str(tree), "-o", str(out), "-j", "2"])
    assert result.exit_code == EXIT_INTERRUPTED
    assert (True, True) in closed  # the pool's workers terminated, not waited for
    assert f"interrupted: 1 of {SESSIONS} pages written" in result.stderr
    assert len(_recorded(out)) == 1 and (out / "index.html").is_file()

    monkeypatch.undo()
    again = CliRunner().invoke(app, [str(tree), "-o", str(out), "-j", "2", "-q"])
    assert again.exit_code == EXIT_OK and len(_pages(out)) == SESSIONS
    assert not [p for p in out.rglob("*") if TEMPORARY.fullmatch(p.name)]


def test_ctrl_c_again_while_the_indexes_are_written(tmp_path, monkeypatch):
    """A second Ctrl+C as the indexes are written: no half-written file, the pages done
    still recorded, the line still says what was left."""
    tree, out = _tree(tmp_path), tmp_path / "site"
    _stop_after(monkeypatch, 3)
    real = Build._index

    def index(self, rel, text):
        if rel == "index.html":
            raise KeyboardInterrupt
        real(self, rel, text)

    monkeypatch.setattr(Build, "_index", index)
    result = CliRunner().invoke(app, [str(tree), "-o", str(out), "-j", "1"])
    assert result.exit_code == EXIT_INTERRUPTED
    last = result.stderr.strip().splitlines()[-1]
    assert last.startswith(f"interrupted: 3 of {SESSIONS} pages written"), result.stderr
    assert "no index written" in last
    assert not (out / "index.html").exists()
    assert not [p for p in out.rglob("*") if TEMPORARY.fullmatch(p.name)]
    assert len(_recorded(out)) == 3


def test_ctrl_c_before_any_page(tmp_path, monkeypatch):
    tree, out = _tree(tmp_path), tmp_path / "site"
    _stop_after(monkeypatch, 0)
    result = CliRunner().invoke(app, [str(tree), "-o", str(out), "-j", "1", "-q"])
    assert result.exit_code == EXIT_INTERRUPTED
    assert f"interrupted: 0 of {SESSIONS} pages written; run cc2html again" in result.stderr
    assert (out / "index.html").is_file()  # an archive with no session yet, that opens


@pytest.mark.parametrize("fmt", ["html", "md"])
def test_a_page_that_could_not_be_written_is_not_success(tmp_path, monkeypatch, fmt):
    tree, out = _tree(tmp_path, 3), tmp_path / "site"
    real = runner.run_job

    def run_job(job):
        if job.key.endswith("s2.jsonl"):
            from cc2html.archive.jobs import JobResult
            return JobResult(job.key, [], "", error="cannot write: No space left on device",
                             unwritable=True)
        return real(job)

    monkeypatch.setattr(runner, "run_job", run_job)
    result = CliRunner().invoke(app, [str(tree), "-o", str(out), "-j", "1", "--format", fmt])
    assert result.exit_code == EXIT_UNREADABLE
    last = result.stderr.strip().splitlines()[-1]
    index = out / ("index." + fmt)
    assert last == f"failed: 1 file not read or not written (listed above); open {index} " \
                   "for the pages done", result.stderr
    assert "No space left on device" in result.stderr


CHILD = """
import signal, sys, time
# as a shell starts a command in the foreground: Ctrl+C's default (a test run started in
# the background, `pytest &`, has it ignored, and an ignored signal is inherited)
signal.signal(signal.SIGINT, signal.default_int_handler)
from cc2html.archive import worker
real = worker.run_job
def slow(job):  # each job ends a while after its page is written: Ctrl+C finds jobs in hand
    result = real(job)  # (2 s: on a loaded machine the test's poll can miss a shorter window;
    time.sleep(2.0)     # at 0.3 s the whole run once finished before the signal was sent)
    return result
worker.run_job = slow
from cc2html.cli.app import run
sys.argv = ["cc2html", *sys.argv[1:]]
run()
"""


def test_a_real_ctrl_c_to_the_process_group(tmp_path):
    """SIGINT to the whole group, as a terminal sends it, once the first page exists."""
    tree, out = _tree(tmp_path), tmp_path / "site"
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).parents[3] / "src")}
    child = subprocess.Popen([sys.executable, "-c", CHILD, str(tree), "-o", str(out), "-j", "2"],
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
                             start_new_session=True)
    try:
        while not _pages(out) and child.poll() is None:
            time.sleep(0.01)
        os.killpg(child.pid, signal.SIGINT)
        _, stderr = child.communicate(timeout=120)
    finally:
        if child.poll() is None:
            child.kill()
    assert child.returncode == EXIT_INTERRUPTED, stderr
    assert "Traceback" not in stderr and "KeyboardInterrupt" not in stderr
    written = len(_recorded(out))
    assert 1 <= written < SESSIONS and written == len(_pages(out))  # every page on disk known
    assert stderr.strip().splitlines()[-1].startswith(
        f"interrupted: {written} of {SESSIONS} pages written; run cc2html again to finish")
    assert (out / "index.html").is_file() and (out / "search.html").is_file()
    assert not [p for p in out.rglob("*") if TEMPORARY.fullmatch(p.name)]
