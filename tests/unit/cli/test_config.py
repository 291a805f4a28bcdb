"""The config file ($XDG_CONFIG_HOME/cc2html/config.toml): its keys become the commands'
defaults, an option on the command line wins, a bad file is one usage-error line, and
--no-config or CC2HTML_CONFIG= leaves it unread."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cc2html.cli.app import app
from cc2html.cli.config import KEYS
from cc2html.cli.exits import EXIT_USAGE
from helpers import REPO, TEST_DATA

runner = CliRunner()
HOME_LINE = {"type": "user", "uuid": "u1", "sessionId": "s", "timestamp": "2025-01-01T00:00:00Z",
             "cwd": "/home/alice/app", "message": {"role": "user",
                                                   "content": "see /home/alice/app/notes.txt"}}


@pytest.fixture
def transcript(tmp_path: Path) -> Path:
    path = tmp_path / "in" / "s.jsonl"
    path.parent.mkdir()
    path.write_text(json.dumps(HOME_LINE) + "\n")
    return path


@pytest.fixture
def config(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """Write the config file where cc2html looks by default: $XDG_CONFIG_HOME/cc2html/."""
    monkeypatch.delenv("CC2HTML_CONFIG", raising=False)
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "xdg"))

    def write(text: str) -> Path:
        path = tmp_path / "xdg" / "cc2html" / "config.toml"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
        return path
    return write


def _show(*args: str):
    return runner.invoke(app, ["show", *args], prog_name="cc2html")


def test_a_key_is_the_default_of_its_option(config, transcript: Path):
    assert "/home/alice" in _show(str(transcript)).stdout
    config("redact-home = true\n")
    shown = _show(str(transcript))
    assert shown.exit_code == 0 and "/home/alice" not in shown.stdout and "~/app" in shown.stdout


def test_the_command_line_wins(config, transcript: Path):
    config("redact-home = true\nwidth = 40\n")
    shown = _show(str(transcript), "--no-redact-home", "-w", "120")
    assert shown.exit_code == 0 and "/home/alice/app/notes.txt" in shown.stdout
    assert max(map(len, shown.stdout.splitlines())) > 40


def test_no_config_flag_and_empty_variable_leave_the_file_unread(config, transcript: Path,
                                                                 monkeypatch):
    config("not toml at all [\n")
    assert _show(str(transcript)).exit_code == EXIT_USAGE
    assert _show(str(transcript), "--no-config").exit_code == 0
    assert runner.invoke(app, [str(transcript), "-q", "--no-config"]).exit_code == 0
    monkeypatch.setenv("CC2HTML_CONFIG", "")
    assert _show(str(transcript)).exit_code == 0


def test_cc2html_config_names_another_file(tmp_path: Path, transcript: Path, monkeypatch):
    other = tmp_path / "elsewhere.toml"
    other.write_text("redact-home = true\n")
    monkeypatch.setenv("CC2HTML_CONFIG", str(other))
    assert "/home/alice" not in _show(str(transcript)).stdout
    other.unlink()  # named but missing: an error, not silently nothing
    result = _show(str(transcript))
    assert result.exit_code == EXIT_USAGE and "CC2HTML_CONFIG" in result.stderr


def test_the_default_place_without_xdg_is_home_dot_config(tmp_path: Path, transcript: Path,
                                                          monkeypatch):
    monkeypatch.delenv("CC2HTML_CONFIG", raising=False)
    monkeypatch.delenv("XDG_CONFIG_HOME", raising=False)
    monkeypatch.setenv("HOME", str(tmp_path))
    (tmp_path / ".config" / "cc2html").mkdir(parents=True)
    (tmp_path / ".config" / "cc2html" / "config.toml").write_text("redact-home = true\n")
    assert "/home/alice" not in _show(str(transcript)).stdout


def _archive(tmp_path: Path) -> Path:
    project = tmp_path / "projects" / "-home-me-app"
    project.mkdir(parents=True)
    (project / "s.jsonl").write_bytes((TEST_DATA / "tools.jsonl").read_bytes())
    return tmp_path / "projects"


def test_output_is_archive_modes_folder_only(config, tmp_path: Path, transcript: Path):
    config(f'output = "{tmp_path / "site"}"\njobs = 1\n')
    source = _archive(tmp_path)
    done = runner.invoke(app, [str(source), "-q"])
    assert done.exit_code == 0, done.output
    assert (tmp_path / "site" / "index.html").is_file()
    wins = runner.invoke(app, [str(source), "-q", "-o", str(tmp_path / "other")])
    assert wins.exit_code == 0 and (tmp_path / "other" / "index.html").is_file()
    single = runner.invoke(app, [str(transcript), "-q"])  # one file: beside it, as always
    assert single.exit_code == 0 and transcript.with_suffix(".html").is_file()
    assert not (tmp_path / "site" / "s.html").exists()


@pytest.mark.parametrize("text,words", [
    ("colour = true\n", ["unknown key 'colour'", "redact-home"]),
    ("jobs = true\n", ["'jobs' must be an integer"]),
    ("redact = \"yes\"\n", ["'redact' must be true or false"]),
    ("output = 3\n", ["'output' must be a string"]),
    ("redact = tru\n", ["not a TOML file"]),
    ("input-format = \"xml\"\n", ["--input-format"]),
    ("width = 5\n", ["--width"]),
], ids=["unknown-key", "bool-for-int", "string-for-bool", "int-for-string", "not-toml",
        "bad-value", "out-of-range"])
def test_a_bad_config_is_one_usage_error_line(config, transcript: Path, text: str,
                                              words: list[str]):
    path = config(text)
    result = _show(str(transcript))
    assert result.exit_code == EXIT_USAGE
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: "), result.stderr
    for word in words:
        assert word in lines[0]
    assert str(path) in lines[0]  # the file is named, whichever check failed


def test_help_and_version_work_with_a_broken_config(config):
    config("[[[\n")
    assert runner.invoke(app, ["--help"]).exit_code == 0
    assert runner.invoke(app, ["show", "--help"]).exit_code == 0
    assert runner.invoke(app, ["--version"]).exit_code == 0


def test_every_key_names_an_existing_option():
    """Keys are the long options' names; none is invented."""
    result = runner.invoke(app, ["--help"], env={"COLUMNS": "200"}).stdout
    result += runner.invoke(app, ["show", "--help"], env={"COLUMNS": "200"}).stdout
    for key in KEYS:
        assert f"--{key}" in result, key


