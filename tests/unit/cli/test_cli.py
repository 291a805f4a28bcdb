"""The command line through Typer's runner: outputs, stdout mode, exit codes."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from cc2html import __version__
from cc2html.cli.app import app
from helpers import TEST_DATA

runner = CliRunner()


def test_version():
    result = runner.invoke(app, ["--version"])
    assert result.exit_code == 0 and __version__ in result.stdout


def test_help():
    result = runner.invoke(app, ["--help"])
    assert result.exit_code == 0 and "--output" in result.stdout


def test_writes_beside_input_by_default(tmp_path: Path):
    src = tmp_path / "s.jsonl"
    src.write_bytes((TEST_DATA / "tools.jsonl").read_bytes())
    result = runner.invoke(app, [str(src)])
    assert result.exit_code == 0, result.output
    assert (tmp_path / "s.html").read_text().startswith("<!DOCTYPE html>")


def test_output_file_and_folder(tmp_path: Path):
    out = tmp_path / "page.html"
    assert runner.invoke(app, [str(TEST_DATA / "tools.jsonl"), "-o", str(out)]).exit_code == 0
    assert out.is_file()
    folder = tmp_path / "pages"
    assert runner.invoke(app, [str(TEST_DATA / "tools.jsonl"), "-o", str(folder)]).exit_code == 0
    assert (folder / "tools.html").is_file()


def test_stdout_mode_keeps_status_off_stdout():
    result = runner.invoke(app, [str(TEST_DATA / "bad_lines.jsonl"), "-o", "-"])
    assert result.exit_code == 0
    assert result.stdout.startswith("<!DOCTYPE html>") and result.stdout.rstrip().endswith("</html>")
    assert "skipped" in result.stderr


def test_demo(tmp_path: Path):
    result = runner.invoke(app, ["--demo", "-o", str(tmp_path)])
    assert result.exit_code == 0, result.output
    page = (tmp_path / "demo.html").read_text()
    assert "<details" in page and "</html>" in page


def test_missing_input_exits_1(tmp_path: Path):
    assert runner.invoke(app, [str(tmp_path / "nope.jsonl")]).exit_code == 1


def test_unreadable_input_exits_1(tmp_path: Path):
    src = tmp_path / "locked.jsonl"
    src.mkdir()  # a folder where a file is expected cannot be read as one
    (src / "x").write_text("")
    assert runner.invoke(app, [str(src)]).exit_code in (1, 2)


def test_usage_errors_exit_2(tmp_path: Path, monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path))  # no argument = ~/.claude/projects, absent here
    assert runner.invoke(app, []).exit_code == 2
    assert runner.invoke(app, ["--no-such-option"]).exit_code == 2


def test_bad_lines_still_exit_0(tmp_path: Path):
    result = runner.invoke(app, [str(TEST_DATA / "bad_lines.jsonl"), "-o", str(tmp_path / "b.html")])
    assert result.exit_code == 0
    assert "3 lines skipped" in result.stderr
