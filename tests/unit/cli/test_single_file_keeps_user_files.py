"""One file's conversion never replaces a file cc2html did not write: a user's own page,
notes or data at the output path stay as they are (exit 1, one line naming the path),
also when they quote what an export's header says; cc2html's own earlier output is
replaced as before."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from cc2html.cli.app import app
from helpers import TEST_DATA

runner = CliRunner()
SOURCE = TEST_DATA / "sidechain.jsonl"


def _convert(tmp_path: Path, *args: str):
    source = tmp_path / "s.jsonl"
    source.write_bytes(SOURCE.read_bytes())
    return runner.invoke(app, [str(source), *args], prog_name="cc2html")


@pytest.mark.parametrize("suffix", [".html", ".md", ".json"])
def test_a_second_run_replaces_its_own_output(tmp_path: Path, suffix: str):
    for _ in range(2):
        result = _convert(tmp_path, "-o", str(tmp_path / f"out{suffix}"))
        assert result.exit_code == 0, result.output


@pytest.mark.parametrize("suffix,users", [
    (".html", "<!DOCTYPE html>\n<html><body>my own page</body></html>\n"),
    (".md", "# My notes\n\nThe export's header says `· exported by cc2html 0.1.0`.\n"),
    (".json", '{"notes": "generator: cc2html 0.1.0"}\n'),
    (".md", ""),
])
def test_a_users_file_at_the_output_path_stays(tmp_path: Path, suffix: str, users: str):
    out = tmp_path / f"out{suffix}"
    out.write_text(users, encoding="utf-8")
    result = _convert(tmp_path, "-o", str(out))
    assert result.exit_code == 1
    assert "not overwritten" in result.output and "out" + suffix in result.output
    assert out.read_text(encoding="utf-8") == users


def test_the_default_output_beside_the_input_is_checked_too(tmp_path: Path):
    beside = tmp_path / "s.md"
    beside.write_text("# s\n\nmy notes\n", encoding="utf-8")
    result = _convert(tmp_path, "--format", "md")
    assert result.exit_code == 1 and beside.read_text(encoding="utf-8") == "# s\n\nmy notes\n"
