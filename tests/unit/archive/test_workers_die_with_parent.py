"""Worker processes are bounded and die with their parent (issue 30, item 7).

- `-j 64` on 3 sessions forked 64 workers, `-j 100000` exhausted 24 GB: the workers are
  at most the CPUs this process may use and the sessions to render, and a -j above the
  CPUs is reduced, said unless --quiet;
- a parent killed with SIGKILL left its pool workers (and the forked render child of a
  long page) running: they end within a couple of seconds, by the kernel's parent-death
  signal on Linux or, where that is not had, by a thread watching the parent.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
import time
from concurrent.futures import process as futures_process
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cc2html.cli import archive as command
from cc2html.cli.app import app

pytestmark = pytest.mark.skipif(not Path("/proc/self/stat").is_file(),
                                reason="reads process states from /proc")

_POOL = textwrap.dedent("""
    import os, sys, time
    from cc2html.render import lifeline
    lifeline.USE_PDEATHSIG = sys.argv[1] == "kernel"
    from cc2html.archive import pool

    def slow(n):
        time.sleep(120)

    workers = pool.new_pool(2)
    futures = [workers.submit(slow, n) for n in range(2)]
    while len(workers._processes) < 2:
        time.sleep(0.05)
    print(" ".join(str(pid) for pid in workers._processes), flush=True)
    time.sleep(120)
""")

_RENDER = textwrap.dedent("""
    import os, sys, time
    os.environ["CC2HTML_JOBS"] = "2"  # split whatever the load
    from cc2html.render import lifeline
    from cc2html.render.to_html import parallel
    lifeline.USE_PDEATHSIG = sys.argv[1] == "kernel"
    parent = os.getpid()

    def render(item):
        if os.getpid() != parent:
            print(os.getpid(), flush=True)
        time.sleep(120)

    list(parallel.render_in_order(render, [1, 2, 3, 4], [1000] * 4))
""")


def _alive(pid: int) -> bool:
    """Whether `pid` still runs (a zombie no one has reaped yet does not)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] not in ("Z", "X")


def _kill_parent_then_watch(script: str, way: str) -> list[int]:
    """Run `script`, read its children's pids, kill it with SIGKILL; the children still
    running 3 seconds later."""
    proc = subprocess.Popen([sys.executable, "-c", script, way], stdout=subprocess.PIPE,
                            text=True)
    children: list[int] = []
    try:
        line = proc.stdout.readline()  # type: ignore[union-attr]
        children = [int(pid) for pid in line.split()]
        assert children, "the script printed no worker"
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(10)
        end = time.monotonic() + 3
        while time.monotonic() < end and any(_alive(pid) for pid in children):
            time.sleep(0.05)
        return [pid for pid in children if _alive(pid)]
    finally:
        proc.kill()
        proc.wait(10)
        for pid in children:  # (only when the check failed: ours, by id)
            if _alive(pid):
                os.kill(pid, signal.SIGKILL)


@pytest.mark.parametrize("way", ["kernel", "watcher"])
def test_pool_workers_die_with_a_killed_parent(way: str) -> None:
    assert _kill_parent_then_watch(_POOL, way) == []


@pytest.mark.parametrize("way", ["kernel", "watcher"])
def test_the_render_child_dies_with_a_killed_parent(way: str) -> None:
    assert _kill_parent_then_watch(_RENDER, way) == []


def _sessions(root: Path, n: int) -> None:
    for k in range(n):
        path = root / "p" / f"s{k}.jsonl"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps({
            "type": "user", "uuid": f"u{k}", "sessionId": f"s{k}",
            "timestamp": "2025-01-01T10:00:00Z",
            "message": {"role": "user", "content": f"question {k}"}}) + "\n", encoding="utf-8")


def _spawned(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    started: list[int] = []
    spawn = futures_process.ProcessPoolExecutor._spawn_process

    def counted(self: futures_process.ProcessPoolExecutor) -> None:
        started.append(1)
        spawn(self)

    monkeypatch.setattr(futures_process.ProcessPoolExecutor, "_spawn_process", counted)
    return started


def test_a_huge_j_starts_no_more_workers_than_sessions(monkeypatch: pytest.MonkeyPatch,
                                                       tmp_path: Path) -> None:
    monkeypatch.setattr(command, "available_cpus", lambda: 64)  # a big machine
    started = _spawned(monkeypatch)
    _sessions(tmp_path / "src", 3)
    result = CliRunner().invoke(app, [str(tmp_path / "src"), "-o", str(tmp_path / "site"),
                                      "-j", "100000"])
    assert result.exit_code == 0, result.output
    assert 1 <= len(started) <= 3
    assert "-j 100000 reduced to 64" in result.output
    assert len(list((tmp_path / "site" / "p").glob("s*.html"))) == 3


def test_j_is_reduced_to_the_cpus_quietly_with_q(monkeypatch: pytest.MonkeyPatch,
                                                 tmp_path: Path) -> None:
    monkeypatch.setattr(command, "available_cpus", lambda: 2)
    started = _spawned(monkeypatch)
    _sessions(tmp_path / "src", 5)
    result = CliRunner().invoke(app, [str(tmp_path / "src"), "-o", str(tmp_path / "site"),
                                      "-j", "100000", "-q"])
    assert result.exit_code == 0, result.output
    assert len(started) == 2
    assert "reduced" not in result.output
