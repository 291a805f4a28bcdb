#!/usr/bin/env python3
"""Writes the Agent SDK stream-json fixtures (test_data/sdk_*.jsonl), reproducibly.

One file per track: turns (§4 user classification, skills), a subagent run
(§5), every notice kind (§2), and server/MCP tool blocks with citations (§3).
Run `python test_data/make_sdk_fixtures.py`, then refresh the goldens with
`pytest tests/test_golden.py --update-golden` and read the diff.
"""

from __future__ import annotations

import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
SID = "5d4c3b2a-0000-4000-8000-000000000001"


class Stream:
    def __init__(self, name: str, session: str = SID) -> None:
        self.name, self.session, self.lines, self.n = name, session, [], 0

    def add(self, kind: str, **fields: object) -> dict:
        self.n += 1
        line = {"type": kind, **fields, "session_id": self.session,
                "uuid": f"{self.name[:8]:0<8}-0000-4000-8000-{self.n:012d}"}
        self.lines.append(line)
        return line

    def system(self, subtype: str, **fields: object) -> dict:
        return self.add("system", subtype=subtype, **fields)

    def assistant(self, blocks: list, parent: str | None = None, msg_id: str = "msg_sdk_01",
                  model: str = "claude-sonnet-4-6", **extra: object) -> dict:
        usage = {"input_tokens": 10, "output_tokens": 20, "cache_read_input_tokens": 300,
                 "cache_creation_input_tokens": 0}
        return self.add("assistant", message={
            "id": msg_id, "type": "message", "role": "assistant", "model": model,
            "content": blocks, "stop_reason": None, "usage": usage},
            parent_tool_use_id=parent, **extra)

    def user(self, content: object, parent: str | None = None, **extra: object) -> dict:
        return self.add("user", message={"role": "user", "content": content},
                        parent_tool_use_id=parent, **extra)

    def result(self, subtype: str = "success", **extra: object) -> dict:
        fields = dict(is_error=subtype != "success", duration_ms=12345, duration_api_ms=9876,
                      num_turns=3, total_cost_usd=0.0421, stop_reason="end_turn",
                      usage={"input_tokens": 30, "output_tokens": 400,
                             "cache_read_input_tokens": 9000,
                             "cache_creation_input_tokens": 1200},
                      permission_denials=[])
        fields.update(extra)
        return self.add("result", subtype=subtype, **fields)

    def write(self) -> None:
        with (HERE / f"{self.name}.jsonl").open("w", encoding="utf-8", newline="\n") as fh:
            for line in self.lines:
                fh.write(json.dumps(line, ensure_ascii=False) + "\n")


def init(s: Stream, model: str = "claude-sonnet-4-6", **extra: object) -> None:
    s.system("init", cwd="/home/dev/widgets", model=model,
             permissionMode="default", claude_code_version="2.1.50", apiKeySource="none",
             output_style="default", tools=["Bash", "Read", "Skill", "Agent", "WebSearch",
                                            "mcp__docs__search"],
             mcp_servers=[{"name": "docs", "status": "connected"},
                          {"name": "tracker", "status": "needs-auth"},
                          {"name": "builds", "status": "failed", "error": "spawn ENOENT"}],
             plugins=[{"name": "lintkit", "path": "/home/dev/.claude/plugins/lintkit"}],
             skills=["widgets", "release-notes"], slash_commands=["widgets", "compact", "review"],
             agents=["general-purpose", "Explore"], **extra)


