"""A sidecar no call points at is listed at its session's end, never dropped: a file in
the session's own `subagents/` folder belongs to it whatever session id its lines carry;
a flat one beside it only when its lines name the session (the folder's other sessions
own the rest)."""

from __future__ import annotations

import json
from pathlib import Path

from cc2html.pipeline import build
from helpers import user_line


def _write(path: Path, lines: list[dict]) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(json.dumps(line) + "\n" for line in lines))
    return path


def _agent_lines(sid: str, agent: str, text: str) -> list[dict]:
    return [{"type": "user", "uuid": f"{agent}-u", "isSidechain": True, "agentId": agent,
             "sessionId": sid, "message": {"role": "user", "content": "look around"}},
            {"type": "assistant", "uuid": f"{agent}-a", "isSidechain": True,
             "agentId": agent, "sessionId": sid,
             "message": {"role": "assistant", "content": [{"type": "text", "text": text}]}}]


def _unlinked(session: Path) -> dict[str, list[str]]:
    doc, _, _ = build(session)
    return {sub.key: [n.msg.text for n in sub.nodes if hasattr(n.msg, "text")]
            for s in doc.sessions for sub in s.unlinked}


def test_nested_sidecar_naming_another_session_is_kept(tmp_path):
    session = _write(tmp_path / "s1.jsonl", [user_line(1, "hello", "s1")])
    _write(tmp_path / "s1" / "subagents" / "agent-x1.jsonl",
           _agent_lines("renamed-session", "x1", "a lantern in the cellar"))
    assert list(_unlinked(session)) == ["x1"]


def test_nested_sidecar_without_session_id_is_kept(tmp_path):
    session = _write(tmp_path / "s1.jsonl", [user_line(1, "hello", "s1")])
    lines = _agent_lines("", "x2", "no session named")
    for line in lines:
        del line["sessionId"]
    _write(tmp_path / "s1" / "subagents" / "agent-x2.jsonl", lines)
    assert list(_unlinked(session)) == ["x2"]


def test_flat_sidecar_of_another_session_stays_out(tmp_path):
    session = _write(tmp_path / "s1.jsonl", [user_line(1, "hello", "s1")])
    _write(tmp_path / "agent-y1.jsonl", _agent_lines("s2", "y1", "someone else's"))
    _write(tmp_path / "agent-y2.jsonl", _agent_lines("s1", "y2", "ours"))
    assert list(_unlinked(session)) == ["y2"]
