"""Every failure is one line on stderr, `error: …` (no usage text, no panel, no traceback),
with the exit code cli/exits.py defines and docs/usage.md's table lists."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from cc2html.cli.app import app
from cc2html.cli.exits import EXIT_UNREADABLE, EXIT_USAGE
from helpers import TEST_DATA

runner = CliRunner()
TOOLS = str(TEST_DATA / "tools.jsonl")


def one_error_line(result) -> str:
    """The single line on stderr, which must read `error: …`."""
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: "), result.stderr
    assert "Traceback" not in result.output and "╭" not in result.stderr
    return lines[0]


# (arguments, exit code, words the line must carry); MISSING, FOLDER and FILE are tmp paths
CASES = {
    "missing-file": (["MISSING"], EXIT_UNREADABLE, ["no such file"]),
    "show-missing-file": (["show", "MISSING"], EXIT_UNREADABLE, ["no such file"]),
    "show-a-folder": (["show", "FOLDER"], EXIT_USAGE, ["is a folder"]),
    "show-without-a-file": (["show"], EXIT_USAGE, ["Missing argument", "cc2html show --help"]),
    "unknown-option": (["--no-such-option"], EXIT_USAGE, ["--no-such-option", "cc2html --help"]),
    "bad-input-format": ([TOOLS, "--input-format", "xml"], EXIT_USAGE, ["--input-format"]),
    "show-bad-input-format": (["show", TOOLS, "--input-format", "xml"], EXIT_USAGE,
                              ["--input-format"]),
    "width-too-small": (["show", TOOLS, "-w", "5"], EXIT_USAGE, ["--width", "20"]),
    "jobs-not-a-number": ([TOOLS, "-j", "many"], EXIT_USAGE, ["--jobs"]),
    "jobs-zero": (["FOLDER", "-j", "0"], EXIT_USAGE, ["-j"]),
    "bad-date": (["FOLDER", "--from", "someday"], EXIT_USAGE, ["not a date"]),
    "no-transcripts": (["EMPTY"], EXIT_USAGE, ["no session transcripts"]),
    "unwritable-output": ([TOOLS, "-o", "FILE/page.html"], EXIT_UNREADABLE,
                          ["page.html", "cannot write"]),
    "json-and-stdout": ([TOOLS, "--json", "-o", "-"], EXIT_USAGE, ["--json"]),
    "archive-output-is-a-file": (["FOLDER", "-o", "FILE"], EXIT_USAGE, ["not a folder"]),
}


@pytest.mark.parametrize("case", CASES, ids=list(CASES))
def test_each_failure_is_one_line_with_its_exit_code(tmp_path: Path, case: str):
    args, code, words = CASES[case]
    folder = tmp_path / "projects" / "-home-me-app"
    folder.mkdir(parents=True)
    (folder / "s.jsonl").write_bytes((TEST_DATA / "tools.jsonl").read_bytes())
    (tmp_path / "empty").mkdir()
    (tmp_path / "file").write_text("not a folder")
    paths = {"MISSING": tmp_path / "nope.jsonl", "FOLDER": folder, "EMPTY": tmp_path / "empty",
             "FILE": tmp_path / "file"}
    args = [a.replace(a.split("/")[0], str(paths[a.split("/")[0]]), 1)
            if a.split("/")[0] in paths else a for a in args]
    result = runner.invoke(app, args, prog_name="cc2html")
    assert result.exit_code == code, result.output
    line = one_error_line(result)
    for word in words:
        assert word in line, line


def test_a_usage_error_names_the_program_not_the_default_command():
    line = one_error_line(runner.invoke(app, ["--bogus"], prog_name="cc2html"))
    assert "render" not in line and "(see 'cc2html --help')" in line

