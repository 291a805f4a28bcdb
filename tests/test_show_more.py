"""`cc2html show` and the CLI's status lines against input the show tests do not cover:
every fixture kind (IDE notices, folded notes …), control characters and lone surrogates
in every string of every fixture, and file names that carry escape sequences or markup."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cc2html.cli import app as cli
from cc2html.cli.show import show_app
from cc2html.pipeline import build
from cc2html.render.sanitize import sanitize
from helpers import FORBIDDEN, SGR, TEST_DATA, deadline, terminal_outputs

runner = CliRunner()
FIXTURES = sorted(p.name for p in TEST_DATA.glob("*.jsonl"))
CONTROLS = ["\x1b]0;title\x07", "\x1b[2J", "\x9b31m", "\x9d8;;x\x9c", "\u202e", "\u2066",
            "\x00", "\x7f", "\r", "\x08", "\ud800", "\udfff x", "\x1bP", "\x1b", "\x85",
            "\u061c", "\x1b]8;;javascript:x\x1b\\y\x1b]8;;\x1b\\", "[bold]", ":smile:"]


def _poison(value: object, key: str = "") -> object:
    if isinstance(value, dict):
        return {k: v if k in ("type", "role") else _poison(v, k) for k, v in value.items()}
    if isinstance(value, list):
        return [_poison(v, key) for v in value]
    if isinstance(value, str):
        bad = CONTROLS[(sum(map(ord, value)) + len(key)) % len(CONTROLS)]
        return f"{bad}{value}{bad}\n{bad}"
    return value


def _poisoned(fixture: str, folder: Path) -> Path:
    out = []
    for raw in (TEST_DATA / fixture).read_text(encoding="utf-8", errors="replace").splitlines():
        try:
            out.append(json.dumps(_poison(json.loads(raw))))
        except ValueError:
            out.append(raw)
    path = folder / fixture
    path.write_text("\n".join(out) + "\n", encoding="utf-8")
    return path


@pytest.mark.parametrize("fixture", FIXTURES)
def test_every_fixture_shows(fixture: str) -> None:
    """Every kind the page renders also prints (IDE notices crashed the view)."""
    result = runner.invoke(show_app, [str(TEST_DATA / fixture), "-w", "100"])
    assert result.exit_code == 0, result.output
    assert not FORBIDDEN.search(result.stdout)


def test_ide_notices_and_folded_notes_are_one_line_each() -> None:
    out = runner.invoke(show_app, [str(TEST_DATA / "user_tags.jsonl"), "-w", "200"]).stdout
    assert "[IDE opened_file: The user opened the file" in out
    assert "[System reminder:" in out


@pytest.mark.parametrize("fixture", FIXTURES)
def test_poisoned_fixture_reaches_no_terminal_raw(fixture: str, tmp_path: Path) -> None:
    doc, _, _ = build(_poisoned(fixture, tmp_path))
    for text in terminal_outputs(doc):
        text.encode("utf-8")  # a lone surrogate here would crash the real stdout
        found = FORBIDDEN.findall(SGR.sub("", text))
        assert not found, sorted({hex(ord(c)) for c in found})


def test_lone_surrogates_print(tmp_path: Path) -> None:
    src = tmp_path / "s.jsonl"
    src.write_bytes(b'{"type": "user", "uuid": "u1", "sessionId": "s", "message": {"role": '
                    b'"user", "content": "hi \\ud800 there"}}\n')
    result = runner.invoke(show_app, [str(src)])
    assert result.exit_code == 0, result.output
    assert "hi \ufffd there" in result.stdout
    assert sanitize("a\udfffb\ud83d") == "a\ufffdb\ufffd"


@pytest.mark.parametrize("command", [[], ["show"]], ids=["render", "show"])
def test_file_names_reach_the_terminal_neutralised(tmp_path: Path, command: list[str]) -> None:
    """The status line names the file: no escape sequence, no rich markup (a `[/bold]` in a
    name raised MarkupError)."""
    name = "\x1b]0;pwned\x07[bold]x[link=https:]y\u202e.jsonl"
    src = tmp_path / name
    src.write_text('{"type": "user", "message": {"content": "hi"}}\nnot json\n')
    app = show_app if command else cli.app
    result = runner.invoke(app, [str(src)] + ([] if command else ["-o", str(tmp_path / "p.html")]))
    assert result.exit_code == 0, result.output
    assert "[bold]x[link=https:]y" in result.stderr
    assert not FORBIDDEN.search(result.stderr)
    missing = runner.invoke(app, [str(tmp_path / "[/bold]\x1b[2Jgone.jsonl")])
    assert missing.exit_code == 1
    assert "[/bold]" in missing.stderr and "\x1b" not in missing.stderr


def test_code_blocks_print_within_the_highlight_limits(tmp_path: Path) -> None:
    """A fenced block in a lexer that backtracks (autoit on a run of spaces: quadratic) held
    `show` for minutes; past the page's limits (size, CPU time) it prints plain."""
    text = "See:\n\n```autoit\n" + " " * 12_000 + "done_marker\n```\n"
    src = tmp_path / "s.jsonl"
    src.write_text(json.dumps({"type": "assistant", "uuid": "a", "sessionId": "s", "message": {
        "role": "assistant", "content": [{"type": "text", "text": text}]}}) + "\n")
    with deadline(8):
        result = runner.invoke(show_app, [str(src)])
    assert result.exit_code == 0 and "done_marker" in "".join(result.stdout.split())


def test_json_summary_is_ascii(tmp_path: Path) -> None:
    """`cc2html FILE --json` printed the file name raw: C1 and bidi controls reached the
    terminal (JSON escapes only C0 when not ASCII-only)."""
    src = tmp_path / "a\x9b\u202e\x85.jsonl"
    src.write_text('{"type": "user", "message": {"content": "hi"}}\n')
    result = runner.invoke(cli.app, [str(src), "-o", str(tmp_path / "p.html"), "--json"])
    assert result.exit_code == 0, result.output
    assert not FORBIDDEN.search(result.stdout)
    assert json.loads(result.stdout)["input"] == str(src)