def test_no_config_file_reads_no_toml(tmp_path: Path):
    """Without a file the TOML reader is not even imported (startup stays light)."""
    probe = ("import sys\nfrom cc2html.cli.app import main\n"
             "sys.argv = ['cc2html', 'show', 'nope.jsonl']\n"
             "try:\n    main()\nexcept SystemExit:\n    pass\n"
             "print('tomllib' in sys.modules or 'tomli' in sys.modules)\n")
    env = {**os.environ, "PYTHONPATH": str(REPO / "src"), "XDG_CONFIG_HOME": str(tmp_path)}
    env.pop("CC2HTML_CONFIG", None)
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                          env=env, timeout=60, cwd=tmp_path)
    assert done.stdout.strip() == "False", done.stderr


def test_redact_in_the_config_masks_the_page_and_no_redact_wins(config, tmp_path: Path):
    key = "sk-" + "ant-" + "api03-" + "R5" * 15
    line = {**HOME_LINE, "message": {"role": "user", "content": f"my key is {key}"}}
    source = tmp_path / "k.jsonl"
    source.write_text(json.dumps(line) + "\n")
    config("redact = true\n")
    page = tmp_path / "k.html"
    assert runner.invoke(app, [str(source), "-q", "-o", str(page)]).exit_code == 0
    assert key not in page.read_text()
    assert runner.invoke(app, [str(source), "-q", "-o", str(page), "--no-redact"]).exit_code == 0
    assert key in page.read_text()
