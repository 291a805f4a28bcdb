#!/usr/bin/env python3
"""Writes the fixture of what turns come to (issue 17 point 1), reproducibly.

turns: a turn with calls of several tools (one twice on the same file, one MCP tool, a
Windows path), a Task whose subagent makes calls of its own, and texts before and after
them; a turn of one call and no text; a turn of one text.

outcome (issue 33): a turn that edits two files (one twice, one edit failing), writes a
third, runs the tests and answers with a summary then a closing question; a compaction;
the continuation turn edits one more file and gives the session's final answer.

subagent_edits (issue 33): a turn whose main agent edits one file and spawns a subagent
(in-file sidechain lines) that edits a second file and writes a third; a second turn
edits the first file again, with no subagent. Run
`python test_data/make_turn_fixtures.py`, then refresh the goldens with
`pytest tests/golden --update-golden` and read the diff.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Optional

HERE = Path(__file__).resolve().parent
SESSION = "7e4d0000-0000-4000-8000-0000000000a1"


class Turns:
    """Lines chained by parentUuid, each at a second given by the caller."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.lines: list[dict] = []
        self.parent: Optional[str] = None
        self.side_parent: Optional[str] = None

    def line(self, at: int, kind: str, message: dict, side: bool = False) -> str:
        uid = f"turns000-0000-4000-8000-{len(self.lines) + 1:012d}"
        entry = {"parentUuid": self.side_parent if side else self.parent, "isSidechain": side,
                 "userType": "external", "cwd": "/home/dev/project", "sessionId": SESSION,
                 "version": "2.1.38", "gitBranch": "main", "type": kind, "message": message,
                 "uuid": uid, "timestamp": f"2026-02-02T10:{at // 60:02d}:{at % 60:02d}.000Z"}
        if side:
            self.side_parent = uid
        else:
            self.parent = uid
        self.lines.append(entry)
        return uid

    def user(self, at: int, content: object, side: bool = False) -> str:
        return self.line(at, "user", {"role": "user", "content": content}, side)

    def block(self, at: int, block: dict, msg_id: str, side: bool = False) -> str:
        message = {"id": msg_id, "type": "message", "role": "assistant",
                   "model": "claude-opus-4-6", "content": [block], "stop_reason": None,
                   "usage": {"input_tokens": 5, "output_tokens": 7}}
        return self.line(at, "assistant", message, side)

    def text(self, at: int, text: str, msg_id: str, side: bool = False) -> str:
        return self.block(at, {"type": "text", "text": text}, msg_id, side)

    def call(self, at: int, name: str, inp: dict, result: str, side: bool = False,
             error: bool = False) -> None:
        tool_id = f"toolu_turns{len(self.lines) + 1:03d}"
        self.block(at, {"type": "tool_use", "id": tool_id, "name": name, "input": inp},
                   f"msg_turns{len(self.lines) + 1:03d}", side)
        block = {"type": "tool_result", "tool_use_id": tool_id, "content": result}
        if error:
            block["is_error"] = True
        self.user(at + 1, [block], side)

    def write(self) -> None:
        with (HERE / f"{self.name}.jsonl").open("w", encoding="utf-8", newline="\n") as fh:
            for entry in self.lines:
                fh.write(json.dumps(entry, ensure_ascii=False) + "\n")


def turns() -> Turns:
    t = Turns("turns")
    t.user(0, "Fix the parser and its tests.")
    t.text(2, "Looking at the parser.", "msg_turns_a")
    t.call(3, "Bash", {"command": "ls src"}, "parser.py")
    t.call(5, "Read", {"file_path": "/home/dev/project/src/parser.py"}, "def parse(): ...")
    t.call(7, "Bash", {"command": "pytest -q"}, "1 failed")
    t.call(9, "Edit", {"file_path": "/home/dev/project/src/parser.py", "old_string": "...",
                       "new_string": "return []"}, "The file has been updated.")
    t.call(11, "Edit", {"file_path": "C:\\work\\tests\\test_parser.py", "old_string": "a",
                        "new_string": "b"}, "The file has been updated.")
    t.call(13, "Bash", {"command": "pytest -q"}, "3 passed")
    task_id = f"toolu_turns{len(t.lines) + 1:03d}"
    prompt = "Find where the parser is documented."
    t.block(15, {"type": "tool_use", "id": task_id, "name": "Task",
                 "input": {"description": "Find docs", "subagent_type": "general-purpose",
                           "prompt": prompt}}, "msg_turns_task")
    t.user(16, prompt, side=True)
    t.call(17, "Grep", {"pattern": "parse"}, "docs/notes.md", side=True)
    t.call(19, "Read", {"file_path": "/home/dev/project/docs/notes.md"}, "notes", side=True)
    t.text(21, "It is documented in docs/notes.md.", "msg_turns_side", side=True)
    t.user(40, [{"type": "tool_result", "tool_use_id": task_id,
                 "content": [{"type": "text", "text": "docs/notes.md"}]}])
    t.call(42, "mcp__ide__getDiagnostics", {}, "no problems")
    t.text(184, "Fixed: the parser now handles empty input.", "msg_turns_b")
    t.user(200, "Now run the linter.")
    t.call(201, "Bash", {"command": "ruff check ."}, "All checks passed!")
    t.user(210, "Thanks!")
    t.text(211, "You're welcome.", "msg_turns_c")
    return t


