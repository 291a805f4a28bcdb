#!/usr/bin/env python3
"""Writes the hand-made claude-code-action execution files of test_data/ci/, reproducibly.

Each is what the action writes to `$RUNNER_TEMP/claude-execution-output.json`: the Agent
SDK messages of one run as one JSON array, indented by two spaces
(anthropics/claude-code-action `base-action/src/execution-file.ts`: `JSON.stringify(messages,
null, 2)`; the messages up to and including the `result` one, `base-action/src/
run-claude-sdk.ts`). Message shapes: the SDK's `SDKMessage` union (../shared/seeds/000_*.txt
§2; result subtypes `success`, `error_max_turns`, `error_during_execution`, with `errors`
on the error ones as run-claude-sdk.ts reads them). The prompt is given to `query()` and
is not always echoed as a user message: `error.json` has none, as the action's own
test/fixtures/sample-turns.json has none. Run `python test_data/ci/make_ci_fixtures.py`.
"""

from __future__ import annotations

import json
from pathlib import Path

HERE = Path(__file__).resolve().parent


class Run:
    def __init__(self, name: str, session: str) -> None:
        self.name, self.session, self.messages, self.n = name, session, [], 0

    def add(self, kind: str, **fields: object) -> dict:
        self.n += 1
        msg = {"type": kind, **fields, "session_id": self.session,
               "uuid": f"{self.name[:8]:0<8}-0000-4000-8000-{self.n:012d}"}
        self.messages.append(msg)
        return msg

    def init(self) -> None:
        self.add("system", subtype="init", cwd="/home/runner/work/widgets/widgets",
                 model="claude-sonnet-4-6", permissionMode="acceptEdits",
                 claude_code_version="2.1.230", apiKeySource="ANTHROPIC_API_KEY",
                 tools=["Task", "Bash", "Read", "Edit", "mcp__github_comment__update_claude_comment"],
                 mcp_servers=[{"name": "github_comment", "status": "connected"}])

    def prompt(self, text: str) -> None:
        self.add("user", message={"role": "user", "content": text}, parent_tool_use_id=None)

    def assistant(self, blocks: list, msg_id: str, parent: str | None = None,
                  model: str = "claude-sonnet-4-6", out: int = 120) -> None:
        usage = {"input_tokens": 12, "output_tokens": out, "cache_read_input_tokens": 4000,
                 "cache_creation_input_tokens": 800}
        self.add("assistant", message={"id": msg_id, "type": "message", "role": "assistant",
                                       "model": model, "content": blocks, "stop_reason": None,
                                       "usage": usage}, parent_tool_use_id=parent)

    def call(self, call_id: str, name: str, params: dict, msg_id: str,
             parent: str | None = None) -> None:
        self.assistant([{"type": "tool_use", "id": call_id, "name": name, "input": params}],
                       msg_id, parent)

    def answer(self, call_id: str, content: object, error: bool = False,
               parent: str | None = None) -> None:
        self.add("user", message={"role": "user", "content": [
            {"type": "tool_result", "tool_use_id": call_id, "content": content,
             "is_error": error}]}, parent_tool_use_id=parent)

    def result(self, subtype: str, turns: int, cost: float, **extra: object) -> None:
        self.add("result", subtype=subtype, is_error=subtype != "success",
                 duration_ms=48_250, duration_api_ms=41_000, num_turns=turns,
                 total_cost_usd=cost, stop_reason="end_turn" if subtype == "success" else None,
                 usage={"input_tokens": 60, "output_tokens": 900,
                        "cache_read_input_tokens": 24000, "cache_creation_input_tokens": 3200},
                 modelUsage={"claude-sonnet-4-6": {
                     "inputTokens": 60, "outputTokens": 900, "cacheReadInputTokens": 24000,
                     "cacheCreationInputTokens": 3200, "costUSD": cost}},
                 permission_denials=[], **extra)

    def write(self) -> None:
        text = json.dumps(self.messages, indent=2, ensure_ascii=False)
        (HERE / f"{self.name}.json").write_text(text, encoding="utf-8", newline="\n")


def success() -> Run:
    run = Run("success", "c1000000-0000-4000-8000-000000000001")
    run.init()
    run.prompt("Fix the failing test in tests/test_parse.py and explain the cause.")
    run.call("toolu_s1", "Bash", {"command": "pytest -q tests/test_parse.py"}, "msg_s1")
    run.answer("toolu_s1", "FAILED tests/test_parse.py::test_dates - ValueError", error=True)
    run.call("toolu_s2", "Edit", {"file_path": "/home/runner/work/widgets/widgets/parse.py",
                                  "old_string": "%d/%m", "new_string": "%Y-%m-%d"}, "msg_s2")
    run.answer("toolu_s2", "The file parse.py has been updated.")
    final = ("The date parser used a day-first format while the test feeds ISO dates; "
             "parse.py now reads `%Y-%m-%d` and the test passes.")
    run.assistant([{"type": "text", "text": final}], "msg_s3")
    run.result("success", 3, 0.1834, result=final)
    return run


def error() -> Run:
    run = Run("error", "c2000000-0000-4000-8000-000000000002")
    run.init()
    run.call("toolu_e1", "Read", {"file_path": "/home/runner/work/widgets/widgets/setup.cfg"},
             "msg_e1")
    run.answer("toolu_e1", "File does not exist.", error=True)
    run.result("error_during_execution", 1, 0.0213,
               errors=["API Error: 529 Overloaded", "Claude Code process exited with code 1"])
    return run


def max_turns() -> Run:
    run = Run("max_turns", "c3000000-0000-4000-8000-000000000003")
    run.init()
    run.prompt("Refactor every module under src/ to use pathlib.")
    for n in range(1, 4):
        run.call(f"toolu_m{n}", "Read", {"file_path": f"/home/runner/work/widgets/widgets/src/m{n}.py"},
                 f"msg_m{n}")
        run.answer(f"toolu_m{n}", f"import os\nprint('module {n}')")
    run.result("error_max_turns", 3, 0.0977, errors=["Reached maximum number of turns (3)"])
    return run


def subagents() -> Run:
    run = Run("subagents", "c4000000-0000-4000-8000-000000000004")
    run.init()
    run.prompt("Review this pull request; use a subagent to check the tests.")
    run.call("toolu_task", "Task", {"description": "Check the tests",
                                    "prompt": "Run the test suite and report failures.",
                                    "subagent_type": "general-purpose"}, "msg_t1")
    run.add("system", subtype="task_started", task_id="t01", tool_use_id="toolu_task",
            description="Check the tests", task_type="local_agent")
    run.add("user", message={"role": "user", "content": [
        {"type": "text", "text": "Run the test suite and report failures."}]},
        parent_tool_use_id="toolu_task")
    run.call("toolu_sub1", "Bash", {"command": "pytest -q"}, "msg_sub1", parent="toolu_task")
    run.answer("toolu_sub1", "12 passed in 0.8s", parent="toolu_task")
    run.assistant([{"type": "text", "text": "All 12 tests pass."}], "msg_sub2",
                  parent="toolu_task", model="claude-haiku-4-5")
    run.add("system", subtype="task_notification", task_id="t01", tool_use_id="toolu_task",
            status="completed", output_file="", summary="All 12 tests pass.")
    run.answer("toolu_task", [{"type": "text", "text": "All 12 tests pass."}])
    final = "The change is sound: the subagent ran the suite and all 12 tests pass."
    run.assistant([{"type": "text", "text": final}], "msg_t2")
    run.result("success", 4, 0.2506, result=final)
    return run


if __name__ == "__main__":
    for make in (success, error, max_turns, subagents):
        make().write()
