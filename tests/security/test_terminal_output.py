"""What reaches a terminal: `cc2html show`, the CLI's status lines and `-o -` on a terminal
never pass a transcript's control characters, escape sequences, bidi controls or lone
surrogates through raw (helpers.FORBIDDEN); they are shown as markers.
"""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cc2html.cli import app as cli
from cc2html.pipeline import build, convert
from cc2html.render.to_html.html import PageRenderer
from cc2html.render.text.sanitize import sanitize

from helpers import FORBIDDEN, SGR, TEST_DATA, terminal_outputs
from hostile import terminal_text

runner = CliRunner()
FIXTURES = sorted(p.name for p in TEST_DATA.glob("*.jsonl"))
SID = "s3"


def test_terminal_markdown_character_references(tmp_path: Path) -> None:
    """Hole: `&#x202e;` in an answer printed a raw RLO (and `&#13;` a carriage return):
    the source was cleaned, then rich's markdown-it decoded the references. Every parsed
    token is cleaned now: text, link targets and titles, code-fence info, table cells."""
    refs = "&#x202e; &#X2066; &#8238; &#13; &#x0c; &#x85; &#x1b;[2J &#1;"
    text = (f"plain {refs}\n\n*em {refs}* [link {refs}](http://a/{refs} \"title {refs}\") "
            f"![img {refs}](http://a/&#x202e;.png)\n\n```py{refs}\nx\n```\n\n| h {refs} |\n|--|\n"
            f"| c {refs} |\n\n[ref][r]\n\n[r]: http://b/&#x202e; \"t &#x202e;\"\n\n# head &#x202e;")
    src = tmp_path / "s.jsonl"
    src.write_text(json.dumps({"type": "assistant", "uuid": "a", "sessionId": SID, "message": {
        "role": "assistant", "content": [{"type": "text", "text": text}]}}) + "\n")
    shown = terminal_text(src)
    found = FORBIDDEN.findall(shown)
    assert not found, sorted({hex(ord(c)) for c in found})
    assert "<U+202E>" in shown and "<U+2066>" in shown  # shown, not dropped
    result = runner.invoke(cli.app, ["show", str(src), "-w", "120"])
    assert result.exit_code == 0 and not FORBIDDEN.search(result.stdout)


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
    result = runner.invoke(cli.app, ["show", str(src)])
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
    result = runner.invoke(cli.app, command + [str(src)]
                           + ([] if command else ["-o", str(tmp_path / "p.html")]))
    assert result.exit_code == 0, result.output
    assert "[bold]x[link=https:]y" in result.stderr
    assert not FORBIDDEN.search(result.stderr)
    missing = runner.invoke(cli.app, command + [str(tmp_path / "[/bold]\x1b[2Jgone.jsonl")])
    assert missing.exit_code == 1
    assert "[/bold]" in missing.stderr and "\x1b" not in missing.stderr


# --------------------------------------------------------------------------- -o - on a terminal


class _Tty(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_page_on_a_terminal_is_neutralised(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Hole: `cc2html FILE -o -` in a terminal printed the page with the transcript's escape
    sequences raw (an OSC 52 clipboard write, a window title, a screen clear in a prompt or a
    title). On a terminal they are neutralised; piped, the page is the file's, byte for byte."""
    src = tmp_path / "s.jsonl"
    src.write_text(json.dumps({"type": "user", "uuid": "u", "sessionId": SID, "message": {
        "role": "user", "content": "a \x1b]52;c;cHduZWQ=\x07 b \x1b]0;PWNED\x07 c \x1b[2J "
                                   "d \x9d0;x\x9c e \x07\x08"}}) + "\n")
    tty = _Tty()
    monkeypatch.setattr("sys.stdout", tty)
    convert(src, None, PageRenderer())  # what `-o -` runs
    shown = tty.getvalue()
    # the page itself shows each control as a marker (render/text/controls.py): "␛]0;PWNED␇" is text
    assert "<title>" in shown and "\x1b]0;PWNED" not in shown and "␛]0;PWNED␇" in shown
    assert not FORBIDDEN.search(shown), sorted({hex(ord(c)) for c in FORBIDDEN.findall(shown)})
    piped = runner.invoke(cli.app, [str(src), "-o", "-"]).stdout
    file = tmp_path / "p.html"
    convert(src, file, PageRenderer())
    assert piped == file.read_text(encoding="utf-8") and "␛]52;" in piped
