"""`--json` summaries: plain ASCII JSON whatever the file names, with no lone surrogate
escape a strict parser would refuse.
"""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cc2html.cli import app as cli

from helpers import FORBIDDEN

runner = CliRunner()


def _non_utf8_file(folder: Path) -> Path:
    name = os.fsencode(folder) + b"/bad\xff\x1b[2J\xe2\x80\xae.jsonl"
    try:
        with open(name, "wb") as fh:
            fh.write(b'{"type": "user", "uuid": "u", "sessionId": "s\\ud800", "message": '
                     b'{"role": "user", "content": "hi"}}\nnot json \x1b[2J \xff\n')
    except OSError:
        pytest.skip("this file system refuses names that are not UTF-8")
    return Path(os.fsdecode(name))


def _clean_json(stdout: str) -> dict:
    stdout.encode("ascii")  # no raw control, C1, bidi character or surrogate
    assert not re.search(r"\\ud[89a-f][0-9a-f]{2}", stdout, re.I), stdout
    return json.loads(stdout)


def test_json_summary_without_lone_surrogates(tmp_path: Path) -> None:
    """Hole: a file name that is not UTF-8 came out as `"\\udcff"` in --json (a lone
    surrogate escape: serde_json and other strict parsers refuse the whole summary)."""
    src = _non_utf8_file(tmp_path)
    result = runner.invoke(cli.app, [str(src), "-o", str(tmp_path / "p.html"), "--json"])
    assert result.exit_code == 0, result.output
    data = _clean_json(result.stdout)
    assert data["input"].endswith("bad\\xff\x1b[2J\u202e.jsonl")  # JSON-escaped on stdout
    assert "\\u001b" in result.stdout and "\\u202e" in result.stdout


def test_archive_json_summary_without_lone_surrogates(tmp_path: Path) -> None:
    """(A guard: archive mode already named such files `\\xff`; its summary now goes through
    the same ASCII, surrogate-free JSON.)"""
    folder = tmp_path / "projects" / "proj"
    folder.mkdir(parents=True)
    _non_utf8_file(folder)
    out = tmp_path / "site"
    result = runner.invoke(cli.app, [str(tmp_path / "projects"), "-o", str(out), "--json", "-q"])
    assert result.exit_code == 0, result.output
    data = _clean_json(result.stdout)
    assert any("bad\\xff" in p["file"] for p in data["problems"]), data["problems"]


def test_json_summary_is_ascii(tmp_path: Path) -> None:
    """`cc2html FILE --json` printed the file name raw: C1 and bidi controls reached the
    terminal (JSON escapes only C0 when not ASCII-only)."""
    src = tmp_path / "a\x9b\u202e\x85.jsonl"
    src.write_text('{"type": "user", "message": {"content": "hi"}}\n')
    result = runner.invoke(cli.app, [str(src), "-o", str(tmp_path / "p.html"), "--json"])
    assert result.exit_code == 0, result.output
    assert not FORBIDDEN.search(result.stdout)
    assert json.loads(result.stdout)["input"] == str(src)
