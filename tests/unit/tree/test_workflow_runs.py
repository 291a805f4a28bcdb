"""Workflow runs in the tree: each run under the call that launched it, phases -> agents
-> transcripts; a run no call names is kept at the session's end and reported."""

from __future__ import annotations

import shutil
from pathlib import Path

from cc2html.model import ToolUseMessage
from cc2html.model.workflow import (WorkflowAgentMessage, WorkflowPhaseMessage,
                                    WorkflowRunMessage)
from cc2html.pipeline import build_session
from cc2html.tree.nodes import Node
from cc2html.tree.stats import session_stats
from helpers import TEST_DATA


def _workflow_calls(nodes: list[Node]) -> list[Node]:
    found = []
    for node in nodes:
        if isinstance(node.msg, ToolUseMessage) and node.msg.tool_name == "Workflow":
            found.append(node)
        found += _workflow_calls(node.children)
    return found


def _run_under(call: Node) -> Node:
    runs = [c for c in call.children if isinstance(c.msg, WorkflowRunMessage)]
    assert len(runs) == 1
    return runs[0]


def test_run_nests_phases_agents_and_transcripts_under_its_call():
    built = build_session(TEST_DATA / "workflow_phases.jsonl")
    (call,) = _workflow_calls(built.doc.sessions[0].nodes)
    run = _run_under(call)
    assert run.msg.name == "lighthouse-audit" and run.msg.status == "running"
    phases = [(p.msg.index, p.msg.title, [a.msg.label for a in p.children])
              for p in run.children]
    assert phases == [(1, "Survey", ["survey:north", "survey:south"]),
                      (2, "Report", ["report:rota"]), (0, "", ["lamp0004"])]
    agents = {a.msg.agent_id: a for p in run.children for a in p.children}
    assert all(isinstance(a.msg, WorkflowAgentMessage) for a in agents.values())
    assert all(isinstance(p.msg, WorkflowPhaseMessage) for p in run.children)
    north = agents["lamp0001"].msg
    assert (north.state, north.model, north.tokens, north.tool_calls) == (
        "done", "claude-sonnet-4-6", 300, 3)
    assert north.result == {"region": "north", "interval": "12s", "beacons": ["skerry", "holm"]}
    assert agents["lamp0002"].msg.state == "failed" and agents["lamp0002"].msg.result is None
    assert agents["lamp0003"].msg.result_preview.startswith("Drafting the rota")
    assert agents["lamp0004"].msg.state == "done"  # the journal's word, no record row
    for agent in agents.values():
        assert agent.subagent is not None and agent.subagent.source == "workflow"
        assert agent.subagent.nodes, agent.msg.agent_id
    assert not built.doc.sessions[0].unlinked and not built.ctx.warnings


def test_run_named_only_in_the_launch_text_is_still_placed():
    built = build_session(TEST_DATA / "workflow_script_path.jsonl")
    (call,) = _workflow_calls(built.doc.sessions[0].nodes)
    assert call.result is not None and call.result.msg.sidecar is None  # type: ignore[attr-defined]
    run = _run_under(call)
    assert run.msg.script_path == "/home/dev/flows/tides.workflow.js"
    assert run.msg.result == {"harbour": "Quay", "highWater": "dawn"}


def test_run_no_call_names_is_kept_and_reported():
    built = build_session(TEST_DATA / "workflow_unclaimed.jsonl")
    session = built.doc.sessions[0]
    (sub,) = session.unlinked
    assert sub.source == "workflow" and not sub.linked and sub.key == "wf_night01"
    (run,) = sub.nodes
    (phase,) = run.children
    (agent,) = phase.children
    assert agent.msg.state == "started" and agent.subagent is not None
    assert any("wf_night01" in text for _, text in built.ctx.warnings)


def test_two_calls_naming_one_run_show_it_once(tmp_path: Path):
    shutil.copytree(TEST_DATA / "workflow_phases", tmp_path / "w")
    lines = (TEST_DATA / "workflow_phases.jsonl").read_text(encoding="utf-8")
    (tmp_path / "w.jsonl").write_text(lines + lines.replace("toolu_wfphase1", "toolu_again"),
                                      encoding="utf-8")
    built = build_session(tmp_path / "w.jsonl")
    runs = [c for call in _workflow_calls([n for s in built.doc.sessions for n in s.nodes])
            for c in call.children if isinstance(c.msg, WorkflowRunMessage)]
    assert len(runs) == 1


def test_agent_files_without_a_record_are_agents_in_no_phase(tmp_path: Path):
    shutil.copytree(TEST_DATA / "workflow_phases", tmp_path / "w")
    shutil.copy(TEST_DATA / "workflow_phases.jsonl", tmp_path / "w.jsonl")
    (tmp_path / "w" / "workflows" / "wf_lamp01.json").unlink()
    (tmp_path / "w" / "subagents" / "workflows" / "wf_lamp01" / "journal.jsonl").unlink()
    built = build_session(tmp_path / "w.jsonl")
    (call,) = _workflow_calls(built.doc.sessions[0].nodes)
    (phase,) = _run_under(call).children
    assert phase.msg.index == 0
    assert [a.msg.agent_id for a in phase.children] == ["lamp0001", "lamp0002", "lamp0003",
                                                        "lamp0004"]


def test_run_headings_are_not_counted_as_messages():
    from_run = build_session(TEST_DATA / "workflow_unclaimed.jsonl").doc.sessions[0]
    stats = session_stats(from_run)
    assert not {WorkflowRunMessage, WorkflowPhaseMessage, WorkflowAgentMessage} & set(stats.classes)
    assert stats.messages == 4  # the session's prompt and answer, the agent's two lines


def test_run_launched_by_a_subagent_is_placed_under_its_call(tmp_path: Path):
    """A Workflow call inside a subagent no call points at still claims its run."""
    shutil.copytree(TEST_DATA / "workflow_phases", tmp_path / "w")
    main = (TEST_DATA / "workflow_phases.jsonl").read_text(encoding="utf-8").splitlines()
    (tmp_path / "w.jsonl").write_text(main[0] + "\n", encoding="utf-8")  # the prompt only
    agent = "".join(line.replace('"isSidechain": false', '"isSidechain": true')
                    .replace('"sessionId": "7a7a0000-0000-4000-8000-000000000001"',
                             '"sessionId": "7a7a0000-0000-4000-8000-000000000001", '
                             '"agentId": "launcher"') + "\n" for line in main[1:])
    (tmp_path / "w" / "subagents" / "agent-launcher.jsonl").write_text(agent, encoding="utf-8")
    built = build_session(tmp_path / "w.jsonl")
    session = built.doc.sessions[0]
    (sub,) = session.unlinked
    assert sub.source == "sidecar"
    (call,) = _workflow_calls(sub.nodes)
    assert _run_under(call).msg.run_id == "wf_lamp01" and not built.ctx.warnings
