"""--format and -o's suffix: which format is written, and where."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cc2html.cli.app import app
from helpers import TEST_DATA

runner = CliRunner()
SRC = str(TEST_DATA / "tools.jsonl")


def kind_of(text: str) -> str:
    if text.startswith("<!DOCTYPE html>"):
        return "html"
    if text.startswith("{"):
        json.loads(text)
        return "json"
    return "md" if text.startswith("# ") else "?"


@pytest.mark.parametrize("name,fmt", [("p.html", "html"), ("p.HTM", "html"), ("p.md", "md"),
                                      ("p.markdown", "md"), ("p.json", "json")])
def test_the_suffix_names_the_format(tmp_path: Path, name, fmt):
    out = tmp_path / name
    result = runner.invoke(app, [SRC, "-o", str(out), "-q"])
    assert result.exit_code == 0, result.output
    assert kind_of(out.read_text(encoding="utf-8")) == fmt


def test_any_other_output_is_a_folder_named_for_the_format(tmp_path: Path):
    out = tmp_path / "exports.d"
    result = runner.invoke(app, [SRC, "-o", str(out), "--format", "json", "-q"])
    assert result.exit_code == 0, result.output
    assert kind_of((out / "tools.json").read_text(encoding="utf-8")) == "json"


def test_format_overrides_the_suffix(tmp_path: Path):
    out = tmp_path / "p.html"
    assert runner.invoke(app, [SRC, "-o", str(out), "--format", "md", "-q"]).exit_code == 0
    assert kind_of(out.read_text(encoding="utf-8")) == "md"


def test_stdout_stays_html_without_format():
    assert kind_of(runner.invoke(app, [SRC, "-o", "-"]).stdout) == "html"
    assert kind_of(runner.invoke(app, [SRC, "-o", "-", "--format", "md"]).stdout) == "md"


def test_beside_the_input_with_the_formats_suffix(tmp_path: Path):
    src = tmp_path / "s.jsonl"
    src.write_bytes((TEST_DATA / "tools.jsonl").read_bytes())
    assert runner.invoke(app, [str(src), "--format", "md", "-q"]).exit_code == 0
    assert kind_of((tmp_path / "s.md").read_text(encoding="utf-8")) == "md"


def test_json_summary_and_exit_code_are_unchanged(tmp_path: Path):
    out = tmp_path / "p.json"
    result = runner.invoke(app, [SRC, "-o", str(out), "--json"])
    assert result.exit_code == 0
    summary = json.loads(result.stdout)
    assert summary["sessions"] == 1 and summary["output"] == str(out)


def test_a_bad_format_or_level_is_a_usage_error():
    assert runner.invoke(app, [SRC, "--format", "pdf"]).exit_code == 2
    assert runner.invoke(app, [SRC, "--detail", "some"]).exit_code == 2

