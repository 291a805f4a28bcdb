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
from cc2html.watch.live import LIVE_HEAD
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
        _until(lambda: live_file(page).is_file(), "the first render")
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
        _until(lambda: live_file(page).is_file(), "the first render")
        other_stamp = other.stat().st_mtime_ns
        line = json.dumps(user_line(1, "finished later", "11111111-2222-4333-8444-555555555555"))
        with session.open("a", encoding="utf-8") as fh:
            fh.write(line[:40])  # a writer caught mid-line
        before = live_file(page).read_text()
        _until(lambda: live_file(page).read_text() != before, "the cut-off render")
        assert "finished later" not in page.read_text(encoding="utf-8")
        with session.open("a", encoding="utf-8") as fh:
            fh.write(line[40:] + "\n")
        _until(_has(page, "finished later"), "the completed line")
        assert other.stat().st_mtime_ns == other_stamp  # unchanged sessions cost nothing
    finally:
        stop.event.set()
        runner.join(WAIT)
    assert result and result[0].exit_code == 0, result and result[0].output


def live_file(page: Path) -> Path:
    """Where a page (static/live.js) looks for its live file."""
    return page.parent / ".cc2html-live" / page.name


def _watch_folder(args: list[str], monkeypatch) -> tuple[loop.Stop, list, threading.Thread]:
    stop = loop.Stop()
    monkeypatch.setattr(loop, "Stop", lambda: stop)
    result: list = []
    runner = threading.Thread(target=lambda: result.append(CliRunner().invoke(app, args)))
    runner.start()
    return stop, result, runner


def test_a_session_with_a_name_as_long_as_a_file_name_may_be_is_watched(
        tmp_path: Path, monkeypatch):
    """245 bytes and `.jsonl`: the page's name is 250 bytes, and `<page>.live.js` would be
    258, more than a file name may have (NAME_MAX): watch ran on, live reload included."""
    project, out = tmp_path / "in" / "-home-dev-project", tmp_path / "out"
    project.mkdir(parents=True)
    stem = "é" * 100 + "s" * 45
    assert len(stem.encode()) == 245
    session = project / f"{stem}.jsonl"
    shutil.copy(TEST_DATA / "sidechain.jsonl", session)
    stop, result, runner = _watch_folder(["watch", str(tmp_path / "in"), "-o", str(out),
                                          "--poll"], monkeypatch)
    page = out / "-home-dev-project" / f"{stem}.html"
    try:
        _until(lambda: live_file(page).is_file() or bool(result), "the first render")
        assert not result, result[0].output  # it stopped
        before = live_file(page).read_text(encoding="utf-8")
        _append(session, user_line(1, "appended to a long name",
                                   "11111111-2222-4333-8444-555555555555"))
        _until(_has(page, "appended to a long name"), "the re-render")
        _until(lambda: live_file(page).read_text(encoding="utf-8") != before, "the new version")
    finally:
        stop.event.set()
        runner.join(WAIT)
    assert result and result[0].exit_code == 0, result and result[0].output
    assert "Traceback" not in result[0].output and "warning" not in result[0].output


def test_watch_writes_only_beside_its_own_pages_and_overwrites_no_file_of_the_users(
        tmp_path: Path, monkeypatch):
    """A user's own .html in OUT gets no live file, and a user's file where a live file (of
    this version or an earlier one) would go stays as it was."""
    project, out = tmp_path / "in" / "-home-dev-project", tmp_path / "out"
    project.mkdir(parents=True)
    shutil.copy(TEST_DATA / "sidechain.jsonl", project / "s.jsonl")
    shutil.copy(TEST_DATA / "resume.jsonl", project / "t.jsonl")
    folder = out / "-home-dev-project"
    folder.mkdir(parents=True)
    mine = {folder / "notes.html": "<p>my notes</p>",
            out / "mine.html": "<p>mine too</p>",
            folder / "t.html.live.js": "// my script, named like a beside-file\n",
            live_file(folder / "s.html"): "<p>mine, named like a live file</p>"}
    live_file(folder / "s.html").parent.mkdir()
    for path, text in mine.items():
        path.write_text(text, encoding="utf-8")
    stop, result, runner = _watch_folder(["watch", str(tmp_path / "in"), "-o", str(out),
                                          "--poll"], monkeypatch)
    try:
        _until(lambda: live_file(folder / "t.html").is_file() or bool(result) or any(
            path.read_text(encoding="utf-8") != text for path, text in mine.items()),
            "the first render")
    finally:
        stop.event.set()
        runner.join(WAIT)
    assert result and result[0].exit_code == 0, result and result[0].output
    for path, text in mine.items():
        assert path.read_text(encoding="utf-8") == text, path
    assert live_file(folder / "t.html").read_text(encoding="utf-8").startswith(LIVE_HEAD)
    lives = {p for p in out.rglob("*") if p.is_file() and (p.parent.name == ".cc2html-live"
                                                           or p.name.endswith(".live.js"))}
    assert lives == {live_file(folder / "t.html"), live_file(folder / "s.html"),
                     folder / "t.html.live.js"}
    assert "no live reload" in result[0].output  # s.html's path is the user's: said once
