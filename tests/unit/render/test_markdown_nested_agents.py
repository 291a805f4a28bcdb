"""The Markdown export holds the transcripts the page nests under a card that is no tool
call: a compaction agent's under its compacted-conversation card, a workflow agent's
under its agent card (they were left out, words the page shows)."""

from __future__ import annotations

from cc2html.options import Options
from cc2html.pipeline import convert
from helpers import TEST_DATA


def export(name: str, tmp_path) -> str:
    out = tmp_path / "s.md"
    convert(TEST_DATA / name, out, options=Options(output_format="md"))
    return out.read_text(encoding="utf-8")


def test_a_compaction_agents_transcript_is_in_the_export(tmp_path):
    md = export("facts_aside.jsonl", tmp_path)
    assert md.count("Your task is to create a detailed summary of the conversation") == 1
    assert "acompact-c1" in md


def test_a_workflow_agents_transcript_is_in_the_export(tmp_path):
    md = export("workflow_phases.jsonl", tmp_path)
    assert md.count("Survey the northern lighthouses.") == 1
    assert md.count("Northern beacons flash every twelve seconds.") == 1
