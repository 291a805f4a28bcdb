"""Qwen Code's and pi's homes in the one archive (issue 35): `cc2html` with no argument on
a fake HOME finds `~/.qwen/projects/<project>/chats/<session id>.jsonl` (and
`~/.pi/agent/sessions/--<cwd>--/<ts>_<id>.jsonl`), and files each session under the
project of the directory it names, beside Claude Code's, its agent named in the index.
Data: test_data/qwen_session.jsonl (hand-made) with its cwd /home/dev/project."""

from __future__ import annotations

import json
import re
from pathlib import Path

from typer.testing import CliRunner

from cc2html.archive.agent_homes import home_kind
from cc2html.cli.app import app
from helpers import TEST_DATA

runner = CliRunner()
CWD = "/home/dev/project"
QWEN_ID = "7c1e0a52-3b7d-4e8f-9a10-2b3c4d5e6f70"


def _claude(home: Path) -> None:
    folder = home / ".claude" / "projects" / "-home-dev-project"
    folder.mkdir(parents=True)
    line = {"type": "user", "uuid": "u1", "parentUuid": None, "sessionId": "c1", "cwd": CWD,
            "timestamp": "2025-09-01T10:00:00Z",
            "message": {"role": "user", "content": "Claude prompt here"}}
    (folder / "c1.jsonl").write_text(json.dumps(line) + "\n")


def _qwen(home: Path) -> Path:
    chats = home / ".qwen" / "projects" / "-home-dev-project" / "chats"
    chats.mkdir(parents=True)
    (chats / f"{QWEN_ID}.jsonl").write_bytes((TEST_DATA / "qwen_session.jsonl").read_bytes())
    return home / ".qwen" / "projects"


def _agents(index: str) -> list[str]:
    return sorted(re.findall(r'<td data-label="Agent">([^<]*)</td>', index))


def test_qwen_sessions_join_claudes_project(tmp_path: Path, monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path))
    _claude(tmp_path)
    _qwen(tmp_path)
    result = runner.invoke(app, [])
    assert result.exit_code == 0, result.output
    project = tmp_path / ".claude" / "projects-html" / "-home-dev-project"
    assert sorted(p.name for p in project.glob("*.html")) == sorted(
        ["c1.html", f"{QWEN_ID}.html", "index.html"])
    index = (project / "index.html").read_text(encoding="utf-8")
    assert _agents(index) == ["Claude Code", "Qwen Code"]


def test_a_qwen_home_given_alone_is_read_as_qwen(tmp_path: Path):
    home = _qwen(tmp_path)
    assert home_kind(home) == "qwen"
    result = runner.invoke(app, [str(home), "-o", str(tmp_path / "out")])
    assert result.exit_code == 0, result.output
    page = tmp_path / "out" / "-home-dev-project" / f"{QWEN_ID}.html"
    assert "Add a retry to fetch.py" in page.read_text(encoding="utf-8")


PI_FILE = "2026-08-21T14-00-00-000Z_5f0c2a9e-1d2b-4c3d-8e4f-a1b2c3d4e5f6.jsonl"


def _pi(root: Path) -> Path:
    """A pi sessions folder (`<agent dir>/sessions/--<cwd>--/<ts>_<id>.jsonl`)."""
    folder = root / "sessions" / "--home-dev-project--"
    folder.mkdir(parents=True)
    (folder / PI_FILE).write_bytes((TEST_DATA / "pi_session.jsonl").read_bytes())
    return root / "sessions"


def test_claude_qwen_and_pi_sessions_make_one_project(tmp_path: Path, monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.delenv("PI_CODING_AGENT_DIR", raising=False)
    _claude(tmp_path)
    _qwen(tmp_path)
    _pi(tmp_path / ".pi" / "agent")
    result = runner.invoke(app, [])
    assert result.exit_code == 0, result.output
    project = tmp_path / ".claude" / "projects-html" / "-home-dev-project"
    assert sorted(p.name for p in project.glob("*.html")) == sorted(
        ["c1.html", f"{QWEN_ID}.html", PI_FILE.replace(".jsonl", ".html"), "index.html"])
    index = (project / "index.html").read_text(encoding="utf-8")
    assert _agents(index) == ["Claude Code", "Qwen Code", "pi"]


def test_pi_home_comes_from_pi_coding_agent_dir(tmp_path: Path, monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("PI_CODING_AGENT_DIR", str(tmp_path / "elsewhere"))
    home = _pi(tmp_path / "elsewhere")
    assert home_kind(home) == "pi"
    result = runner.invoke(app, [])
    assert result.exit_code == 0, result.output
    page = next((tmp_path / "elsewhere").rglob(PI_FILE.replace(".jsonl", ".html")))
    assert "TOML config support" in page.read_text(encoding="utf-8")


def test_a_qwen_session_whose_first_line_glues_two_records_is_archived(tmp_path: Path,
                                                                       monkeypatch):
    """Qwen's reader reads both objects of a line that glues two (a lost line break:
    jazzyalex/agent-sessions' …000005.jsonl sample); the row's scan must see the same
    conversation, or the archive lists the session as a file with no conversation in it."""
    monkeypatch.setenv("HOME", str(tmp_path))
    _claude(tmp_path)
    envelope = {"sessionId": QWEN_ID, "cwd": CWD, "version": "0.21.13"}
    ask = {**envelope, "uuid": "a", "type": "user", "timestamp": "2026-08-20T09:00:00.000Z",
           "message": {"role": "user", "parts": [{"text": "Glued question"}]}}
    reply = {**envelope, "uuid": "b", "type": "assistant", "timestamp": "2026-08-20T09:00:05Z",
             "message": {"role": "model", "parts": [{"text": "Glued answer"}]}}
    chats = _qwen(tmp_path).parent / "projects" / "-home-dev-project" / "chats"
    (chats / f"{QWEN_ID}.jsonl").write_text(json.dumps(ask) + json.dumps(reply) + "\n")
    result = runner.invoke(app, ["--json"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["files_without_conversation"] == []
    page = tmp_path / ".claude" / "projects-html" / "-home-dev-project" / f"{QWEN_ID}.html"
    assert "Glued answer" in page.read_text(encoding="utf-8")
