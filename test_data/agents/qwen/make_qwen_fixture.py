"""Writes ../../qwen_session.jsonl: a hand-made Qwen Code chat log (nothing in it was
recorded from a real session) with the kinds the shared samples lack: usage on replies,
a failed and a cancelled tool call, a subagent (`agent`) call, a compaction
(`chat_compression`), an API error, a slash command, a title, a state record, API
response telemetry and a /rewind. Shapes: `ChatRecord` in QwenLM/qwen-code
packages/core/src/services/chatRecordingService.ts, envelope as the 0.21.13 samples.
Run it from anywhere: `python test_data/agents/qwen/make_qwen_fixture.py`."""

import json
from pathlib import Path

SID = "7c1e0a52-3b7d-4e8f-9a10-2b3c4d5e6f70"
CWD = "/home/dev/project"
MODEL = "qwen3-coder-plus"
records = []


def rec(kind, second, **fields):
    n = len(records) + 1
    records.append({"uuid": f"00000000-0000-4000-8000-{n:012d}",
                    "parentUuid": f"00000000-0000-4000-8000-{n - 1:012d}" if n > 1 else None,
                    "sessionId": SID, "timestamp": f"2026-08-20T09:{second // 60:02d}:"
                    f"{second % 60:02d}.000Z", "type": kind, "cwd": CWD, "version": "0.21.13",
                    "gitBranch": "main", **fields})


def model(second, parts, usage=None):
    rec("assistant", second, model=MODEL, message={"role": "model", "parts": parts},
        **({"usageMetadata": usage} if usage else {}))


def result(second, cid, name, response, status="success", display=None):
    rec("tool_result", second, message={"role": "user", "parts": [
        {"functionResponse": {"id": cid, "name": name, "response": response}}]},
        toolCallResult={"callId": cid, "status": status, "resultDisplay": display})


def usage(prompt, out, cached=0, thoughts=0):
    return {"promptTokenCount": prompt, "candidatesTokenCount": out,
            "cachedContentTokenCount": cached, "thoughtsTokenCount": thoughts,
            "totalTokenCount": prompt + out + thoughts}


rec("user", 0, systemPayload={"displayText": "Add a retry to fetch.py and run the tests",
                              "hookContext": "Repository policy: run pytest before done."},
    message={"role": "user", "parts": [
        {"text": "Add a retry to fetch.py and run the tests"},
        {"text": "<qwen:user-prompt-submit-context>\nRepository policy: run pytest before "
                 "done.\n</qwen:user-prompt-submit-context>"}]})
model(3, [{"text": "First look at how fetch.py calls the network.", "thought": True},
          {"text": "Reading fetch.py first."},
          {"functionCall": {"id": "call_read_1", "name": "read_file",
                            "args": {"absolute_path": f"{CWD}/fetch.py"}}}],
      usage(1200, 80, cached=1000, thoughts=20))
result(4, "call_read_1", "read_file",
       {"output": "import urllib.request\n\ndef fetch(url):\n    return urllib.request"
                  ".urlopen(url).read()\n"})
rec("system", 5, subtype="ui_telemetry", systemPayload={"uiEvent": {
    "event.name": "qwen-code.api_response", "event.timestamp": "2026-08-20T09:00:05.000Z",
    "model": MODEL, "duration_ms": 2100, "input_token_count": 1200, "output_token_count": 80,
    "cached_content_token_count": 1000, "thoughts_token_count": 20, "tool_token_count": 0,
    "total_token_count": 1300, "prompt_id": "p1"}})
model(9, [{"functionCall": {"id": "call_edit_1", "name": "edit", "args": {
    "file_path": f"{CWD}/fetch.py", "old_string": "    return urllib.request.urlopen(url)"
    ".read()", "new_string": "    for attempt in range(3):\n        try:\n            return "
    "urllib.request.urlopen(url).read()\n        except OSError:\n            continue"}}},
          {"functionCall": {"id": "call_sh_1", "name": "run_shell_command",
                            "args": {"command": "pytest -q", "description": "Run the tests"}}}],
      usage(1500, 160, cached=1200))
