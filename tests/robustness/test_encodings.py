"""Files that are not plain UTF-8 JSONL with LF line ends: nothing in them is lost.

- a UTF-8 byte-order mark before a JSON document (a pretty-printed .json saved by a
  Windows editor) made the document read line by line: every line skipped;
- UTF-16 (PowerShell 5's `>` writes it, mark and all) made every line garbage; it is
  decoded now, for transcripts and stream-json logs, with or without a mark; a binary
  first line that merely starts with FF FE does not turn the file into UTF-16;
- CR line ends (or two lines whose line break was lost) made one unreadable line of
  many objects; each object is read now;
- a gzip-compressed file: refused with the reason (read/sniff.py `not_transcript`) instead
  of a screen of invalid UTF-8;
- a pipe as input (`cc2html <(zcat s.jsonl.gz)`) came out as an empty page.
"""

from __future__ import annotations

import gzip
import json
import os
import threading
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from cc2html.cli.app import app
from cc2html.read.filebytes import utf16_codec
from cc2html.pipeline import Options, build, convert
from helpers import deadline, visible_text


def _user(n: int, text: str) -> dict:
    return {"type": "user", "uuid": f"u{n}", "sessionId": "s", "cwd": "/w",
            "timestamp": "2026-01-01T00:00:00Z", "message": {"role": "user", "content": text}}


USERS = [_user(1, "alpha words"), _user(2, "beta words")]
SDK = [{"type": "system", "subtype": "init", "session_id": "s", "tools": []},
       {"type": "assistant", "session_id": "s", "message": {"role": "assistant", "content": [
           {"type": "text", "text": "alpha words"}]}},
       {"type": "result", "subtype": "success", "session_id": "s", "result": "beta words"}]


def _convert(path: Path, *more: str) -> tuple[int, dict[str, Any], str]:
    out = path.with_suffix(".html")
    with deadline():
        result = CliRunner().invoke(app, [str(path), "-o", str(out), "--json", *more])
    assert result.exception is None or isinstance(result.exception, SystemExit), result.output
    return result.exit_code, json.loads(result.stdout), visible_text(out.read_text("utf-8"))


def _jsonl(objs: list[dict], end: str = "\n") -> str:
    return "".join(json.dumps(o) + end for o in objs)


