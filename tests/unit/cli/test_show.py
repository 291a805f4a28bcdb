"""`cc2html show`: the terminal view, its CLI, and hostile escape sequences (seed 002)."""

from __future__ import annotations

import io
import json
import re
import sys
from pathlib import Path

import pytest
from rich.console import Console
from typer.testing import CliRunner

from cc2html.cli import app as cli
from cc2html.pipeline import build
from cc2html.render.text.sanitize import sanitize
from cc2html.render.to_terminal.terminal import document_renderables
from cc2html.tree.stats import document_stats
from helpers import TEST_DATA

runner = CliRunner()
SID = "11111111-2222-4333-8444-555555555555"
SGR = re.compile(r"\x1b\[[0-9;]*m")

# every way a transcript could try to drive the terminal
HOSTILE = {
    "clear": "before\x1b[2J\x1b[Hafter",
    "osc8": "\x1b]8;;https://evil.example/\x1b\\click me\x1b]8;;\x1b\\",
    "osc8_bel": "\x1b]8;;https://evil.example/\x07bel link\x1b]8;;\x07",
    "osc52": "\x1b]52;c;cm0gLXJmIH4=\x07copied",
    "title": "\x1b]0;pwned title\x07shown",
    "bell": "ding\x07\x07",
    "c1_csi": "c1\x9b2Jcsi",
    "c1_osc": "c1\x9d8;;https://evil.example/\x9clink",
    "cr": "rm -rf / # harmless\rls -la            ",
    "backspace": "safe\x08\x08\x08\x08evil",
    "dcs": "\x1bP1$qm\x1b\\dcs",
    "reset": "\x1bcreset",
    "bidi": "access\u202eevil\u202c",
    "markup": "[bold red]not markup[/] :smile:",
}
FORBIDDEN = ("\x1b", "\x07", "\x9b", "\x9d", "\x9c", "\x90", "\r", "\x08", "\u202e")


def hostile_transcript(tmp_path: Path) -> Path:
    text = "\n".join(f"{k}: {v}" for k, v in HOSTILE.items())
    lines = [
        {"type": "user", "sessionId": SID, "uuid": "u1", "message": {"role": "user",
                                                                   "content": text}},
        {"type": "assistant", "sessionId": SID, "uuid": "a1", "message": {
            "role": "assistant", "model": "m\x1b[2J", "content": [
                {"type": "thinking", "thinking": text},
                {"type": "text", "text": "# Heading\n\n" + text + "\n\n```\n" + text + "\n```"},
                {"type": "tool_use", "id": "t1", "name": "Bash\x1b]0;x\x07",
                 "input": {"command": HOSTILE["osc52"] + HOSTILE["cr"]}}]}},
        {"type": "user", "sessionId": SID, "uuid": "u2", "message": {"role": "user", "content": [
            {"type": "tool_result", "tool_use_id": "t1", "is_error": True,
             "content": HOSTILE["clear"] + HOSTILE["osc8"]}]}},
        {"type": "system", "sessionId": SID, "uuid": "s1", "content": text, "level": "warning"},
        {"type": "mystery\x1b[2J", "sessionId": SID, "uuid": "x1"},
    ]
    path = tmp_path / "hostile.jsonl"
    path.write_text("".join(json.dumps(x) + "\n" for x in lines), encoding="utf-8")
    return path


def hostile_stream(tmp_path: Path) -> Path:
    text = " ".join(HOSTILE.values())
    lines = [
        {"type": "system", "subtype": "init", "session_id": SID, "model": text, "cwd": text,
         "tools": [text], "mcp_servers": [{"name": text, "status": text}]},
        {"type": "user", "session_id": SID, "message": {"role": "user", "content": text}},
        {"type": "assistant", "session_id": SID, "message": {"role": "assistant", "content": [
            {"type": "tool_use", "id": "ag", "name": "Agent",
             "input": {"description": text, "prompt": text}}]}},
        {"type": "system", "subtype": "task_started", "session_id": SID, "task_id": "t",
         "tool_use_id": "ag", "description": text},
        {"type": "system", "subtype": "task_notification", "session_id": SID, "task_id": "t",
         "tool_use_id": "ag", "status": "completed", "summary": text},
        {"type": "system", "subtype": "hook_response", "session_id": SID, "hook_name": text,
         "stdout": text, "outcome": "error"},
        {"type": "rate_limit_event", "session_id": SID,
         "rate_limit_info": {"status": text}},
        {"type": "result", "subtype": text, "session_id": SID, "result": text},
    ]
    path = tmp_path / "hostile_stream.jsonl"
    path.write_text("".join(json.dumps(x) + "\n" for x in lines), encoding="utf-8")
    return path


def render_terminal(path: Path, width: int = 100) -> str:
    """Render as to a colour terminal (the worst case: styles are on)."""
    buf = io.StringIO()
    console = Console(file=buf, width=width, force_terminal=True, color_system="truecolor",
                      markup=False, emoji=False, highlight=False)
    doc, _, _ = build(path)
    for renderable in document_renderables(doc, document_stats(doc)):
        console.print(renderable)
    return buf.getvalue()


# --------------------------------------------------------------------------- sanitising


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_sanitize_neutralises(name):
    out = sanitize(HOSTILE[name])
    assert not any(ch in out for ch in FORBIDDEN), repr(out)


