"""Build-tree stage: hierarchy, pairing, orphans, sidechain nesting, sessions, ids."""

from __future__ import annotations

from pathlib import Path

from cc2html.messages import (AssistantTextMessage, ToolResultMessage, ToolUseMessage,
                              UserTextMessage)
from cc2html.pipeline import build
from conftest import TEST_DATA


def doc_of(name: str):
    doc, problems, _ = build(TEST_DATA / f"{name}.jsonl")
    return doc, problems


def walk(nodes):
    for node in nodes:
        yield node
        if node.result:
            yield node.result
        yield from walk(node.children)
        if node.subagent:
            yield from walk(node.subagent.nodes)


def test_turns_assistants_and_tools_nest():
    doc, _ = doc_of("tools")
    (session,) = doc.sessions
    (turn,) = session.nodes
    assert isinstance(turn.msg, UserTextMessage)
    (assistant,) = turn.children
    assert isinstance(assistant.msg, AssistantTextMessage)
    uses = assistant.children
    assert [u.msg.tool_name for u in uses] == ["Bash", "Read", "Write", "Edit",
                                               "mcp__github__create_issue", "FancyNewTool"]
    for use in uses:
        assert isinstance(use.result.msg, ToolResultMessage)
        assert use.result.msg.tool_use_id == use.msg.tool_use_id


def test_unanswered_use_and_orphan_result_are_kept():
    doc, _ = doc_of("tool_errors")
    nodes = list(walk(doc.sessions[0].nodes))
    unanswered = [n for n in nodes if isinstance(n.msg, ToolUseMessage) and n.result is None]
    orphans = [n for n in nodes if n.orphan]
    assert [n.msg.tool_use_id for n in unanswered] == ["toolu_noresult"]
    assert [n.msg.tool_use_id for n in orphans] == ["toolu_orphan"]


def test_sidechain_nests_under_its_task():
    doc, _ = doc_of("sidechain")
    (session,) = doc.sessions
    tasks = [n for n in walk(session.nodes) if isinstance(n.msg, ToolUseMessage)]
    (task,) = tasks
    assert task.subagent is not None and task.subagent.linked
    texts = [n.msg.text for n in walk(task.subagent.nodes) if hasattr(n.msg, "text")]
    assert "The limit is 50 requests per minute." in texts
    main_texts = [n.msg.text for n in session.nodes if hasattr(n.msg, "text")]
    assert "Find the rate limits of the API." not in main_texts  # not duplicated in the main thread


def test_sessions_get_their_own_headers():
    doc, _ = doc_of("multi_session")
    assert [s.title for s in doc.sessions] == ["First session prompt.", "Second session prompt."]


def test_summary_titles_the_session_and_others_are_listed():
    doc, _ = doc_of("summary_title")
    assert doc.sessions[0].title == "Setting up continuous integration"
    assert doc.other_summaries == ["A conversation stored in another file"]


def test_ids_are_unique_and_derived_from_uuids():
    doc, _ = doc_of("tools")
    ids = [n.id for n in walk(doc.sessions[0].nodes)]
    assert len(ids) == len(set(ids))
    assert all(i.startswith("msg-") for i in ids)


def test_sidecar_files_nest(tmp_path: Path):
    session = "22222222-2222-4222-8222-222222222222"
    main = tmp_path / f"{session}.jsonl"
    main.write_text(
        '{"type":"user","uuid":"u1","sessionId":"%s","message":{"content":"go"}}\n'
        '{"type":"assistant","uuid":"a1","sessionId":"%s","message":{"content":[{"type":"tool_use",'
        '"id":"t1","name":"Agent","input":{"prompt":"dig","description":"Dig"}}]}}\n'
        '{"type":"user","uuid":"r1","sessionId":"%s","toolUseResult":{"agentId":"abc123"},'
        '"message":{"content":[{"type":"tool_result","tool_use_id":"t1","content":"dug"}]}}\n'
        % (session, session, session))
    side = tmp_path / session / "subagents"
    side.mkdir(parents=True)
    (side / "agent-abc123.jsonl").write_text(
        '{"type":"user","uuid":"s1","isSidechain":true,"agentId":"abc123","sessionId":"%s",'
        '"message":{"content":"dig"}}\n'
        '{"type":"assistant","uuid":"s2","isSidechain":true,"agentId":"abc123","sessionId":"%s",'
        '"message":{"content":[{"type":"text","text":"found the treasure"}]}}\n' % (session, session))
    doc, _, _ = build(main)
    (task,) = [n for n in walk(doc.sessions[0].nodes) if isinstance(n.msg, ToolUseMessage)]
    assert task.subagent and task.subagent.source == "sidecar"
    assert any(getattr(n.msg, "text", "") == "found the treasure" for n in walk(task.subagent.nodes))
