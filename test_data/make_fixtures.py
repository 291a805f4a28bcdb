#!/usr/bin/env python3
"""Writes the hand-made fixtures in this folder (one per kind), reproducibly.

Run `python test_data/make_fixtures.py` after changing it; the golden snapshots in
tests/__snapshots__ are then refreshed with `pytest tests/test_golden.py --update-golden`.
Fixtures other features add by hand (not listed here) are left alone.
"""

from __future__ import annotations

import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
SESSION = "11111111-2222-4333-8444-555555555555"
PNG_1PX = ("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQ"
           "AAAABJRU5ErkJggg==")


class Session:
    """Builds a chained transcript: uuids, parentUuid, timestamps all deterministic."""

    def __init__(self, name: str, session: str = SESSION, start_minute: int = 0) -> None:
        self.name, self.session = name, session
        self.lines: list[object] = []
        self.n = 0
        self.minute = start_minute
        self.parent: str | None = None

    def uuid(self) -> str:
        self.n += 1
        return f"{self.name[:8]:0<8}-0000-4000-8000-{self.n:012d}".replace("_", "0")

    def base(self, kind: str, **extra: object) -> dict:
        uid = self.uuid()
        self.minute += 1
        entry = {
            "parentUuid": self.parent, "isSidechain": False, "userType": "external",
            "cwd": "/home/dev/project", "sessionId": self.session, "version": "2.1.38",
            "gitBranch": "main", "type": kind, "uuid": uid,
            "timestamp": f"2026-01-15T10:{self.minute // 60:02d}:{self.minute % 60:02d}.000Z",
        }
        entry.update(extra)
        self.parent = uid
        self.lines.append(entry)
        return entry

    def user(self, content: object, **extra: object) -> dict:
        return self.base("user", message={"role": "user", "content": content}, **extra)

    def assistant(self, blocks: list, msg_id: str = "msg_01", model: str = "claude-opus-4-6",
                  **extra: object) -> dict:
        usage = {"input_tokens": 12, "output_tokens": 34, "cache_creation_input_tokens": 100,
                 "cache_read_input_tokens": 2000}
        return self.base("assistant", message={
            "id": msg_id, "type": "message", "role": "assistant", "model": model,
            "content": blocks, "stop_reason": None, "usage": usage}, **extra)

    def tool(self, name: str, tool_input: dict, result: object, tool_id: str,
             is_error: bool = False, sidecar: object = None, msg_id: str = "msg_02") -> None:
        """A tool call and its result, as two lines."""
        self.assistant([{"type": "tool_use", "id": tool_id, "name": name, "input": tool_input}],
                       msg_id=msg_id)
        extra = {"toolUseResult": sidecar} if sidecar is not None else {}
        self.user([{"type": "tool_result", "tool_use_id": tool_id, "content": result,
                    "is_error": is_error}], **extra)

    def raw(self, line: object) -> None:
        self.lines.append(line)

    def write(self) -> None:
        with (HERE / f"{self.name}.jsonl").open("w", encoding="utf-8", newline="\n") as fh:
            for line in self.lines:
                fh.write(line if isinstance(line, str) else json.dumps(line, ensure_ascii=False))
                fh.write("\n")


def user_text() -> Session:
    s = Session("user_text")
    s.user("Please fix the failing test in `tests/test_parser.py`.\n\nIt fails with:\n"
           "    AssertionError: 3 != 4\n<b>not bold</b> & <i>not italic</i>")
    s.user([{"type": "text", "text": "Second prompt, as a list of text blocks."},
            {"type": "text", "text": "With a second block."}])
    return s


def assistant_markdown() -> Session:
    s = Session("assistant_markdown")
    s.user("Explain the change.")
    s.assistant([{"type": "text", "text":
                  "# Summary\n\nThe parser **drops** the last token. Fix:\n\n"
                  "```python\ndef parse(tokens):\n    return tokens[:]\n```\n\n"
                  "| before | after |\n|---|---|\n| 3 | 4 |\n\n"
                  "- [docs](https://example.com/docs)\n- [bad](javascript:alert(1))\n"
                  "- ![remote image](https://example.com/x.png)\n- ~~old~~ new &quot;quoted&quot;"}])
    return s


def thinking() -> Session:
    s = Session("thinking")
    s.user("Think first.")
    s.assistant([{"type": "thinking", "thinking": "The user wants me to *think*. Step 1: read.",
                  "signature": "c2lnbmF0dXJl"}])
    s.assistant([{"type": "redacted_thinking", "data": "ZW5jcnlwdGVk"}])
    s.assistant([{"type": "text", "text": "Done thinking."}])
    return s


def tools() -> Session:
    s = Session("tools")
    s.user("Look around and make the edit.")
    s.assistant([{"type": "text", "text": "I'll inspect the project."}])
    s.tool("Bash", {"command": "ls -la src | head", "description": "List sources"},
           "total 8\n\x1b[1;34mdrwxr-xr-x\x1b[0m  2 dev dev 4096 src\n-rw-r--r--  1 dev dev  120 main.py",
           "toolu_bash1")
    s.tool("Read", {"file_path": "/home/dev/project/src/main.py"},
           "     1\tdef main():\n     2\t    print('hi')\n", "toolu_read1")
    s.tool("Write", {"file_path": "/home/dev/project/src/util.py",
                     "content": "def double(x):\n    return 2 * x\n"},
           "File created successfully at: /home/dev/project/src/util.py", "toolu_write1")
    s.tool("Edit", {"file_path": "/home/dev/project/src/main.py", "old_string": "print('hi')",
                    "new_string": "print('hello')"},
           "The file /home/dev/project/src/main.py has been updated.", "toolu_edit1")
    s.tool("mcp__github__create_issue", {"title": "Track it", "body": "Details\nover lines",
                                         "labels": ["bug"]},
           [{"type": "text", "text": "Created issue #12"}], "toolu_mcp1")
    s.tool("FancyNewTool", {"depth": 3, "mode": "fast"}, "ok", "toolu_generic1")
    return s


def tool_errors() -> Session:
    s = Session("tool_errors")
    s.user("Run the tests.")
    s.tool("Bash", {"command": "pytest -q"}, "Exit code 1\nFAILED tests/test_a.py::test_x",
           "toolu_err1", is_error=True)
    s.assistant([{"type": "tool_use", "id": "toolu_noresult", "name": "Bash",
                  "input": {"command": "sleep 1000"}}], msg_id="msg_03")
    s.user([{"type": "tool_result", "tool_use_id": "toolu_orphan", "content": "result of a "
             "call that is not in this file"}])
    return s


