"""`cc2html survey`: its table, its `--json` (checked against its schema and its docs), its
exit codes, and nothing but cleaned names on the terminal."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import jsonschema
from typer.testing import CliRunner

from cc2html.cli import survey as survey_cli
from cc2html.cli.app import app
from cc2html.survey.report import SCHEMA
from helpers import REPO, TEST_DATA

runner = CliRunner()
DRIFT = TEST_DATA / "survey" / "drift.jsonl"
ESCAPES = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")


def test_the_table_lists_each_unknown_name_under_its_agent_and_version():
    result = runner.invoke(app, ["survey", str(DRIFT)])
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert "Claude Code (transcript) 2.1.999 (1 file)" in out
    row = next(line for line in out.splitlines() if "zz-invented-kind" in line)
    assert row.split()[:3] == ["kind", "zz-invented-kind", "2"]
    assert row.endswith("drift.jsonl:1  strict")
    tool = next(line for line in out.splitlines() if "ZzInventedTool" in line)
    assert not tool.endswith("strict")
    assert "paste this output" in out and "SECRET" not in out
    assert "9 unknown names" in result.stderr


def test_json_is_the_same_report_in_the_documented_shape():
    result = runner.invoke(app, ["survey", "--json", str(DRIFT)])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    jsonschema.Draft202012Validator(SCHEMA).validate(data)
    group, = data["groups"]
    assert (group["agent"], group["version"], len(group["unknown"])) == ("Claude Code", "2.1.999", 9)
    first = group["unknown"][0]
    assert first["first"]["file"].endswith("test_data/survey/drift.jsonl")
    assert {**first, "first": first["first"]["line"]} == {
        "category": "kind", "name": "zz-invented-kind", "count": 2, "first": 1,
        "fails_strict": True}
    assert "SECRET" not in result.stdout


def test_every_key_of_the_json_is_documented():
    docs = (REPO / "docs" / "usage.md").read_text(encoding="utf-8")
    section = docs[docs.index("## cc2html survey"):]

    def keys(schema: dict) -> set[str]:
        found = set(schema.get("properties", {}))
        for sub in [*schema.get("properties", {}).values(), schema.get("items", {}),
                    *schema.get("$defs", {}).values()]:
            if isinstance(sub, dict) and sub:
                found |= keys(sub)
        return found

    missing = [k for k in sorted(keys(SCHEMA)) if f"`{k}`" not in section]
    assert missing == []


def test_a_missing_path_is_1_and_a_file_that_is_no_transcript_2(tmp_path: Path):
    result = runner.invoke(app, ["survey", str(tmp_path / "nope.jsonl")])
    assert result.exit_code == 1
    assert "no such file" in result.stderr
    empty = tmp_path / "empty.jsonl"
    empty.write_bytes(b"")
    result = runner.invoke(app, ["survey", str(empty)])
    assert result.exit_code == 2 and "not a transcript" in result.stderr
    result = runner.invoke(app, ["survey", str(tmp_path)])  # a folder without transcripts
    assert result.exit_code == 2 and "no transcripts" in result.stderr


def test_no_argument_surveys_every_agent_home(tmp_path: Path, monkeypatch):
    home = tmp_path / "projects"
    home.mkdir()
    shutil.copy(DRIFT, home / "s.jsonl")
    monkeypatch.setattr(survey_cli, "default_sources", lambda: [home])
    result = runner.invoke(app, ["survey"])
    assert result.exit_code == 0, result.output
    assert "zz-invented-kind" in result.stdout
    monkeypatch.setattr(survey_cli, "default_sources", lambda: [])
    result = runner.invoke(app, ["survey"])
    assert result.exit_code == 2 and "~/.claude/projects" in result.stderr


def test_file_and_kind_names_reach_the_terminal_cleaned(tmp_path: Path):
    folder = tmp_path / "d"
    folder.mkdir()
    path = folder / "e\x1b[31mvil\u202e.jsonl"
    path.write_text(json.dumps({"type": "x\x1b]52;c;AAAA\x07y", "sessionId": "s",
                                "version": "1\x9b2J"}) + "\n", encoding="utf-8")
    for args in (["survey", str(folder)], ["survey", "--json", str(folder)]):
        result = runner.invoke(app, args)
        assert result.exit_code == 0, result.output
        assert not ESCAPES.search(result.stdout), result.stdout
        assert "evil" in result.stdout.replace("[31m", "")
