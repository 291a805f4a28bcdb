#!/usr/bin/env python3
"""Writes test_data/gemini_current.jsonl: a hand-made Gemini CLI session in the JSONL form
gemini-cli writes now (0.5x), reproducibly. Nothing in it comes from a real session.

Shapes from gemini-cli's own source (google-gemini/gemini-cli, snapshot 0.56.0-nightly,
packages/core/src/services/chatRecordingService.ts and chatRecordingTypes.ts): a header
line, bare message lines, and `{"$set": {...}}` lines, some holding `messages` (the whole
history, written by `updateMessagesFromHistory`); the first user message is the
`<session_context>` block (packages/core/src/utils/environmentContext.ts); "System:
Please continue." is the CLI's own retry prompt (packages/core/src/core/client.ts,
added in #10828, removed in #26340); a tool's response recorded again as a user
message of `functionResponse` parts (packages/core/src/core/geminiChat.ts, #26939);
"Request cancelled." an info message (packages/cli/src/ui/hooks/useGeminiStream.ts).
What it holds: a message present only in a `$set` batch, a message a later batch
rewrites, batch copies of messages unchanged, field updates, the continuation, a tool
call with its result and the response's copy, and a trailing cancel notice.
Run `python test_data/make_gemini_fixtures.py`.
"""

from __future__ import annotations

import json
from pathlib import Path

HERE = Path(__file__).resolve().parent


def _msg(mid: str, second: int, kind: str, content, **more) -> dict:
    return {"id": mid, "timestamp": f"2026-06-01T09:00:{second:02d}.000Z", "type": kind,
            "content": content, **more}


def gemini_current() -> list[dict]:
    head = {"sessionId": "gem-0003", "projectHash": "7a" * 32,
            "startTime": "2026-06-01T09:00:00.000Z", "lastUpdated": "2026-06-01T09:00:00.000Z",
            "kind": "main"}
    context = _msg("c0", 0, "user", [{"text": "<session_context>\nThis is the Gemini CLI. "
                                      "We are setting up the context for our chat.\nToday's "
                                      "date is Monday, June 1, 2026.\nMy operating system is: "
                                      "linux\n</session_context>"}])
    ask = _msg("u1", 1, "user", [{"text": "Rename util.py to helpers.py"}])
    plan = _msg("a1", 4, "gemini", "I will rename it.", model="gemini-3-flash",
                tokens={"input": 200, "output": 10, "cached": 0, "thoughts": 0, "tool": 0,
                        "total": 210})
    retry = _msg("u2", 6, "user", [{"text": "System: Please continue."}])
    response = {"id": "rsc-1", "name": "run_shell_command",
                "response": {"output": "Output: (empty)\nProcess Group PGID: 4242"}}
    done = _msg("a2", 9, "gemini", "Renamed util.py to helpers.py.", model="gemini-3-flash",
                toolCalls=[{"id": "rsc-1", "name": "run_shell_command",
                            "args": {"command": "git mv util.py helpers.py"},
                            "result": [{"functionResponse": response}], "status": "success",
                            "timestamp": "2026-06-01T09:00:08.000Z"}])
    echo = _msg("u3", 10, "user", [{"functionResponse": response}])  # (geminiChat.ts #26939)
    plan2 = {**plan, "content": "I will rename util.py with git mv."}
    return [head, context, ask,
            {"$set": {"messages": [context, ask, plan],
                      "lastUpdated": "2026-06-01T09:00:04.000Z"}},
            retry, done, echo,
            {"$set": {"messages": [context, ask, plan2, retry, done, echo]}},
            {"$set": {"summary": "Rename a module"}},
            _msg("n1", 30, "info", "Request cancelled.")]


if __name__ == "__main__":
    text = "".join(json.dumps(line, ensure_ascii=False) + "\n" for line in gemini_current())
    (HERE / "gemini_current.jsonl").write_text(text, encoding="utf-8")
