#!/usr/bin/env python3
"""Writes the fixture of fences the page colours as they come into view (issue 19), reproducibly.

fences_far: an answer at the top with a Python fence (highlight.js colours it on load)
and a Haskell fence (not bundled: Pygments colours it in the page), then forty turns of
prose, then an answer with a Rust fence far below the first screen (coloured once the
reader scrolls to it). Run `python test_data/make_fence_fixtures.py`, then refresh the
goldens with `pytest tests/golden --update-golden` and read the diff.
"""

from __future__ import annotations

import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
SESSION = "f3e40000-0000-4000-8000-0000000000f1"
PROSE = ("The parser reads one token at a time and keeps the last one it saw, so the loop "
         "that follows can look back without a second pass over the input. ") * 4


def _line(n: int, kind: str, message: dict) -> dict:
    return {"parentUuid": f"f3e40000-0000-4000-8000-{n - 1:012d}" if n > 1 else None,
            "isSidechain": False, "userType": "external", "cwd": "/home/dev/project",
            "sessionId": SESSION, "version": "2.1.38", "gitBranch": "main", "type": kind,
            "uuid": f"f3e40000-0000-4000-8000-{n:012d}",
            "timestamp": f"2026-01-15T10:{n // 60:02d}:{n % 60:02d}.000Z", "message": message}


def fences_far() -> list[dict]:
    texts = ["Here is the fix:\n\n```python\ndef parse(tokens):\n    return tokens[:]\n```\n\n"
             "And the Haskell one:\n\n```haskell\nmain :: IO ()\nmain = print 1\n```"]
    texts += [PROSE] * 40
    texts.append("Last, the Rust side:\n\n```rust\nfn main() {\n    let total = 1;\n}\n```")
    lines = []
    for k, text in enumerate(texts):
        lines.append(_line(len(lines) + 1, "user", {"role": "user", "content": f"Step {k}?"}))
        lines.append(_line(len(lines) + 1, "assistant", {
            "id": f"msg_{k:02d}", "type": "message", "role": "assistant",
            "model": "claude-opus-4-6", "content": [{"type": "text", "text": text}],
            "stop_reason": "end_turn", "usage": {"input_tokens": 10, "output_tokens": 20}}))
    return lines


def main() -> None:
    with (HERE / "fences_far.jsonl").open("w", encoding="utf-8", newline="\n") as fh:
        for line in fences_far():
            fh.write(json.dumps(line, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
