"""Shell completion (typer's): `cc2html --show-completion SHELL` prints a script, the
completion it calls completes the default command's and `show`'s options, and a file named
like a completion option is still converted when given after `--`."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from cc2html.cli.app import app
from helpers import TEST_DATA

runner = CliRunner()


@pytest.fixture
def explicit_shell(monkeypatch: pytest.MonkeyPatch) -> None:
    """The shell named on the command line, not detected from the parent process (read when
    typer builds the command, so before `invoke`)."""
    monkeypatch.setenv("_TYPER_COMPLETE_TEST_DISABLE_SHELL_DETECTION", "1")


@pytest.mark.parametrize("shell", ["bash", "zsh", "fish"])
def test_show_completion_prints_the_script(explicit_shell, shell: str):
    result = runner.invoke(app, ["--show-completion", shell], prog_name="cc2html")
    assert result.exit_code == 0, result.output
    assert "_CC2HTML_COMPLETE" in result.stdout and "cc2html" in result.stdout


def test_install_completion_writes_the_script_under_home(explicit_shell, tmp_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv("HOME", str(tmp_path))
    result = runner.invoke(app, ["--install-completion", "bash"], prog_name="cc2html")
    assert result.exit_code == 0, result.output
    assert "bash completion installed" in result.stdout
    assert "_CC2HTML_COMPLETE" in (tmp_path / ".bash_completions" / "cc2html.sh").read_text()


def _complete(words: str) -> list[str]:
    """What bash would be offered for the last word of `words`."""
    cword = len(words.split()) - (0 if words.endswith(" ") else 1)
    result = runner.invoke(app, [], prog_name="cc2html", env={
        "_CC2HTML_COMPLETE": "complete_bash", "COMP_WORDS": words, "COMP_CWORD": str(cword)})
    assert result.exit_code == 0, result.output
    return result.stdout.split()


def test_completion_offers_the_default_commands_options():
    assert _complete("cc2html --re") == ["--redact", "--redact-home"]
    assert "--jobs" in _complete("cc2html ~/projects --j")


def test_completion_offers_shows_options():
    assert _complete("cc2html show s.jsonl --wi") == ["--width"]


def test_a_file_named_like_a_completion_option_is_converted(tmp_path: Path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "--show-completion").write_bytes((TEST_DATA / "tools.jsonl").read_bytes())
    result = runner.invoke(app, ["-q", "--", "--show-completion"], prog_name="cc2html")
    assert result.exit_code == 0, result.output
    assert (tmp_path / "--show-completion.html").read_text().startswith("<!DOCTYPE html>")


def test_completion_options_are_the_first_argument_only():
    """After another option they are the default command's, which has none of that name."""
    result = runner.invoke(app, ["-q", "--show-completion"], prog_name="cc2html")
    assert result.exit_code == 2 and "--show-completion" in result.stderr