def sdk_turns() -> Stream:
    s = Stream("sdk_turns")
    init(s)
    s.user("Load the widgets skill and list the widgets folder.")
    s.add("stream_event", event={"type": "content_block_delta", "index": 0,
                                 "delta": {"type": "text_delta", "text": "Let"}},
          parent_tool_use_id=None)
    s.add("stream_event", event={"type": "message_stop"}, parent_tool_use_id=None)
    s.assistant([{"type": "thinking", "thinking": "There is a skill called widgets; load it.",
                  "signature": "c2ln"}])
    s.assistant([{"type": "redacted_thinking", "data": "ZW5jcnlwdGVk"}])
    s.assistant([{"type": "tool_use", "id": "toolu_skill_1", "name": "Skill",
                  "input": {"skill": "widgets"}, "caller": {"type": "direct"}}])
    s.user([{"type": "tool_result", "tool_use_id": "toolu_skill_1",
             "content": "Launching skill: widgets"}],
           tool_use_result={"success": True, "commandName": "widgets"})
    s.user([{"type": "text", "text": "# Widgets skill\n\nAlways list widgets with "
             "`ls -la .widgets` and summarise their package.json."}], isSynthetic=True)
    s.assistant([{"type": "text", "text": "Listing the **widgets** folder now."},
                 {"type": "tool_use", "id": "toolu_bash_1", "name": "Bash",
                  "input": {"command": "ls -la .widgets", "description": "List widgets"}}],
                msg_id="msg_sdk_02")
    s.add("tool_progress", tool_use_id="toolu_bash_1", tool_name="Bash",
          parent_tool_use_id=None, elapsed_time_seconds=2)
    s.user([{"type": "tool_result", "tool_use_id": "toolu_bash_1",
             "content": "total 8\n-rw-r--r-- 1 dev dev 120 package.json", "is_error": False}],
           tool_use_result={"stdout": "total 8\n-rw-r--r-- 1 dev dev 120 package.json",
                            "stderr": "", "interrupted": False})
    s.user([{"type": "text", "text": "<system-reminder>The todo list is empty.</system-reminder>"}],
           isSynthetic=True)
    s.assistant([{"type": "tool_use", "id": "toolu_bash_2", "name": "Bash",
                  "input": {"command": "rm -rf .widgets"}}], msg_id="msg_sdk_03")
    s.user([{"type": "tool_result", "tool_use_id": "toolu_bash_2", "is_error": True,
             "content": "Permission to use Bash with command rm -rf .widgets has been denied."}])
    s.assistant([{"type": "text", "text": "The widgets folder holds one package.json; I "
                  "could not remove it because"}], msg_id="msg_sdk_04")
    s.user([{"type": "text", "text": "[Request interrupted by user]"}])
    s.user("What was in package.json?", isReplay=True)  # only record of it: shown, marked
    s.user("Load the widgets skill and list the widgets folder.", isReplay=True)  # a repeat
    s.user("Stop there, thanks.", priority="now", timestamp="2026-02-01T09:00:00.000Z")
    s.assistant([{"type": "text", "text": "Stopped."}], msg_id="msg_sdk_05",
                error="rate_limit")
    s.result(permission_denials=[{"tool_name": "Bash", "tool_use_id": "toolu_bash_2",
                                  "tool_input": {"command": "rm -rf .widgets"}}],
             result="Stopped.")
    return s


def sdk_subagent() -> Stream:
    s = Stream("sdk_subagent")
    init(s)
    s.user("Check the widgets folder with a subagent.")
    s.assistant([{"type": "tool_use", "id": "toolu_agent_1", "name": "Agent",
                  "input": {"description": "Check widgets folder contents",
                            "prompt": "List the .widgets folder and read its package.json.",
                            "subagent_type": "Explore"}}])
    s.system("task_started", task_id="a9ef01", tool_use_id="toolu_agent_1",
             description="Check widgets folder contents", task_type="local_agent")
    s.user([{"type": "text", "text": "List the .widgets folder and read its package.json."}],
           parent="toolu_agent_1")
    s.add("rate_limit_event", rate_limit_info={"status": "allowed", "resetsAt": 1767261600,
                                               "rateLimitType": "five_hour"})
    s.system("task_progress", task_id="a9ef01", tool_use_id="toolu_agent_1",
             description="Running ls -la .widgets", last_tool_name="Bash",
             usage={"total_tokens": 1200, "tool_uses": 1, "duration_ms": 800})
    s.assistant([{"type": "tool_use", "id": "toolu_sub_bash", "name": "Bash",
                  "input": {"command": "ls -la .widgets"}}], parent="toolu_agent_1",
                msg_id="msg_sub_01", model="claude-haiku-4-5")
    s.user([{"type": "tool_result", "tool_use_id": "toolu_sub_bash",
             "content": "package.json"}], parent="toolu_agent_1")
    s.system("task_progress", task_id="a9ef01",  # no tool_use_id: found by task_id
             description="Reading .widgets/package.json", last_tool_name="Read",
             usage={"total_tokens": 2400, "tool_uses": 2, "duration_ms": 1900})
    s.assistant([{"type": "tool_use", "id": "toolu_sub_read", "name": "Read",
                  "input": {"file_path": "/home/dev/widgets/.widgets/package.json"}}],
                parent="toolu_agent_1", msg_id="msg_sub_02", model="claude-haiku-4-5")
    s.user([{"type": "tool_result", "tool_use_id": "toolu_sub_read",
             "content": "{\"name\": \"gizmo-widgets\"}"}], parent="toolu_agent_1")
    s.assistant([{"type": "text", "text": "The folder holds gizmo-widgets' package.json."}],
                parent="toolu_agent_1", msg_id="msg_sub_03", model="claude-haiku-4-5")
    s.system("task_notification", task_id="a9ef01", tool_use_id="toolu_agent_1",
             status="completed", output_file="/tmp/tasks/a9ef01.out",
             summary="Found gizmo-widgets package.json")
    s.user([{"type": "tool_result", "tool_use_id": "toolu_agent_1",
             "content": [{"type": "text", "text": "The folder holds gizmo-widgets' package.json."}]}],
           tool_use_result={"status": "completed", "agentId": "a9ef01", "totalToolUseCount": 2})
    s.system("task_started", task_id="bg77", description="Background lint watcher",
             task_type="local_bash")
    s.system("task_notification", task_id="bg77", status="stopped",
             summary="Watcher stopped by user")
    s.assistant([{"type": "text", "text": "The subagent found gizmo-widgets."}],
                msg_id="msg_sdk_09")
    s.result(num_turns=2, result="The subagent found gizmo-widgets.")
    return s