result(10, "call_edit_1", "edit", {"output": "The file was edited."},
       display={"fileDiff": "--- fetch.py\n+++ fetch.py\n@@ -3 +3,5 @@\n-    return urllib"
                ".request.urlopen(url).read()\n+    for attempt in range(3):\n", "fileName":
                "fetch.py", "originalContent": "x", "newContent": "y"})
result(14, "call_sh_1", "run_shell_command",
       {"error": "Command exited with code 1: 1 failed, 4 passed (test_fetch_gives_up)"},
       status="error")
rec("system", 15, subtype="ui_telemetry", systemPayload={"uiEvent": {
    "event.name": "qwen-code.tool_call", "function_name": "run_shell_command",
    "function_args": {"command": "pytest -q"}, "duration_ms": 3900, "success": False,
    "decision": "accept", "prompt_id": "p1"}})
model(18, [{"text": "One test fails; a subagent will look at the test's expectations."},
           {"functionCall": {"id": "call_agent_1", "name": "agent", "args": {
               "description": "Explain test_fetch_gives_up", "subagent_type": "general-purpose",
               "prompt": "Read tests/test_fetch.py and say what test_fetch_gives_up expects."}}}],
      usage(1900, 90, cached=1500))
result(30, "call_agent_1", "agent", {"output": "test_fetch_gives_up expects fetch to raise "
                                               "after the last attempt instead of returning None."})
rec("system", 31, subtype="chat_compression", systemPayload={
    "info": {"originalTokenCount": 24000, "newTokenCount": 3100, "compressionStatus": 1},
    "compressedHistory": [
        {"role": "user", "parts": [{"text": "<state_snapshot>The user wants fetch.py to retry; "
                                            "an edit added three attempts; "
                                            "test_fetch_gives_up fails because the last error "
                                            "is swallowed.</state_snapshot>"}]},
        {"role": "model", "parts": [{"text": "Got it. Thanks for the additional context!"}]}]})
rec("user", 40, message={"role": "user", "parts": [
    {"text": "Stop that, use exponential backoff and re-raise the last error"}]})
model(43, [{"functionCall": {"id": "call_sh_2", "name": "run_shell_command",
                             "args": {"command": "sleep 100 && pytest -q"}}}],
      usage(2300, 40, cached=2000))
result(50, "call_sh_2", "run_shell_command",
       {"error": "[Operation Cancelled] Reason: User cancelled the operation."},
       status="cancelled")
rec("system", 52, subtype="ui_telemetry", systemPayload={"uiEvent": {
    "event.name": "qwen-code.api_error", "model": MODEL, "error_message":
    "429 Too Many Requests: rate limit reached", "error_type": "RateLimitError",
    "status_code": 429, "duration_ms": 300, "prompt_id": "p2"}})
rec("system", 55, subtype="slash_command", parentUuid=None,
    systemPayload={"phase": "invocation", "rawCommand": "/stats"})
rec("system", 56, subtype="custom_title",
    systemPayload={"customTitle": "Retry with backoff in fetch.py", "titleSource": "auto"})
rec("system", 57, subtype="session_model",
    systemPayload={"modelId": MODEL, "authType": "openai"})
model(62, [{"text": "fetch.py now retries with exponential backoff (0.5 s, 1 s, 2 s) and "
                    "re-raises the last error; the tests pass."}],
      usage(2600, 70, cached=2300))
# a prompt and its answer, then /rewind back to before the prompt and another prompt
before = records[-1]["uuid"]
rec("user", 70, message={"role": "user", "parts": [{"text": "Also add random jitter"}]})
model(74, [{"text": "Jitter added: each wait is multiplied by a random 0.5-1.5."}],
      usage(2700, 30, cached=2500))
rec("system", 80, subtype="rewind", parentUuid=before, systemPayload={"truncatedCount": 2})
rec("user", 81, message={"role": "user", "parts": [{"text": "Update the README instead"}]})
model(85, [{"text": "README.md now describes the retry and its backoff."}],
      usage(2800, 25, cached=2600))
Path(__file__).resolve().parents[2].joinpath("qwen_session.jsonl").write_text(
    "".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
