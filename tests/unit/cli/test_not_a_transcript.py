"""A file that is no transcript at all (an executable, an image, a compressed file, an
empty file) given to `cc2html FILE`, `--format md|json` or `cc2html show`: refused with
one line on stderr naming the file and why, exit 2, no page written. (It gave a 260 KB
page of mojibake, or a blank page, and exit 0; a gzip file's reason was only inside the
page.)"""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cc2html.cli.app import app
from cc2html.cli.exits import EXIT_USAGE
from helpers import TEST_DATA

runner = CliRunner()
ENTRY = {"type": "user", "uuid": "u1", "sessionId": "s", "timestamp": "2026-01-01T00:00:00Z",
         "message": {"role": "user", "content": "hi"}}
FILES = {
    "executable": (b"\x7fELF\x02\x01\x01\x00" + bytes(range(256)) * 64, "binary (an ELF executable)"),
    "image": (b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 8, "an image (PNG)"),
    "gzip": (gzip.compress(json.dumps(ENTRY).encode()),
             "compressed (gzip): decompress it first"),
    "empty": (b"", "empty file"),
    "whitespace": (b"\n \n", "only whitespace"),
    "binary data": (bytes(range(256)) * 16, "binary (NUL bytes"),
}
COMMANDS = {
    "html": lambda src, out: [str(src), "-o", str(out / "p.html")],
    "md": lambda src, out: [str(src), "-o", str(out / "p.md")],
    "json": lambda src, out: [str(src), "--format", "json", "-o", str(out)],
    "stdout": lambda src, out: [str(src), "-o", "-"],
    "show": lambda src, out: ["show", str(src)],
}


@pytest.mark.parametrize("command", COMMANDS, ids=list(COMMANDS))
@pytest.mark.parametrize("kind", FILES, ids=list(FILES))
def test_refused_in_one_line_with_exit_2_and_no_page(tmp_path: Path, kind: str, command: str):
    data, reason = FILES[kind]
    src, out = tmp_path / "session.jsonl", tmp_path / "out"
    src.write_bytes(data)
    out.mkdir()
    result = runner.invoke(app, COMMANDS[command](src, out))
    assert result.exit_code == EXIT_USAGE, result.output
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"error: {src}: not a transcript: ")
    assert reason in lines[0]
    assert result.stdout == "" and list(out.iterdir()) == []


def test_json_report_says_why(tmp_path: Path):
    src = tmp_path / "s.jsonl"
    src.write_bytes(FILES["image"][0])
    result = runner.invoke(app, [str(src), "--json"])
    data = json.loads(result.stdout)
    assert result.exit_code == data["exit_code"] == EXIT_USAGE
    assert data["error"] == "not a transcript: an image (PNG)"
    assert not (tmp_path / "s.html").exists()


def test_a_transcript_is_still_read(tmp_path: Path):
    src = tmp_path / "s.jsonl"
    src.write_bytes(b"\xef\xbb\xbf" + (json.dumps(ENTRY) + "\n").encode("utf-8"))
    result = runner.invoke(app, [str(src), "-q"])
    assert result.exit_code == 0 and (tmp_path / "s.html").is_file()


OPENCODE = TEST_DATA / "agents" / "opencode" / "storage"


@pytest.mark.parametrize("member", ["message/ses_main/msg_002.json",
                                    "part/msg_002/prt_002b.json"], ids=["message", "part"])
def test_an_opencode_message_or_part_file_is_refused_naming_its_session(member: str,
                                                                        tmp_path: Path):
    """opencode keeps one session in many files; its page is made from the session file,
    which reads the others (read/opencode_store.py). A message or part file given alone
    was read as a Claude Code transcript: one line of an unknown kind."""
    source = OPENCODE / member
    assert source.is_file()
    result = runner.invoke(app, [str(source), "-o", str(tmp_path / "p.html")])
    assert result.exit_code == EXIT_USAGE, result.output
    kind = member.split("/")[0]
    assert f"an opencode {kind} file" in result.stderr and "ses_main" in result.stderr
    assert not (tmp_path / "p.html").exists()
