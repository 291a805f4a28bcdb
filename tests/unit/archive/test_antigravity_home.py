"""Antigravity CLI's home in the one archive: `cc2html` with no argument reads
`~/.gemini/antigravity-cli/brain/<id>/.system_generated/logs/transcript.jsonl` (a hidden
folder the archive's walk would skip), names each page by its conversation id, puts it
under the workspace history.jsonl names (beside a Claude Code session of that directory)
and leaves the brain's Markdown artifacts alone."""

from __future__ import annotations

import json
import re
from pathlib import Path

from typer.testing import CliRunner

from cc2html.archive.agent_homes import home_kind
from cc2html.cli.app import app
from helpers import TEST_DATA

runner = CliRunner()
CID = "c0ffee00-1111-4222-8333-444455556666"


def _home(tmp: Path) -> None:
    root = tmp / ".gemini" / "antigravity-cli"
    logs = root / "brain" / CID / ".system_generated" / "logs"
    logs.mkdir(parents=True)
    (logs / "transcript.jsonl").write_bytes(
        (TEST_DATA / "agents" / "antigravity" / "session.jsonl").read_bytes())
    (root / "brain" / CID / "task.md").write_text("# Task\n\n- [x] rename\n")
    (root / "history.jsonl").write_text(json.dumps(
        {"conversationId": CID, "workspace": "/work/proj"}) + "\n")
    claude = tmp / ".claude" / "projects" / "-work-proj"
    claude.mkdir(parents=True)
    line = {"type": "user", "uuid": "u1", "parentUuid": None, "sessionId": "c1",
            "cwd": "/work/proj", "timestamp": "2026-07-01T10:00:00Z",
            "message": {"role": "user", "content": "Claude prompt here"}}
    (claude / "c1.jsonl").write_text(json.dumps(line) + "\n")


def test_antigravity_conversations_join_the_archive(tmp_path: Path, monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.delenv("CODEX_HOME", raising=False)
    _home(tmp_path)
    result = runner.invoke(app, [])
    assert result.exit_code == 0, result.output
    out = tmp_path / ".claude" / "projects-html" / "-work-proj"
    assert sorted(p.name for p in out.glob("*.html")) == [f"{CID}.html", "c1.html",
                                                          "index.html"]
    index = (out / "index.html").read_text(encoding="utf-8")
    agents = re.findall(r'<td data-label="Agent">([^<]*)</td>', index)
    assert sorted(agents) == ["Antigravity CLI", "Claude Code"]
    assert "not a transcript" not in result.output  # (the brain's task.md is not a session)


def test_the_brain_folder_given_as_the_source_is_antigravitys(tmp_path: Path):
    _home(tmp_path)
    brain = tmp_path / ".gemini" / "antigravity-cli" / "brain"
    assert home_kind(brain) == "antigravity"
    result = runner.invoke(app, [str(brain), "-o", str(tmp_path / "out")])
    assert result.exit_code == 0, result.output
    assert (tmp_path / "out" / "-work-proj" / f"{CID}.html").is_file()


def test_show_finds_a_conversation_by_its_id(tmp_path: Path, monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path))
    _home(tmp_path)
    shown = runner.invoke(app, ["show", CID[:8]])
    assert shown.exit_code == 0, shown.output
    assert "Antigravity CLI" in shown.output and "/work/proj" in shown.output
