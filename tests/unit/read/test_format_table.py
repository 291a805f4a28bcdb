"""Every input format is one complete row of read/agents/'s table: it detects its own
files (those of test_data/, whichever row claims them), reads them, gives the archive's
head/tail facts that agree with what a full read of the same file gives — in every
encoding the readers accept — and names its home; and `--input-format` accepts exactly
the table's names and `auto`."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cc2html.cli.app import app
from cc2html.cli.params import InputFormat
from cc2html.read.agents import FORMATS, NAMES, Format, by_name, detect_format, input_formats
from cc2html.read.entries import AssistantEntry, SystemEntry, UserEntry
from cc2html.read.sdk_entries import SdkAssistant, SdkSystem, SdkUser
from cc2html.read.transcript import ParseProblem
from helpers import TEST_DATA

#: the entries that make a file a conversation, whichever format wrote them
TALK = (UserEntry, AssistantEntry, SystemEntry, SdkUser, SdkAssistant, SdkSystem)
FILES = sorted(p for p in [*TEST_DATA.glob("*.json*"), *TEST_DATA.glob("agents/*/**/*.json*")]
               if p.is_file())  # (test_data/agents/<agent>/: the issue-35 agents' fixtures)
#: opencode's sessions are session files in a storage folder (test_data/agents/opencode/)
FILES += sorted(TEST_DATA.glob("agents/opencode/storage/session/*/*.json"))
BY_ROW = {f.name: [p for p in FILES if detect_format(p) is f] for f in FORMATS}


def _fixtures() -> list[tuple[str, Path]]:
    return [(name, path) for name, paths in BY_ROW.items() for path in paths]


def _read(fmt: Format, path: Path) -> dict[str, object]:
    """The facts a full read gives: the first session id and directory, the conversation
    entries' times, whether there are any."""
    entries = [e for e in fmt.read(path, None) if not isinstance(e, ParseProblem)]
    ids = [getattr(e, "sessionId", None) or getattr(e, "session_id", None) for e in entries]
    talk = [e for e in entries if isinstance(e, TALK)]
    return {"session_id": next((i for i in ids if i), None),
            "cwd": next((e.cwd for e in entries if getattr(e, "cwd", None)), None),
            "stamps": sorted(e.timestamp for e in talk if e.timestamp),
            "conversation": bool(talk)}


@pytest.mark.parametrize("fmt", FORMATS, ids=NAMES)
def test_every_row_has_fixtures_a_home_and_its_own_detection(fmt: Format):
    assert BY_ROW[fmt.name], f"no file in test_data/ is detected as {fmt.name}"
    assert all(fmt.detect(p) for p in BY_ROW[fmt.name] if fmt is not FORMATS[0])
    assert fmt.home is not None and fmt.home.folders() or fmt.homeless
    assert by_name(fmt.name) is fmt


@pytest.mark.parametrize("name, path", _fixtures(), ids=lambda v: getattr(v, "name", v))
def test_head_and_tail_facts_agree_with_a_full_read(name: str, path: Path):
    fmt = by_name(name)
    scan, read = fmt.scan(path), _read(fmt, path)
    assert scan.conversation == read["conversation"]
    if read["session_id"] and scan.conversation:
        assert scan.session_id == read["session_id"]
    if read["cwd"]:  # (Gemini records none, only its project's hash)
        assert scan.cwd == read["cwd"]
    stamps = read["stamps"]
    if stamps:  # the scan's span holds every time the conversation shows
        assert scan.first_ts is not None and scan.last_ts is not None
        assert scan.first_ts <= stamps[0] and stamps[-1] <= scan.last_ts, (scan, stamps)


@pytest.mark.parametrize("name, path", _fixtures(), ids=lambda v: getattr(v, "name", v))
def test_a_file_saved_as_utf16_is_scanned_as_it_is_read(name: str, path: Path,
                                                       tmp_path: Path):
    """The readers read a UTF-16 file (Windows PowerShell writes one): the scan saw no
    line of it, so the archive left the session out while a page of it rendered."""
    copy = tmp_path / path.name
    copy.write_bytes(path.read_bytes().decode("utf-8", "replace").encode("utf-16"))
    assert detect_format(copy).name == name
    assert by_name(name).scan(copy) == by_name(name).scan(path)


def test_input_format_accepts_exactly_the_tables_names_and_auto(tmp_path: Path):
    assert input_formats() == ("auto", *NAMES)
    src = TEST_DATA / "tools.jsonl"
    for value in input_formats():
        done = CliRunner().invoke(app, [str(src), "-o", str(tmp_path / "p.html"),
                                        "--input-format", value, "-q"])
        assert done.exit_code in (0, 3), (value, done.output)  # (3: a misread, --strict)
    done = CliRunner().invoke(app, [str(src), "-o", str(tmp_path / "p.html"),
                                    "--input-format", "no-such-format"])
    assert done.exit_code == 2
    assert f"must be one of {', '.join(input_formats())}" in " ".join(done.output.split())
    option = InputFormat.__metadata__[0]  # (the option render and show take)
    assert re.sub(r" \([^)]*\)", "", option.help) == " | ".join(input_formats())


def _first_line_null_type(path: Path) -> bytes:
    first, _, rest = path.read_bytes().partition(b"\n")
    return first.replace(b"{", b'{"type": null, ', 1) + b"\n" + rest


@pytest.mark.parametrize("name, fixture, change", [
    ("codex", "codex_flat.jsonl", _first_line_null_type),  # (the old format's facts line)
    ("gemini", "gemini_session.jsonl", lambda p: b"\n" + p.read_bytes()),  # (a blank first)
], ids=["codex-typed-null-meta", "gemini-header-on-line-2"])
def test_the_scan_finds_the_session_where_the_reader_does(name: str, fixture: str, change,
                                                          tmp_path: Path):
    """The scan and the reader tell a session's facts line by one rule (the row's)."""
    copy = tmp_path / fixture
    copy.write_bytes(change(TEST_DATA / fixture))
    fmt = by_name(name)
    assert detect_format(copy) is fmt
    assert fmt.scan(copy).session_id == _read(fmt, copy)["session_id"] is not None