def images() -> Session:
    s = Session("images")
    s.user([{"type": "image", "source": {"type": "base64", "media_type": "image/png",
                                         "data": PNG_1PX}},
            {"type": "text", "text": "What is in this screenshot?"}])
    s.user([{"type": "image", "source": {"type": "base64", "media_type": "text/html",
                                         "data": PNG_1PX}},
            {"type": "image", "source": {"type": "base64", "media_type": "image/png",
                                         "data": "not base64!\"><script>x</script>"}}])
    s.assistant([{"type": "text", "text": "A single pixel."}])
    return s


def system_levels() -> Session:
    s = Session("system_levels")
    s.user("Go.")
    s.base("system", content="Running \x1b[32mPostToolUse\x1b[0m hooks…", level="info")
    s.base("system", content="Context is getting long", level="warning")
    s.base("system", content="API Error: 529 overloaded", level="error")
    s.base("system", subtype="turn_duration", durationMs=12345, isMeta=False)
    return s


def summary_title() -> Session:
    s = Session("summary_title")
    s.user("Set up CI for the project.")
    s.assistant([{"type": "text", "text": "Added a workflow."}])
    s.raw({"type": "summary", "summary": "Setting up continuous integration",
           "leafUuid": s.parent})
    s.raw({"type": "summary", "summary": "A conversation stored in another file",
           "leafUuid": "ffffffff-0000-4000-8000-000000000000"})
    return s


def sidechain() -> Session:
    s = Session("sidechain")
    s.user("Research the API with a subagent.")
    s.assistant([{"type": "tool_use", "id": "toolu_task1", "name": "Task", "input": {
        "description": "Research API", "subagent_type": "general-purpose",
        "prompt": "Find the rate limits of the API."}}])
    task_parent = s.parent
    s.parent = None
    side = s.base("user", isSidechain=True, message={"role": "user",
                                                      "content": "Find the rate limits of the API."})
    side["isSidechain"] = True
    s.base("assistant", isSidechain=True, message={
        "id": "msg_side", "role": "assistant", "model": "claude-haiku-4-5",
        "content": [{"type": "text", "text": "The limit is 50 requests per minute."}]})
    s.parent = task_parent
    s.user([{"type": "tool_result", "tool_use_id": "toolu_task1",
             "content": [{"type": "text", "text": "Rate limit: 50 requests per minute."}]}])
    s.assistant([{"type": "text", "text": "The subagent found the limit."}], msg_id="msg_05")
    return s


def unknown_kinds() -> Session:
    s = Session("unknown_kinds")
    s.user("Hello")
    s.base("future-kind", payload={"note": "a line kind from a newer Claude Code"})
    s.assistant([{"type": "text", "text": "Hi"},
                 {"type": "server_widget", "widget": {"value": 42}}])
    s.raw({"silly": "no type field at all"})
    return s


def bad_lines() -> Session:
    s = Session("bad_lines")
    s.user("Before the bad lines.")
    s.raw("this is not json")
    s.raw("[1, 2, 3]")
    s.raw('{"type": "user", "message": 5, "uuid": "bad-shape"}')
    s.raw('{"type": "assistant", "message": {"content": "caf\\u00e9 ok"}}')
    s.user("After the bad lines.")
    s.raw('{"type": "user", "message": {"content": "cut off')
    return s


def multi_session() -> Session:
    s = Session("multi_session")
    s.user("First session prompt.")
    s.assistant([{"type": "text", "text": "First answer."}])
    s.session = "99999999-8888-4777-8666-555555555555"
    s.parent = None
    s.user("Second session prompt.")
    s.assistant([{"type": "text", "text": "Second answer."}], msg_id="msg_09")
    return s


def tools_files() -> Session:
    """Typed file tools: Read (cat -n, offset, reminder), Edit, MultiEdit, Write, Glob, Grep …"""
    s = Session("tools_files")
    s.user("Tidy up the config loader.")
    s.tool("Read", {"file_path": "/home/dev/project/app/config.py", "offset": 10, "limit": 4},
           "    10\timport os\n    11\t\n    12\tdef load(path):\n    13\t    return open(path).read()\n"
           "\n<system-reminder>\nWhenever you read a file, consider whether it looks malicious.\n"
           "</system-reminder>\n", "toolu_read2",
           sidecar={"type": "text", "file": {"filePath": "/home/dev/project/app/config.py",
                                             "content": "…", "numLines": 4, "startLine": 10,
                                             "totalLines": 40}})
    s.tool("Read", {"file_path": "/home/dev/project/README"},
           "     1→Old arrow format, \x0cform feed kept\n     2→<b>escaped</b>\n", "toolu_read3")
    s.tool("Edit", {"file_path": "/home/dev/project/app/config.py",
                    "old_string": "def load(path):\n    return open(path).read()",
                    "new_string": "def load(path):\n    with open(path) as fh:\n"
                                  "        return fh.read()", "replace_all": False},
           "The file /home/dev/project/app/config.py has been updated. Here's the result of "
           "running `cat -n` on a snippet of the edited file:\n    11\t\n    12\tdef load(path):\n"
           "    13\t    with open(path) as fh:\n    14\t        return fh.read()", "toolu_edit2",
           sidecar={"filePath": "/home/dev/project/app/config.py", "oldString": "…",
                    "newString": "…", "userModified": False, "replaceAll": False,
                    "structuredPatch": []})
    s.tool("MultiEdit", {"file_path": "/home/dev/project/app/names.py", "edits": [
        {"old_string": "colour = 'red'", "new_string": "color = 'red'"},
        {"old_string": "def f(a, b):\n    return a+b", "new_string": "def f(a, b):\n    return a + b",
         "replace_all": True}]},
           "Applied 2 edits to /home/dev/project/app/names.py:\n1. Replaced \"colour = 'red'\" with "
           "\"color = 'red'\"\n2. Replaced \"def f(a, b):\" with \"def f(a, b):\"", "toolu_multi1")
    s.tool("Write", {"file_path": "/home/dev/project/app/__init__.py",
                     "content": "from .config import load\n\n__all__ = ['load']\n"},
           "File created successfully at: /home/dev/project/app/__init__.py", "toolu_write2",
           sidecar={"type": "create", "filePath": "/home/dev/project/app/__init__.py",
                    "content": "…", "structuredPatch": []})
    s.tool("NotebookEdit", {"notebook_path": "/home/dev/project/nb.ipynb", "cell_id": "c1",
                            "new_source": "import pandas as pd\ndf = pd.read_csv('x.csv')",
                            "edit_mode": "replace"},
           "Updated cell c1 with import pandas as pd", "toolu_nb1")
    s.tool("LS", {"path": "/home/dev/project", "ignore": ["*.pyc"]},
           "- /home/dev/project/\n  - app/\n    - config.py\n  - README\n", "toolu_ls1")
    s.tool("Glob", {"pattern": "**/*.py", "path": "/home/dev/project"},
           "/home/dev/project/app/config.py\n/home/dev/project/app/__init__.py\n"
           "(Results are truncated. Consider using a more specific path or pattern.)",
           "toolu_glob1", sidecar={"filenames": ["a", "b"], "numFiles": 2, "truncated": True,
                                   "durationMs": 3})
    s.tool("Grep", {"pattern": "def load", "path": "app", "-i": True, "output_mode":
                    "files_with_matches", "glob": "*.py"},
           "Found 1 file\n/home/dev/project/app/config.py", "toolu_grep1",
           sidecar={"mode": "files_with_matches", "filenames": ["app/config.py"], "numFiles": 1})
    s.tool("Grep", {"pattern": "TODO", "output_mode": "content", "-n": True},
           "app/config.py:3:# TODO: cache\napp/names.py:9:# TODO: rename\n\n"
           "[Showing results with pagination = limit: 100, offset: 0]", "toolu_grep2",
           sidecar={"mode": "content", "numFiles": 0, "filenames": [], "content": "…",
                    "numLines": 2})
    return s


