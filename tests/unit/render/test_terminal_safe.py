"""One function makes untrusted text safe for a terminal (render/text/sanitize.py), and every
line the commands print on stderr goes through it: file names and error texts included."""

from __future__ import annotations

import re
import sys
import unicodedata
from pathlib import Path

import pytest
from hypothesis import given, strategies as st
from typer.testing import CliRunner

from cc2html.cli.app import app
from cc2html.render.text.sanitize import sanitize
from helpers import TEST_DATA

runner = CliRunner()
KEPT_FORMAT = {"\u200c", "\u200d"}  # zero-width (non-)joiner: spell words, join emoji
#: what may never reach a terminal raw: C0 (but tab, newline), DEL, C1, lone surrogates,
#: invisible format characters (bidi controls among them) and line/paragraph separators
RAW = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\ud800-\udfff\u2028\u2029]")


def _unsafe(text: str, single_line: bool = False) -> list[str]:
    found = RAW.findall(text) + [c for c in text if unicodedata.category(c) == "Cf"
                                 and c not in KEPT_FORMAT]
    return found + [c for c in text if single_line and c in "\t\n"]


@pytest.mark.parametrize("raw, shown", [
    ("a\x1b[31mred\x1b[0m", "ared"),  # ESC: a colour sequence goes, payload and all
    ("\x1b]52;c;cGF3bmVk\x07x", "x"),  # OSC 52 clipboard write
    ("\x1b]8;;https://evil\x1b\\link\x1b]8;;\x1b\\", "link"),  # OSC 8 hyperlink
    ("lone \x1b", "lone "),  # an ESC at the end is an escape cut short: removed too
    ("ding\x07 nul\x00", "ding\u2407 nul\u2400"),  # C0
    ("a\x9b2Jb", "ab"),  # C1 CSI: a screen clear, removed like ESC [
    ("a\x85b", "a\\x85b"),  # other C1 controls are shown
    ("a\x7fb", "a\u2421b"),  # DEL
    ("abc\u202edef \u2066x", "abc<U+202E>def <U+2066>x"),  # bidi override and isolate
    ("pass\u200bword\ufeff", "pass<U+200B>word<U+FEFF>"),  # invisible format characters
    ("tag\U000e0041", "tag<U+E0041>"),  # tag characters (hidden ASCII)
    ("a\u2028b", "a<U+2028>b"),
    ("a\udc80b\ud83d", "a\ufffdb\ufffd"),  # lone surrogates
    ("\U0001f468\u200d\U0001f469", "\U0001f468\u200d\U0001f469"),  # an emoji sequence
    ("a\tb\nc\r\nd\re", "a\tb\nc\nd\ne"),  # tabs and newlines kept; no overwriting CR
])
def test_what_reaches_the_terminal(raw: str, shown: str):
    assert sanitize(raw) == shown


def test_a_single_line_shows_its_line_breaks_and_tabs():
    assert sanitize("a\tb\nc\r\nd\re", single_line=True) == "a\u2409b\u240ac\u240d\u240ad\u240de"
    assert sanitize(None) == "" and sanitize(3) == "3"


def test_every_invisible_format_character_is_marked():
    """The class in sanitize.py against this Python's Unicode tables."""
    invisible = [chr(c) for c in range(sys.maxunicode + 1)
                 if unicodedata.category(chr(c)) == "Cf" and chr(c) not in KEPT_FORMAT]
    assert [c for c in invisible if sanitize(c) == c] == []


@given(st.text(st.characters(codec=None, exclude_categories=())))
def test_nothing_unsafe_survives(text: str):
    assert _unsafe(sanitize(text)) == []
    assert _unsafe(sanitize(text, single_line=True), single_line=True) == []


HOSTILE = "a\x1b]0;pwned\x07\nwrote ~x \x1b[2J\u202e[bold]\u200b\tz.jsonl"
SHOWN = "a\u240awrote ~x <U+202E>[bold]<U+200B>\u2409z.jsonl"


def _lines_unsafe(stderr: str) -> list[str]:
    return [c for line in stderr.split("\n") for c in _unsafe(line, single_line=True)]


def _hostile(tmp_path: Path) -> Path:
    src = tmp_path / HOSTILE
    src.write_text((TEST_DATA / "tools.jsonl").read_text() + "not json\n")
    return src


def test_render_status_lines(tmp_path: Path):
    src = _hostile(tmp_path)
    result = runner.invoke(app, [str(src), "-o", str(tmp_path / "p.html")])
    assert result.exit_code == 0, result.output
    assert f"{SHOWN}: 1 line skipped" in result.stderr and _lines_unsafe(result.stderr) == []
    missing = runner.invoke(app, [str(tmp_path / ("gone" + HOSTILE))])
    assert missing.exit_code == 1 and SHOWN in missing.stderr
    assert missing.stderr.count("\n") == 1 and _lines_unsafe(missing.stderr) == []


def test_show_status_and_error_lines(tmp_path: Path):
    result = runner.invoke(app, ["show", str(_hostile(tmp_path))])
    assert result.exit_code == 0 and f"{SHOWN}: 1 line skipped" in result.stderr
    missing = runner.invoke(app, ["show", str(tmp_path / ("gone" + HOSTILE))])
    assert missing.exit_code == 1 and SHOWN in missing.stderr
    assert missing.stderr.startswith("error: ") and missing.stderr.count("\n") == 1


def test_archive_status_lines(tmp_path: Path):
    project = tmp_path / "projects" / "p"
    project.mkdir(parents=True)
    (project / "s.jsonl").write_bytes((TEST_DATA / "tools.jsonl").read_bytes())
    out = tmp_path / HOSTILE
    result = runner.invoke(app, [str(tmp_path / "projects"), "-o", str(out), "-j", "1"])
    assert result.exit_code == 0, result.output
    opened = next(line for line in result.stderr.splitlines() if line.startswith("open "))
    assert SHOWN in opened and _lines_unsafe(result.stderr) == []
    refused = runner.invoke(app, [str(tmp_path / "projects"), "-o", str(out), "--from", HOSTILE])
    assert refused.exit_code == 2 and refused.stderr.startswith("error: ")
    assert _lines_unsafe(refused.stderr) == []


def test_a_single_line_is_no_workflow_command_of_a_ci_log():
    """GitHub's runner obeys `::cmd::` where a line starts (after white space) and `##[cmd]`
    anywhere in it: a status line shows both, escaped as the runner escapes its markers."""
    assert sanitize(" ::error::x ##[error]y", single_line=True) == " \\::error::x ##[\\error]y"
    assert sanitize("a::b ::c", single_line=True) == "a::b ::c"
    assert sanitize("::x\n##[y]", single_line=False) == "::x\n##[y]"  # pages, the terminal view
