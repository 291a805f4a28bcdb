#!/usr/bin/env python3
"""Writes test_data/parts/long.jsonl: a hand-made session of 40 turns for the split page
(render/to_html/split.py). Each turn: a prompt naming the turn ("turnword0007"), an
assistant text, a Bash call and its result (the "tools" filter group), a final answer; the last turn also thinks (the only "thinking" card: a filter group
the head has none of). Padded text makes each turn ~6 KB of page, so a test that lowers the split's sizes gets
a head and several parts. The last turn's answer alone holds "zanzibarlast".

    python test_data/parts/make_parts_fixture.py
"""

from __future__ import annotations

import json
from pathlib import Path

SESSION = "9a7b0000-0000-4000-8000-0000000000p1"
TURNS = 40


def line(kind: str, n: int, parent: str | None, message: dict, second: int) -> dict:
    uuid = f"parts000-0000-4000-8000-{n:012d}"
    return {"parentUuid": parent, "isSidechain": False, "userType": "external",
            "cwd": "/home/dev/project", "sessionId": SESSION, "version": "2.1.38",
            "gitBranch": "main", "type": kind, "message": message, "uuid": uuid,
            "timestamp": f"2026-02-02T{10 + second // 3600:02d}:{second // 60 % 60:02d}:{second % 60:02d}.000Z"}


def assistant(n: int, content: list) -> dict:
    return {"id": f"msg_parts{n:05d}", "type": "message", "role": "assistant",
            "model": "claude-opus-4-6", "content": content, "stop_reason": None,
            "usage": {"input_tokens": 5, "output_tokens": 7}}


def lines() -> list[dict]:
    out: list[dict] = []
    parent = None
    n = 0
    for turn in range(1, TURNS + 1):
        pad = " ".join(f"filler{turn}x{i}" for i in range(150))
        answer = f"Done with turn {turn}. " + ("zanzibarlast" if turn == TURNS else "ok")
        steps = [
            ("user", {"role": "user", "content": f"Prompt turnword{turn:04d}: do step {turn}."}),
            ("assistant", assistant(n + 2, ([{"type": "thinking", "thinking": "Pondering the end.",
                                              "signature": ""}] if turn == TURNS else [])
                                    + [{"type": "text", "text": f"Working on {turn}. {pad}"}])),
            ("assistant", assistant(n + 3, [{"type": "tool_use", "id": f"toolu_parts{turn:04d}",
                                             "name": "Bash", "input": {"command": f"echo {turn}"}}])),
            ("user", {"role": "user", "content": [{"type": "tool_result",
                                                   "tool_use_id": f"toolu_parts{turn:04d}",
                                                   "content": f"toolout{turn:04d}"}]}),
            ("assistant", assistant(n + 5, [{"type": "text", "text": answer}])),
        ]
        for kind, message in steps:
            n += 1
            entry = line(kind, n, parent, message, n * 7)
            parent = entry["uuid"]
            out.append(entry)
    return out


if __name__ == "__main__":
    target = Path(__file__).with_name("long.jsonl")
    target.write_text("".join(json.dumps(e) + "\n" for e in lines()), encoding="utf-8")