def outcome() -> Turns:
    t = Turns("outcome")
    t.user(0, "Build the session registry.")
    t.text(1, "Let me start with the registry.", "msg_out_a")
    t.call(2, "Read", {"file_path": "/home/dev/project/lib/app.ex"}, "defmodule App")
    t.call(4, "Edit", {"file_path": "/home/dev/project/lib/registry.ex", "old_string": "a\nb",
                       "new_string": "a\nc\nd"}, "The file has been updated.")
    t.call(6, "Edit", {"file_path": "/home/dev/project/lib/app.ex", "old_string": "x",
                       "new_string": "y"}, "String to replace not found", error=True)
    t.call(8, "Write", {"file_path": "/home/dev/project/test/registry_test.exs",
                        "content": "test 1\ntest 2\n"}, "File created successfully")
    t.call(10, "Edit", {"file_path": "/home/dev/project/lib/registry.ex", "old_string": "d",
                        "new_string": "e"}, "The file has been updated.")
    t.call(12, "Bash", {"command": "mix test"}, "3 tests, 0 failures")
    t.text(14, "Task one is complete. Here is a summary of what was done: the registry "
               "module, its supervisor entry and its tests, all passing.", "msg_out_b")
    t.text(15, "Want me to continue with the next task?", "msg_out_c")
    t.user(20, "Yes, go on.")
    t.text(21, "Going on with the hooks.", "msg_out_d")
    boundary = t.line(22, "system", {})
    del t.lines[-1]["message"]
    t.lines[-1].update({"subtype": "compact_boundary", "content": "Conversation compacted",
                        "level": "info", "compactMetadata": {"trigger": "auto",
                                                            "preTokens": 155000}})
    assert boundary
    t.user(23, "This session is being continued from a previous conversation that ran out "
               "of context. The conversation is summarized below:\n\n## Summary\n\n- "
               "Registry done; hooks next")
    t.lines[-1].update({"isCompactSummary": True, "isVisibleInTranscriptOnly": True})
    t.call(24, "Edit", {"file_path": "/home/dev/project/lib/hooks.ex", "old_string": "",
                        "new_string": "def hook, do: :ok"}, "The file has been updated.")
    t.text(26, "Epic complete. The registry, its hooks and their tests are in place and "
               "every test passes.", "msg_out_e")
    t.text(27, "Anything else?", "msg_out_f")
    return t


def subagent_edits() -> Turns:
    t = Turns("subagent_edits")
    t.user(0, "Add the cache and its tests.")
    t.call(1, "Edit", {"file_path": "/home/dev/project/lib/cache.ex", "old_string": "a",
                       "new_string": "a\nb"}, "The file has been updated.")
    task_id = f"toolu_turns{len(t.lines) + 1:03d}"
    prompt = "Write the cache's tests and wire it into the app."
    t.block(3, {"type": "tool_use", "id": task_id, "name": "Task",
                "input": {"description": "Cache tests", "subagent_type": "general-purpose",
                          "prompt": prompt}}, "msg_sub_task")
    t.user(4, prompt, side=True)
    t.call(5, "Edit", {"file_path": "/home/dev/project/lib/app.ex", "old_string": "x",
                       "new_string": "x\ncache()"}, "The file has been updated.", side=True)
    t.call(7, "Write", {"file_path": "/home/dev/project/test/cache_test.exs",
                        "content": "test a\ntest b\ntest c\n"}, "File created successfully",
           side=True)
    t.text(9, "Wired the cache into the app and wrote three tests.", "msg_sub_side", side=True)
    t.user(20, [{"type": "tool_result", "tool_use_id": task_id,
                 "content": [{"type": "text", "text": "Wired the cache in; three tests."}]}])
    t.text(21, "The cache is in place, wired into the app, with three tests.", "msg_sub_a")
    t.user(30, "Rename the cache's key.")
    t.call(31, "Edit", {"file_path": "/home/dev/project/lib/cache.ex", "old_string": "b",
                        "new_string": "key"}, "The file has been updated.")
    t.text(33, "Renamed the key in the cache module, nothing else needed.", "msg_sub_b")
    return t


if __name__ == "__main__":
    turns().write()
    outcome().write()
    subagent_edits().write()
