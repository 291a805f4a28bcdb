"""Writes ../../pi_session.jsonl: a hand-made pi session (nothing in it was recorded from
a real session) with the kinds the shared sample lacks: the built-in tools (bash, edit,
write, grep, find, ls), a failed tool call, a reply that ends in an error and one the
user aborted, a `!` command (bashExecution), a branch left with /tree and its
branch_summary, a compaction, an extension's custom entry and custom_message, a label
and the session's name. pi has no built-in subagents. Shapes: badlogic/pi-mono
packages/coding-agent/src/core/session-manager.ts and messages.ts, packages/ai/src/types.ts
(v0.58.3, session format 3). Run: `python test_data/agents/pi/make_pi_fixture.py`."""

import json
from pathlib import Path

CWD = "/home/dev/project"
MODEL = "claude-sonnet-4-5"
lines = [{"type": "session", "version": 3, "id": "5f0c2a9e-1d2b-4c3d-8e4f-a1b2c3d4e5f6",
          "timestamp": "2026-08-21T14:00:00.000Z", "cwd": CWD}]
last = [None]


def entry(kind, second, parent="last", **fields):
    n = len(lines)
    eid = f"e{n:07x}"
    lines.append({"type": kind, "id": eid, "parentId": last[0] if parent == "last" else parent,
                  "timestamp": f"2026-08-21T14:{second // 60:02d}:{second % 60:02d}.000Z",
                  **fields})
    last[0] = eid
    return eid


def usage(i, o, cr=0, cw=0, cost=0.0):
    return {"input": i, "output": o, "cacheRead": cr, "cacheWrite": cw,
            "totalTokens": i + o + cr + cw,
            "cost": {"input": 0, "output": 0, "cacheRead": 0, "cacheWrite": 0, "total": cost}}


def user(second, text, parent="last"):
    return entry("message", second, parent, message={"role": "user", "content": [
        {"type": "text", "text": text}], "timestamp": 0})


def reply(second, parts, u, stop="toolUse", error=None):
    msg = {"role": "assistant", "content": parts, "api": "anthropic-messages",
           "provider": "anthropic", "model": MODEL, "usage": u, "stopReason": stop,
           "timestamp": 0}
    if error:
        msg["errorMessage"] = error
    return entry("message", second, message=msg)


def call(cid, name, **args):
    return {"type": "toolCall", "id": cid, "name": name, "arguments": args}


def result(second, cid, name, text, error=False):
    return entry("message", second, message={"role": "toolResult", "toolCallId": cid,
                 "toolName": name, "content": [{"type": "text", "text": text}],
                 "isError": error, "timestamp": 0})


entry("model_change", 1, provider="anthropic", modelId=MODEL)
entry("thinking_level_change", 1, thinkingLevel="medium")
user(2, "Find where the config loader reads YAML and make it accept TOML too")
reply(5, [{"type": "thinking", "thinking": "Search for the loader before editing."},
          call("t1", "grep", pattern="yaml.safe_load", path="src"),
          call("t2", "find", pattern="**/*.toml"), call("t3", "ls", path="src/config")],
      usage(3000, 120, cr=2000, cw=500, cost=0.0153))
result(6, "t1", "grep", "src/config/load.py:12:    return yaml.safe_load(fh)")
result(6, "t2", "find", "No files found matching pattern")
result(6, "t3", "ls", "__init__.py\nload.py")
reply(9, [{"type": "text", "text": "The loader is src/config/load.py; adding a TOML branch."},
          call("t4", "edit", path="src/config/load.py",
               oldText="    return yaml.safe_load(fh)",
               newText="    if path.suffix == \".toml\":\n        return tomllib.load(fh)\n"
                       "    return yaml.safe_load(fh)"),
          call("t5", "write", path="tests/data/sample.toml", content="[app]\nname = \"demo\"\n"),
          call("t6", "bash", command="python -m pytest -q tests/test_load.py")],
      usage(3400, 260, cr=2500, cost=0.0207))
result(10, "t4", "edit", "Successfully replaced text in src/config/load.py.")
result(10, "t5", "write", "Successfully wrote 22 bytes to tests/data/sample.toml")
fork = result(14, "t6", "bash", "E   TypeError: File must be opened in binary mode, e.g. use "
              "`open('foo.toml', 'rb')`\n1 failed, 6 passed\n\nCommand exited with code 1",
              error=True)
aborted = reply(20, [{"type": "text", "text": "Opening the file in binary mode for TOML"}],
              usage(3900, 30, cr=3000, cost=0.0031), stop="aborted",
              error="Request was aborted")
user(24, "Try reading it with a text wrapper instead")
reply(30, [], usage(0, 0), stop="error",
      error="529 overloaded_error: Overloaded")
# the user goes back with /tree to the prompt after the abort and types another one
entry("branch_summary", 40, parent=aborted, fromId=last[0],
      summary="Tried a text wrapper for TOML; the request failed (API overloaded).")
user(41, "Open the file in binary mode when it is TOML")
reply(45, [call("t7", "bash", command="python -m pytest -q tests/test_load.py")],
      usage(4100, 80, cr=3500, cost=0.0044))
result(49, "t7", "bash", "7 passed in 0.31s")
entry("message", 52, message={"role": "bashExecution", "command": "git diff --stat",
                               "output": " src/config/load.py | 3 +++\n 1 file changed",
                               "exitCode": 0, "cancelled": False, "truncated": False,
                               "timestamp": 0})
entry("compaction", 60, summary="## Goal\nTOML support in the config loader.\n## Done\n"
      "load.py reads TOML in binary mode; tests pass.", firstKeptEntryId=last[0],
      tokensBefore=41000)
entry("custom", 61, customType="todo-extension", data={"open": 0})
entry("custom_message", 62, customType="reminder", display=True,
      content="Reminder from the todo extension: update CHANGELOG.md")
entry("label", 63, targetId=fork, label="first test run")
entry("session_info", 64, name="TOML config support")
user(70, "Update the changelog")
reply(75, [{"type": "text", "text": "CHANGELOG.md now lists TOML config support."}],
      usage(1800, 40, cr=1200, cost=0.0022), stop="stop")
Path(__file__).resolve().parents[2].joinpath("pi_session.jsonl").write_text(
    "".join(json.dumps(x) + "\n" for x in lines), encoding="utf-8")