def tools_shell() -> Session:
    """Bash with stdout/stderr apart, background shells, BashOutput, KillShell, TaskOutput …"""
    s = Session("tools_shell")
    s.user("Build it and start the dev server.")
    s.tool("Bash", {"command": "make build", "description": "Build", "timeout": 60000},
           "gcc -o app main.c\n\x1b[33mwarning:\x1b[0m unused variable 'x'",
           "toolu_sh1", sidecar={"stdout": "gcc -o app main.c",
                                 "stderr": "\x1b[33mwarning:\x1b[0m unused variable 'x'",
                                 "interrupted": False, "isImage": False})
    s.tool("Bash", {"command": "grep -q needle haystack.txt"}, "", "toolu_sh2",
           sidecar={"stdout": "", "stderr": "", "interrupted": False, "isImage": False,
                    "returnCodeInterpretation": "No matches found"})
    s.tool("Bash", {"command": "npm run dev", "run_in_background": True},
           "Command running in background with ID: bash_1", "toolu_sh3",
           sidecar={"stdout": "", "stderr": "", "interrupted": False, "isImage": False,
                    "backgroundTaskId": "bash_1"})
    s.tool("BashOutput", {"bash_id": "bash_1", "filter": "error"},
           "<status>running</status>\n\n<stdout>\n> dev\n\x1b[32mready\x1b[0m on :3000\n</stdout>\n\n"
           "<stderr>\nDeprecation warning\n</stderr>\n\n<timestamp>2026-01-15T10:20:00Z</timestamp>",
           "toolu_sh4")
    s.tool("KillShell", {"shell_id": "bash_1"},
           '{"message":"Successfully killed shell: bash_1 (npm run dev)","shell_id":"bash_1"}',
           "toolu_sh5")
    s.tool("KillBash", {"shell_id": "bash_9"},
           '{"success":false,"message":"Shell bash_9 not found","shell_id":"bash_9"}', "toolu_sh6")
    s.tool("TaskOutput", {"task_id": "b76", "block": True, "timeout": 30000},
           "<retrieval_status>success</retrieval_status>\n\n<task_id>b76</task_id>\n\n"
           "<task_type>local_bash</task_type>\n\n<status>completed</status>\n\n<exit_code>0</exit_code>"
           "\n\n<output>\n3 tests passed\n</output>", "toolu_sh7")
    s.tool("TaskStop", {"task_id": "b77"}, "Stopped task b77", "toolu_sh8")
    return s


def tools_plan() -> Session:
    """TodoWrite, AskUserQuestion, ExitPlanMode (approved and not), Skill."""
    s = Session("tools_plan")
    s.user("Plan the tar support first.")
    todos = [{"content": "Read the archive code", "status": "completed",
              "activeForm": "Reading the archive code"},
             {"content": "Add tar support", "status": "in_progress",
              "activeForm": "Adding tar support"},
             {"content": "Write tests", "status": "pending", "activeForm": "Writing tests",
              "priority": "high"}]
    s.tool("TodoWrite", {"todos": todos},
           "Todos have been modified successfully. Ensure that you continue to use the todo list",
           "toolu_todo1", sidecar={"oldTodos": [dict(todos[0], status="in_progress"), todos[1]
                                                 | {"status": "pending"}],
                                   "newTodos": todos})
    s.tool("AskUserQuestion", {"questions": [
        {"question": "Which formats?", "header": "Formats", "multiSelect": True, "options": [
            {"label": ".tar", "description": "plain"}, {"label": ".tgz"},
            {"label": ".tar.xz", "description": "xz-compressed"}]},
        {"question": "Recurse into nested archives?", "header": "Nesting", "options": [
            {"label": "Yes"}, {"label": "No"}]}]},
           'User has answered your questions: "Which formats?"=".tar, .tgz", '
           '"Recurse into nested archives?"="Yes". You can now continue with the user\'s '
           "answers in mind.", "toolu_ask1")
    plan = "# Plan: tar support\n\n1. Detect `.tar` and `.tgz`\n2. Recurse into **nested** archives"
    s.tool("ExitPlanMode", {"plan": plan},
           "User has approved your plan. You can now start coding.\n\n## Approved Plan:\n" + plan,
           "toolu_plan1", sidecar={"plan": plan, "isAgent": False})
    s.tool("ExitPlanMode", {"plan": "# Plan B\n\nRewrite everything."},
           "The user doesn't want to proceed with this tool use. The tool use was rejected.",
           "toolu_plan2", is_error=True)
    s.tool("Skill", {"skill": "pdf-tools", "args": "--pages 1-3"},
           "Launching skill: pdf-tools", "toolu_skill1",
           sidecar={"success": True, "commandName": "pdf-tools"})
    return s


def tools_web() -> Session:
    """WebFetch and WebSearch: links, status and Markdown bodies."""
    s = Session("tools_web")
    s.user("What is new in TypeScript 5.6?")
    s.tool("WebSearch", {"query": "TypeScript 5.6 features", "allowed_domains": ["microsoft.com"]},
           'Web search results for query: "TypeScript 5.6 features"\n\nLinks: [{"title":'
           '"Announcing TypeScript 5.6","url":"https://devblogs.microsoft.com/typescript/ts-5-6/"},'
           '{"title":"Evil","url":"javascript:alert(1)"}]\n\nTypeScript 5.6 adds **iterator '
           "helpers**.", "toolu_ws1",
           sidecar={"query": "TypeScript 5.6 features", "durationSeconds": 2.5, "results": []})
    s.tool("WebFetch", {"url": "https://devblogs.microsoft.com/typescript/ts-5-6/",
                        "prompt": "List the *key* features"},
           "Key features:\n\n1. Disallowed nullish checks\n2. Iterator helper methods",
           "toolu_wf1", sidecar={"bytes": 240313, "code": 200, "codeText": "OK",
                                 "result": "…", "durationMs": 900,
                                 "url": "https://devblogs.microsoft.com/typescript/ts-5-6/"})
    s.tool("WebFetch", {"url": "javascript:alert(1)"}, "Invalid URL", "toolu_wf2", is_error=True)
    return s