def sdk_notices() -> Stream:
    s = Stream("sdk_notices")
    init(s)
    s.system("status", status="compacting", permissionMode="acceptEdits")
    s.system("session_state_changed", state="running")
    s.system("hook_started", hook_id="h1", hook_name="prettier-check", hook_event="PostToolUse")
    s.system("hook_progress", hook_id="h1", hook_name="prettier-check", hook_event="PostToolUse",
             stdout="checking 3 files", stderr="", output="checking 3 files")
    s.system("hook_response", hook_id="h1", hook_name="prettier-check", hook_event="PostToolUse",
             exit_code=2, outcome="error", stderr="src/app.ts needs formatting")
    s.system("compact_boundary", compact_metadata={"trigger": "auto", "pre_tokens": 155000})
    s.system("api_retry", attempt=2, max_retries=10, retry_delay_ms=4000, error_status=529,
             error="overloaded_error")
    s.system("local_command_output", content="Total cost: $0.42\nTotal duration: 3m")
    s.system("files_persisted", files=[{"filename": "report.md", "file_id": "file_01"}],
             failed=[{"filename": "big.bin", "error": "too large"}],
             processed_at="2026-02-01T10:00:00Z")
    s.system("elicitation_complete", mcp_server_name="tracker", elicitation_id="eli_42")
    s.add("auth_status", isAuthenticating=True, output=["Opening browser to sign in…"],
          error="timed out waiting for login")
    s.add("rate_limit_event", rate_limit_info={"status": "allowed_warning",
                                               "resetsAt": 1767261600,
                                               "rateLimitType": "seven_day",
                                               "utilization": 0.91})
    s.add("tool_use_summary", summary="Read 3 files and ran the linter",
          preceding_tool_use_ids=["toolu_a", "toolu_b", "toolu_c"])
    s.add("prompt_suggestion", suggestion="Run the formatter on src/app.ts")
    s.system("session_state_changed", state="requires_action")
    s.add("control_request", request_id="req_1", request={
        "subtype": "can_use_tool", "tool_name": "Write",
        "input": {"file_path": "/etc/hosts"}, "permission_suggestions": []})
    s.add("control_response", response={"subtype": "success", "request_id": "req_1",
                                        "response": {"behavior": "deny"}})
    s.add("keep_alive")
    s.add("teleport_event", detail="a kind this version of cc2html has never seen")
    s.system("brand_new_subtype", detail="an unknown system subtype")
    init(s, model="claude-opus-4-6")  # a later init refreshes the snapshot
    s.result("error_max_turns", num_turns=50, is_error=True,
             errors=["Reached maximum number of turns (50)"],
             permission_denials=[{"tool_name": "Write", "tool_use_id": "toolu_w",
                                  "tool_input": {"file_path": "/etc/hosts"}}])
    return s


