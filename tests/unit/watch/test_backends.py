"""Both change sources (inotify, polling) see a session appended to, a new session, a
new sidecar folder, and ignore what they are told to: a change is awaited with a generous
timeout, never timed."""

from __future__ import annotations

from pathlib import Path

import pytest

from cc2html.watch.backends import Inotify, Polling, open_watcher

WAIT = 10.0


def _inotify(root: Path, **kw):
    try:
        return Inotify(root, **kw)
    except OSError:
        pytest.skip("no inotify on this system")


def _polling(root: Path, **kw):
    return Polling(root, interval=0.05, **kw)


@pytest.fixture(params=["inotify", "polling"])
def make(request):
    return _inotify if request.param == "inotify" else _polling


def test_an_append_is_a_change_and_silence_is_none(tmp_path: Path, make):
    session = tmp_path / "s.jsonl"
    session.write_text("{}\n")
    w = make(tmp_path)
    try:
        assert not w.changed(0.2)
        with session.open("a") as fh:
            fh.write("{}\n")
        assert w.changed(WAIT)
    finally:
        w.close()


def test_a_file_in_a_folder_created_after_the_start_is_a_change(tmp_path: Path, make):
    w = make(tmp_path)
    try:
        (tmp_path / "proj" / "s" / "subagents").mkdir(parents=True)
        while w.changed(0.3):  # the folders' own events (inotify's; polling lists files)
            pass
        (tmp_path / "proj" / "s" / "subagents" / "agent-a.jsonl").write_text("{}\n")
        assert w.changed(WAIT)
    finally:
        w.close()


def test_files_and_folders_left_out_wake_nothing(tmp_path: Path, make):
    (tmp_path / "out").mkdir()
    w = make(tmp_path, relevant=lambda p: p.suffix == ".jsonl",
             descend=lambda p: p.name != "out")
    try:
        (tmp_path / "notes.txt").write_text("x")
        (tmp_path / "out" / "page.jsonl").write_text("x")
        assert not w.changed(0.5)
        (tmp_path / "s.jsonl").write_text("x")
        assert w.changed(WAIT)
    finally:
        w.close()


def test_poll_forces_polling(tmp_path: Path):
    w = open_watcher(tmp_path, poll=True)
    assert isinstance(w, Polling)
    w.close()
