"""Commits are counted from any report of one, on every agent, once each, and the facts
say how many the subagents made.

Fixtures: hand-made lines written here (no real transcript): a Claude Code session whose
Bash results carry `git commit`'s report with and without the harness's `toolUseResult`
copy (as an Agent SDK stream has none), a `--allow-empty` commit (git prints no summary
line), the same commit printed twice, a subagent's commit on a sidechain; a Codex rollout
whose shell call commits.
"""

from __future__ import annotations

import json
from pathlib import Path

from cc2html.pipeline import build
from cc2html.render.facts import fact_line, facts_json, session_facts
from cc2html.tree.stats import session_stats

SID = "11111111-2222-4333-8444-555555555555"
COMMIT = "[main 1a2b3c4] Add the notes\n 1 file changed, 3 insertions(+)\n"


def _line(n: int, kind: str, content: object, side: bool = False, parent: int = 0,
          **extra: object) -> dict:
    return {"parentUuid": f"u-{parent}" if parent else None, "isSidechain": side,
            "sessionId": SID, "version": "2.1.38", "cwd": "/w", "type": kind,
            "uuid": f"u-{n}", "timestamp": f"2026-01-15T10:00:{n:02d}.000Z",
            "message": ({"role": "user", "content": content} if kind == "user" else
                        {"id": f"msg_{n}", "role": "assistant", "model": "claude-opus-4-6",
                         "content": content}), **extra}


def _bash(n: int, command: str, output: str, side: bool = False, sidecar: bool = True,
          parent: int = 0) -> list[dict]:
    """A Bash call (line n) and its result (line n + 1); `sidecar`: with the harness's
    toolUseResult copy of the output, as the CLI writes (an SDK stream has none)."""
    extra = {"toolUseResult": {"stdout": output, "stderr": "", "interrupted": False,
                               "isImage": False}} if sidecar else {}
    return [_line(n, "assistant", [{"type": "tool_use", "id": f"toolu_{n}", "name": "Bash",
                                    "input": {"command": command}}], side, parent),
            _line(n + 1, "user", [{"type": "tool_result", "tool_use_id": f"toolu_{n}",
                                   "content": output}], side, n, **extra)]


def _stats(tmp_path: Path, lines: list[dict], name: str = "s.jsonl"):
    src = tmp_path / name
    src.write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")
    doc, _, _ = build(src)
    assert len(doc.sessions) == 1
    return session_stats(doc.sessions[0])


def _shas(stats) -> list[str]:
    return [commit.sha for _, commit in stats.commits]


def test_a_commit_reported_only_in_the_result_text_counts(tmp_path):
    lines = [_line(1, "user", "Commit it."),
             *_bash(2, "git commit -am 'Add the notes'", COMMIT, sidecar=False, parent=1)]
    assert _shas(_stats(tmp_path, lines)) == ["1a2b3c4"]


def test_an_allow_empty_commit_counts_where_git_ran(tmp_path):
    lines = [_line(1, "user", "Mark the release."),
             *_bash(2, "git commit --allow-empty -m 'Release 1.0'",
                    "[main 5e6f7a8] Release 1.0\n", parent=1),
             # the same shape from a command that is not git: a log line, no commit
             *_bash(4, "./worker.sh", "[worker 1234567] started\n", parent=3)]
    stats = _stats(tmp_path, lines)
    assert _shas(stats) == ["5e6f7a8"]
    assert stats.commits[0][1].stat == "" and stats.commits[0][1].message == "Release 1.0"


def test_one_commit_reported_twice_counts_once(tmp_path):
    lines = [_line(1, "user", "Commit and show it."),
             *_bash(2, "git commit -am 'Add the notes'", COMMIT, parent=1),
             *_bash(4, "cat commit.log", "log:\n" + COMMIT, parent=3)]
    assert _shas(_stats(tmp_path, lines)) == ["1a2b3c4"]