def sdk_server_tools() -> Stream:
    s = Stream("sdk_server_tools")
    init(s)
    s.user([{"type": "text", "text": "Research widget sizes; the spec is attached."},
            {"type": "document", "title": "Widget spec",
             "source": {"type": "text", "media_type": "text/plain",
                        "data": "Widgets are 40mm wide."}},
            {"type": "search_result", "source": "https://example.com/w", "title": "Widget FAQ",
             "content": [{"type": "text", "text": "Most widgets weigh 12 grams."}]}])
    s.assistant([
        {"type": "server_tool_use", "id": "srvtoolu_ws", "name": "web_search",
         "input": {"query": "standard widget sizes"}},
        {"type": "web_search_tool_result", "tool_use_id": "srvtoolu_ws", "content": [
            {"type": "web_search_result", "title": "Widget sizing guide",
             "url": "https://example.com/sizes", "page_age": "2 days ago",
             "encrypted_content": "xyz"},
            {"type": "web_search_result", "title": "javascript link",
             "url": "javascript:alert(1)", "encrypted_content": "xyz"}]},
        {"type": "text", "text": "Standard widgets are 40mm wide.",
         "citations": [{"type": "web_search_result_location", "url": "https://example.com/sizes",
                        "title": "Widget sizing guide", "cited_text": "widgets are 40mm",
                        "encrypted_index": "e1"}]},
        {"type": "server_tool_use", "id": "srvtoolu_wf", "name": "web_fetch",
         "input": {"url": "https://example.com/sizes"}},
        {"type": "web_fetch_tool_result", "tool_use_id": "srvtoolu_wf", "content": {
            "type": "web_fetch_result", "url": "https://example.com/sizes",
            "retrieved_at": "2026-02-01T10:00:00Z",
            "content": {"type": "document", "title": "Widget sizing guide",
                        "source": {"type": "text", "media_type": "text/plain",
                                   "data": "Full guide: widgets range from 20mm to 60mm."}}}},
        {"type": "server_tool_use", "id": "srvtoolu_ce", "name": "code_execution",
         "input": {"code": "print(40 * 2)"}},
        {"type": "code_execution_tool_result", "tool_use_id": "srvtoolu_ce", "content": {
            "type": "code_execution_result", "stdout": "80\n", "stderr": "", "return_code": 0,
            "content": []}},
        {"type": "tool_use", "id": "toolu_prog_1", "name": "get_widget_sizes",
         "input": {"unit": "mm"}, "caller": {"type": "code_execution_20250825",
                                             "tool_id": "srvtoolu_ce"}},
        {"type": "server_tool_use", "id": "srvtoolu_bce", "name": "bash_code_execution",
         "input": {"command": "cat missing.txt"}},
        {"type": "bash_code_execution_tool_result", "tool_use_id": "srvtoolu_bce", "content": {
            "type": "bash_code_execution_result", "stdout": "",
            "stderr": "cat: missing.txt: No such file", "return_code": 1,
            "content": [{"type": "bash_code_execution_output", "file_id": "file_out_1"}]}},
        {"type": "server_tool_use", "id": "srvtoolu_te", "name": "text_editor_code_execution",
         "input": {"command": "view", "path": "/tmp/sizes.csv"}},
        {"type": "text_editor_code_execution_tool_result", "tool_use_id": "srvtoolu_te",
         "content": {"type": "text_editor_code_execution_view_result", "file_type": "text",
                     "content": "size,count\n40,12", "num_lines": 2, "start_line": 1,
                     "total_lines": 2}},
        {"type": "server_tool_use", "id": "srvtoolu_ts", "name": "tool_search_tool_regex",
         "input": {"pattern": "widget"}},
        {"type": "tool_search_tool_result", "tool_use_id": "srvtoolu_ts", "content": {
            "type": "tool_search_tool_search_result",
            "tool_references": [{"type": "tool_reference", "tool_name": "widget_lookup"}]}},
        {"type": "server_tool_use", "id": "srvtoolu_ws2", "name": "web_search",
         "input": {"query": "widget recall notices"}},
        {"type": "web_search_tool_result", "tool_use_id": "srvtoolu_ws2",
         "content": {"type": "web_search_tool_result_error", "error_code": "max_uses_exceeded"}},
        {"type": "mcp_tool_use", "id": "mcptoolu_1", "name": "search_docs",
         "server_name": "docs", "input": {"query": "widget tolerance"}},
        {"type": "mcp_tool_result", "tool_use_id": "mcptoolu_1", "is_error": False,
         "content": [{"type": "text", "text": "Tolerance is plus or minus 0.5mm."}]},
        {"type": "container_upload", "file_id": "file_container_9"},
        {"type": "compaction", "content": "Earlier: the user asked about widget sizes."},
        {"type": "hologram", "payload": "an unknown block kind"},
    ])
    s.user([{"type": "tool_result", "tool_use_id": "toolu_prog_1", "content": "[40, 60]"}])
    s.result(result="Standard widgets are 40mm wide.")
    return s


BUILDERS = [sdk_turns, sdk_subagent, sdk_notices, sdk_server_tools]


def main() -> None:
    for build in BUILDERS:
        build().write()


if __name__ == "__main__":
    main()
