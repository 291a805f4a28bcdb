"""Hand-made archive trees for the archive search tests (no corpus needed)."""

from __future__ import annotations

import json
from pathlib import Path

HOSTILE = ('<img src=x onerror="document.title=\'pwned\'"> </script><script>'
           'document.title="pwned"</script> hostileword')


def line(kind: str, uuid: str, stamp: str, text: str, session: str, cwd: str) -> dict:
    message = ({"role": "user", "content": text} if kind == "user" else
               {"role": "assistant", "model": "claude-test", "id": f"m-{uuid}",
                "content": [{"type": "text", "text": text}]})
    return {"type": kind, "uuid": uuid, "parentUuid": None, "sessionId": session,
            "timestamp": stamp, "cwd": cwd, "message": message}


def tool_line(uuid: str, stamp: str, session: str, cwd: str, command: str) -> dict:
    return {"type": "assistant", "uuid": uuid, "parentUuid": None, "sessionId": session,
            "timestamp": stamp, "cwd": cwd,
            "message": {"role": "assistant", "model": "claude-test", "id": f"m-{uuid}",
                        "content": [{"type": "tool_use", "id": f"toolu_{uuid[:8]}",
                                     "name": "Bash", "input": {"command": command}}]}}


def uid(n: int, m: int) -> str:
    return f"{n:08x}-0000-4000-8000-{m:012x}"


def write_jsonl(path: Path, lines: list[dict]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(json.dumps(ln) + "\n" for ln in lines), encoding="utf-8")


def session_lines(n: int, cwd: str, prompt: str, answer: str, day: int) -> list[dict]:
    sid = f"sess-{n}"
    stamp = f"2025-04-{day:02d}T10:00:0"
    return [line("user", uid(n, 1), stamp + "0Z", prompt, sid, cwd),
            line("assistant", uid(n, 2), stamp + "5Z", answer, sid, cwd),
            tool_line(uid(n, 3), stamp + "7Z", sid, cwd, f"pytest tests/test_{n}.py")]


def make_tree(root: Path) -> Path:
    """Two projects; each session has words no other session has (zebra, quokka ...)."""
    alpha, beta = "/home/t/alpha", "/home/t/beta"
    write_jsonl(root / "-home-t-alpha" / "s1.jsonl",
                session_lines(1, alpha, "Please refactor the zebra parser", "Done with zebra.", 1))
    write_jsonl(root / "-home-t-alpha" / "s2.jsonl",
                session_lines(2, alpha, "Make the quokka renderer faster", "The quokka is fast, unlike the parser.", 2))
    write_jsonl(root / "-home-t-beta" / "s3.jsonl",
                session_lines(3, beta, "Write docs for the pangolin module",
                               "Pangolin docs, with the Größenänderung part.", 3))
    write_jsonl(root / "-home-t-beta" / "s4.jsonl",
                session_lines(4, beta, "Explain " + HOSTILE, "An answer about " + HOSTILE, 4))
    return root


def append(path: Path, n: int, text: str) -> None:
    lines = [line("user", uid(n, 90), "2025-04-20T10:00:00Z", text, f"sess-{n}", "/home/t/x")]
    with path.open("a", encoding="utf-8") as fh:
        fh.write("".join(json.dumps(ln) + "\n" for ln in lines))
