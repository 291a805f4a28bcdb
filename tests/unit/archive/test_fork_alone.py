"""The archive forks its worker pool (Linux) from a process running one thread: a fork
taken while another thread holds a lock can deadlock the child, and Python 3.12+ warns
about it. The warning seen in the suite comes from pytest-xdist's own threads, so the
check runs the archive in a fresh interpreter, as a user's shell would."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

_PROBE = textwrap.dedent("""
    import json, sys, threading
    from concurrent.futures import ProcessPoolExecutor
    from typer.testing import CliRunner
    from cc2html.archive import pool
    from cc2html.cli.app import app

    seen = []

    class Watched(ProcessPoolExecutor):
        def submit(self, *args, **kwargs):
            seen.append(sorted(t.name for t in threading.enumerate()))
            return super().submit(*args, **kwargs)

    pool.ProcessPoolExecutor = Watched
    result = CliRunner().invoke(app, [sys.argv[1], "-o", sys.argv[2], "--jobs", "2", "-q"])
    print(json.dumps({"code": result.exit_code, "threads": seen[:1]}))
""")


def _session(path: Path, sid: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    lines = [{"type": "user", "uuid": f"{sid}u", "sessionId": sid,
              "timestamp": "2025-01-01T10:00:00Z",
              "message": {"role": "user", "content": f"question in {sid}"}}]
    path.write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")


@pytest.mark.skipif(sys.platform != "linux", reason="the pool forks on Linux only")
def test_no_thread_is_running_when_the_pool_forks(tmp_path):
    src = tmp_path / "projects"
    for n in range(3):
        _session(src / "-home-u-p" / f"s{n}.jsonl", f"s{n}")
    probe = tmp_path / "probe.py"
    probe.write_text(_PROBE, encoding="utf-8")
    done = subprocess.run([sys.executable, "-W", "error::DeprecationWarning", str(probe),
                           str(src), str(tmp_path / "out")],
                          capture_output=True, text=True, check=True, timeout=120)
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert report["code"] == 0, done.stderr
    assert report["threads"] == [["MainThread"]]
