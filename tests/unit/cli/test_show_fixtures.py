"""`cc2html show` on every fixture kind: it prints (IDE notices crashed the view), one line
per notice, code blocks within the highlight limits.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cc2html.cli.app import app

from helpers import FORBIDDEN, TEST_DATA, deadline

runner = CliRunner()
FIXTURES = sorted(p.name for p in TEST_DATA.glob("*.jsonl"))


@pytest.mark.parametrize("fixture", FIXTURES)
def test_every_fixture_shows(fixture: str) -> None:
    """Every kind the page renders also prints (IDE notices crashed the view)."""
    result = runner.invoke(app, ["show", str(TEST_DATA / fixture), "-w", "100"])
    assert result.exit_code == 0, result.output
    assert not FORBIDDEN.search(result.stdout)


def test_ide_notices_and_folded_notes_are_one_line_each() -> None:
    out = runner.invoke(app, ["show", str(TEST_DATA / "user_tags.jsonl"), "-w", "200"]).stdout
    assert "[IDE opened_file: The user opened the file" in out
    assert "[System reminder:" in out


def test_code_blocks_print_within_the_highlight_limits(tmp_path: Path) -> None:
    """A fenced block in a lexer that backtracks (autoit on a run of spaces: quadratic) held
    `show` for minutes; past the page's limits (size, CPU time) it prints plain."""
    text = "See:\n\n```autoit\n" + " " * 12_000 + "done_marker\n```\n"
    src = tmp_path / "s.jsonl"
    src.write_text(json.dumps({"type": "assistant", "uuid": "a", "sessionId": "s", "message": {
        "role": "assistant", "content": [{"type": "text", "text": text}]}}) + "\n")
    with deadline(8):
        result = runner.invoke(app, ["show", str(src)])
    assert result.exit_code == 0 and "done_marker" in "".join(result.stdout.split())