def tools_agent() -> Session:
    """Task with run statistics and a sidechain transcript; Agent launched in the background."""
    s = Session("tools_agent")
    s.user("Ask a subagent to review the diff.")
    s.assistant([{"type": "tool_use", "id": "toolu_ag1", "name": "Task", "input": {
        "description": "Review diff", "subagent_type": "code-reviewer",
        "prompt": "Review the staged diff for bugs."}}], msg_id="msg_a1")
    task_parent = s.parent
    s.parent = None
    s.base("user", isSidechain=True, agentId="a11",
           message={"role": "user", "content": "Review the staged diff for bugs."})
    s.base("assistant", isSidechain=True, agentId="a11", message={
        "id": "msg_side1", "role": "assistant", "model": "claude-haiku-4-5",
        "content": [{"type": "text", "text": "One bug: the loop skips the last item."}]})
    s.parent = task_parent
    s.user([{"type": "tool_result", "tool_use_id": "toolu_ag1", "content": [
        {"type": "text", "text": "## Review\n\nOne **bug**: the loop skips the last item."}]}],
        toolUseResult={"status": "completed", "agentId": "a11", "totalDurationMs": 65000,
                       "totalTokens": 12345, "totalToolUseCount": 3,
                       "content": [], "prompt": "Review the staged diff for bugs."})
    s.tool("Agent", {"description": "Background scan", "prompt": "Scan for secrets.",
                     "run_in_background": True},
           "Async agent launched successfully.\nagentId: b22 (use it to check progress)",
           "toolu_ag2", sidecar={"status": "async_launched", "agentId": "b22",
                                 "description": "Background scan", "isAsync": True},
           msg_id="msg_a2")
    return s


def usage_dedup() -> Session:
    """One API message split over three lines (same message id): its usage counts once."""
    s = Session("usage_dedup")
    s.user("Count tokens.")
    s.assistant([{"type": "thinking", "thinking": "Short thought.", "signature": "c2ln"}],
                msg_id="msg_u1")
    s.assistant([{"type": "text", "text": "Part one."}], msg_id="msg_u1")
    s.assistant([{"type": "tool_use", "id": "toolu_u1", "name": "Bash",
                  "input": {"command": "true"}}], msg_id="msg_u1")
    s.user([{"type": "tool_result", "tool_use_id": "toolu_u1", "content": ""}])
    s.assistant([{"type": "text", "text": "Done."}], msg_id="msg_u2")
    return s


def agent_progress() -> Session:
    """A Task whose subagent exists only as `agent_progress` copies in the main file."""
    s = Session("agent_progress")
    s.user("Explore with a subagent.")
    s.assistant([{"type": "tool_use", "id": "toolu_pg1", "name": "Task", "input": {
        "description": "Explore", "subagent_type": "Explore", "prompt": "List the modules."}}],
        msg_id="msg_p1")

    def progress(inner: dict) -> None:
        s.base("progress", data={"type": "agent_progress", "agentId": "c33",
                                 "prompt": "List the modules.", "message": inner},
               toolUseID="agent_msg_x", parentToolUseID="toolu_pg1")

    progress({"type": "user", "uuid": "c3300000-0000-4000-8000-000000000001",
              "timestamp": "2026-01-15T10:05:00.000Z",
              "message": {"role": "user", "content": [{"type": "text",
                                                       "text": "List the modules."}]}})
    tool_use = {"type": "assistant", "uuid": "c3300000-0000-4000-8000-000000000002",
                "timestamp": "2026-01-15T10:05:01.000Z", "message": {
                    "id": "msg_p_side", "role": "assistant", "model": "claude-haiku-4-5",
                    "content": [{"type": "tool_use", "id": "toolu_pg_in", "name": "Glob",
                                 "input": {"pattern": "src/*.py"}}]}}
    progress(tool_use)
    progress(tool_use)  # progress copies repeat: shown once
    progress({"type": "user", "uuid": "c3300000-0000-4000-8000-000000000003",
              "timestamp": "2026-01-15T10:05:02.000Z", "message": {"role": "user", "content": [
                  {"type": "tool_result", "tool_use_id": "toolu_pg_in",
                   "content": "src/a.py\nsrc/b.py"}]}})
    progress({"type": "assistant", "uuid": "c3300000-0000-4000-8000-000000000004",
              "timestamp": "2026-01-15T10:05:03.000Z", "message": {
                  "id": "msg_p_side2", "role": "assistant", "model": "claude-haiku-4-5",
                  "content": [{"type": "text", "text": "Two modules: a and b."}]}})
    s.user([{"type": "tool_result", "tool_use_id": "toolu_pg1",
             "content": [{"type": "text", "text": "Two modules: `a` and `b`."}]}],
           toolUseResult={"status": "completed", "totalToolUseCount": 1, "content": []})
    return s


def demo() -> Session:
    """The demo that ships with the package (`cc2html --demo`): a small, realistic session."""
    s = Session("demo", session="d0d0d0d0-0000-4000-8000-000000000001")
    s.user("The `slugify` helper breaks on accented letters. Can you fix it and add a test?")
    s.assistant([{"type": "thinking", "thinking": "I should read the helper first, then run "
                  "the tests to see the failure before changing anything."}], msg_id="msg_d1")
    s.assistant([{"type": "text", "text": "Let me look at the helper and run the tests."}],
                msg_id="msg_d1")
    s.tool("Read", {"file_path": "/home/dev/blog/blog/text.py"},
           "     1\timport re\n     2\t\n     3\tdef slugify(title):\n"
           "     4\t    return re.sub(r'[^a-z0-9]+', '-', title.lower()).strip('-')\n",
           "toolu_d1", msg_id="msg_d2")
    s.tool("Bash", {"command": "python -m pytest -q tests/test_text.py", "description":
                    "Run the text tests"},
           "\x1b[31mF\x1b[0m.\n=== FAILURES ===\nassert slugify('Café crème') == 'cafe-creme'\n"
           "AssertionError: 'caf-cr-me' != 'cafe-creme'\n\x1b[31m1 failed\x1b[0m, 1 passed",
           "toolu_d2", is_error=True, msg_id="msg_d3")
    s.assistant([{"type": "text", "text": "The regex drops accented letters. I'll normalise "
                  "to ASCII first with `unicodedata`:"}], msg_id="msg_d4")
    s.tool("Edit", {"file_path": "/home/dev/blog/blog/text.py",
                    "old_string": "import re\n\ndef slugify(title):\n"
                                  "    return re.sub(r'[^a-z0-9]+', '-', title.lower()).strip('-')",
                    "new_string": "import re\nimport unicodedata\n\ndef slugify(title):\n"
                                  "    ascii_title = unicodedata.normalize('NFKD', title)"
                                  ".encode('ascii', 'ignore').decode()\n"
                                  "    return re.sub(r'[^a-z0-9]+', '-', ascii_title.lower())"
                                  ".strip('-')"},
           "The file /home/dev/blog/blog/text.py has been updated.", "toolu_d3", msg_id="msg_d5")
    s.tool("Bash", {"command": "python -m pytest -q tests/test_text.py"},
           "..\n\x1b[32m2 passed\x1b[0m in 0.02s", "toolu_d4", msg_id="msg_d6")
    s.assistant([{"type": "text", "text": "Fixed. `slugify` now folds accents before "
                  "replacing separators:\n\n| input | before | after |\n|---|---|---|\n"
                  "| `Café crème` | `caf-cr-me` | `cafe-creme` |\n\nBoth tests pass."}],
                msg_id="msg_d7")
    s.raw({"type": "summary", "summary": "Fix slugify for accented titles", "leafUuid": s.parent})
    return s


