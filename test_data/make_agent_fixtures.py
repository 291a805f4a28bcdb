#!/usr/bin/env python3
"""Writes the Codex CLI and Gemini CLI fixtures (test_data/codex_*.jsonl, gemini_*.json*),
reproducibly, for the kinds the shared corpus lacks or has only once.

codex_tools: local_shell_call, exec_command_begin/end without a response item,
patch_apply_begin/end, mcp_tool_call_begin/end, web_search_call with web_search_end,
update_plan, apply_patch as freeform input, an old-style JSON output with exit code
and duration. codex_turns: injected context, a prompt and a reply written twice
(response item and event), reasoning summaries, token counts, commentary and final
answer phases, an aborted turn, a compaction, a resumed session's second meta, an
unknown event. codex_newer: thread items, goals, state snapshots, subagents and dynamic
tools of newer CLIs. codex_flat: the old flat format. gemini_session.jsonl: the JSONL form
with a header, `$set` updates and a message written twice; gemini_session.json: the
classic document with thoughts, tool calls (one failed), tokens and notices.
Run `python test_data/make_agent_fixtures.py`, then `pytest tests/golden --update-golden`.
"""

from __future__ import annotations

import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
SID = "0199aaaa-0000-7000-8000-000000000001"
CWD = "/home/dev/project"


class Rollout:
    def __init__(self) -> None:
        self.lines: list[dict] = []
        self.n = 0

    def add(self, kind: str, **payload: object) -> None:
        self.n += 1
        self.lines.append({"timestamp": f"2025-10-01T10:00:{self.n:02d}.000Z", "type": kind,
                           "payload": payload})

    def item(self, kind: str, **fields: object) -> None:
        self.add("response_item", type=kind, **fields)

    def event(self, kind: str, **fields: object) -> None:
        self.add("event_msg", type=kind, **fields)


def meta(r: Rollout, sid: str = SID) -> None:
    r.add("session_meta", id=sid, timestamp="2025-10-01T10:00:00.000Z", cwd=CWD,
          originator="codex_cli_rs", cli_version="0.50.0", source="cli",
          git={"branch": "main", "commit_hash": "abc123"})
    r.add("turn_context", cwd=CWD, model="gpt-5-codex", approval_policy="on-request")


def user(r: Rollout, text: str) -> None:
    r.item("message", role="user", content=[{"type": "input_text", "text": text}])


def tools() -> list[dict]:
    r = Rollout()
    meta(r)
    user(r, "Run the checks, patch the bug and look up the changelog")
    r.item("local_shell_call", call_id="call_local_1", status="completed",
           action={"type": "exec", "command": ["bash", "-lc", "pytest -q tests/unit"],
                   "workdir": CWD, "timeout_ms": 120000})
    r.item("function_call_output", call_id="call_local_1", output=json.dumps(
        {"output": "3 passed, 1 failed\nFAILED tests/unit/test_parse.py", "metadata":
         {"exit_code": 1, "duration_seconds": 2.5}}))
    r.event("exec_command_begin", call_id="call_exec_2", command=["git", "status", "--short"],
            cwd=CWD)
    r.event("exec_command_end", call_id="call_exec_2", exit_code=0,
            duration={"secs": 0, "nanos": 250000000}, stdout=" M src/parse.py\n",
            stderr="", aggregated_output=" M src/parse.py\n")
    patch = ("*** Begin Patch\n*** Update File: src/parse.py\n@@ def parse(text):\n"
             "-    return text.split(',')\n+    return [p.strip() for p in text.split(',')]\n"
             "*** End Patch")
    r.item("custom_tool_call", call_id="call_patch_3", name="apply_patch", input=patch,
           status="completed")
    r.event("patch_apply_begin", call_id="call_patch_3", auto_approved=True,
            changes={"src/parse.py": {"update": {"unified_diff": "@@\n-a\n+b\n"}}})
    r.event("patch_apply_end", call_id="call_patch_3", success=True,
            stdout="Success. Updated the following files:\nM src/parse.py\n", stderr="")
    r.item("custom_tool_call_output", call_id="call_patch_3",
           output="Success. Updated the following files:\nM src/parse.py\n")
    r.event("patch_apply_begin", call_id="call_patch_4", auto_approved=False,
            changes={"docs/NOTES.md": {"type": "add", "unified_diff":
                                       "@@ -0,0 +1,2 @@\n+# Notes\n+Parsing trims spaces.\n"}})
    r.event("patch_apply_end", call_id="call_patch_4", success=False, stdout="",
            stderr="permission denied: docs/NOTES.md")
    r.event("mcp_tool_call_begin", call_id="call_mcp_5", invocation={
        "server": "tracker", "tool": "close_issue", "arguments": {"issue": 42}})
    r.event("mcp_tool_call_end", call_id="call_mcp_5", duration={"secs": 1, "nanos": 0},
            invocation={"server": "tracker", "tool": "close_issue", "arguments": {"issue": 42}},
            result={"Ok": {"content": [{"type": "text", "text": "Issue 42 closed"}],
                           "isError": False}})
    r.item("web_search_call", id="ws_6", status="completed",
           action={"type": "search", "query": "parser changelog trimming"})
    r.event("web_search_end", call_id="ws_6", query="parser changelog trimming",
            results=[{"title": "Changelog 2.1", "url": "https://example.invalid/changelog",
                      "snippet": "Whitespace trimming added"}])
    r.item("function_call", call_id="call_plan_7", name="update_plan", arguments=json.dumps(
        {"explanation": "Tests first", "plan": [
            {"step": "Run the unit tests", "status": "completed"},
            {"step": "Patch the parser", "status": "in_progress"},
            {"step": "Write the notes", "status": "pending"}]}))
    r.item("function_call_output", call_id="call_plan_7", output="Plan updated")
    r.item("function_call", call_id="call_shell_8", name="shell", arguments=json.dumps(
        {"command": ["bash", "-lc", "pytest -q"], "workdir": CWD}))
    r.item("function_call_output", call_id="call_shell_8",
           output="Exit code: 0\nWall time: 1.2 seconds\nOutput:\n4 passed\n")
    r.item("message", role="assistant", content=[{"type": "output_text",
                                                  "text": "All four tests pass now."}])
    return r.lines


