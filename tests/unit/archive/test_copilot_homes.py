"""`cc2html` with no argument reads GitHub Copilot CLI's home (issue 35):
`~/.copilot/session-state/`, flat `<id>.jsonl` and per-session `<id>/events.jsonl`
(Copilot >= 1.0.11, beside its `workspace.yaml`), each session in the project of its
working directory beside Claude Code's, its agent named in the index. A fake HOME holds
hand-made sessions (test_data/agents/copilot/session.jsonl and one folder session)."""

from __future__ import annotations

import json
import re
from pathlib import Path

from typer.testing import CliRunner

from cc2html.archive.agent_homes import content_kind, default_homes
from cc2html.cli.app import app
from helpers import TEST_DATA

CWD = "/home/dev/project"  # where the fixture ran
FOLDER_ID = "aaaabbbb-1111-2222-3333-ccccddddeeee"
FLAT_ID = "5f0c1e2a-7b3d-4c8e-9a10-112233445566"


def _home(root: Path) -> Path:
    claude = root / ".claude" / "projects" / "-home-dev-project"
    claude.mkdir(parents=True)
    line = {"type": "user", "uuid": "u1", "parentUuid": None, "sessionId": "c1", "cwd": CWD,
            "timestamp": "2026-05-01T10:00:00Z",
            "message": {"role": "user", "content": "Claude prompt here"}}
    (claude / "c1.jsonl").write_text(json.dumps(line) + "\n")
    state = root / ".copilot" / "session-state"
    (state / FOLDER_ID).mkdir(parents=True)
    (state / f"{FLAT_ID}.jsonl").write_bytes(
        (TEST_DATA / "agents" / "copilot" / "session.jsonl").read_bytes())
    start = {"type": "session.start", "id": "e1", "parentId": None,
             "timestamp": "2026-03-26T17:50:34.302Z",
             "data": {"sessionId": FOLDER_ID, "version": 1, "producer": "copilot-agent",
                      "copilotVersion": "1.0.11", "startTime": "2026-03-26T17:50:34.263Z",
                      "context": {"cwd": "/tmp/elsewhere"}}}
    ask = {"type": "user.message", "id": "e2", "parentId": "e1",
           "timestamp": "2026-03-26T17:50:35.000Z",
           "data": {"content": "List the files in elsewhere"}}
    (state / FOLDER_ID / "events.jsonl").write_text(
        json.dumps(start) + "\n" + json.dumps(ask) + "\n")
    (state / FOLDER_ID / "workspace.yaml").write_text(f"id: {FOLDER_ID}\n")
    (state / "notes.jsonl").write_text("{}\n")  # not a session's name: not read
    return root


def test_copilot_home_goes_into_the_archive_by_working_directory(tmp_path: Path, monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.delenv("CODEX_HOME", raising=False)
    _home(tmp_path)
    assert ("copilot", tmp_path / ".copilot" / "session-state") in default_homes()
    result = CliRunner().invoke(app, [])
    assert result.exit_code == 0, result.output
    out = tmp_path / ".claude" / "projects-html"
    project = out / "-home-dev-project"
    assert sorted(p.name for p in project.glob("*.html")) == [
        f"{FLAT_ID}.html", "c1.html", "index.html"]
    assert not list(out.rglob("notes*.html"))
    agents = re.findall(r'<td data-label="Agent">([^<]*)</td>',
                        (project / "index.html").read_text(encoding="utf-8"))
    assert sorted(agents) == ["Claude Code", "Copilot CLI"]
    page = out / "-tmp-elsewhere" / f"{FOLDER_ID}.html"  # named by its folder, not `events`
    assert "List the files in elsewhere" in page.read_text(encoding="utf-8")
    assert "Copilot CLI" in (project / f"{FLAT_ID}.html").read_text(encoding="utf-8")


def test_a_copilot_home_given_as_the_source_is_read_as_one(tmp_path: Path):
    # its `<uuid>.jsonl` and `<uuid>/events.jsonl` are named as a Claude Code projects
    # folder's files are: their content says whose they are (agent_homes.content_kind)
    state = _home(tmp_path) / ".copilot" / "session-state"
    assert content_kind(state) == "copilot"
    assert content_kind(tmp_path / ".claude" / "projects") == ""
    result = CliRunner().invoke(app, [str(state), "-o", str(tmp_path / "out")])
    assert result.exit_code == 0, result.output
    pages = sorted(p.relative_to(tmp_path / "out").as_posix()
                   for p in (tmp_path / "out").rglob("*.html") if p.name != "search.html")
    assert pages == ["-home-dev-project/5f0c1e2a-7b3d-4c8e-9a10-112233445566.html",
                     "-home-dev-project/index.html",
                     f"-tmp-elsewhere/{FOLDER_ID}.html", "-tmp-elsewhere/index.html",
                     "index.html"]


def test_show_finds_a_copilot_session_by_its_id(tmp_path: Path, monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path))
    _home(tmp_path)
    folder = CliRunner().invoke(app, ["show", "aaaabbbb"])  # `<id>/events.jsonl`: its folder
    assert folder.exit_code == 0 and "List the files in elsewhere" in folder.stdout
    flat = CliRunner().invoke(app, ["show", FLAT_ID[:13]])
    assert flat.exit_code == 0 and "Fix the failing test" in flat.stdout