CASES = {
    "bom-document.json": b"\xef\xbb\xbf" + json.dumps(USERS, indent=2).encode(),
    "bom-array.json": b"\xef\xbb\xbf" + json.dumps(USERS).encode(),
    "bom-loglines.json": b"\xef\xbb\xbf" + json.dumps({"loglines": USERS}, indent=1).encode(),
    "utf16.jsonl": _jsonl(USERS).encode("utf-16"),  # with a mark (PowerShell)
    "utf16-crlf.jsonl": _jsonl(USERS, "\r\n").encode("utf-16"),
    "utf16le.jsonl": _jsonl(USERS).encode("utf-16-le"),
    "utf16be.jsonl": _jsonl(USERS).encode("utf-16-be"),
    "utf16-marked-be.jsonl": b"\xfe\xff" + _jsonl(USERS).encode("utf-16-be"),
    "utf16-document.json": json.dumps(USERS, indent=2).encode("utf-16"),
    "utf16-sdk.jsonl": _jsonl(SDK, "\r\n").encode("utf-16"),
    "bom-sdk.jsonl": b"\xef\xbb\xbf" + _jsonl(SDK).encode(),
    "cr.jsonl": _jsonl(USERS, "\r").encode(),
    "cr-no-end.jsonl": _jsonl(USERS, "\r").encode()[:-1],
    "joined.jsonl": (json.dumps(USERS[0]) + json.dumps(USERS[1]) + "\n").encode(),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_every_line_is_read(name: str, tmp_path: Path) -> None:
    src = tmp_path / name
    src.write_bytes(CASES[name])
    code, report, text = _convert(src, "--strict")
    assert report["skipped_lines"] == 0, report["problems"]
    assert "alpha words" in text and "beta words" in text
    assert code == 0 if not report["problems"] else code in (0, 3)
    if "sdk" in name:
        with deadline():
            shown = CliRunner().invoke(app, ["show", str(src)])
        assert shown.exit_code == 0 and "alpha words" in shown.output


def test_joined_line_with_a_broken_tail(tmp_path: Path) -> None:
    src = tmp_path / "s.jsonl"
    src.write_text(json.dumps(USERS[0]) + json.dumps(USERS[1])[:40] + "\n"
                   + json.dumps(_user(3, "gamma words")) + "\n")
    code, report, text = _convert(src, "--strict")
    assert code == 3 and report["skipped_lines"] == 1
    assert "after 1 object" in report["problems"][0]["reason"]
    assert "alpha words" in text and "gamma words" in text


def test_binary_line_starting_like_a_utf16_mark(tmp_path: Path) -> None:
    src = tmp_path / "s.jsonl"
    src.write_bytes(b"\xff\xfe\x00 garbage\n" + _jsonl(USERS).encode())
    code, report, text = _convert(src)
    assert code == 0 and report["skipped_lines"] == 1
    assert "alpha words" in text and "beta words" in text


def test_utf16_is_told_by_its_shape() -> None:
    assert utf16_codec('{"type"'.encode("utf-16-le")) == "utf-16-le"
    assert utf16_codec('{"type"'.encode("utf-16-be")) == "utf-16-be"
    assert utf16_codec('{"type"'.encode("utf-16")) == "utf-16-le"  # (a little-endian mark)
    for head in (b'{"type": "user"', b"\xff\xfe\x00garbage", b"\x00" * 10, b"{\x00", b""):
        assert utf16_codec(head) == "", head


def test_gzip_file_is_refused_with_the_reason(tmp_path: Path) -> None:
    """Refused whole (issue 30): the reason on stderr, not only inside a page; no page."""
    src = tmp_path / "s.jsonl"
    src.write_bytes(gzip.compress(_jsonl(USERS).encode()))
    with deadline():
        result = CliRunner().invoke(app, [str(src), "-o", str(tmp_path / "s.html")])
    assert result.exit_code == 2 and not (tmp_path / "s.html").exists()
    assert "gzip" in result.stderr and "decompress it first" in result.stderr


def test_archive_reads_a_session_with_a_byte_order_mark(tmp_path: Path) -> None:
    """The archive's quick scan skipped the marked first line: a one-line session was
    listed as having no conversation, and got no page."""
    src = tmp_path / "projects" / "p" / "s.jsonl"
    src.parent.mkdir(parents=True)
    src.write_bytes(b"\xef\xbb\xbf" + _jsonl(USERS[:1]).encode())
    with deadline():
        result = CliRunner().invoke(app, [str(tmp_path / "projects"), "-o",
                                          str(tmp_path / "site"), "-q"])
    assert result.exit_code == 0
    assert "alpha words" in (tmp_path / "site" / "p" / "s.html").read_text("utf-8")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
@pytest.mark.parametrize("fmt", ["auto", "stream-json"])
def test_a_pipe_as_input(fmt: str, tmp_path: Path) -> None:
    """`cc2html <(zcat s.jsonl.gz)`: the readers open the input more than once (to sniff
    it, then to read it); a pipe gave its bytes to the first open only, and the page came
    out empty, reported as complete."""
    fifo = tmp_path / "pipe.jsonl"
    os.mkfifo(fifo)
    data = (_jsonl(SDK) if fmt == "stream-json" else _jsonl(USERS)).encode()
    writer = threading.Thread(target=fifo.write_bytes, args=(data,))
    writer.start()
    try:
        with deadline(10):
            result = convert(fifo, tmp_path / "p.html", options=Options(input_format=fmt))
    finally:
        writer.join(10)
    text = visible_text((tmp_path / "p.html").read_text("utf-8"))
    assert result.sessions == 1 and "alpha words" in text and "beta words" in text


def test_a_line_of_many_objects_is_linear(tmp_path: Path) -> None:
    """Each object of a joined line rescanned the whole line for lone surrogates: 40,000
    `{}` on one line took 5 s (quadratic); 3 MB of them is one skipped line, not 1.5
    million empty entries."""
    src = tmp_path / "s.jsonl"
    src.write_text("{}" * 90_000 + "\n" + "{}" * 1_500_000 + "\n")
    with deadline(10):
        doc, problems, _ = build(src)
    assert [p.kept for p in problems] == [True, False]
    assert sum(1 for _ in doc.sessions[0].walk()) == 90_000
