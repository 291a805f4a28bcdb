"""Session titles from Claude Code 2.1.1xx–2.1.2xx title lines (issue 32, formats.md §3g):
a user's `custom-title` wins, then the last `ai-title`, then the summary and the first
prompt; a `custom-title` equal to the session's worktree name (auto-stamped since 2.1.223)
beats none of them. Transcripts are built inline (hand-made, from formats.md's shapes).
"""

from __future__ import annotations

import json
from pathlib import Path

from cc2html.archive.summary import title_kind
from cc2html.pipeline import build
from cc2html.tree.session_facts import pick_title

S = "7171e000-0000-4000-8000-000000000001"


def _file(tmp_path: Path, *lines: dict) -> Path:
    convo = [
        {"type": "user", "uuid": "u1", "parentUuid": None, "sessionId": S,
         "timestamp": "2026-11-20T10:00:01Z", "message": {"role": "user",
                                                          "content": "Please fix the lexer"}},
        {"type": "assistant", "uuid": "a1", "parentUuid": "u1", "sessionId": S,
         "timestamp": "2026-11-20T10:00:02Z",
         "message": {"id": "m1", "role": "assistant", "model": "claude-opus-5",
                     "content": [{"type": "text", "text": "Done."}]}},
    ]
    path = tmp_path / "s.jsonl"
    path.write_text("".join(json.dumps({**o, "sessionId": S}) + "\n"
                            for o in convo + list(lines)))
    return path


def _title(path: Path) -> tuple[str, str]:
    doc, _, _ = build(path)
    return doc.sessions[0].title, doc.sessions[0].title_source


def _ai(title: str) -> dict:
    return {"type": "ai-title", "aiTitle": title}


def _custom(title: str) -> dict:
    return {"type": "custom-title", "customTitle": title}


WORKTREE = {"type": "worktree-state", "worktreeSession": {
    "worktreeName": "structured-logging", "worktreePath": "/r/.claude/worktrees/x"}}


def test_the_last_ai_title_wins(tmp_path: Path):
    path = _file(tmp_path, _ai("Lexer work"), _ai("Fix the lexer's string escapes"))
    assert _title(path) == ("Fix the lexer's string escapes", "ai")


def test_an_ai_title_beats_the_first_prompt_and_a_summary(tmp_path: Path):
    summary = {"type": "summary", "summary": "A summary", "leafUuid": "a1"}
    assert _title(_file(tmp_path, summary, _ai("Lexer escapes")))[0] == "Lexer escapes"


def test_a_worktree_auto_title_does_not_beat_an_ai_title(tmp_path: Path):
    path = _file(tmp_path, _ai("Lexer escapes"), WORKTREE, _custom("structured-logging"))
    assert _title(path) == ("Lexer escapes", "ai")


def test_a_worktree_auto_title_does_not_beat_the_first_prompt(tmp_path: Path):
    path = _file(tmp_path, WORKTREE, _custom("structured-logging"))
    assert _title(path) == ("Please fix the lexer", "prompt")


def test_a_users_own_custom_title_still_wins(tmp_path: Path):
    path = _file(tmp_path, WORKTREE, _custom("structured-logging"), _ai("Lexer escapes"),
                 _custom("My lexer session"))
    assert _title(path) == ("My lexer session", "custom")


def test_the_archive_keeps_an_ai_title_from_other_files_summaries(tmp_path: Path):
    """A summary found in another file titles only sessions titled by their prompt."""
    doc, _, _ = build(_file(tmp_path, _ai("Lexer escapes")))
    assert title_kind(doc.sessions[0].title_source, doc.sessions[0].summary) == "custom"
    doc, _, _ = build(_file(tmp_path, WORKTREE, _custom("structured-logging")))
    assert title_kind(doc.sessions[0].title_source, doc.sessions[0].summary) == "prompt"


def test_pick_title_order():
    worktrees = frozenset({"wt"})
    assert pick_title({"custom": "wt", "ai": "A"}, worktrees) == ("A", "ai")
    assert pick_title({"custom": "wt"}, worktrees) == ("", "worktree")
    assert pick_title({"custom": "C", "ai": "A"}, worktrees) == ("C", "custom")
    assert pick_title({}, worktrees) == ("", "")


def test_a_subagents_own_agent_name_and_colour_label_it_not_the_session(tmp_path: Path):
    """`agent-name` / `agent-color` lines of a subagent's file label that subagent (the
    colour only from the fixed palette); the session's header is not given them."""
    main = _file(tmp_path)
    folder = tmp_path / "s" / "subagents"
    folder.mkdir(parents=True)
    lines = [{"type": "user", "uuid": "x1", "isSidechain": True, "agentId": "a0b1",
              "message": {"role": "user", "content": "Review the lexer"}},
             {"type": "agent-name", "agentName": "lexer-reviewer"},
             {"type": "agent-color", "agentColor": "cyan"}]
    (folder / "agent-a0b1.jsonl").write_text(
        "".join(json.dumps({**o, "sessionId": S}) + "\n" for o in lines))
    doc, _, _ = build(main)
    [session] = doc.sessions
    [sub] = session.unlinked
    assert (sub.name, sub.colour) == ("lexer-reviewer", "cyan")
    assert session.facts.agent_name == ""
    assert doc.hidden["agent-name"].count == 1


def test_a_title_stamped_with_the_agent_name_does_not_beat_the_first_prompt(tmp_path: Path):
    """Claude Desktop writes `custom-title` = `agent-name` first (corpus-modern matrx-local);
    the user's own custom title that follows still wins."""
    name = "AI Matrx · claude-code"
    stamped = (_custom(name), {"type": "agent-name", "agentName": name})
    assert _title(_file(tmp_path, *stamped)) == ("Please fix the lexer", "prompt")
    assert _title(_file(tmp_path, *stamped, _custom("Dedupe and verify"))) == \
        ("Dedupe and verify", "custom")


def test_a_subagent_files_title_line_does_not_title_the_session(tmp_path: Path):
    main = _file(tmp_path, _ai("Lexer escapes"))
    folder = tmp_path / "s" / "subagents"
    folder.mkdir(parents=True)
    lines = [{"type": "user", "uuid": "x1", "isSidechain": True, "agentId": "a0b1",
              "message": {"role": "user", "content": "Review the lexer"}},
             _ai("Subagent's own title")]
    (folder / "agent-a0b1.jsonl").write_text(
        "".join(json.dumps({**o, "sessionId": S}) + "\n" for o in lines))
    doc, _, _ = build(main)
    assert doc.sessions[0].title == "Lexer escapes"
    assert doc.hidden["ai-title (subagent file)"].count == 1