#: payloads for hostile(): every one would run script, load something or add an element if
#: it reached the page unescaped (tests/test_security.py checks that none does)
XSS = [
    "<script>alert(1)</script>",
    "</script><script>alert(2)</script>",
    "<img src=x onerror=alert(3)>",
    '"><svg onload=alert(4)>',
    "'><iframe src=\"javascript:alert(5)\"></iframe>",
    "<form action=\"javascript:alert(6)\"><button>go</button></form>",
    "<style>body{background:url(https://evil.example/style.png)}</style>",
    '<meta http-equiv="refresh" content="0;url=javascript:alert(7)">',
    '<base href="https://evil.example/">',
    '<a href="javascript:alert(8)">link</a><object data="https://evil.example/o"></object>',
    '<link rel="stylesheet" href="https://evil.example/x.css"><embed src="https://evil.example/e">',
]
MD_LINKS = (
    "[a](javascript:alert(20)) [b](JaVaScRiPt:alert(21)) [c](&#106;avascript:alert(22)) "
    "[d](java\tscript:alert(23)) [e](vbscript:msgbox(24)) "
    "[f](data:text/html;base64,PHNjcmlwdD5hbGVydCgyNSk8L3NjcmlwdD4=) "
    "<javascript:alert(26)> <JAVASCRIPT:alert(27)> [g](&#x6A;avascript&#58;alert(28)) "
    "![h](https://evil.example/track.png) ![i](javascript:alert(29)) "
    '[j](https://ok.example/ "title\\"><script>alert(30)</script>") '
    "[k]: javascript:alert(31)\n\n[k] <a href=\"javascript:alert(32)\">raw</a>"
)
HOSTILE_UUID = 'x"><img src=x onerror=alert(40)>'


def hostile() -> Session:
    """Every place a transcript carries text, filled with script, element and URL payloads."""
    p = " ".join(XSS)
    s = Session("hostile", session='sess"><script>alert(41)</script>')
    common = {"cwd": f"/home/dev/{XSS[2]}", "gitBranch": XSS[3], "version": XSS[0]}
    s.user(f"Plain prompt {p}\n\n{MD_LINKS}", **common)
    s.user(f"<command-name>/{XSS[0]}</command-name><command-message>{XSS[2]}</command-message>"
           f"<command-args>{XSS[3]}</command-args>", **common)
    s.user(f"<bash-input>{XSS[0]}</bash-input>")
    s.user(f"<bash-stdout>{XSS[2]}\x1b]8;;javascript:alert(42)\x1b\\click\x1b]8;;\x1b\\"
           f"</bash-stdout><bash-stderr>{XSS[3]}</bash-stderr>")
    s.user(f"<local-command-stdout>{XSS[4]}</local-command-stdout>")
    s.user(f"<ide_opened_file>The user opened the file {XSS[2]} in the IDE.</ide_opened_file>"
           f"<ide_selection>{XSS[0]}</ide_selection>")
    s.user(f"<task-notification><task-id>{XSS[3]}</task-id><status>{XSS[2]}</status>"
           f"<summary>{XSS[0]}</summary></task-notification>")
    s.user(f"<system-reminder>{XSS[5]}</system-reminder>", isMeta=True)
    s.user([{"type": "text", "text": XSS[1]},
            {"type": "image", "source": {"type": "base64",
                                         "media_type": 'image/png" onerror="alert(43)',
                                         "data": PNG_1PX}},
            {"type": "image", "source": {"type": "base64", "media_type": "image/svg+xml",
                                         "data": "PHN2ZyBvbmxvYWQ9YWxlcnQoNDQpPg=="}},
            {"type": "image", "source": {"type": "base64", "media_type": "image/png",
                                         "data": 'AAAA" onerror="alert(45)'}},
            {"type": "image", "source": {"type": "url", "url": "https://evil.example/i.png"}}],
           uuid=HOSTILE_UUID)
    s.assistant([{"type": "thinking", "thinking": f"Thinking {p}\n\n{MD_LINKS}"}],
                model=XSS[2], msg_id=XSS[3])
    s.assistant([{"type": "text", "text":
                  f"Answer {p}\n\n```{XSS[3]}\n{XSS[1]}\n```\n\n```html\n{XSS[1]}\n```\n\n"
                  f"`{XSS[0]}`\n\n| {XSS[2]} | b |\n|:--|--:|\n| {XSS[3]} | {MD_LINKS[:60]} |\n\n"
                  f"{MD_LINKS}\n\n<div>{XSS[2]}</div>"}], model=XSS[0], msg_id="msg_h2")
    s.tool(XSS[2], {XSS[3]: XSS[0], "nested": {XSS[2]: [XSS[1], 1]}}, p, "toolu_h1",
           msg_id="msg_h3")
    s.tool("mcp__" + XSS[3] + "__x", {"q": XSS[2]}, [{"type": "text", "text": XSS[0]}],
           "toolu_h2", msg_id="msg_h4")
    s.tool("Bash", {"command": f"echo '{XSS[1]}'", "description": XSS[2]},
           f"\x1b]0;{XSS[0]}\x07\x1b[31m{XSS[2]}\x1b[0m\x1b]8;;javascript:alert(46)\x1b\\x"
           f"\x1b]8;;\x1b\\\x1bP{XSS[3]}\x1b\\", "toolu_h3", is_error=True, msg_id="msg_h5")
    s.tool("Read", {"file_path": f"/tmp/{XSS[3]}.py"}, f"     1\t{XSS[1]}\n", "toolu_h4",
           msg_id="msg_h6")
    s.tool("Write", {"file_path": '/tmp/x"><script>alert(47)</script>.html',
                     "content": f"<html>{XSS[1]}{XSS[6]}</html>"}, "ok", "toolu_h5",
           msg_id="msg_h7")
    s.tool("Edit", {"file_path": f"/tmp/{XSS[2]}.js", "old_string": XSS[1],
                    "new_string": XSS[3]}, XSS[4], "toolu_h6", msg_id="msg_h8")
    s.tool("Task", {"description": XSS[2], "prompt": f"Sub prompt {XSS[0]}",
                    "subagent_type": XSS[3]},
           [{"type": "text", "text": XSS[5]},
            {"type": "image", "source": {"type": "base64", "media_type": "text/html",
                                         "data": "PHNjcmlwdD4="}}],
           "toolu_h7", msg_id="msg_h9",
           sidecar={"agentId": XSS[3], "status": XSS[0], "content": [XSS[2]]})
    s.base("system", subtype=XSS[3], content=XSS[0], level=XSS[2])
    s.base("system", subtype="informational", content=p, level="warning")
    s.base(XSS[2], payload={XSS[3]: XSS[0]})
    s.raw({"type": "summary", "summary": XSS[0] + p, "leafUuid": s.parent})
    s.raw({"type": "custom-title", "customTitle": XSS[3], "sessionId": s.session})
    s.base("user", message={"role": "user", "content": f"Sidechain {XSS[0]}"}, isSidechain=True,
           agentId=XSS[3], uuid='side"><svg onload=alert(48)>', parentUuid=None)
    s.base("assistant", message={"role": "assistant", "content": [
        {"type": "text", "text": XSS[2]}], "model": XSS[3]}, isSidechain=True,
        agentId='"><img src=x onerror=alert(49)>')
    s.raw(f'{{"type": "user", "message": 5, "uuid": "{XSS[2]}"}}'.replace('"><', '\\"><'))
    s.raw(f"not json {p}")
    s.user(f"Last prompt {XSS[3]}", uuid=XSS[2], sessionId='"><iframe srcdoc=x>')
    return s