def turns() -> list[dict]:
    r = Rollout()
    meta(r)
    user(r, "<user_instructions>\nAlways answer briefly.\n</user_instructions>")
    user(r, "<environment_context>\n  <cwd>/home/dev/project</cwd>\n</environment_context>")
    user(r, "Why does the build fail?")
    r.event("user_message", message="Why does the build fail?", images=[])
    r.event("agent_reasoning", text="**Reading the log**\n\nThe linker step fails.")
    r.event("token_count", info={"last_token_usage": {
        "input_tokens": 1200, "cached_input_tokens": 1000, "output_tokens": 80,
        "reasoning_output_tokens": 40, "total_tokens": 1280}}, rate_limits=None)
    r.item("reasoning", summary=[{"type": "summary_text", "text":
                                  "**Reading the log**\n\nThe linker step fails."}],
           content=None, encrypted_content="gAAAAopaque")
    r.item("reasoning", summary=[], content=None, encrypted_content="gAAAAonlyopaque")
    r.item("message", role="assistant", phase="commentary",
           content=[{"type": "output_text", "text": "Checking the linker flags first."}])
    r.event("agent_message", message="Checking the linker flags first.", phase="commentary")
    r.item("message", role="assistant", phase="final_answer",
           content=[{"type": "output_text", "text": "The build fails because libfoo is missing."}])
    r.event("agent_message", message="The build fails because libfoo is missing.",
            phase="final_answer")
    r.event("token_count", info=None, rate_limits={"primary": {"used_percent": 5}})
    user(r, "Install it and rebuild")
    r.event("turn_aborted", reason="interrupted")
    r.add("compacted", message="Summary: build failed on libfoo; user interrupted the fix.",
          replacement_history=[])
    r.event("context_compacted")
    r.add("session_meta", id=SID, timestamp="2025-10-01T11:00:00.000Z", cwd=CWD,
          cli_version="0.50.0")
    r.event("entered_review_mode", target={"type": "uncommittedChanges"},
            user_facing_hint="current changes")
    r.event("exited_review_mode", review_output={"findings": [{"title": "Unused import",
                                                               "body": "os is never used"}],
                                                 "overall_explanation": "One small finding."})
    r.event("error", message="stream disconnected before completion")
    r.event("brand_new_event", detail="a kind no version of cc2html knows")
    return r.lines


def newer() -> list[dict]:
    """Kinds of newer CLIs (0.146+): thread items, goals, state snapshots, dynamic tools."""
    r = Rollout()
    meta(r)
    r.add("world_state", full=True, state={"agents_md": {"text": "Be brief."}})
    user(r, "Explore the repository")
    r.event("item_completed", item={"type": "UserMessage", "content": [
        {"type": "text", "text": "Explore the repository"}]})
    r.event("thread_goal_updated", goal={"objective": "Map the modules", "status": "active"})
    r.event("collab_agent_spawn_end", call_id="call_s", new_agent_nickname="Sartre",
            new_agent_role="explorer", prompt="Summarize the provider facade.")
    r.event("dynamic_tool_call_request", callId="call_dyn", namespace="repo", tool="list_modules",
            arguments={"depth": 1})
    r.event("dynamic_tool_call_response", call_id="call_dyn", tool="list_modules",
            content_items=[{"type": "inputText", "text": "parser, render, write"}],
            success=True, duration={"secs": 0, "nanos": 3000000})
    r.item("agent_message", author="/root", recipient="/root/sartre",
           content=[{"type": "input_text", "text": "Look at render first"},
                    {"type": "encrypted_content", "encrypted_content": "gAAAAx"}])
    r.event("item_completed", item={"type": "Plan", "text": "1. parser 2. render"})
    r.item("message", role="assistant", content=[{"type": "output_text",
                                                  "text": "Three modules: parser, render, write."}])
    r.event("item_completed", item={"type": "AgentMessage", "content": [
        {"type": "Text", "text": "Three modules: parser, render, write."}]})
    r.add("inter_agent_communication_metadata", trigger_turn=False)
    return r.lines


