"""Sidecar discovery: which files are a session's subagent transcripts.

One rule (read/sidecars.py) serves a single conversion and the archive planner."""

from __future__ import annotations

import json
from pathlib import Path

from cc2html.archive.plan import Selection, make_plan
from cc2html.model import ToolUseMessage
from cc2html.pipeline import build
from cc2html.tree.nodes import walk

from helpers import call_lines, user_line


def _write(path: Path, lines: list[dict]) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(json.dumps(line) + "\n" for line in lines))
    return path


def _session(path: Path, sid: str, agent: str) -> Path:
    """A session whose one Agent call's result names subagent `agent`."""
    return _write(path, [user_line(1, "go", sid),
                         *call_lines(2, "Agent", {"prompt": "dig"}, "dug", sid,
                                     toolUseResult={"agentId": agent})])


def _agent(path: Path, sid: str, agent: str, text: str) -> Path:
    return _write(path, [
        {"type": "user", "uuid": f"{agent}-u", "isSidechain": True, "agentId": agent,
         "sessionId": sid, "message": {"role": "user", "content": "dig"}},
        {"type": "assistant", "uuid": f"{agent}-a", "isSidechain": True, "agentId": agent,
         "sessionId": sid, "message": {"role": "assistant", "content": [
             {"type": "text", "text": text}]}}])


def _subagent_texts(main: Path) -> list[str]:
    doc, _, _ = build(main)
    calls = [n for n in walk(doc.sessions[0].nodes) if isinstance(n.msg, ToolUseMessage)]
    return [getattr(n.msg, "text", "") for call in calls if call.subagent
            for n in walk(call.subagent.nodes)]


def test_a_session_named_with_agent_inside_keeps_its_subagents(tmp_path: Path) -> None:
    """Only a name that starts `agent-` is a subagent file. A session called
    `notes-agent-1.jsonl` lost its subagents in a single conversion (the name was searched
    anywhere), while the archive planned them for it."""
    project = tmp_path / "proj"
    main = _session(project / "notes-agent-1.jsonl", "s1", "abc")
    _agent(project / "notes-agent-1" / "subagents" / "agent-abc.jsonl", "s1", "abc", "found it")
    assert "found it" in _subagent_texts(main)
    plan = make_plan(tmp_path, {}, Selection())
    [session] = plan.projects[0].sessions
    assert session.main.rel == "proj/notes-agent-1.jsonl"
    assert [agent for agent, _ in session.sidecars] == ["abc"]
