"""--json and --strict for one transcript: a summary on stdout, exit 3 on skipped lines."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from cc2html.cli.app import app
from helpers import TEST_DATA

runner = CliRunner()
GOOD = ('{"type":"user","message":{"role":"user","content":"hello"},"uuid":"u1",'
        '"sessionId":"s","timestamp":"2025-01-01T00:00:00Z","cwd":"/home/alice/app"}\n')


def _write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "s.jsonl"
    path.write_text(text)
    return path


def test_json_summary_of_a_clean_file(tmp_path: Path):
    out = tmp_path / "s.html"
    result = runner.invoke(app, [str(TEST_DATA / "tools.jsonl"), "-o", str(out), "--json", "-q"])
    assert result.exit_code == 0
    data = json.loads(result.stdout)
    assert data["exit_code"] == 0 and data["output"] == str(out) and out.exists()
    assert data["sessions"] == 1 and data["skipped_lines"] == 0 and data["problems"] == []


def test_strict_fails_on_skipped_lines_and_unknown_kinds(tmp_path: Path):
    src = _write(tmp_path, GOOD + "not json\n" + '{"type":"brand-new-kind","uuid":"x"}\n')
    out = tmp_path / "s.html"
    plain = runner.invoke(app, [str(src), "-o", str(out), "-q"])
    assert plain.exit_code == 0  # without --strict a page with problems is still a success
    result = runner.invoke(app, [str(src), "-o", str(out), "--json", "--strict", "-q"])
    assert result.exit_code == 3 and out.exists()  # the page is written all the same
    data = json.loads(result.stdout)
    assert data["exit_code"] == 3 and data["skipped_lines"] == 1
    assert data["unknown_kinds"] == {"brand-new-kind": 1}
    assert data["problems"][0]["line"] == 2 and not data["problems"][0]["kept"]


def test_strict_passes_a_clean_file(tmp_path: Path):
    src = _write(tmp_path, GOOD)
    result = runner.invoke(app, [str(src), "-o", str(tmp_path / "s.html"), "--strict", "-q"])
    assert result.exit_code == 0


def test_json_for_a_missing_file_says_why(tmp_path: Path):
    result = runner.invoke(app, [str(tmp_path / "none.jsonl"), "--json"])
    assert result.exit_code == 1
    data = json.loads(result.stdout)
    assert data["exit_code"] == 1 and data["error"] == "no such file"


def test_json_and_page_on_stdout_conflict(tmp_path: Path):
    src = _write(tmp_path, GOOD)
    result = runner.invoke(app, [str(src), "-o", "-", "--json"])
    assert result.exit_code == 2


def test_json_paths_follow_redact_home(capsys):
    from cc2html.cli.json_report import JsonReport
    from cc2html.pipeline import Options

    report = JsonReport(Path("/home/alice/app/s.jsonl"), Path("/home/alice/app/s.html"),
                        Options(redact_home=True))
    report.failed(1, "cannot read /home/alice/app/s.jsonl")
    printed = capsys.readouterr().out
    assert "alice" not in printed and "~/app/s.jsonl" in printed
