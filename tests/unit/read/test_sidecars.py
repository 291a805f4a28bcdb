"""Sidecar discovery: which files are a session's subagent transcripts.

One rule (read/sidecars.py) serves a single conversion and the archive planner."""

from __future__ import annotations

import json
from pathlib import Path

from cc2html.archive.plan import Selection, make_plan
from cc2html.model import ToolUseMessage
from cc2html.pipeline import build, sidecar_files
from cc2html.read.sidecars import (agent_id, find_sidecars, is_agent_file, list_folder,
                                   subagents_folder)
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


def test_the_rule_finds_nested_then_flat(tmp_path: Path) -> None:
    main = _session(tmp_path / "s1.jsonl", "s1", "a")
    nested = _agent(subagents_folder(main) / "agent-a.jsonl", "s1", "a", "nested")
    _agent(tmp_path / "agent-a.jsonl", "s1", "a", "flat copy")  # the nested one wins
    flat = _agent(tmp_path / "agent-b.jsonl", "s1", "b", "flat")
    (tmp_path / "notes.jsonl").write_text("")  # not an agent file
    (subagents_folder(main) / "agent-c.meta.json").write_text("{}")
    assert find_sidecars(main, list_folder) == {"a": nested, "b": flat}
    assert sidecar_files(main) == {"a": nested, "b": flat}
    assert find_sidecars(main, list_folder, flat=False) == {"a": nested}


def test_agent_file_names() -> None:
    assert agent_id("agent-abc.jsonl") == "abc"
    assert agent_id("agent-a.b-c.jsonl") == "a.b-c"
    for name in ("agent-.jsonl", "notes-agent-1.jsonl", "agent-x.jsonl.bak", "agent-x.json",
                 "Agent-x.jsonl", "s1.jsonl"):
        assert agent_id(name) is None and not is_agent_file(name)


def test_a_session_has_no_sidecars_without_them(tmp_path: Path) -> None:
    main = _session(tmp_path / "s1.jsonl", "s1", "a")
    assert find_sidecars(main, list_folder) == {}


def test_archive_and_conversion_find_the_same_nested_and_flat_files(tmp_path: Path) -> None:
    """The archive assigns a flat file to the session its lines name; a conversion reads every
    flat file of the folder and keeps the ones its calls or its session own."""
    project = tmp_path / "proj"
    main = _session(project / "s1.jsonl", "s1", "a")
    _session(project / "s2.jsonl", "s2", "c")
    _agent(subagents_folder(main) / "agent-a.jsonl", "s1", "a", "nested text")
    _agent(project / "agent-b.jsonl", "s1", "b", "flat text")
    _agent(project / "agent-c.jsonl", "s2", "c", "other session")
    plan = make_plan(tmp_path, {}, Selection())
    by_name = {s.main.rel: [(a, i.path) for a, i in s.sidecars] for s in plan.projects[0].sessions}
    assert by_name == {"proj/s1.jsonl": [("a", subagents_folder(main) / "agent-a.jsonl"),
                                         ("b", project / "agent-b.jsonl")],
                       "proj/s2.jsonl": [("c", project / "agent-c.jsonl")]}
    assert set(sidecar_files(main)) == {"a", "b", "c"}
    doc, _, _ = build(main)
    texts = [getattr(n.msg, "text", "") for n in doc.sessions[0].walk()]
    assert "nested text" in texts and "flat text" in texts and "other session" not in texts
