"""`--help` shows a flag as a flag (`--quiet`), never with a value's metavar (`<bool>`),
for the default command, archive mode and `show`."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import typer
from typer.testing import CliRunner

from cc2html.cli.app import app

runner = CliRunner()
WIDE = {"COLUMNS": "200", "TERMINAL_WIDTH": "200"}  # one row per option


def _flags(command_name: str) -> list[str]:
    """The long names of every flag `command_name` takes, --help included."""
    group = typer.main.get_command(app)
    command = group.commands[command_name]
    ctx = typer.Context(command, info_name=command_name)
    return [name for param in command.get_params(ctx) if getattr(param, "is_flag", False)
            for name in [*param.opts, *param.secondary_opts] if name.startswith("--")]


@pytest.mark.parametrize("args,command", [
    (["--help"], "render"), (["-h"], "render"), (["DIR", "--help"], "render"),
    (["show", "--help"], "show")], ids=["render", "render-short", "archive-mode", "show"])
def test_flags_print_without_a_value_metavar(tmp_path: Path, args: list[str], command: str):
    args = [str(tmp_path) if a == "DIR" else a for a in args]
    result = runner.invoke(app, args, prog_name="cc2html", env=WIDE)
    assert result.exit_code == 0, result.output
    assert "<bool>" not in result.stdout and "BOOLEAN" not in result.stdout
    flags = _flags(command)
    assert {"--help", "--redact", "--redact-home"} <= set(flags)
    for flag in flags:
        row = next(line for line in result.stdout.splitlines() if re.search(
            rf"(^|\s){re.escape(flag)}(\s|$)", line))
        after = row.split(flag, 1)[1]
        assert not re.match(r"\s*(-\S+\s+)*<", after), row  # no <type> after the names


def test_options_that_take_a_value_still_show_it():
    result = runner.invoke(app, ["--help"], prog_name="cc2html", env=WIDE)
    assert re.search(r"--output\s+-o\s+<path>", result.stdout)
    assert re.search(r"--jobs\s+-j\s+<int>", result.stdout)


def test_the_main_help_names_every_command():
    """`cc2html --help` is the default command's help; it still lists each subcommand,
    read from the group, so a user finds `watch`, `forget` and `schema` there."""
    group = typer.main.get_command(app)
    names = [name for name in group.commands if name != "render"]
    assert {"show", "watch", "forget", "schema"} <= set(names)
    for plain in ({**WIDE}, {**WIDE, "TERM": "dumb", "NO_COLOR": "1"}):
        result = runner.invoke(app, ["--help"], prog_name="cc2html", env=plain)
        assert result.exit_code == 0, result.output
        for name in names:
            assert f"cc2html {name}:" in result.stdout, name
