"""`cc2html watch` of an opencode session file follows the session's other files: a new
message and its part, written in their own folders of the storage folder, reach the page
(read/opencode_store.py `watch_scope`). Hand-made data: test_data/agents/opencode/."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from cc2html.read.opencode_store import watch_scope
from helpers import REPO, TEST_DATA

WAIT = 60.0
STORE = TEST_DATA / "agents" / "opencode" / "storage"


def _until(check, what: str) -> None:
    end = time.monotonic() + WAIT
    while not check():
        assert time.monotonic() < end, f"gave up waiting for {what}"
        time.sleep(0.05)


def test_the_scope_is_the_sessions_own_files(tmp_path: Path):
    root, relevant, descend = watch_scope(STORE / "session" / "proj_demo" / "ses_main.json")
    assert root == STORE
    assert relevant(STORE / "message" / "ses_main" / "msg_010.json")
    assert relevant(STORE / "part" / "msg_010" / "prt_010a.json")
    assert not relevant(STORE / "message" / "ses_other" / "msg_1.json")
    assert descend(STORE / "part" / "msg_010") and not descend(STORE / "message" / "ses_other")


@pytest.mark.parametrize("backend", [[], ["--poll"]], ids=["inotify", "polling"])
def test_a_watched_opencode_page_follows_new_message_and_part_files(tmp_path: Path, backend):
    store = tmp_path / "storage"
    shutil.copytree(STORE, store)
    session, page = store / "session" / "proj_demo" / "ses_main.json", tmp_path / "s.html"
    env = {**os.environ, "PYTHONPATH": str(REPO / "src")}
    proc = subprocess.Popen([sys.executable, "-m", "cc2html", "watch", str(session), "-o",
                             str(page), *backend], env=env, stderr=subprocess.PIPE, text=True)
    try:
        _until(page.is_file, "the first render")
        msg = {"id": "msg_010", "sessionID": "ses_main", "role": "user",
               "time": {"created": 1764000400000}, "agent": "build",
               "model": {"providerID": "anthropic", "modelID": "claude-sonnet-4-5"}}
        part = {"id": "prt_010a", "sessionID": "ses_main", "messageID": "msg_010",
                "type": "text", "text": "written while watched"}
        (store / "part" / "msg_010").mkdir()
        (store / "part" / "msg_010" / "prt_010a.json").write_text(json.dumps(part))
        (store / "message" / "ses_main" / "msg_010.json").write_text(json.dumps(msg))
        _until(lambda: "written while watched" in page.read_text(encoding="utf-8"),
               "the re-render")
    finally:
        proc.send_signal(signal.SIGINT)
        _, err = proc.communicate(timeout=WAIT)
    assert proc.returncode in (0, 130), err
    assert "Traceback" not in err