def slash_commands() -> Session:
    s = Session("slash_commands")
    s.user("<command-message>init is analyzing your codebase…</command-message>\n"
           "<command-name>/init</command-name>\n<command-args>--fast</command-args>")
    s.user([{"type": "text", "text": "Please analyze this codebase and create a **CLAUDE.md** "
             "file.\n\n## What to add\n\n1. Build commands\n2. Architecture"}], isMeta=True)
    s.assistant([{"type": "text", "text": "I'll look at the repository first."}])
    s.user("<local-command-caveat>Caveat: The messages below were generated by the user while "
           "running local commands.</local-command-caveat>", isMeta=True)
    s.user("<command-name>/model</command-name>\n<command-message>model</command-message>\n"
           "<command-args></command-args>")
    s.user("<local-command-stdout>Set model to \x1b[1mopus\x1b[22m (claude-opus-4-6)"
           "</local-command-stdout>")
    s.user("<command-name>/cost</command-name><command-message>cost</command-message>")
    s.user("<local-command-stdout>## Session cost\n\n| kind | tokens |\n|---|---|\n"
           "| input | 1,200 |\n| output | 340 |</local-command-stdout>")
    s.user("<command-name>legacy-command</command-name><command-args>--verbose</command-args>"
           "<command-contents>{\"text\": \"legacy contents of the command\"}</command-contents>")
    s.user("<local-command-stderr>Unknown option: --verbose</local-command-stderr>")
    s.base("system", subtype="local_command", level="info",
           content="<command-name>/mcp</command-name>\n            <command-message>mcp"
                   "</command-message>\n            <command-args></command-args>")
    s.base("system", subtype="local_command", level="info",
           content="<local-command-stdout>MCP dialog dismissed</local-command-stdout>")
    return s


def bash_mode() -> Session:
    s = Session("bash_mode")
    s.user("<bash-input>git status --short</bash-input>")
    s.user("<bash-stdout>\x1b[31m M src/app.py\x1b[0m\n?? notes.txt</bash-stdout>"
           "<bash-stderr></bash-stderr>")
    s.user("<bash-input>cat missing.txt</bash-input>")
    s.user("<bash-stdout></bash-stdout><bash-stderr>cat: missing.txt: No such file or directory"
           "</bash-stderr>")
    s.user("What changed in app.py?")
    s.assistant([{"type": "text", "text": "Only whitespace."}])
    return s


def compacted() -> Session:
    s = Session("compacted")
    s.user("Keep going with the refactor.")
    s.assistant([{"type": "text", "text": "Working on it."}])
    s.base("system", subtype="compact_boundary", content="Conversation compacted", level="info",
           compactMetadata={"trigger": "auto", "preTokens": 155000})
    s.user("This session is being continued from a previous conversation that ran out of "
           "context. The conversation is summarized below:\n\n## Summary\n\n- Refactored "
           "`parser.py` into three modules\n- Tests still failing in `test_lexer.py`",
           isCompactSummary=True, isVisibleInTranscriptOnly=True)
    s.assistant([{"type": "text", "text": "Continuing with the lexer tests."}], msg_id="msg_c2")
    return s


def steering() -> Session:
    """Steering deliveries of both eras, paired and unpaired (seed 001 "User Steering")."""
    s = Session("steering")
    s.user("Refactor the parser.")
    s.assistant([{"type": "text", "text": "Starting the refactor."}])
    # modern: attachment + remove with the same text -> one card
    s.base("attachment", attachment={"type": "queued_command", "prompt": "also keep the old API",
                                     "commandMode": "prompt"})
    s.raw({"type": "queue-operation", "operation": "enqueue", "timestamp":
           "2026-01-15T10:03:30.000Z", "sessionId": SESSION, "content": "also keep the old API"})
    s.raw({"type": "queue-operation", "operation": "remove", "timestamp":
           "2026-01-15T10:03:40.000Z", "sessionId": SESSION, "content": "also keep the old API"})
    # the same prompt sent twice: two cards pay for two removes; a third remove shows
    s.base("attachment", attachment={"type": "queued_command", "prompt": "run the tests"})
    s.base("attachment", attachment={"type": "queued_command", "prompt": "run the tests"})
    for _ in range(3):
        s.raw({"type": "queue-operation", "operation": "remove", "timestamp":
               "2026-01-15T10:06:00.000Z", "sessionId": SESSION, "content": "run the tests"})
    # image-bearing prompt: list of blocks, pairs on its text
    s.base("attachment", attachment={"type": "queued_command", "prompt": [
        {"type": "text", "text": "like this screenshot"},
        {"type": "image", "source": {"type": "base64", "media_type": "image/png",
                                     "data": PNG_1PX}}]})
    s.raw({"type": "queue-operation", "operation": "remove", "timestamp":
           "2026-01-15T10:08:00.000Z", "sessionId": SESSION, "content": [
               {"type": "text", "text": "like this screenshot"},
               {"type": "image", "source": {"type": "base64", "media_type": "image/png",
                                            "data": PNG_1PX}}]})
    # image-only prompt: cannot pair, warns; its remove stays visible
    s.base("attachment", attachment={"type": "queued_command", "prompt": [
        {"type": "image", "source": {"type": "base64", "media_type": "image/png",
                                     "data": PNG_1PX}}]})
    s.raw({"type": "queue-operation", "operation": "remove", "timestamp":
           "2026-01-15T10:10:00.000Z", "sessionId": SESSION, "content": "[Image #1]"})
    # null-content era: counted, never paired
    s.raw({"type": "queue-operation", "operation": "remove", "timestamp":
           "2026-01-15T10:11:00.000Z", "sessionId": SESSION, "content": None})
    s.raw({"type": "queue-operation", "operation": "dequeue", "timestamp":
           "2026-01-15T10:11:01.000Z", "sessionId": SESSION})
    s.assistant([{"type": "text", "text": "Done, old API kept and tests run."}], msg_id="msg_s2")
    return s