def _with_subagent() -> list[dict]:
    task = {"type": "tool_use", "id": "toolu_task", "name": "Task",
            "input": {"description": "Commit", "subagent_type": "general-purpose",
                      "prompt": "Commit the notes."}}
    return [_line(1, "user", "Have a subagent commit the notes."),
            _line(2, "assistant", [task], parent=1),
            _line(3, "user", "Commit the notes.", side=True),
            *_bash(4, "git add notes && git commit -m 'Add the notes'", COMMIT, side=True,
                   parent=3),
            _line(6, "user", [{"type": "tool_result", "tool_use_id": "toolu_task",
                               "content": [{"type": "text", "text": "Committed."}]}],
                  parent=2),
            *_bash(7, "git commit --allow-empty -m 'Mark it'", "[main 9d8c7b6] Mark it",
                   parent=6)]


def test_a_subagents_commit_counts_and_the_facts_say_so(tmp_path):
    stats = _stats(tmp_path, _with_subagent())
    assert sorted(_shas(stats)) == ["1a2b3c4", "9d8c7b6"]
    assert stats.subagents == 1 and stats.subagent_commits == 1
    facts = session_facts(stats)
    assert "2 commits (1 in subagents)" in fact_line(facts).split(" · ")
    exported = facts_json(facts)
    assert exported["commits"] == 2 and exported["subagent_commits"] == 1


def test_headline_tool_calls_and_tokens_say_the_subagents_share(tmp_path):
    lines = _with_subagent()
    for line in lines:  # usage on each API message: 10 in / 5 out each
        if line["type"] == "assistant":
            line["message"]["usage"] = {"input_tokens": 10, "output_tokens": 5}
    stats = _stats(tmp_path, lines)
    assert sum(stats.tools.values()) == 3 and stats.subagent_tool_calls == 1
    facts = {fact.key: fact for fact in session_facts(stats)}
    assert facts["tool_calls"].text == "3 (1 in subagents)"
    assert "3 tool calls (1 in subagents)" in fact_line(tuple(facts.values())).split(" · ")
    assert facts["usage"].text.endswith(" (incl. subagents: 10 in · 5 out)")
    assert facts["subagent_tool_calls"].value == 1
    assert facts["subagent_usage"].value["output_tokens"] == 5
    assert facts["usage"].value["output_tokens"] == 15


def test_a_session_without_subagents_says_nothing_of_them(tmp_path):
    lines = [_line(1, "user", "Commit it."),
             *_bash(2, "git commit -am 'Add the notes'", COMMIT, parent=1)]
    facts = {fact.key: fact for fact in session_facts(_stats(tmp_path, lines))}
    assert facts["tool_calls"].text == "1" and facts["commits"].line == "1 commit"
    assert facts["subagent_tool_calls"].value is None


def test_a_codex_shell_call_that_commits_counts(tmp_path):
    meta = {"id": "0199aaaa-0000-7000-8000-0000000000c1", "timestamp": "2025-10-01T10:00:00Z",
            "cwd": "/w", "originator": "codex_cli_rs", "cli_version": "0.50.0"}
    call = {"type": "function_call", "call_id": "call_1", "name": "shell",
            "arguments": json.dumps({"command": ["bash", "-lc", "git commit -am 'Fix it'"]})}
    output = {"type": "function_call_output", "call_id": "call_1", "output": json.dumps(
        {"output": "[main 0f1e2d3] Fix it\n 2 files changed, 4 insertions(+)\n",
         "metadata": {"exit_code": 0, "duration_seconds": 0.1}})}
    user = {"type": "message", "role": "user",
            "content": [{"type": "input_text", "text": "Commit the fix"}]}
    lines = [{"timestamp": f"2025-10-01T10:00:0{n}.000Z", "type": kind, "payload": payload}
             for n, (kind, payload) in enumerate((("session_meta", meta), ("response_item", user),
                                                  ("response_item", call),
                                                  ("response_item", output)), 1)]
    assert _shas(_stats(tmp_path, lines, "rollout-2025-10-01T10-00-00-c1.jsonl")) == ["0f1e2d3"]
