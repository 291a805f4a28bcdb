"""Antigravity CLI transcripts (read/antigravity.py, read/agents/antigravity.py): told by
their steps, read into the transcript's entries (the prompt apart from the CLI's context,
the model a settings change names, calls with agy's JSON-text arguments decoded, each
tool step the result of the oldest open call or a call of its own, errors, clipped
output said, a checkpoint as a compaction), and the conversation's id and workspace taken
from its brain folder and history.jsonl. A brain folder's Markdown artifact is refused."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cc2html.read.agent_entries import CompactedEntry, HiddenEntry, InjectedEntry
from cc2html.read.agents import detect_format
from cc2html.read.agents.antigravity import ANTIGRAVITY
from cc2html.read.antigravity import CLIPPED
from cc2html.read.entries import AssistantEntry, UnknownEntry, UserEntry
from cc2html.read.sniff import MARKDOWN, not_transcript
from cc2html.read.transcript import ParseProblem
from helpers import TEST_DATA

SESSION = TEST_DATA / "agents" / "antigravity" / "session.jsonl"


def _entries(path: Path) -> list:
    return list(ANTIGRAVITY.read(path, None))


def test_told_by_its_steps():
    assert detect_format(SESSION).name == "antigravity"
    assert detect_format(TEST_DATA / "gemini_session.jsonl").name == "gemini"


def test_prompt_context_model_and_calls():
    entries = _entries(SESSION)
    assert [e.reason for e in entries if isinstance(e, InjectedEntry)] == \
        ["antigravity-settings"]
    prompts = [e.message.content for e in entries if isinstance(e, UserEntry)
               and isinstance(e.message.content, str)]
    assert prompts == ["Rename the helper in utils.py and run the tests."]
    replies = [e for e in entries if isinstance(e, AssistantEntry)]
    assert {e.message.model for e in replies} == {"Gemini 3.1 Pro (High)"}
    calls = [(b.name, b.input) for e in replies for b in e.message.content
             if b.type == "tool_use"]
    assert calls[0] == ("view_file", {"AbsolutePath": "/work/proj/utils.py",
                                      "toolSummary": "Reading utils"})
    assert [name for name, _ in calls] == ["view_file", "replace_file_content",
                                           "run_command", "run_command"]
    assert replies[0].timestamp == "2026-07-10T09:00:02Z"


def test_tool_steps_answer_calls_in_order_with_errors_and_clipping():
    entries = _entries(SESSION)
    ids = [b.id for e in entries if isinstance(e, AssistantEntry) for b in e.message.content
           if b.type == "tool_use"]
    results = [b for e in entries if isinstance(e, UserEntry)
               and isinstance(e.message.content, list) for b in e.message.content]
    assert [r.tool_use_id for r in results] == ids
    assert [r.is_error for r in results] == [False, False, True, True]
    assert results[2].content.endswith(CLIPPED)
    assert [e.summary.splitlines()[0] for e in entries if isinstance(e, CompactedEntry)] == \
        ["# Resuming from a compaction"]
    assert [e.kind for e in entries if isinstance(e, HiddenEntry)] == ["CONVERSATION_HISTORY"]
    assert [p.line for p in entries if isinstance(p, ParseProblem)] == [11]


def test_a_step_with_no_call_stands_for_its_own_and_an_unknown_one_is_read_or_raw(tmp_path: Path):
    path = tmp_path / "t.jsonl"
    path.write_text("\n".join(json.dumps(o) for o in (
        {"step_index": 0, "source": "MODEL", "type": "RUN_COMMAND", "status": "DONE",
         "created_at": "2026-07-10T09:00:00Z", "content": "ok"},
        {"step_index": 1, "source": "MODEL", "type": "BROWSER_ACTION", "status": "DONE",
         "created_at": "2026-07-10T09:00:01Z"},
        {"step_index": 2, "source": "MODEL", "type": "BROWSER_NAVIGATE", "status": "DONE",
         "created_at": "2026-07-10T09:00:02Z", "content": "opened https://example.com"},
    )) + "\n")
    entries = _entries(path)
    calls = [e.message.content[0] for e in entries if isinstance(e, AssistantEntry)]
    assert [(c.name, c.input) for c in calls] == [("RUN_COMMAND", {}), ("BROWSER_NAVIGATE", {})]
    assert [e.type for e in entries if isinstance(e, UnknownEntry)] == \
        ["antigravity step (BROWSER_ACTION)"]  # (no content: nothing says what it is)
    assert not [p for p in entries if isinstance(p, ParseProblem)]


def _brain(home: Path, cid: str = "c0ffee00-1111-4222-8333-444455556666") -> Path:
    root = home / ".gemini" / "antigravity-cli"
    logs = root / "brain" / cid / ".system_generated" / "logs"
    logs.mkdir(parents=True)
    (logs / "transcript.jsonl").write_bytes(SESSION.read_bytes())
    (root / "brain" / cid / "task.md").write_text("# Task\n\n- [x] rename\n")
    (root / "history.jsonl").write_text(json.dumps(
        {"conversationId": cid, "workspace": "/work/proj", "prompt": "Rename"}) + "\n")
    return logs / "transcript.jsonl"


def test_the_id_and_workspace_come_from_the_brain_folder(tmp_path: Path):
    path = _brain(tmp_path)
    scan = ANTIGRAVITY.scan(path)
    assert (scan.session_id, scan.cwd, scan.first_ts, scan.last_ts) == \
        ("c0ffee00-1111-4222-8333-444455556666", "/work/proj", "2026-07-10T09:00:00Z",
         "2026-07-10T09:01:00Z")
    assert all(e.cwd == "/work/proj" for e in _entries(path) if not isinstance(e, ParseProblem))


@pytest.mark.parametrize("text", ["# Antigravity fixture\n\nA brain artifact.\n",
                                  "\n## Plan\n- step\n"])
def test_a_markdown_artifact_is_refused_with_a_true_reason(tmp_path: Path, text: str):
    path = tmp_path / "walkthrough.md"
    path.write_text(text)
    assert not_transcript(path) == MARKDOWN
