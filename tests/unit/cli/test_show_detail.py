"""`cc2html show --detail`: `full` expands each tool call (its input as a diff or command,
its result once: render/to_terminal/terminal_calls.py); `conversation` and `prompts`
select as render/detail.py does; the header states duration, prompts and cost. Each call's
line is numbered (`⏺ #N Tool …`) and `--call N` shows that call alone, expanded."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from cc2html.cli import app as cli
from helpers import TEST_DATA, call_lines

runner = CliRunner()
TOOLS = str(TEST_DATA / "tools.jsonl")


def show(*args: str) -> str:
    result = runner.invoke(cli.app, ["show", *args, "--no-pager", "-w", "120"])
    assert result.exit_code == 0, result.output
    return result.stdout


def test_full_shows_a_calls_diff_command_and_output():
    out = show(TOOLS, "--detail", "full")
    assert "-print('hi')" in out and "+print('hello')" in out  # the Edit's diff
    assert "$ ls -la src | head" in out  # the command
    assert "-rw-r--r--  1 dev dev  120 main.py" in out  # its output
    assert "def main():" in out  # a Read's lines
    assert out.count("has been updated") == 1  # the result once, not its raw text too


def test_the_default_keeps_one_line_per_call():
    out = show(TOOLS)
    assert "+print('hello')" not in out and "⏺ #4 Edit" in out


def test_prompts_and_conversation_levels():
    prompts = show(TOOLS, "--detail", "prompts")
    assert "Look around and make the edit." in prompts and "Assistant:" not in prompts
    conversation = show(TOOLS, "--detail", "conversation")
    assert "Assistant:" in conversation and "⏺ #4 Edit" in conversation  # numbered as in full


def test_the_header_gives_duration_prompts_and_cost():
    out = show(TOOLS, "--detail", "full")
    for label, value in (("Duration", "13s"), ("Prompts", "1"), ("Cost", "$0.0051")):
        assert any(line.strip("│ ").startswith(label) and value in line
                   for line in out.splitlines()), label


def test_an_unknown_level_is_a_usage_error():
    result = runner.invoke(cli.app, ["show", TOOLS, "--detail", "everything"])
    assert result.exit_code == 2


def test_expanded_calls_print_no_escape_sequences(tmp_path):
    src = tmp_path / "s.jsonl"
    lines = call_lines(1, "Bash", {"command": "echo \x1b]52;c;eA==\x07x"},
                       "\x1b[2Jcleared\x1b]8;;https://evil.example/\x1b\\link")
    src.write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")
    for colour in ("--color", "--no-color"):
        out = show(str(src), "--detail", "full", colour)
        assert "cleared" in out and "link" in out
        assert "\x1b]" not in out and "\x1b[2J" not in out and "\x07" not in out


def test_call_n_shows_one_calls_diff_or_output_alone():
    """Issue 33: a call's diff or output from the terminal: the line's #N, then --call N."""
    lines = show(TOOLS)
    assert "⏺ #1 Bash  ls -la src | head" in lines and "⏺ #4 Edit  main.py" in lines
    edit = show(TOOLS, "--call", "4")
    assert edit.splitlines()[0].strip().startswith("⏺ #4 Edit  main.py")
    assert "-print('hi')" in edit and "+print('hello')" in edit  # the diff
    assert "User:" not in edit and "Session" not in edit and "#1" not in edit  # that call only
    bash = show(TOOLS, "--call", "1")
    assert "$ ls -la src | head" in bash and "-rw-r--r--  1 dev dev  120 main.py" in bash


def test_a_call_number_the_view_has_not_is_a_usage_error():
    result = runner.invoke(cli.app, ["show", TOOLS, "--call", "99", "--no-pager"])
    assert result.exit_code == 2
    assert "no call #99" in result.stderr and "(#1 to #" in result.stderr
    result = runner.invoke(cli.app, ["show", TOOLS, "--call", "0", "--no-pager"])
    assert result.exit_code == 2  # numbers start at 1


def test_help_documents_call():
    result = runner.invoke(cli.app, ["show", "--help"], env={"COLUMNS": "200"})
    assert "--call" in result.stdout and "#N" in result.stdout
