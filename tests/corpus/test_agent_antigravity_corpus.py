"""Antigravity CLI samples in ../shared/corpus-agents-next (issue 35): the transcript is
read as Antigravity's, renders (exit 0) with no unrecognised kind, and the words a reader
should see reach the page outside raw cards (recall >= 0.99 weighted, >= 0.95 per
session); `small.md`, a brain Markdown artifact and no session log, is refused with that
reason (exit 2), not rendered as a page of skipped lines.

Words a reader should see: tests/agent_inputs.py's `antigravity`."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from cc2html.cli.app import app
from cc2html.read.agents import detect_agent
from cc2html.survey import survey
from agent_inputs import antigravity
from agent_recall import NEXT, check, recall

pytestmark = pytest.mark.corpus

ROOT = NEXT / "jazzyalex-agent-sessions" / "Resources" / "Fixtures" / "stage0" / "agents" / \
    "antigravity"
FILES = sorted(ROOT.glob("*.jsonl")) if ROOT.is_dir() else []


def test_every_transcript_is_read_as_antigravitys_with_no_unknown_kind():
    if not FILES:
        pytest.skip(f"{ROOT} not found (set CC2HTML_SHARED)")
    assert [p.name for p in FILES if detect_agent(p) != "antigravity"] == []
    strict = [f"{p.name}: {finding.category} {finding.name}" for p in FILES
              for group in survey([p]).groups for finding in group.findings if finding.strict]
    assert strict == []


def test_antigravity_words_reach_the_page_outside_raw_cards(tmp_path: Path):
    if not FILES:
        pytest.skip(f"{ROOT} not found (set CC2HTML_SHARED)")
    check("antigravity", *recall(FILES, antigravity, tmp_path))


def test_the_brain_markdown_artifact_is_refused_as_no_session_log(tmp_path: Path):
    artifact = ROOT / "small.md"
    if not artifact.is_file():
        pytest.skip(f"{artifact} not found (set CC2HTML_SHARED)")
    result = CliRunner().invoke(app, [str(artifact), "-o", str(tmp_path / "out.html")])
    assert result.exit_code == 2
    assert "a Markdown document, not a session log" in result.output
    assert not (tmp_path / "out.html").exists()
