#!/usr/bin/env python3
"""Writes the fixture of what turns come to (issue 17 point 1), reproducibly.

turns: a turn with calls of several tools (one twice on the same file, one MCP tool, a
Windows path), a Task whose subagent makes calls of its own, and texts before and after
them; a turn of one call and no text; a turn of one text. Run
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

    def call(self, at: int, name: str, inp: dict, result: str, side: bool = False) -> None:
        tool_id = f"toolu_turns{len(self.lines) + 1:03d}"
        self.block(at, {"type": "tool_use", "id": tool_id, "name": name, "input": inp},
                   f"msg_turns{len(self.lines) + 1:03d}", side)
        self.user(at + 1, [{"type": "tool_result", "tool_use_id": tool_id, "content": result}],
                  side)

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


if __name__ == "__main__":
    turns().write()