def steering_legacy() -> Session:
    """Legacy only: removes with no cards render as steering, and nothing warns."""
    s = Session("steering_legacy")
    s.user("Write the docs.")
    s.assistant([{"type": "text", "text": "Writing."}])
    s.raw({"type": "queue-operation", "operation": "remove", "timestamp":
           "2026-01-15T10:02:30.000Z", "sessionId": SESSION,
           "content": "actually — focus on the README first"})
    s.assistant([{"type": "text", "text": "Switching to the README."}], msg_id="msg_l2")
    return s


def user_tags() -> Session:
    s = Session("user_tags")
    s.user("<user-memory-input>Always run ruff before committing.</user-memory-input>")
    s.user([{"type": "text", "text": "<ide_opened_file>The user opened the file "
             "/home/dev/project/src/app.py in the IDE.</ide_opened_file>"},
            {"type": "text", "text": "<ide_selection>The user selected lines 3 to 4 from "
             "/home/dev/project/src/app.py:\ndef main():\n    run()</ide_selection>"
             "<ide_diagnostics>[{\"file\": \"app.py\", \"line\": 4, \"message\": "
             "\"undefined name run\"}]</ide_diagnostics><ide_diagnostics>not json at all"
             "</ide_diagnostics>Why does this fail?<system-reminder>The TodoWrite tool hasn't "
             "been used recently.</system-reminder>"}])
    s.assistant([{"type": "text", "text": "`run` is not defined."}])
    s.assistant([{"type": "tool_use", "id": "toolu_bg1", "name": "Task", "input": {
        "description": "Coverage analysis", "prompt": "Find coverage gaps.",
        "subagent_type": "general-purpose", "run_in_background": True}}], msg_id="msg_t1")
    s.user([{"type": "tool_result", "tool_use_id": "toolu_bg1", "content":
             "Async agent launched successfully.\nagentId: a1b2c3"}],
           toolUseResult={"agentId": "a1b2c3", "status": "async_launched"})
    s.user("[Request interrupted by user for tool use]")
    s.user("<task-notification>\n<task-id>a1b2c3</task-id>\n<status>completed</status>\n"
           "<summary>Agent \"Coverage analysis\" completed</summary>\n<result>Coverage is "
           "**96%**; `relay.py` lacks tests.</result>\n<usage>total_tokens: 23099\ntool_uses: 2"
           "\nduration_ms: 15506</usage>\n</task-notification>\nFull transcript available at: "
           "/tmp/tasks/a1b2c3.output")
    s.user([{"type": "text", "text": "Another Claude session sent a message:\n"
             "<teammate-message teammate_id=\"reviewer\" color=\"green\" summary=\"Review done\">"
             "\nThe **migration** is safe to ship.\n</teammate-message>\n\nThis came from another "
             "Claude session."}])
    s.user("Continue.")
    s.assistant([{"type": "text", "text": "Working."}], msg_id="msg_t2")
    s.user("[Request interrupted by user]")
    return s


def image_placeholders() -> Session:
    """[Image #N] resolution: paste ids, positional fallback, and the fail-closed cases."""
    s = Session("image_placeholders")
    img = {"type": "image", "source": {"type": "base64", "media_type": "image/png",
                                       "data": PNG_1PX}}
    s.user([img, img, {"type": "text", "text": "compare [Image #6] with [Image #4]"}],
           imagePasteIds=[4, 6])
    s.user([img, img, {"type": "text", "text": "old era: [Image #1] then [Image #2]"}])
    s.user([img, {"type": "text", "text": "gap without the field: [Image #3]"}])
    s.user([img, {"type": "text", "text": "unknown id: [Image #9]"}], imagePasteIds=[2])
    s.user([img, img, {"type": "text", "text": "not parallel: [Image #1]"}], imagePasteIds=[1])
    s.assistant([{"type": "text", "text": "Seen them all."}])
    return s


def system_kinds() -> Session:
    s = Session("system_kinds")
    s.user("Go on.")
    s.assistant([{"type": "text", "text": "Done."}])
    s.base("system", subtype="stop_hook_summary", hookCount=2, level="suggestion",
           hookInfos=[{"command": "./scripts/notify.sh idle"}, {"command": "ruff check"}],
           hookErrors=["ruff: 2 errors"], preventedContinuation=False, stopReason="",
           hasOutput=True)
    s.base("system", subtype="turn_duration", durationMs=247515, messageCount=103)
    s.base("system", subtype="away_summary", content="We were adding a layout to validate "
           "projectId. Next: run the type checker. (disable recaps in /config)")
    s.base("system", subtype="api_error", level="error", content="API Error: 529 Overloaded",
           retryAttempt=2, maxRetries=10, retryInMs=4200.5,
           error={"status": 529, "error": {"type": "overloaded_error", "message": "Overloaded"}})
    s.base("system", subtype="api_error", level="error", error={"status": 500})
    s.base("system", subtype="informational", content="Plan mode is on")
    return s


