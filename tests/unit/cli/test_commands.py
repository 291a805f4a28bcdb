"""The declared command line: a default command (`cc2html FILE`, `cc2html DIR`, `cc2html`),
the `show` subcommand, options declared once, exit codes defined once, a light `--help`."""

from __future__ import annotations

import ast
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
import typer
from typer.testing import CliRunner

from cc2html.cli import exits
from cc2html.cli.app import app
from helpers import REPO, TEST_DATA

runner = CliRunner()
SRC = REPO / "src" / "cc2html"


def _command(name: str):
    group = typer.main.get_command(app)
    return group, group.commands[name]


def test_show_forget_watch_and_schema_are_the_declared_subcommands_and_render_the_default():
    group, _ = _command("render")
    assert group.list_commands(None) == ["show", "forget", "watch", "schema", "survey", "ci",
                                         "secrets", "publish"]  # the default has no name to type


def test_options_may_come_before_the_file(tmp_path: Path):
    out = tmp_path / "p.html"
    result = runner.invoke(app, ["-q", "-o", str(out), str(TEST_DATA / "tools.jsonl")])
    assert result.exit_code == 0, result.output
    assert out.read_text().startswith("<!DOCTYPE html>")


def test_no_argument_is_the_default_projects_folder(tmp_path: Path, monkeypatch):
    project = tmp_path / ".claude" / "projects" / "-home-me-app"
    project.mkdir(parents=True)
    (project / "s.jsonl").write_bytes((TEST_DATA / "tools.jsonl").read_bytes())
    monkeypatch.setenv("HOME", str(tmp_path))
    result = runner.invoke(app, ["-q", "-j", "1"])
    assert result.exit_code == 0, result.output
    assert (tmp_path / ".claude" / "projects-html" / "index.html").is_file()


@pytest.mark.parametrize("args", [["./show"], ["--", "show"], ["-q", "show"]],
                         ids=["dot-slash", "double-dash", "after-an-option"])
