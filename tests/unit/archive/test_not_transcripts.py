"""Files in a folder that are no transcript at all (an executable, an image, a compressed
file renamed `.jsonl`) get no page and are listed: a warning on stderr naming the file and
why, `not_transcripts` in the --json summary; --strict fails on them (exit 3), as on a
skipped line. An empty file stays what it was, a file with no conversation in it (Claude
Code leaves those: a session started and never written to)."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

from typer.testing import CliRunner

from cc2html.cli.app import app
from cc2html.cli.exits import EXIT_OK, EXIT_STRICT
from helpers import TEST_DATA

runner = CliRunner()
LINE = {"type": "user", "uuid": "u1", "sessionId": "s1", "cwd": "/w",
        "timestamp": "2026-01-01T00:00:00Z", "message": {"role": "user", "content": "hi"}}
ELF = b"\x7fELF\x02\x01\x01\x00" + bytes(range(256)) * 64
PNG = b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 8


def _tree(tmp_path: Path) -> Path:
    project = tmp_path / "projects" / "-w"
    project.mkdir(parents=True)
    (project / "s1.jsonl").write_text(json.dumps(LINE) + "\n", encoding="utf-8")
    (project / "tool.jsonl").write_bytes(ELF)
    (project / "shot.jsonl").write_bytes(PNG)
    (project / "old.jsonl").write_bytes(gzip.compress(json.dumps(LINE).encode()))
    (project / "agent-a1.jsonl").write_bytes(bytes(range(256)) * 4)  # a flat subagent file
    (project / "new.jsonl").write_bytes(b"")
    return tmp_path / "projects"


def test_listed_with_the_reason_and_no_page(tmp_path: Path):
    tree, out = _tree(tmp_path), tmp_path / "site"
    result = runner.invoke(app, [str(tree), "-o", str(out), "--json"])
    assert result.exit_code == EXIT_OK, result.output
    data = json.loads(result.stdout)
    assert data["not_transcripts"] == [
        {"file": "-w/agent-a1.jsonl", "reason": "binary (NUL bytes in its first block)"},
        {"file": "-w/old.jsonl",
         "reason": "compressed (gzip): decompress it first, e.g. with gunzip"},
        {"file": "-w/shot.jsonl", "reason": "an image (PNG)"},
        {"file": "-w/tool.jsonl", "reason": "binary (an ELF executable)"}]
    assert data["files_without_conversation"] == ["-w/new.jsonl"]
    assert data["orphan_subagent_files"] == []
    assert {p.name for p in (out / "-w").glob("*.html")} == {"s1.html", "index.html"}
    warnings = [ln for ln in result.stderr.splitlines() if ln.startswith("warning:")]
    assert warnings == [f"warning: {e['file']}: not a transcript: {e['reason']}; left out"
                        for e in data["not_transcripts"]]
    project_index = (out / "-w" / "index.html").read_text(encoding="utf-8")
    assert "tool.jsonl" not in project_index and "new.jsonl" in project_index


def test_strict_fails_on_them(tmp_path: Path):
    tree, out = _tree(tmp_path), tmp_path / "site"
    result = runner.invoke(app, [str(tree), "-o", str(out), "--strict", "-q"])
    assert result.exit_code == EXIT_STRICT
    assert "tool.jsonl: not a transcript" in result.stderr
    for name in ("tool.jsonl", "shot.jsonl", "old.jsonl", "agent-a1.jsonl"):
        (tree / "-w" / name).unlink()
    assert runner.invoke(app, [str(tree), "-o", str(out), "--strict", "-q"]).exit_code == EXIT_OK


def test_in_an_agent_home_too(tmp_path: Path):
    day = tmp_path / "codex" / "2025" / "10" / "01"
    day.mkdir(parents=True)
    (day / "rollout-2025-10-01T10-00-00-a.jsonl").write_bytes(
        (TEST_DATA / "codex_tools.jsonl").read_bytes())
    (day / "rollout-2025-10-01T11-00-00-b.jsonl").write_bytes(PNG)
    result = runner.invoke(app, [str(tmp_path / "codex"), "-o", str(tmp_path / "out"),
                                 "--json", "-q"])
    data = json.loads(result.stdout)
    assert result.exit_code == EXIT_OK, result.output
    assert data["not_transcripts"] == [
        {"file": "~codex/2025/10/01/rollout-2025-10-01T11-00-00-b.jsonl",
         "reason": "an image (PNG)"}]
    assert data["pages"]["written"] == 1