def flat() -> list[dict]:
    return [
        {"id": "0199bbbb-0000-7000-8000-000000000002", "timestamp": "2025-07-01T09:00:00.000Z",
         "instructions": None, "git": {"branch": "dev"}},
        {"record_type": "state"},
        {"type": "message", "role": "user", "content": [{"type": "input_text",
                                                         "text": "List the files"}]},
        {"type": "reasoning", "id": "rs_1", "summary": [{"type": "summary_text",
                                                         "text": "Listing with ls."}]},
        {"type": "function_call", "name": "shell", "call_id": "call_f1",
         "arguments": json.dumps({"command": ["ls", "-la"]})},
        {"record_type": "state"},
        {"type": "function_call_output", "call_id": "call_f1", "output": json.dumps(
            {"output": "README.md\nsetup.py", "metadata": {"exit_code": 0,
                                                           "duration_seconds": 0.1}})},
        {"type": "message", "role": "assistant", "content": [
            {"type": "output_text", "text": "Two files: README.md and setup.py."}]},
    ]


def gemini_lines() -> list[dict]:
    head = {"sessionId": "gem-0001", "projectHash": "9f" * 32, "startTime":
            "2026-04-01T08:00:00.000Z", "lastUpdated": "2026-04-01T08:00:00.000Z",
            "kind": "main"}
    first = {"id": "g2", "timestamp": "2026-04-01T08:00:05.000Z", "type": "gemini",
             "content": "Looking", "model": "gemini-3-flash"}
    return [head,
            {"id": "g1", "timestamp": "2026-04-01T08:00:01.000Z", "type": "user",
             "content": [{"text": "Count the lines of main.py"}]},
            {"$set": {"lastUpdated": "2026-04-01T08:00:02.000Z"}},
            first,
            {**first, "content": "main.py has 120 lines.",
             "thoughts": [{"subject": "Counting", "description": "Use wc on the file."}],
             "tokens": {"input": 900, "output": 12, "cached": 500, "thoughts": 8, "tool": 0,
                        "total": 920},
             "toolCalls": [{"id": "rsc-1", "name": "run_shell_command",
                            "args": {"command": "wc -l main.py"}, "status": "success",
                            "result": [{"functionResponse": {"id": "rsc-1", "name":
                                        "run_shell_command", "response": {
                                            "output": "120 main.py"}}}]}]},
            {"id": "g3", "timestamp": "2026-04-01T08:00:09.000Z", "type": "info",
             "content": "Request cancelled."}]


def gemini_document() -> dict:
    return {"sessionId": "gem-0002", "projectHash": "8e" * 32,
            "startTime": "2026-04-02T08:00:00.000Z", "lastUpdated": "2026-04-02T08:01:00.000Z",
            "messages": [
                {"id": "m1", "timestamp": "2026-04-02T08:00:01.000Z", "type": "user",
                 "content": "Read config.toml and fix the port"},
                {"id": "m2", "timestamp": "2026-04-02T08:00:05.000Z", "type": "gemini",
                 "content": "", "model": "gemini-2.5-pro",
                 "thoughts": [{"subject": "Finding the port", "description": "Read first."}],
                 "tokens": {"input": 300, "output": 20, "cached": 0, "thoughts": 5},
                 "toolCalls": [
                     {"id": "rf-1", "name": "read_file", "args": {"absolute_path":
                                                                  "/srv/config.toml"},
                      "status": "success", "result": [{"functionResponse": {
                          "id": "rf-1", "name": "read_file",
                          "response": {"output": "port = 80"}}}]},
                     {"id": "wf-2", "name": "write_file", "args": {
                         "file_path": "/srv/config.toml", "content": "port = 8080"},
                      "status": "error", "result": [{"functionResponse": {
                          "id": "wf-2", "name": "write_file",
                          "response": {"error": "read-only file system"}}}]}]},
                {"id": "m3", "timestamp": "2026-04-02T08:00:09.000Z", "type": "error",
                 "content": "Quota exceeded for gemini-2.5-pro"}]}


def write(name: str, lines: list[dict]) -> None:
    text = "".join(json.dumps(line, ensure_ascii=False) + "\n" for line in lines)
    (HERE / name).write_text(text, encoding="utf-8")


if __name__ == "__main__":
    write("codex_tools.jsonl", tools())
    write("codex_turns.jsonl", turns())
    write("codex_flat.jsonl", flat())
    write("codex_newer.jsonl", newer())
    write("gemini_session.jsonl", gemini_lines())
    (HERE / "gemini_session.json").write_text(json.dumps(gemini_document(), indent=2) + "\n",
                                              encoding="utf-8")