def test_sanitize_keeps_the_words():
    assert sanitize(HOSTILE["osc8"]) == "click me"
    assert sanitize(HOSTILE["clear"]) == "beforeafter"
    assert "ls -la" in sanitize(HOSTILE["cr"]) and "rm -rf" in sanitize(HOSTILE["cr"])
    assert sanitize("ding\x07") == "ding\u2407"  # visible, not rung
    assert sanitize("a\tb\nc") == "a\tb\nc"


@pytest.mark.parametrize("make", [hostile_transcript, hostile_stream])
def test_no_raw_sequence_reaches_a_colour_terminal(tmp_path: Path, make):
    out = render_terminal(make(tmp_path))
    plain = SGR.sub("", out)  # rich's own colours are the only escapes allowed
    bad = [ch for ch in FORBIDDEN if ch in plain]
    assert not bad, [repr(b) for b in bad]
    assert "]8;" not in plain and "]52;" not in plain


@pytest.mark.parametrize("make", [hostile_transcript, hostile_stream])
def test_piped_output_has_no_escape_codes(tmp_path: Path, make):
    result = runner.invoke(cli.app, ["show", str(make(tmp_path))])
    assert result.exit_code == 0, result.output
    assert not any(ch in result.stdout for ch in FORBIDDEN)
    assert "click me" in result.stdout
    assert "[bold red]not markup[/] :smile:" in result.stdout  # printed, not interpreted


# --------------------------------------------------------------------------- the view


def test_stream_json_view():
    result = runner.invoke(cli.app, ["show", str(TEST_DATA / "sdk_turns.jsonl"), "--width", "100"])
    assert result.exit_code == 0, result.output
    out = result.stdout
    for text in ("User:", "Assistant:", "Bash  ls -la .widgets  ✓", "Skill  widgets",
                 "✗ denied", "(interrupted)", "System: Result — success",
                 "MCP servers", "tracker (needs-auth)", "Context (skill-body)",
                 "Not shown: stream_event ×2"):
        assert text in out, text
    assert "\x1b" not in out


def test_subagent_summary_and_notices():
    out = runner.invoke(cli.app, ["show", str(TEST_DATA / "sdk_subagent.jsonl"), "-w", "200"]).stdout
    assert "↳ subagent: Check widgets folder contents · completed" in out
    assert "System: Rate limit — allowed" in out
    out = runner.invoke(cli.app, ["show", str(TEST_DATA / "sdk_notices.jsonl"), "-w", "200"]).stdout
    assert "System: API retry — attempt 2 of 10" in out
    assert "System: Hook — prettier-check (PostToolUse) response: error" in out


def test_transcript_view_and_records_without_text():
    out = runner.invoke(cli.app, ["show", str(TEST_DATA / "tools.jsonl")]).stdout
    assert "User:" in out and "⏺" in out
    out = runner.invoke(cli.app, ["show", str(TEST_DATA / "summary_title.jsonl")]).stdout
    assert out.strip()


def test_width_is_respected():
    out = runner.invoke(cli.app, ["show", str(TEST_DATA / "sdk_turns.jsonl"), "-w", "40"]).stdout
    assert max(len(line) for line in out.splitlines()) <= 40


def test_exit_codes(tmp_path: Path):
    assert runner.invoke(cli.app, ["show", str(tmp_path / "none.jsonl")]).exit_code == 1
    assert runner.invoke(cli.app, ["show", str(tmp_path)]).exit_code == 2
    assert runner.invoke(cli.app, ["show", str(TEST_DATA / "tools.jsonl"),
                                    "--input-format", "nope"]).exit_code == 2
    assert runner.invoke(cli.app, ["show"]).exit_code == 2


def test_main_dispatches_show_and_keeps_render(tmp_path: Path, monkeypatch, capsys):
    monkeypatch.setattr(sys, "argv", ["cc2html", "show", str(TEST_DATA / "sdk_turns.jsonl")])
    with pytest.raises(SystemExit) as done:
        cli.main()
    assert done.value.code == 0
    assert "Assistant:" in capsys.readouterr().out
    out = tmp_path / "page.html"
    monkeypatch.setattr(sys, "argv", ["cc2html", str(TEST_DATA / "sdk_turns.jsonl"),
                                      "-o", str(out), "-q"])
    with pytest.raises(SystemExit) as done:
        cli.main()
    assert done.value.code == 0 and "Session setup" in out.read_text()


def test_render_input_format_option(tmp_path: Path):
    out = tmp_path / "p.html"
    result = runner.invoke(cli.app, [str(TEST_DATA / "sdk_turns.jsonl"), "-o", str(out),
                                     "--input-format", "stream-json"])
    assert result.exit_code == 0 and "Session setup" in out.read_text()
    assert runner.invoke(cli.app, [str(TEST_DATA / "sdk_turns.jsonl"),
                                   "--input-format", "xml"]).exit_code == 2


def test_interrupted_answer_in_a_transcript(tmp_path: Path):
    lines = [
        {"type": "user", "sessionId": SID, "uuid": "u1",
         "message": {"role": "user", "content": "Explain the build"}},
        {"type": "assistant", "sessionId": SID, "uuid": "a1",
         "message": {"role": "assistant", "content": [{"type": "text", "text": "The build"}]}},
        {"type": "user", "sessionId": SID, "uuid": "u2", "message": {
            "role": "user", "content": [{"type": "text", "text": "[Request interrupted by user]"}]}},
    ]
    path = tmp_path / "t.jsonl"
    path.write_text("".join(json.dumps(x) + "\n" for x in lines))
    out = runner.invoke(cli.app, ["show", str(path)]).stdout
    assert out.index("The build") < out.index("(interrupted)")
    assert "[Request interrupted" not in out
