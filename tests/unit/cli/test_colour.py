"""Colour: NO_COLOR (no-color.org) and FORCE_COLOR (force-color.org), each any non-empty
value, and --color/--no-color above both; for status and error lines, `show` and archive
mode's progress. Through typer's runner, whose streams are not terminals."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from cc2html.cli.app import app
from cc2html.cli.console import wants_colour
from helpers import TEST_DATA

runner = CliRunner()
TOOLS = str(TEST_DATA / "tools.jsonl")
ESC = "\x1b"


def _run(args: list[str], env: dict[str, str]):
    return runner.invoke(app, args, env={"TERM": "xterm-256color", **env})


@pytest.mark.parametrize("env,choice,tty,expected", [
    ({}, None, False, False), ({}, None, True, True),
    ({"NO_COLOR": "1"}, None, True, False), ({"NO_COLOR": ""}, None, True, True),
    ({"FORCE_COLOR": "1"}, None, False, True), ({"FORCE_COLOR": ""}, None, False, False),
    ({"FORCE_COLOR": "0"}, None, False, True),  # any non-empty value, as the convention says
    ({"NO_COLOR": "1", "FORCE_COLOR": "1"}, None, False, False),
    ({"NO_COLOR": "1"}, True, False, True), ({"FORCE_COLOR": "1"}, False, True, False),
], ids=["piped", "terminal", "no-color", "empty-no-color", "force-color", "empty-force-color",
        "force-color-0", "no-color-wins", "flag-over-no-color", "flag-over-force-color"])
def test_who_decides_colour(monkeypatch, env, choice, tty, expected):
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    assert wants_colour(tty, choice) is expected


@pytest.mark.parametrize("args", [["MISSING"], ["show", "MISSING"], ["--bogus"]],
                         ids=["render", "show", "usage-error"])
def test_error_lines_are_coloured_only_when_asked(tmp_path: Path, args: list[str]):
    args = [str(tmp_path / "nope.jsonl") if a == "MISSING" else a for a in args]
    assert ESC not in _run(args, {}).stderr
    assert ESC + "[" in _run(args, {"FORCE_COLOR": "1"}).stderr
    assert ESC not in _run(args, {"FORCE_COLOR": "1", "NO_COLOR": "1"}).stderr
    if args[0] != "--bogus":  # a usage error is said before the options are read
        assert ESC + "[" in _run([*args, "--color"], {"NO_COLOR": "1"}).stderr
        assert ESC not in _run([*args, "--no-color"], {"FORCE_COLOR": "1"}).stderr


def test_show_is_coloured_when_forced_and_plain_otherwise():
    plain = _run(["show", TOOLS], {})
    assert plain.exit_code == 0 and ESC not in plain.stdout
    forced = _run(["show", TOOLS], {"FORCE_COLOR": "1"})
    assert forced.exit_code == 0 and ESC + "[" in forced.stdout
    assert ESC not in _run(["show", TOOLS], {"FORCE_COLOR": "1", "NO_COLOR": "1"}).stdout
    assert ESC + "[" in _run(["show", TOOLS, "--color"], {}).stdout
    assert ESC not in _run(["show", TOOLS, "--no-color"], {"FORCE_COLOR": "1"}).stdout


def _archive(tmp_path: Path) -> Path:
    project = tmp_path / "projects" / "-home-me-app"
    project.mkdir(parents=True)
    (project / "s.jsonl").write_bytes((TEST_DATA / "tools.jsonl").read_bytes())
    (project / "broken.jsonl").symlink_to(project / "broken.jsonl")  # a loop: unreadable
    return tmp_path / "projects"


def test_archive_progress_stays_lines_in_a_log_even_when_colour_is_forced(tmp_path: Path):
    source = _archive(tmp_path)
    forced = _run([str(source), "-o", str(tmp_path / "out"), "-j", "1"], {"FORCE_COLOR": "1"})
    assert "pages rendered" in forced.stderr  # the plain progress lines, not a live bar
    assert "\r" not in forced.stderr and ESC + "[?25l" not in forced.stderr  # no cursor games
    assert ESC + "[" in forced.stderr  # the error label is red
    bare = _run([str(source), "-o", str(tmp_path / "out2"), "-j", "1"],
                {"FORCE_COLOR": "1", "NO_COLOR": "1"})
    assert "pages rendered" in bare.stderr and ESC not in bare.stderr
