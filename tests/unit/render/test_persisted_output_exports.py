"""The page, the Markdown and the JSON of a session whose tool output Claude Code moved to
`<session>/tool-results/` show the whole output in place of the preview, with the note
that says so; a missing file, a hostile path and a symlink leave the preview and say so.
Fixture: test_data/persisted_output (make_persisted_fixtures.py)."""

from __future__ import annotations

import html
import json
import shutil
from pathlib import Path

import pytest

from cc2html.options import Options
from cc2html.pipeline import convert
from fake_secrets import SAMPLES
from helpers import TEST_DATA, main_section

NAME = "persisted_output"
WHOLE = "All 80 tests passed"  # the saved output's last line: not in the 2 KB preview
LAST_MODULE = "src/m40.py"  # the JSON result's last entry, past its preview
GONE = ("The full output (257.8 KB) was saved to tool-results/toolu_gone.txt, which is no "
        "longer there; only the 2 KB preview is shown.")


@pytest.fixture
def session(tmp_path: Path) -> Path:
    """The fixture copied, with toolu_link.txt a symlink to the file beside the folder."""
    shutil.copy(TEST_DATA / f"{NAME}.jsonl", tmp_path)
    shutil.copytree(TEST_DATA / NAME, tmp_path / NAME)
    (tmp_path / NAME / "tool-results" / "toolu_link.txt").symlink_to(
        tmp_path / NAME / "outside.txt")
    return tmp_path / f"{NAME}.jsonl"


def _convert(path: Path, fmt: str, **options: object) -> str:
    out = path.with_name(f"out.{fmt}")
    convert(path, out, options=Options(output_format=fmt, **options))  # type: ignore[arg-type]
    return out.read_text(encoding="utf-8")


def test_the_page_shows_the_whole_output_with_ansi_colour_and_the_note(session: Path) -> None:
    page = _convert(session, "html")
    text = html.unescape(page)
    assert WHOLE in text and LAST_MODULE in text
    assert 'class="plain output stdout ansi"' in page  # Bash's own view, colours and all
    assert "<persisted-output>" not in text  # the marker's wrapper is never shown
    assert ("Claude Code moved this output (2.4 KB) to tool-results/toolu_big1.txt; "
            "shown whole from there.") in text


def test_the_page_says_plainly_that_a_missing_file_is_gone(session: Path) -> None:
    text = html.unescape(_convert(session, "html"))
    assert GONE in text and "src/a.ts: 3 warnings" in text  # the note, and the preview


def test_hostile_markers_show_only_their_preview(session: Path) -> None:
    page = _convert(session, "html")
    assert "SECRET-OUTSIDE-THE-FOLDER" not in page  # nor in the page's copy-as-Markdown data
    text = html.unescape(main_section(page))
    assert "SECRET-OUTSIDE-THE-FOLDER" not in text  # not by ../, not through the symlink
    assert "root:x:0:0:root" in text  # /etc/passwd's preview is the transcript's own text
    assert text.count("outside this session's tool-results folder, which is never read") == 2
    assert ("saved to tool-results/toolu_link.txt, not read (a symbolic link, not "
            "followed)") in text


def test_the_markdown_export_has_the_whole_output_and_the_notes(session: Path) -> None:
    md = _convert(session, "md")
    assert WHOLE in md and LAST_MODULE in md and GONE in md
    assert "SECRET-OUTSIDE-THE-FOLDER" not in md


def test_the_json_export_has_the_whole_output_and_the_notes(session: Path) -> None:
    doc = json.loads(_convert(session, "json"))
    calls = {p["call"]["tool_call_id"]: p["call"] for t in doc["sessions"][0]["turns"]
             for p in t["parts"] if p["type"] == "tool-call"}
    big = calls["toolu_big1"]
    assert WHOLE in json.dumps(big["output"], ensure_ascii=False)
    assert big["persisted"]["shown"] == "whole" and big["persisted"]["name"] == "toolu_big1.txt"
    assert "persisted" not in big["result"]["content"]  # once, on the call
    assert calls["toolu_gone"]["persisted"]["note"] == GONE
    assert "SECRET-OUTSIDE-THE-FOLDER" not in json.dumps(doc)


def test_a_secret_in_the_saved_output_is_masked_with_redact(session: Path) -> None:
    _, secret, fingerprint = SAMPLES[0]
    saved = session.with_suffix("") / "tool-results" / "toolu_big1.txt"
    saved.write_text(saved.read_text() + secret + "\n")
    assert fingerprint in _convert(session, "html")  # shown unmasked without --redact
    for fmt in ("html", "md", "json"):
        assert fingerprint not in _convert(session, fmt, redact=True), fmt
