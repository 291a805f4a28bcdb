"""Subagent transcripts rebuilt from `agent_progress` copies, and never shown twice."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from cc2html.pipeline import build
from cc2html.tree.stats import all_messages
from helpers import TEST_DATA


def _task(doc):
    nodes = doc.sessions[0].nodes[0].children
    return next(n for n in nodes if getattr(n.msg, "tool_name", "") == "Task")


def test_progress_copies_become_the_subagent_transcript():
    doc, problems, ctx = build(TEST_DATA / "agent_progress.jsonl")
    task = _task(doc)
    assert task.subagent is not None and task.subagent.source == "progress"
    assert task.subagent.key == "c33"
    kinds = [type(n.msg).__name__ for n in task.subagent.nodes]
    assert kinds == ["SubagentPromptMessage"]  # the prompt; the rest nests under it
    inner = task.subagent.nodes[0].children
    assert [type(n.msg).__name__ for n in inner] == ["ToolUseMessage", "AssistantTextMessage"]
    glob = inner[0]
    assert glob.result is not None and glob.msg.meta.is_sidechain  # repeated copy shown once
    assert doc.hidden["progress/agent_progress"].count == 5


def test_a_sidecar_named_by_the_progress_wins(tmp_path: Path):
    main = tmp_path / "11111111-2222-4333-8444-555555555555.jsonl"
    shutil.copy(TEST_DATA / "agent_progress.jsonl", main)
    folder = tmp_path / main.stem / "subagents"
    folder.mkdir(parents=True)
    sidecar = {"type": "user", "uuid": "side-1", "isSidechain": True, "agentId": "c33",
               "sessionId": "11111111-2222-4333-8444-555555555555",
               "message": {"role": "user", "content": "Prompt from the sidecar file."}}
    (folder / "agent-c33.jsonl").write_text(json.dumps(sidecar) + "\n", encoding="utf-8")
    doc, _, _ = build(main)
    task = _task(doc)
    assert task.subagent is not None and task.subagent.source == "sidecar"
    texts = [getattr(m, "text", "") for m in all_messages(doc.sessions[0])]
    assert "Prompt from the sidecar file." in texts
    assert "List the modules." not in texts  # the progress copies are not shown as well
    assert not doc.sessions[0].unlinked
