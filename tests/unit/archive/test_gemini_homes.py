"""Gemini CLI's per-session folders in the archive (issue 32, item 3): besides
`chats/session-<date>-<id8>.jsonl`, gemini-cli (since its subagent isolation, #23903,
v0.43) writes each subagent of a session to `chats/<parent session id>/<agent id>.jsonl`,
a whole session of its own whose header says `kind: "subagent"`
(packages/core/src/services/chatRecordingService.ts `initialize`; the folder is removed
with its parent, packages/core/src/utils/sessionOperations.ts). Those files are found
and archived; other files beside them are not. Hand-made data from
test_data/gemini_current.jsonl."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from cc2html.archive.agent_homes import home_kind
from cc2html.cli.app import app
from helpers import TEST_DATA

PARENT = "0f1e2d3c-0000-4000-8000-000000000001"


def _home(root: Path, project_hash: str) -> Path:
    """A Gemini home: one main session and, in its per-session folder, one subagent (and
    a backup and a temp file gemini-cli may leave there, which are not sessions)."""
    chats = root / project_hash / "chats"
    (chats / PARENT).mkdir(parents=True)
    lines = (TEST_DATA / "gemini_current.jsonl").read_text().splitlines()
    head = {**json.loads(lines[0]), "projectHash": project_hash}
    main = "\n".join([json.dumps({**head, "sessionId": PARENT}), *lines[1:]]) + "\n"
    (chats / "session-2026-06-01T09-00-0f1e2d3c.jsonl").write_text(main)
    sub = {**head, "sessionId": "codebase_investigator-ab12cd", "kind": "subagent"}
    ask = {"id": "s1", "timestamp": "2026-06-01T09:00:02.000Z", "type": "user",
           "content": [{"text": "Find where util.py is imported"}]}
    (chats / PARENT / "codebase_investigator-ab12cd.jsonl").write_text(
        json.dumps(sub) + "\n" + json.dumps(ask) + "\n")
    (chats / PARENT / "codebase_investigator-ab12cd.jsonl.tmp-99").write_text("{}\n")
    (chats / PARENT / "notes.txt").write_text("not a session\n")
    return root


def test_a_subagent_in_a_per_session_folder_is_archived(tmp_path: Path):
    home = _home(tmp_path / "tmp", "ef" * 32)
    result = CliRunner().invoke(app, [str(home), "-o", str(tmp_path / "out")])
    assert result.exit_code == 0, result.output
    project = tmp_path / "out" / "gemini-efefefefefef"
    pages = sorted(p.name for p in project.glob("*.html"))
    assert pages == ["codebase_investigator-ab12cd.html", "index.html",
                     "session-2026-06-01T09-00-0f1e2d3c.html"]
    page = (project / "codebase_investigator-ab12cd.html").read_text(encoding="utf-8")
    assert "Find where util.py is imported" in page


def test_a_home_holding_only_per_session_folders_is_a_gemini_home(tmp_path: Path):
    home = _home(tmp_path / "tmp", "12" * 32)
    for main in (home / ("12" * 32) / "chats").glob("session-*"):
        main.unlink()
    assert home_kind(home) == "gemini"

