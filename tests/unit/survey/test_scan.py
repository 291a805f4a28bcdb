"""The survey library: each category of unknown name found, counted, placed and grouped by
agent and version; known names (by cc2html's own tables) never listed; names only.

test_data/survey/drift.jsonl is hand-made (in a folder of its own: it is no page
fixture, tests/snippets): one line per category, its unknown names
invented (`zz-…`, `ZzInventedTool`) so that no release of any agent will ever make them
known, beside known lines that must not be listed and SECRET-… texts that must never
leave a report."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cc2html.classify.system import SYSTEM_SUBTYPES
from cc2html.classify.system_kinds import plain_notice
from cc2html.pipeline import build
from cc2html.survey import survey
from cc2html.survey.report import NAME_CHARS
from cc2html.tree.stats import unknown_kinds
from helpers import TEST_DATA

DRIFT = TEST_DATA / "survey" / "drift.jsonl"
SID = "5a5a5a5a-0000-4000-8000-000000000009"


def _found(report) -> list[tuple]:
    return [(g.version, f.category, f.name, f.count, f.line, f.strict)
            for g in report.groups for f in g.findings]


def _write(path: Path, lines: list[dict]) -> Path:
    path.write_text("".join(json.dumps(o) + "\n" for o in lines), encoding="utf-8")
    return path


def test_every_category_is_found_with_its_count_first_line_and_strictness():
    report = survey([DRIFT])
    assert (report.files, report.lines, report.skipped, report.unreadable) == (1, 10, [], [])
    assert _found(report) == [
        # line 1 names no version: it counts with the file's first
        ("2.1.999", "kind", "zz-invented-kind", 2, 1, True),
        ("2.1.999", "system", "zz_invented_subtype", 1, 5, True),
        ("2.1.999", "attachment", "zz_invented_attachment", 1, 7, False),
        ("2.1.999", "block", "tool_result.zz_invented_inner", 1, 4, False),
        ("2.1.999", "block", "user.zz_invented_block", 1, 4, True),
        ("2.1.999", "field", "assistant.message.usage.zz_invented_usage", 1, 3, False),
        ("2.1.999", "field", "user.zzInventedField", 1, 2, False),
        ("2.1.999", "tool", "ZzInventedTool", 1, 3, False),
        ("2.1.999", "shape", "user", 1, 10, True),
    ]
    assert [(g.agent, g.format, g.files) for g in report.groups] == [
        ("Claude Code", "transcript", 1)]


def test_known_names_are_not_listed_and_no_transcript_text_is_kept():
    """Read (a tool row), an MCP tool, turn_duration (a system row), hook_success (the hook
    view), `slug` (ignored on purpose) and the lines' own text never appear."""
    text = json.dumps(survey([DRIFT]).to_json("x"))
    for known in ("Read", "mcp__docs__search", "turn_duration", "hook_success", "slug"):
        assert f'"{known}"' not in text and f".{known}\"" not in text
    assert "SECRET" not in text


def test_a_row_added_to_cc2html_s_table_makes_the_name_known(monkeypatch):
    """Known is asked of cc2html's tables, not a list of the survey's own: the kinds other
    work adds are known the moment they are merged."""
    monkeypatch.setitem(SYSTEM_SUBTYPES, "zz_invented_subtype", plain_notice)
    names = {(f.category, f.name) for g in survey([DRIFT]).groups for f in g.findings}
    assert ("system", "zz_invented_subtype") not in names
    assert ("kind", "zz-invented-kind") in names


@pytest.mark.parametrize("name", ["unknown_kinds.jsonl", "sdk_notices.jsonl",
                                  "system_kinds.jsonl", "attachments.jsonl", "survey/drift.jsonl"])
def test_what_fails_strict_is_what_the_page_reports_unrecognised(name: str):
    """The survey's strict names are the pipeline's `unknown_kinds` (what --strict fails on)."""
    path = TEST_DATA / name
    doc, _, _ = build(path)
    page = {kind.split(" (no content)")[0] for kind in unknown_kinds(doc.sessions)}
    spelled = {"system": "system/{}"}
    strict = {spelled.get(f.category, "{}").format(f.name) for g in survey([path]).groups
              for f in g.findings if f.strict}
    assert strict == page


