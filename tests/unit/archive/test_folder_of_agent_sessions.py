"""A folder of sessions given as the source (`cc2html some/folder`: "a folder of projects
or sessions") may hold other agents' session files beside Claude Code's: each is planned
by its own row's scan (the one its content shows), so a pi, Cursor or Antigravity session
becomes a page, not a "file with no conversation in it" (which Claude Code's scan alone,
finding no user/assistant line of its shape, said of them: a false reason, and the
session was left out)."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from helpers import TEST_DATA
from cc2html.cli.app import app

runner = CliRunner()
FILES = {"pi.jsonl": TEST_DATA / "pi_session.jsonl",
         "cursor.jsonl": TEST_DATA / "agents" / "cursor" / "session.jsonl",
         "agy.jsonl": TEST_DATA / "agents" / "antigravity" / "session.jsonl",
         "qwen.jsonl": TEST_DATA / "qwen_session.jsonl"}


def test_other_agents_sessions_in_a_folder_of_sessions_are_pages(tmp_path: Path):
    folder = tmp_path / "sessions" / "mixed"
    folder.mkdir(parents=True)
    for name, source in FILES.items():
        (folder / name).write_bytes(source.read_bytes())
    out = tmp_path / "out"
    result = runner.invoke(app, [str(tmp_path / "sessions"), "-o", str(out), "--json"])
    assert result.exit_code == 0, result.output
    summary = json.loads(result.stdout)
    assert summary["files_without_conversation"] == []
    assert summary["sessions"] == len(FILES)
    pages = sorted(p.name for p in out.rglob("*.html") if p.parent != out)
    assert pages == sorted(["index.html", *(n.replace(".jsonl", ".html") for n in FILES)])
