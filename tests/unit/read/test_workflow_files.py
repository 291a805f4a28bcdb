"""Finding and reading a workflow run's files: every layout found, nothing fatal."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from cc2html.read.sidecars import find_runs, find_sidecars, list_entries, list_folder
from cc2html.read.transcript import ParseProblem
from cc2html.read.workflows import read_run
from helpers import TEST_DATA


def _session(tmp_path: Path) -> Path:
    session = tmp_path / "s1.jsonl"
    session.write_text("", encoding="utf-8")
    return session


def test_runs_are_found_from_their_folders_and_their_records():
    runs = find_runs(TEST_DATA / "workflow_phases.jsonl", list_entries)
    assert list(runs) == ["wf_lamp01"]
    run = runs["wf_lamp01"]
    assert run.record is not None and run.record.name == "wf_lamp01.json"
    assert run.journal is not None and run.journal.name == "journal.jsonl"
    assert [agent for agent, _ in run.agents] == ["lamp0001", "lamp0002", "lamp0003",
                                                  "lamp0004"]
    assert [agent for agent, _ in run.metas] == [agent for agent, _ in run.agents]
    assert len(run.files()) == 2 + 4 + 4


def test_a_run_with_only_a_record_or_only_a_folder_is_still_a_run(tmp_path):
    session = _session(tmp_path)
    (tmp_path / "s1" / "workflows").mkdir(parents=True)
    (tmp_path / "s1" / "workflows" / "wf_a.json").write_text("{}", encoding="utf-8")
    (tmp_path / "s1" / "workflows" / "scripts").mkdir()  # the run's script: not a run
    (tmp_path / "s1" / "subagents" / "workflows" / "wf_b").mkdir(parents=True)
    runs = find_runs(session, list_entries)
    assert list(runs) == ["wf_a", "wf_b"]
    assert runs["wf_a"].journal is None and runs["wf_b"].record is None


def test_workflow_agents_are_not_taken_for_subagents():
    session = TEST_DATA / "workflow_phases.jsonl"
    assert find_sidecars(session, list_folder) == {}


def _problems_of(tmp_path: Path, record: bytes, journal: bytes, meta: bytes
                 ) -> tuple[list[ParseProblem], object]:
    session = _session(tmp_path)
    run_dir = tmp_path / "s1" / "subagents" / "workflows" / "wf_x"
    run_dir.mkdir(parents=True)
    (tmp_path / "s1" / "workflows").mkdir()
    (tmp_path / "s1" / "workflows" / "wf_x.json").write_bytes(record)
    (run_dir / "journal.jsonl").write_bytes(journal)
    (run_dir / "agent-a1.meta.json").write_bytes(meta)
    problems: list[ParseProblem] = []
    data = read_run(find_runs(session, list_entries)["wf_x"], problems)
    return problems, data


def test_garbled_run_files_are_problem_rows_not_errors(tmp_path):
    problems, data = _problems_of(tmp_path, b"{not json", b'{"type": "started"}\n[1]\nnope\n',
                                  b'["a list"]')
    reasons = [p.reason for p in problems]
    assert any("wf_x.json: not valid JSON" in r for r in reasons)
    assert any("agent-a1.meta.json: not a JSON object" in r for r in reasons)
    assert [p.line for p in problems if "journal.jsonl" in p.reason] == [2, 3]
    assert data.record == {} and data.journal == [{"type": "started"}]  # type: ignore[attr-defined]


def test_deeply_nested_record_is_cut_not_fatal(tmp_path):
    deep = b"[" * 5000 + b"]" * 5000
    record = b'{"result": ' + deep + b"}"
    problems, data = _problems_of(tmp_path, record, b"", b"{}")
    assert isinstance(data.record, dict)  # type: ignore[attr-defined]
    json.dumps(data.record)  # type: ignore[attr-defined]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this platform")
def test_a_fifo_in_place_of_a_record_is_not_read(tmp_path):
    session = _session(tmp_path)
    (tmp_path / "s1" / "workflows").mkdir(parents=True)
    os.mkfifo(tmp_path / "s1" / "workflows" / "wf_f.json")
    problems: list[ParseProblem] = []
    read_run(find_runs(session, list_entries)["wf_f"], problems)
    assert any("not a regular file" in p.reason for p in problems)
