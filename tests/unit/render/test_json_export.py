"""The JSON export: valid against `cc2html schema`, the model and not the lines, stable."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Iterator

import jsonschema
import pytest
from typer.testing import CliRunner

from cc2html.cli.app import app
from cc2html.options import Options
from cc2html.pipeline import convert
from cc2html.render.to_json.json_schema import schema
from helpers import TEST_DATA

FIXTURES = sorted(TEST_DATA.glob("*.jsonl"))
runner = CliRunner()


def export(src: Path, tmp_path: Path, **options: Any) -> str:
    out = tmp_path / (src.stem + ".json")
    convert(src, out, options=Options(output_format="json", **options))
    return out.read_text(encoding="utf-8")


def objects(value: Any, skip: str = "") -> Iterator[dict[str, Any]]:
    """Every object in `value`, except under a key named `skip`."""
    if isinstance(value, dict):
        yield value
        for key, item in value.items():
            if key != skip:
                yield from objects(item, skip)
    elif isinstance(value, list):
        for item in value:
            yield from objects(item, skip)


def test_schema_is_draft_2020_12_and_printed_by_the_command():
    result = runner.invoke(app, ["schema"])
    assert result.exit_code == 0
    printed = json.loads(result.stdout)
    assert printed == schema()
    assert printed["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    jsonschema.Draft202012Validator.check_schema(printed)


@pytest.mark.parametrize("fixture", FIXTURES, ids=[p.stem for p in FIXTURES])
def test_every_fixture_validates(fixture, tmp_path):
    doc = json.loads(export(fixture, tmp_path))
    jsonschema.Draft202012Validator(schema()).validate(doc)


@pytest.mark.parametrize("fixture", FIXTURES, ids=[p.stem for p in FIXTURES])
def test_no_field_holds_an_original_line(fixture, tmp_path):
    doc = json.loads(export(fixture, tmp_path))
    found = list(objects(doc, skip="raw"))
    for raw in fixture.read_bytes().splitlines():
        try:
            line = json.loads(raw)
        except ValueError:
            continue
        if isinstance(line, dict) and line:
            assert line not in found, f"{fixture.name}: a line is copied whole"
    for obj in objects(doc):  # only an unrecognised kind carries JSON as given, as the page shows it
        if "raw" in obj:
            assert obj["content"]["type"] == "UnknownMessage"


def test_a_tool_call_owns_its_result_and_state(tmp_path):
    doc = json.loads(export(TEST_DATA / "tool_errors.jsonl", tmp_path))
    calls = [o["call"] for o in objects(doc) if o.get("type") == "tool-call"]
    assert calls and {c["state"] for c in calls} >= {"error"}
    for call in calls:
        if call["state"] in ("success", "error"):
            assert call["result"]["content"]["tool_use_id"] == call["tool_call_id"]
            assert "output" in call


def test_a_subagent_is_nested_in_its_call(tmp_path):
    doc = json.loads(export(TEST_DATA / "tools_agent.jsonl", tmp_path))
    subs = [o["call"]["subagent"] for o in objects(doc)
            if o.get("type") == "tool-call" and "subagent" in o["call"]]
    assert subs and all(s["turns"] for s in subs)


def test_bytes_are_deterministic(tmp_path):
    src = TEST_DATA / "multi_session.jsonl"
    first = export(src, tmp_path)
    assert export(src, tmp_path) == first


def test_redaction_applies(tmp_path):
    text = export(TEST_DATA / "hostile.jsonl", tmp_path, redact=True, redact_home=True)
    doc = json.loads(text)
    assert doc["report"]["redacting"] is True
    assert "/home/" not in text
