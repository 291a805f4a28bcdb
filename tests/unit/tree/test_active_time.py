"""Active time (issue 33 item 4): the conversation's span less its pauses over 30 minutes,
stated beside the wall-clock duration with its threshold, in every output's facts."""

from __future__ import annotations

import json
from pathlib import Path

from cc2html.pipeline import build
from cc2html.render.facts import fact_line, session_facts
from cc2html.tree.stats import ACTIVE_GAP_S, session_stats


def _line(n: int, stamp: str, role: str = "user") -> dict:
    """A hand-made user or assistant line at `stamp`."""
    content = "prompt" if role == "user" else [{"type": "text", "text": "answer"}]
    message = {"role": role, "content": content}
    if role == "assistant":
        message.update(id=f"m{n}", model="claude-x")
    return {"type": role, "uuid": f"x{n}", "parentUuid": f"x{n - 1}" if n else None,
            "sessionId": "s", "timestamp": stamp, "message": message}


def _stats(tmp_path: Path, stamps: list[str]):
    src = tmp_path / "s.jsonl"
    lines = [_line(i, s, "user" if i % 2 == 0 else "assistant") for i, s in enumerate(stamps)]
    src.write_text("".join(json.dumps(x) + "\n" for x in lines), encoding="utf-8")
    doc, _, _ = build(src)
    return session_stats(doc.sessions[0])


def test_pauses_over_the_threshold_are_left_out(tmp_path):
    # 10 min of work, two days away, 5 min more, a 31-min pause, 1 min more
    stats = _stats(tmp_path, ["2026-01-01T10:00:00Z", "2026-01-01T10:10:00Z",
                              "2026-01-03T10:10:00Z", "2026-01-03T10:15:00Z",
                              "2026-01-03T10:46:00Z", "2026-01-03T10:47:00Z"])
    assert ACTIVE_GAP_S == 30 * 60
    assert stats.duration_s == 2 * 86400 + 47 * 60
    assert stats.active_s == 16 * 60
    facts = {f.key: f for f in session_facts(stats)}
    assert facts["active_s"].value == 960
    assert facts["active_s"].text == "16m 00s (pauses over 30 min between messages left out)"
    assert "16m 00s active" in fact_line(session_facts(stats))


def test_not_stated_when_no_pause_was_left_out(tmp_path):
    stats = _stats(tmp_path, ["2026-01-01T10:00:00Z", "2026-01-01T10:29:00Z",
                              "2026-01-01T10:50:00Z"])
    assert stats.active_s == stats.duration_s == 50 * 60
    facts = {f.key: f for f in session_facts(stats)}
    assert facts["active_s"].value == 3000 and facts["active_s"].text == ""


def test_a_line_stamped_before_the_one_before_it_takes_no_time_away(tmp_path):
    # 10 min, a line stamped an hour back (a clock change, a hostile file), 5 min more
    stats = _stats(tmp_path, ["2026-01-01T10:00:00Z", "2026-01-01T10:10:00Z",
                              "2026-01-01T09:10:00Z", "2026-01-01T09:15:00Z"])
    assert stats.active_s == 15 * 60
