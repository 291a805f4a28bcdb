"""Cursor CLI's home in the one archive: `cc2html` with no argument reads
`~/.cursor/projects/*/agent-transcripts/` (flat and per-session files, JSONL and plain
text), puts each session under the working directory its project folder names (beside a
Claude Code session of the same directory), names the agent, and nests a session's
`subagents/` files in its page rather than giving them pages of their own."""

from __future__ import annotations

import json
import re
from pathlib import Path

from typer.testing import CliRunner

from cc2html.archive.agent_homes import home_kind
from cc2html.cli.app import app
from helpers import TEST_DATA

runner = CliRunner()
CURSOR_DATA = TEST_DATA / "agents" / "cursor"


def _home(tmp: Path) -> Path:
    work = tmp / "dev" / "my-app"  # the directory worked in: `-` inside a name
    work.mkdir(parents=True)
    projects = tmp / ".cursor" / "projects"
    encoded = str(work).strip("/").replace("/", "-").replace(".", "-")  # (Cursor's rule)
    transcripts = projects / encoded / "agent-transcripts"
    nested = transcripts / "11111111-aaaa-4bbb-8ccc-000000000001"
    (nested / "subagents").mkdir(parents=True)
    (nested / f"{nested.name}.jsonl").write_bytes(
        (CURSOR_DATA / "subagent_order" / "parent.jsonl").read_bytes())
    for child in (CURSOR_DATA / "subagent_order" / "subagents").iterdir():
        (nested / "subagents" / child.name).write_bytes(child.read_bytes())
    (transcripts / "22222222-aaaa-4bbb-8ccc-000000000002.txt").write_bytes(
        (CURSOR_DATA / "plain.txt").read_bytes())
    claude = tmp / ".claude" / "projects" / re.sub(r"[^A-Za-z0-9]", "-", str(work))
    claude.mkdir(parents=True)
    line = {"type": "user", "uuid": "u1", "parentUuid": None, "sessionId": "c1",
            "cwd": str(work), "timestamp": "2026-09-01T10:00:00Z",
            "message": {"role": "user", "content": "Claude prompt here"}}
    (claude / "c1.jsonl").write_text(json.dumps(line) + "\n")
    return claude


def test_cursor_sessions_join_the_archive_under_their_directory(tmp_path: Path, monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.delenv("CODEX_HOME", raising=False)
    project = _home(tmp_path)
    result = runner.invoke(app, [])
    assert result.exit_code == 0, result.output
    out = tmp_path / ".claude" / "projects-html" / project.name
    pages = sorted(p.name for p in out.glob("*.html"))
    assert pages == ["11111111-aaaa-4bbb-8ccc-000000000001.html",
                     "22222222-aaaa-4bbb-8ccc-000000000002.html", "c1.html", "index.html"]
    index = (out / "index.html").read_text(encoding="utf-8")
    agents = re.findall(r'<td data-label="Agent">([^<]*)</td>', index)
    assert sorted(agents) == ["Claude Code", "Cursor CLI", "Cursor CLI"]
    parent = (out / pages[0]).read_text(encoding="utf-8")
    assert "There are twelve test modules." in parent  # a subagent, nested in its page
    assert "no call names it" not in parent
    again = runner.invoke(app, [])
    assert again.exit_code == 0 and "0 pages written, 3 unchanged" in again.stderr


def test_a_cursor_home_given_as_the_source_is_read_as_cursors(tmp_path: Path):
    _home(tmp_path)
    projects = tmp_path / ".cursor" / "projects"
    assert home_kind(projects) == "cursor"
    result = runner.invoke(app, [str(projects), "-o", str(tmp_path / "out")])
    assert result.exit_code == 0, result.output
    assert len(list((tmp_path / "out").glob("*/2222*.html"))) == 1


def test_show_finds_a_cursor_session_by_its_id_not_a_subagents(tmp_path: Path, monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path))
    _home(tmp_path)
    shown = runner.invoke(app, ["show", "2222"])
    assert shown.exit_code == 0, shown.output
    assert "22222222-aaaa-4bbb-8ccc-000000000002.txt" in shown.output
    assert runner.invoke(app, ["show", "b-tests"]).exit_code != 0  # a subagent's file
