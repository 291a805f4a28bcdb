"""Lines that would render to nothing: a user or assistant line without message content."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from cc2html.cli.app import app
from cc2html.read.entries import UnknownEntry
from cc2html.read.transcript import ParseProblem, entry_from_object
from helpers import TEST_DATA, render_path, visible_text

runner = CliRunner()
FIXTURE = TEST_DATA / "empty_lines.jsonl"


def items(obj):
    return list(entry_from_object(obj, 7))


def test_empty_null_and_missing_content_are_shown_raw_with_their_line():
    for message in ({"role": "user", "content": []}, {"role": "user", "content": None},
                    {"role": "user"}, {"role": "assistant", "content": ""}):
        kind = message["role"]
        got = items({"type": kind, "message": message, "toolUseResult": "made it"})
        problem, entry = got
        assert isinstance(problem, ParseProblem) and problem.kept and problem.line == 7
        assert isinstance(entry, UnknownEntry) and entry.type == f"{kind} (no content)"
        assert entry.raw["toolUseResult"] == "made it"


def test_a_line_with_content_is_untouched():
    got = items({"type": "user", "message": {"role": "user", "content": "hi"}})
    assert len(got) == 1 and not isinstance(got[0], (ParseProblem, UnknownEntry))


def test_fixture_page_shows_every_field_of_the_empty_lines():
    page = render_path(FIXTURE)
    text = visible_text(page)
    for shown in ("File created successfully at: /home/dev/project/config.toml",
                  "overloaded_error: the API is busy", "config validated"):
        assert shown in text, shown
    report = page[page.index('id="report"'):]
    for line in (3, 4, 5):
        assert f'<span class="where">line {line}</span> a ' in report


def test_strict_fails_on_a_line_without_content(tmp_path):
    out = tmp_path / "page.html"
    result = runner.invoke(app, [str(FIXTURE), "-o", str(out), "--json", "--strict", "-q"])
    assert result.exit_code == 3
    data = json.loads(result.stdout)
    assert sorted(p["line"] for p in data["problems"]) == [3, 4, 5]
    assert data["unknown_kinds"] == {"assistant (no content)": 1, "user (no content)": 2}
