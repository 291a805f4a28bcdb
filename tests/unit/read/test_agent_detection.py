"""Each file's format is told by its content: Codex rollouts (both formats) and Gemini
sessions (document and JSONL) apart from transcripts and stream-json; `--input-format`
names them too."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cc2html.cli.app import app
from cc2html.read.agents import resolve_format
from helpers import TEST_DATA


@pytest.mark.parametrize("name, fmt", [
    ("codex_tools.jsonl", "codex"), ("codex_flat.jsonl", "codex"),
    ("gemini_session.jsonl", "gemini"), ("gemini_session.json", "gemini"),
    ("tools.jsonl", "transcript"), ("sdk_turns.jsonl", "stream-json")])
def test_format_is_detected_by_content(name: str, fmt: str):
    assert resolve_format(TEST_DATA / name) == fmt


def test_input_format_codex_reads_a_rollout_named_anything(tmp_path: Path):
    src = tmp_path / "notes.txt"
    src.write_bytes((TEST_DATA / "codex_flat.jsonl").read_bytes())
    out = tmp_path / "page.html"
    result = CliRunner().invoke(app, [str(src), "-o", str(out), "--input-format", "codex"])
    assert result.exit_code == 0, result.output
    assert "Two files: README.md and setup.py." in out.read_text(encoding="utf-8")


def test_a_transcript_line_naming_its_session_is_not_taken_for_codex(tmp_path: Path):
    src = tmp_path / "t.jsonl"
    src.write_text(json.dumps({"type": "message", "role": "user", "sessionId": "s",
                               "content": "hi"}) + "\n")
    assert resolve_format(src) == "transcript"
