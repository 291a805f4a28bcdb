"""`cc2html watch`: a page follows its session as it is written (single file and folder,
inotify and polling), a cut-off last line is picked up once complete, and Ctrl+C stops
with exit 0 and no traceback. Waits are for the expected file content, with generous
timeouts; nothing is timed."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Callable

import pytest
from typer.testing import CliRunner

import cc2html.watch.loop as loop
from cc2html.cli.app import app
from helpers import REPO, TEST_DATA, user_line

WAIT = 60.0


def _until(check: Callable[[], bool], what: str) -> None:
    end = time.monotonic() + WAIT
    while not check():
        assert time.monotonic() < end, f"gave up waiting for {what}"
        time.sleep(0.05)


def _has(path: Path, text: str) -> Callable[[], bool]:
    return lambda: path.is_file() and text in path.read_text(encoding="utf-8")


def _append(path: Path, line: dict, end: str = "\n") -> None:
    with path.open("a", encoding="utf-8") as fh:
        fh.write(json.dumps(line) + end)


@pytest.mark.parametrize("backend", [[], ["--poll"]], ids=["inotify", "polling"])
def test_a_watched_page_follows_appends_and_ctrl_c_exits_cleanly(tmp_path: Path, backend):
    session, page = tmp_path / "s.jsonl", tmp_path / "s.html"
    shutil.copy(TEST_DATA / "sidechain.jsonl", session)
    env = {**os.environ, "PYTHONPATH": str(REPO / "src")}
    proc = subprocess.Popen([sys.executable, "-m", "cc2html", "watch", str(session), "-o",
                             str(page), *backend], env=env, stderr=subprocess.PIPE, text=True)
    try:
        _until(lambda: (tmp_path / "s.html.live.js").is_file(), "the first render")
        _append(session, user_line(1, "appended while watched", "11111111-2222-4333-8444-555555555555"))
        _until(_has(page, "appended while watched"), "the re-render")
    finally:
        proc.send_signal(signal.SIGINT)
        _, err = proc.communicate(timeout=WAIT)
    assert proc.returncode in (0, 130), err
    assert "Traceback" not in err and "stopped" in err


def test_a_folder_renders_changed_sessions_and_a_cut_off_line_once_complete(
        tmp_path: Path, monkeypatch):
    project, out = tmp_path / "in" / "-home-dev-project", tmp_path / "out"
    project.mkdir(parents=True)
    session = project / "s.jsonl"
    shutil.copy(TEST_DATA / "sidechain.jsonl", session)
    shutil.copy(TEST_DATA / "resume.jsonl", project / "other.jsonl")
    stop = loop.Stop()
    monkeypatch.setattr(loop, "Stop", lambda: stop)
    result = []
    args = ["watch", str(tmp_path / "in"), "-o", str(out), "--poll"]
    runner = threading.Thread(target=lambda: result.append(CliRunner().invoke(app, args)))
    runner.start()
    try:
        page, other = out / "-home-dev-project" / "s.html", out / "-home-dev-project" / "other.html"
        _until(lambda: Path(str(page) + ".live.js").is_file(), "the first render")
        other_stamp = other.stat().st_mtime_ns
        line = json.dumps(user_line(1, "finished later", "11111111-2222-4333-8444-555555555555"))
        with session.open("a", encoding="utf-8") as fh:
            fh.write(line[:40])  # a writer caught mid-line
        before = Path(str(page) + ".live.js").read_text()
        _until(lambda: Path(str(page) + ".live.js").read_text() != before, "the cut-off render")
        assert "finished later" not in page.read_text(encoding="utf-8")
        with session.open("a", encoding="utf-8") as fh:
            fh.write(line[40:] + "\n")
        _until(_has(page, "finished later"), "the completed line")
        assert other.stat().st_mtime_ns == other_stamp  # unchanged sessions cost nothing
    finally:
        stop.event.set()
        runner.join(WAIT)
    assert result and result[0].exit_code == 0, result and result[0].output
