"""The archive indexes a session by its head/tail scan: a transcript the readers read (one
saved as UTF-16 by Windows PowerShell) must be in the archive too, not left out because
the scan decoded its lines another way."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from cc2html.cli.app import app


def test_a_utf16_transcript_in_a_projects_folder_gets_its_page(tmp_path: Path):
    folder = tmp_path / "projects" / "-home-dev-app"
    folder.mkdir(parents=True)
    line = {"type": "user", "uuid": "u1", "parentUuid": None, "sessionId": "s1",
            "cwd": "/home/dev/app", "timestamp": "2025-09-01T10:00:00Z",
            "message": {"role": "user", "content": "a prompt saved as UTF-16"}}
    (folder / "s1.jsonl").write_bytes((json.dumps(line) + "\n").encode("utf-16"))
    out = tmp_path / "out"
    done = CliRunner().invoke(app, [str(tmp_path / "projects"), "-o", str(out), "-q", "-j", "1"])
    assert done.exit_code == 0, done.output
    page = out / "-home-dev-app" / "s1.html"
    assert "a prompt saved as UTF-16" in page.read_text(encoding="utf-8")
