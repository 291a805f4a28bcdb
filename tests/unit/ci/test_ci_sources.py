"""What `cc2html ci` renders and states: the runner's default sources, a folder's session
files (not its subagents', at most the newest MAX_FILES), a result's errors, and facts
that are the page's own (the JSON export's `facts` of the same file, key for key)."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cc2html.ci.runs import Rendered, render_all
from cc2html.ci.sources import EXECUTION_FILE, default_sources, find_files, split_lines
from cc2html.cli.app import app
from cc2html.options import Options
from helpers import TEST_DATA

FIXTURES = TEST_DATA / "ci"


def test_the_defaults_are_the_execution_file_and_the_projects_folder_that_exist(tmp_path: Path):
    assert default_sources({"RUNNER_TEMP": str(tmp_path), "HOME": str(tmp_path)}) == []
    (tmp_path / EXECUTION_FILE).write_text("[]")
    (tmp_path / ".claude" / "projects").mkdir(parents=True)
    assert default_sources({"RUNNER_TEMP": str(tmp_path), "HOME": str(tmp_path)}) == [
        tmp_path / EXECUTION_FILE, tmp_path / ".claude" / "projects"]


def test_a_folder_gives_its_sessions_not_subagents_newest_first_past_the_limit(tmp_path: Path):
    project = tmp_path / "p"
    (project / "s1" / "subagents").mkdir(parents=True)
    for n, name in enumerate(("s1.jsonl", "s2.jsonl", "s3.jsonl", "agent-a1.jsonl")):
        (project / name).write_text("{}\n")
        os.utime(project / name, (1_000_000 + n, 1_000_000 + n))
    (project / "s1" / "subagents" / "agent-a2.jsonl").write_text("{}\n")
    found = find_files([tmp_path, tmp_path / "nope"], limit=2)
    assert sorted(p.name for p, _ in found.files) == ["s2.jsonl", "s3.jsonl"]
    assert (found.left_out, found.missing) == (1, [tmp_path / "nope"])
    assert {folder for _, folder in found.files} == {tmp_path}


def test_an_action_input_is_one_path_a_line():
    assert split_lines("a.json\n\n  b/ \n") == [Path("a.json"), Path("b")]


@pytest.mark.parametrize("fixture", ["success", "error", "max_turns", "subagents"])
def test_the_facts_are_the_pages_own(tmp_path: Path, fixture: str):
    """The ci output's facts and the JSON export's `facts` (render/facts.py both)."""
    source = FIXTURES / f"{fixture}.json"
    export = tmp_path / "page.json"
    result = CliRunner().invoke(app, ["-q", "--redact", str(source), "-o", str(export)])
    assert result.exit_code == 0, result.output
    outputs = tmp_path / "outputs"
    result = CliRunner().invoke(app, ["ci", str(source), "-o", str(tmp_path / "out")],
                                env={"GITHUB_OUTPUT": str(outputs), "GITHUB_STEP_SUMMARY": ""})
    assert result.exit_code == 0, result.output
    text = outputs.read_text(encoding="utf-8")
    facts = json.loads(text.split("facts<<", 1)[1].split("\n")[1])[0]["facts"]
    assert facts == json.loads(export.read_text(encoding="utf-8"))["sessions"][0]["facts"]


def test_a_result_whose_errors_is_a_string_keeps_it(tmp_path: Path):
    data = json.loads((FIXTURES / "error.json").read_text(encoding="utf-8"))
    data[-1]["errors"] = "process killed"
    path = tmp_path / "run.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    rendered = render_all([(path, None)], tmp_path / "out", Options())
    assert rendered.runs[0].result.errors == ("process killed",)


def test_a_file_that_is_no_transcript_is_listed_not_fatal(tmp_path: Path):
    bad = tmp_path / "image.json"
    bad.write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(range(256)))
    rendered: Rendered = render_all([(bad, None), (FIXTURES / "success.json", None)],
                                    tmp_path / "out", Options())
    assert [r.source.name for r in rendered.runs] == ["success.json"]
    assert [p for p, _ in rendered.refused] == [bad]


def test_two_files_of_one_name_get_two_pages(tmp_path: Path):
    for folder in ("a", "b", "c"):
        (tmp_path / folder).mkdir()
        (tmp_path / folder / "run.json").write_bytes((FIXTURES / "success.json").read_bytes())
    files = [(tmp_path / f / "run.json", None) for f in ("a", "b", "c")]
    rendered = render_all(files, tmp_path / "out", Options())
    pages = [r.page.name for r in rendered.runs] + [p.name for r in rendered.runs for p in r.also]
    assert sorted(pages) == ["run-2.html", "run-3.html", "run.html"]