def test_names_are_cleaned_of_controls_and_cut(tmp_path: Path):
    hostile = "evil\x1b[2J\u202e\u200bkind\x07"
    path = _write(tmp_path / "h.jsonl", [
        {"type": hostile, "sessionId": SID, "version": "2.1.1\x1b]8;;x\x07"},
        {"type": "k" * 5000, "sessionId": SID}])
    data = survey([path]).to_json("x")
    names = [f["name"] for g in data["groups"] for f in g["unknown"]]
    assert "evil[2Jkind" in names
    assert all(len(n) <= NAME_CHARS for n in names)
    assert any(n.endswith("…") for n in names)
    assert data["groups"][0]["version"] == "2.1.1]8;;x"
    assert not any(ord(c) < 32 or 0x7f <= ord(c) <= 0x9f for c in json.dumps(data, ensure_ascii=False))


def test_each_version_is_a_group_in_version_order(tmp_path: Path):
    path = _write(tmp_path / "v.jsonl", [
        {"type": "zz-a", "sessionId": SID, "version": "2.1.10"},
        {"type": "zz-b", "sessionId": SID, "version": "2.1.9"},
        {"type": "zz-a", "sessionId": SID, "version": "2.1.9"}])
    report = survey([path])
    assert [(g.version, g.files, [(f.name, f.count) for f in g.findings])
            for g in report.groups] == [("2.1.9", 1, [("zz-a", 1), ("zz-b", 1)]),
                                        ("2.1.10", 1, [("zz-a", 1)])]


def test_other_agents_are_grouped_by_their_own_version():
    """Codex names its version in session_meta (`cli_version`), stream-json in its init
    (`claude_code_version`); Gemini names none."""
    report = survey([TEST_DATA / "codex_newer.jsonl"])
    assert [(g.agent, g.format, g.version) for g in report.groups] == [("Codex", "codex", "0.50.0")]
    report = survey([TEST_DATA / "sdk_notices.jsonl"])
    assert [(g.format, g.version, [(f.category, f.name) for f in g.findings])
            for g in report.groups] == [("stream-json", "2.1.50", [
                ("kind", "teleport_event"), ("system", "brand_new_subtype")])]
    report = survey([TEST_DATA / "gemini_session.json"])
    assert [(g.format, g.version, g.findings) for g in report.groups] == [("gemini", "", [])]


def test_a_folder_is_walked_and_what_is_no_session_skipped(tmp_path: Path):
    _write(tmp_path / "a" / "s.jsonl" if (tmp_path / "a").mkdir() is None else tmp_path,
           [{"type": "zz-kind", "sessionId": SID, "version": "2.1.1"}])
    (tmp_path / "a" / "empty.jsonl").write_bytes(b"")
    (tmp_path / "a" / "package.json").write_text('{"name": "x"}')
    (tmp_path / "a" / "agent-1.meta.json").write_text('{"agentType": "x"}')
    run = tmp_path / "a" / "s" / "subagents" / "workflows" / "wf_1"
    run.mkdir(parents=True)
    _write(run / "journal.jsonl", [{"type": "started", "agentId": "a"}])
    report = survey([tmp_path])
    assert report.files == 1
    assert sorted(Path(f).name for f, _ in report.skipped) == [
        "empty.jsonl", "journal.jsonl", "package.json"]
    assert _found(report) == [("2.1.1", "kind", "zz-kind", 1, 1, True)]


def test_a_line_with_bad_bytes_is_still_listed_by_its_kind(tmp_path: Path):
    """Invalid UTF-8 is a problem of its own (replaced, reported), not a misfit shape."""
    path = tmp_path / "b.jsonl"
    path.write_bytes(b'{"type": "zz-kind", "sessionId": "s", "version": "2.1.1", "x": "\xff"}\n')
    assert _found(survey([path])) == [("2.1.1", "kind", "zz-kind", 1, 1, True)]
