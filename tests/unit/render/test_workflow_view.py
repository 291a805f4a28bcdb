"""How a workflow run looks: on the page (folded, agent headers), in `cc2html show`, and
in the archive's search passages."""

from __future__ import annotations

import re

from typer.testing import CliRunner

from cc2html.archive.passages import passages
from cc2html.cli import app as cli
from cc2html.pipeline import build_session
from helpers import TEST_DATA, render_path, visible_text

runner = CliRunner()


def _agent_article(page: str, agent: str) -> str:
    start = page.index(f'id="workflow-wf_lamp01-agent-{agent}"')
    return page[page.rindex("<article", 0, start):page.index("</summary>", start)]


def test_agent_header_shows_label_model_state_tokens_and_tool_calls():
    page = render_path(TEST_DATA / "workflow_phases.jsonl")
    head = visible_text(_agent_article(page, "lamp0001"))
    for want in ("Agent survey:north", "claude-sonnet-4-6", "done", "300 tokens",
                 "3 tool calls"):
        assert want in head, want
    assert "failed" in visible_text(_agent_article(page, "lamp0002"))
    assert "Drafting the rota for the wi" in visible_text(_agent_article(page, "lamp0003"))


def test_run_and_agents_are_folded_phases_open_inside():
    page = render_path(TEST_DATA / "workflow_phases.jsonl")
    call = page[page.rindex("<article", 0, page.index('data-tool="Workflow"')):]
    assert call.split(">", 2)[1].strip().startswith("<details") and \
        not call.split(">", 2)[1].strip().startswith("<details open")
    for agent in ("lamp0001", "lamp0002", "lamp0003", "lamp0004"):
        assert re.search(r"<details>\s*<summary", _agent_article(page, agent)), agent


def test_agent_transcripts_and_results_reach_the_page():
    text = visible_text(render_path(TEST_DATA / "workflow_phases.jsonl"))
    for want in ("Northern beacons flash every twelve seconds.", "skerry",
                 "The southern ledger is unreadable; giving up.",
                 "Foghorn timings agree with the almanac.", "Phase: Survey",
                 "one agent per coast", "Agents in no phase"):
        assert want in text, want


def test_record_script_and_arguments_are_shown():
    text = visible_text(render_path(TEST_DATA / "workflow_script_path.jsonl"))
    assert "Script (2 lines)" in text and "Tabulate tides of" in text
    assert "Arguments" in text and "Quay" in text


def test_unclaimed_run_is_shown_and_listed_in_the_report():
    page = render_path(TEST_DATA / "workflow_unclaimed.jsonl")
    text = visible_text(page)
    assert "no Workflow call in this transcript names this run" in text
    assert "Seventeen moths, mostly silver-y." in text
    report = visible_text(page[page.index('id="report"'):])
    assert "workflow run wf_night01" in report


def test_show_prints_run_phases_and_agents():
    out = runner.invoke(cli.app, ["show", str(TEST_DATA / "workflow_phases.jsonl"),
                                  "-w", "200"]).stdout
    assert "workflow run: lighthouse-audit · wf_lamp01 · running" in out
    assert "phase: Survey · 2 agents" in out and "agents in no phase · 1 agent" in out
    assert "agent survey:south · claude-sonnet-4-6 · failed · 120 tokens" in out
    unclaimed = runner.invoke(cli.app, ["show", str(TEST_DATA / "workflow_unclaimed.jsonl"),
                                        "-w", "200"]).stdout
    assert "no Workflow call of this session names" in unclaimed and "owl00001" in unclaimed


def test_search_passages_include_agent_transcripts():
    doc = build_session(TEST_DATA / "workflow_phases.jsonl").doc
    texts = [text for _, _, text in passages(doc)]
    assert any("Survey the northern lighthouses." in t for t in texts)
    assert any("survey:north" in t for t in texts)