def test_a_file_named_show_is_converted(tmp_path: Path, monkeypatch, args: list[str]):
    """Only a first argument `show` is the subcommand; `./show` or `--` names the file."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "show").write_bytes((TEST_DATA / "tools.jsonl").read_bytes())
    result = runner.invoke(app, args)
    assert result.exit_code == 0, result.output
    assert (tmp_path / "show.html").read_text().startswith("<!DOCTYPE html>")


def test_a_file_named_render_is_converted(tmp_path: Path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "render").write_bytes((TEST_DATA / "tools.jsonl").read_bytes())
    assert runner.invoke(app, ["render", "-q"]).exit_code == 0
    assert (tmp_path / "render.html").is_file()


def test_show_alone_is_a_usage_error():
    result = runner.invoke(app, ["show"], prog_name="cc2html")
    assert result.exit_code == exits.EXIT_USAGE and "cc2html show" in result.output


def test_help_and_errors_name_the_program_not_the_default_command():
    helped = runner.invoke(app, ["--help"], prog_name="cc2html")
    assert helped.exit_code == 0
    assert "Usage: cc2html [OPTIONS]" in helped.stdout and "cc2html render" not in helped.stdout
    assert "cc2html show FILE" in helped.stdout  # the subcommand is mentioned
    wrong = runner.invoke(app, ["--no-such-option"], prog_name="cc2html")
    assert wrong.exit_code == exits.EXIT_USAGE and "render" not in wrong.output
    shown = runner.invoke(app, ["show", "-h"], prog_name="cc2html")
    assert shown.exit_code == 0 and "Usage: cc2html show [OPTIONS]" in shown.stdout


@pytest.mark.parametrize("option", ["--redact", "--redact-home", "--input-format"])
def test_shared_options_are_the_same_on_both_commands(option: str):
    _, render = _command("render")
    _, show = _command("show")
    mine = [next(p for p in cmd.params if option in p.opts) for cmd in (render, show)]
    assert mine[0].help == mine[1].help and mine[0].default == mine[1].default


@pytest.mark.parametrize("command", [[], ["show"]], ids=["render", "show"])
def test_a_bad_input_format_is_a_usage_error(command: list[str]):
    result = runner.invoke(app, [*command, str(TEST_DATA / "tools.jsonl"), "--input-format", "xml"])
    assert result.exit_code == exits.EXIT_USAGE
    assert "--input-format" in result.output and "stream-json" in result.output


def _exit_constants(path: Path) -> list[str]:
    """Names bound at module level that look like exit codes (EXIT_…) or a tuple of them."""
    found = []
    for node in ast.parse(path.read_text()).body:
        targets = node.targets if isinstance(node, ast.Assign) else (
            [node.target] if isinstance(node, ast.AnnAssign) else [])
        for target in targets:
            names = target.elts if isinstance(target, ast.Tuple) else [target]
            found += [n.id for n in names if isinstance(n, ast.Name) and "EXIT" in n.id.upper()]
    return found


def test_exit_codes_are_defined_once():
    defined = {str(p.relative_to(SRC)): _exit_constants(p) for p in SRC.rglob("*.py")}
    assert {k: v for k, v in defined.items() if v} == {
        "cli/exits.py": ["EXIT_OK", "EXIT_UNREADABLE", "EXIT_USAGE", "EXIT_STRICT",
                         "EXIT_INTERRUPTED"]}


def test_the_docs_list_every_exit_code():
    usage = (REPO / "docs" / "usage.md").read_text(encoding="utf-8")
    table = usage.split("\n## Exit codes", 1)[1].split("\n\n", 2)[1]
    listed = [int(m) for m in re.findall(r"^\| (\d+) \|", table, re.M)]
    codes = sorted(v for k, v in vars(exits).items() if k.startswith("EXIT_"))
    assert listed == codes == [0, 1, 2, 3, 130]


def _modules_loaded_by(argv: list[str], cwd: Path | None = None,
                       succeeds: bool = False) -> set[str]:
    """The cc2html modules a fresh process has imported after `cc2html *argv`."""
    ending = "    assert not exc.code, exc.code\n" if succeeds else "    pass\n"
    probe = ("import sys\nfrom cc2html.cli.app import main\n"
             f"sys.argv = ['cc2html', *{argv!r}]\n"
             "try:\n    main()\nexcept SystemExit as exc:\n" + ending +
             "print('MODULES', ' '.join(sorted(m for m in sys.modules if m.startswith('cc2html'))))\n")
    env = {**os.environ, "PYTHONPATH": str(REPO / "src")}
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                          env=env, timeout=60, cwd=cwd)
    assert not succeeds or done.returncode == 0, done.stderr
    return set(done.stdout.rpartition("MODULES ")[2].split())


@pytest.mark.parametrize("args", [["--help"], ["show", "--help"], ["--version"]])
def test_startup_does_not_load_the_pipeline(args: list[str]):
    """`--help` and `--version` load neither the pipeline, the terminal view nor folder mode
    (each costs tens of milliseconds before the first line appears)."""
    loaded = _modules_loaded_by(args)
    assert "cc2html.cli.app" in loaded
    heavy = {"cc2html.pipeline", "cc2html.render.to_terminal.terminal", "cc2html.cli.archive",
             "cc2html.archive.build", "cc2html.cli.show", "cc2html.cli.single",
             "cc2html.tree.build"}
    assert loaded.isdisjoint(heavy), sorted(loaded & heavy)


@pytest.mark.parametrize("args", [[], ["--json"], ["--json", "--redact", "--redact-home"],
                                  ["--format", "md", "--json"], ["-o", "-"]])
def test_one_file_loads_nothing_of_folder_mode(tmp_path: Path, args: list[str]):
    """`cc2html FILE` converts through the pipeline alone: no module of archive/ (folder
    mode) or watch/ is imported, --json and masking included (their path tidying lives in
    options.py)."""
    source = tmp_path / "s.jsonl"
    source.write_bytes((TEST_DATA / "sidechain.jsonl").read_bytes())
    loaded = _modules_loaded_by([str(source), "-q", *args], cwd=tmp_path, succeeds=True)
    assert {"cc2html.pipeline", "cc2html.cli.single"} <= loaded
    folder_mode = sorted(m for m in loaded if m.split(".")[1:2] in (["archive"], ["watch"]))
    assert folder_mode == []