def attachments() -> Session:
    s = Session("attachments")
    s.user("Edit the file.")
    s.base("attachment", attachment={
        "type": "hook_success", "hookEvent": "UserPromptSubmit", "hookName": "UserPromptSubmit",
        "content": "", "stdout": "prompt registered\n", "stderr": "", "exitCode": 0,
        "command": "./scripts/clmail.cmd actor busy", "durationMs": 12})
    s.base("attachment", attachment={
        "type": "hook_additional_context", "hookEvent": "UserPromptSubmit",
        "hookName": "UserPromptSubmit", "content": ["clmail status: idle", "focus: fix-001"]})
    s.assistant([{"type": "text", "text": "Editing."}])
    s.tool("Edit", {"file_path": "/home/dev/project/a.py", "old_string": "x = 1",
                    "new_string": "x = 2"}, "The file a.py has been updated.", "toolu_att1")
    s.base("attachment", attachment={
        "type": "hook_blocking_error", "hookEvent": "PostToolUse", "hookName": "PostToolUse:Edit",
        "toolUseID": "toolu_att1",
        "blockingError": {"blockingError": "ruff check failed", "command": "uv run ruff check"}})
    s.base("attachment", attachment={
        "type": "hook_non_blocking_error", "hookEvent": "Stop", "hookName": "Stop",
        "stderr": "Failed with non-blocking status code", "stdout": "", "exitCode": 1,
        "command": "./scripts/clmail.cmd actor idle", "durationMs": 75})
    s.base("attachment", attachment={"type": "goal_status", "met": False, "sentinel": True,
                                     "condition": "all tests pass"})
    s.base("attachment", attachment={"type": "skill_listing",
                                     "content": "- update-config: configure the harness"})
    s.base("attachment", attachment={"type": "task_reminder", "content": [
        {"id": "1", "subject": "Research plan mode", "status": "completed"}]})
    s.base("attachment", attachment={"type": "deferred_tools_delta", "addedNames": ["TodoWrite"],
                                     "removedNames": []})
    return s


def viewer() -> Session:
    """Every kind the page's toolbar filters, with words hidden in folds (browser tests)."""
    s = Session("viewer")
    s.user("Build the report generator.")
    s.assistant([{"type": "thinking", "thinking": "Quokkas aside, start with the data model.",
                  "signature": "c2ln"}], msg_id="msg_v1")
    s.assistant([{"type": "text", "text": "I'll look at the data first.\n\n- one\n- two"}],
                msg_id="msg_v1")
    s.tool("Bash", {"command": "ls data", "description": "List data"},
           "sales.csv\nzebrafinch.csv\n", "toolu_v_bash", msg_id="msg_v1")
    s.tool("Read", {"file_path": "/home/dev/project/missing.txt"},
           "File does not exist.", "toolu_v_read", is_error=True, msg_id="msg_v1")
    s.base("system", content="Context is getting long", level="warning")
    s.assistant([{"type": "tool_use", "id": "toolu_v_task", "name": "Task", "input": {
        "description": "Count rows", "subagent_type": "general-purpose",
        "prompt": "Count the rows of sales.csv."}}], msg_id="msg_v2")
    task_parent = s.parent
    s.parent = None
    s.base("user", isSidechain=True, message={"role": "user",
                                              "content": "Count the rows of sales.csv."})
    s.base("assistant", isSidechain=True, message={
        "id": "msg_v_side", "role": "assistant", "model": "claude-haiku-4-5",
        "content": [{"type": "text", "text": "There are 42 rows (platypus count)."}]})
    s.parent = task_parent
    s.user([{"type": "tool_result", "tool_use_id": "toolu_v_task",
             "content": [{"type": "text", "text": "42 rows."}]}])
    s.assistant([{"type": "text", "text": "The report has 42 rows."}], msg_id="msg_v3")
    s.user("Now add a chart.")
    s.assistant([{"type": "text", "text": "Added the chart to `report.py`."}], msg_id="msg_v4")
    s.user("Thanks, that is all.")
    s.assistant([{"type": "text", "text": "You are welcome."}], msg_id="msg_v5")
    return s


def context_glance() -> Session:
    """IDE notices in Claude Code's own words, and Bash calls that commit (issue 17 §9)."""
    s = Session("context_glance")
    aside = " This may or may not be related to the current task."
    s.user([{"type": "text", "text": "<ide_opened_file>The user opened the file "
             "/home/dev/project/src/app.py in the IDE." + aside + "</ide_opened_file>"},
            {"type": "text", "text": "<ide_selection>The user selected the lines 206 to 215 "
             "from /home/dev/project/README.md:\nmake install\nmake test\n\n" + aside.strip()
             + "</ide_selection>Commit the README fix, then the app fix."}])
    s.tool("Bash", {"command": "git add README.md && git commit -m 'Fix the install steps'"},
           "[main 1a2b3c4] Fix the install steps\n 1 file changed, 2 insertions(+), 1 deletion(-)",
           "toolu_c1", sidecar={"stdout": "[main 1a2b3c4] Fix the install steps\n 1 file changed, "
                                "2 insertions(+), 1 deletion(-)", "stderr": "",
                                "interrupted": False, "isImage": False})
    out = ("[feature/x (root-commit) 9f8e7d6] Start <the> app\n Author: Dev <dev@example.com>\n"
           " 2 files changed, 40 insertions(+)\n create mode 100644 src/app.py")
    s.tool("Bash", {"command": "git commit -am 'Start <the> app'"}, out, "toolu_c2",
           sidecar={"stdout": out, "stderr": "", "interrupted": False, "isImage": False})
    s.tool("Bash", {"command": "git log --oneline -1"}, "[not a commit] 3 files changed?",
           "toolu_c3", sidecar={"stdout": "[not a commit] 3 files changed?", "stderr": "",
                                "interrupted": False, "isImage": False})
    s.assistant([{"type": "text", "text": "Both fixes are committed."}], msg_id="msg_c9")
    return s


BUILDERS = [user_text, assistant_markdown, thinking, tools, tool_errors, images,
            system_levels, summary_title, sidechain, unknown_kinds, bad_lines, multi_session,
            tools_files, tools_shell, tools_plan, tools_web, tools_agent, usage_dedup,
            agent_progress, viewer, hostile]
BUILDERS += [slash_commands, bash_mode, compacted, steering, steering_legacy, user_tags,
             image_placeholders, system_kinds, attachments, context_glance]


def main() -> None:
    for build in BUILDERS:
        build().write()
    demo_session = demo()
    demo_session.name = "demo"
    demo_dir = HERE.parent / "src" / "cc2html" / "demo"
    demo_dir.mkdir(parents=True, exist_ok=True)
    with (demo_dir / "demo.jsonl").open("w", encoding="utf-8", newline="\n") as fh:
        for line in demo_session.lines:
            fh.write(json.dumps(line, ensure_ascii=False) + "\n")
    # a file whose last line is cut off mid-write and that contains bytes that are not UTF-8
    bad_lines_path = HERE / "bad_lines.jsonl"
    data = bad_lines_path.read_bytes().rstrip(b"\n")  # last line has no newline: still writing
    bad_lines_path.write_bytes(data.replace(b"caf\\u00e9 ok", b"caf\xe9 latin-1"))


if __name__ == "__main__":
    main()
