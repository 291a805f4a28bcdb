"""Archive mode and workflow runs: the run reaches the session's page, and a change to
any of the run's files (not only the session file) redoes that page."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cc2html.cli.app import app
from helpers import TEST_DATA

runner = CliRunner()
NAME = "workflow_phases"


def run(*args: object) -> dict:
    result = runner.invoke(app, [str(a) for a in args] + ["--json"])
    assert result.exit_code == 0, result.stderr
    return json.loads(result.stdout)


@pytest.fixture
def tree(tmp_path: Path) -> tuple[Path, Path]:
    src = tmp_path / "projects" / "-home-dev-lights"
    src.mkdir(parents=True)
    shutil.copy(TEST_DATA / f"{NAME}.jsonl", src)
    shutil.copytree(TEST_DATA / NAME, src / NAME)
    out = tmp_path / "out"
    run(tmp_path / "projects", "-o", out)
    return tmp_path / "projects", out


def _page(out: Path) -> str:
    return (out / "-home-dev-lights" / f"{NAME}.html").read_text(encoding="utf-8")


def test_archive_page_shows_the_run_and_its_agents(tree):
    _, out = tree
    page = _page(out)
    assert "lighthouse-audit" in page and "Northern beacons flash every twelve seconds." in page


@pytest.mark.parametrize("changed", [
    "workflows/wf_lamp01.json",
    "subagents/workflows/wf_lamp01/journal.jsonl",
    "subagents/workflows/wf_lamp01/agent-lamp0002.jsonl",
    "subagents/workflows/wf_lamp01/agent-lamp0002.meta.json",
])
def test_a_changed_run_file_redoes_the_page(tree, changed):
    src, out = tree
    path = src / "-home-dev-lights" / NAME / changed
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("survey:south", "survey:harbour")
                    .replace("southern ledger", "harbour ledger")
                    .replace("workflow-subagent", "harbour-subagent")
                    .replace("Foghorn timings", "harbour timings"), encoding="utf-8")
    data = run(src, "-o", out)
    assert data["pages"]["written"] == 1
    assert "harbour" in _page(out)


def test_an_untouched_run_redoes_nothing(tree):
    src, out = tree
    assert run(src, "-o", out)["pages"]["written"] == 0
