#!/usr/bin/env python3
"""Writes test_data/cross/cross.jsonl: a hand-made session of 10 turns whose facts cross the
segments a large session is cut into (issue 34; tests lower read/cut.TARGET_BYTES so each
turn, padded to ~2 KB, can be a segment):

- turn 1 starts a background Bash call (its result announces task `bgtask1`: the text's
  "running in background with ID" and `toolUseResult.backgroundTaskId`); turn 2 a Task
  call (toolUseResult.agentId `agent1`) with `agent_progress` copies of agent `agentdup`'s
  reply `msg_inner1`;
- turn 3 holds the assistant record `msg_orig`;
- turn 5 a `<task-notification>` naming only `<task-id>bgtask1</task-id>`, turn 6 one naming
  `<tool-use-id>` of turn 2's Task call (with a result text);
- turn 7 a replay of `msg_orig` (same message id and content, no parent);
- turn 8 a Task call whose `agent_progress` copies are agent `agentdup` again (its anchor is
  suffixed `-2` in the whole page), the first a replay of `msg_inner1`.

    python test_data/cross/make_cross_fixture.py
"""

from __future__ import annotations

import json
from pathlib import Path

SESSION = "9a7b0000-0000-4000-8000-00000000c055"
TURNS = 10


class Lines:
    """The session's lines, each chained to the one before unless told otherwise."""

    def __init__(self) -> None:
        self.out: list[dict] = []
        self.parent: str | None = None

    def add(self, kind: str, body: dict, parent: str | None | bool = True, **extra) -> dict:
        n = len(self.out) + 1
        uuid = f"c0550000-0000-4000-8000-{n:012d}"
        entry = {"parentUuid": self.parent if parent is True else parent or None,
                 "isSidechain": False, "userType": "external", "cwd": "/home/dev/project",
                 "sessionId": SESSION, "version": "2.1.38", "gitBranch": "main",
                 "type": kind, "uuid": uuid,
                 "timestamp": f"2026-02-02T10:{n // 60:02d}:{n % 60:02d}.000Z", **body, **extra}
        self.out.append(entry)
        self.parent = uuid
        return entry


def reply(msg_id: str, content: list) -> dict:
    return {"message": {"id": msg_id, "type": "message", "role": "assistant",
                        "model": "claude-opus-4-6", "content": content, "stop_reason": None,
                        "usage": {"input_tokens": 5, "output_tokens": 7}}}


def user(content) -> dict:
    return {"message": {"role": "user", "content": content}}


def progress(call: str, agent: str, msg_id: str, text: str) -> dict:
    inner = {"type": "assistant", "timestamp": "2026-02-02T10:00:00.000Z",
             "message": {"id": msg_id, "type": "message", "role": "assistant",
                         "model": "claude-opus-4-6", "content": [{"type": "text", "text": text}],
                         "usage": {"input_tokens": 1, "output_tokens": 1}},
             "uuid": f"inner-{msg_id}"}
    return {"data": {"type": "agent_progress", "message": inner, "agentId": agent},
            "toolUseID": call, "parentToolUseID": call}


def task(s: Lines, turn: int, call: str, agent: str, inner: list[tuple[str, str]]) -> None:
    s.add("assistant", reply(f"msg_call{turn}", [{"type": "tool_use", "id": call, "name": "Task",
                                                  "input": {"description": "look around",
                                                            "prompt": "Look around."}}]))
    for msg_id, text in inner:
        s.add("progress", progress(call, agent, msg_id, text))
    s.add("user", user([{"type": "tool_result", "tool_use_id": call,
                         "content": f"Looked around.\nagentId: {agent}"}]),
          toolUseResult={"agentId": agent, "status": "completed"})


def turn_lines(s: Lines, turn: int) -> None:
    pad = " ".join(f"filler{turn}x{i}" for i in range(150))
    s.add("user", user(f"Prompt crossword{turn:04d}: do step {turn}."))
    s.add("assistant", reply(f"msg_text{turn}", [{"type": "text", "text": f"On {turn}. {pad}"}]))
    if turn == 1:
        s.add("assistant", reply("msg_bg", [{"type": "tool_use", "id": "toolu_bg1", "name": "Bash",
                                             "input": {"command": "sleep 100",
                                                       "run_in_background": True}}]))
        s.add("user", user([{"type": "tool_result", "tool_use_id": "toolu_bg1",
                             "content": "Command running in background with ID: bgtask1"}]),
              toolUseResult={"stdout": "", "backgroundTaskId": "bgtask1"})
    elif turn == 2:
        task(s, turn, "toolu_agent1", "agentdup", [("msg_inner1", "Inner reply one.")])
    elif turn == 3:
        s.add("assistant", reply("msg_orig", [{"type": "text", "text": "The original reply."}]))
    elif turn == 5:
        s.add("user", user("<task-notification>\n<task-id>bgtask1</task-id>\n"
                           "<status>completed</status>\n<summary>Background command "
                           "\"sleep 100\" completed (exit code 0)</summary>\n"
                           "</task-notification>"))
    elif turn == 6:
        s.add("user", user("<task-notification>\n<task-id>agent1</task-id>\n"
                           "<tool-use-id>toolu_agent1</tool-use-id>\n<status>completed</status>\n"
                           "<summary>Agent \"look around\" completed</summary>\n"
                           "<result>The agent looked around.</result>\n</task-notification>"))
    elif turn == 7:
        s.add("assistant", reply("msg_orig", [{"type": "text", "text": "The original reply."}]),
              parent=None)
    elif turn == 8:
        task(s, turn, "toolu_agent8", "agentdup", [("msg_inner1", "Inner reply one."),
                                                   ("msg_inner8", "Inner reply eight.")])
    s.add("assistant", reply(f"msg_end{turn}", [{"type": "text", "text": f"Done with {turn}."}]))


def main() -> None:
    s = Lines()
    for turn in range(1, TURNS + 1):
        turn_lines(s, turn)
    out = Path(__file__).with_name("cross.jsonl")
    out.write_text("".join(json.dumps(line) + "\n" for line in s.out), encoding="utf-8")


if __name__ == "__main__":
    main()
