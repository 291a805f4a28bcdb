"""Active time (issue 33 item 4): the conversation's span less its pauses over 30 minutes,
stated beside the wall-clock duration with its threshold, in every output's facts; said
only when a pause was left out (read/times.pause_left_out: the page, the HTML indexes and
index.md alike), never more than the span, a file's sessions timed together."""

from __future__ import annotations

import json
from dataclasses import replace
from datetime import datetime, timedelta, timezone
from pathlib import Path

from hypothesis import given, strategies as st

from cc2html.pipeline import build
from cc2html.read.times import active_over, pause_left_out
from cc2html.render.facts import fact_line, session_facts
from cc2html.tree.stats import ACTIVE_GAP_S, document_active_seconds, session_stats
from helpers import TEST_DATA


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


# --- one rule everywhere: said only when a pause was left out, never over the span ---------


T0 = datetime(2026, 1, 1, tzinfo=timezone.utc)
#: offsets in seconds, up to three days: pauses short and long, duplicates, any order
OFFSETS = st.lists(st.integers(min_value=0, max_value=3 * 86400), max_size=30)


@given(OFFSETS, st.lists(st.integers(min_value=0, max_value=3), max_size=30))
def test_active_time_is_said_only_for_a_pause_and_never_exceeds_the_span(offsets, groups):
    """Of any times, split among any sessions: the active time over all of them is at most
    their span; it is said (pause_left_out) exactly when two consecutive times are more
    than the threshold apart; and it is the same whatever the split (a file's sessions
    together are not the sum of each one's, which lost the time between them)."""
    times = [T0 + timedelta(seconds=s) for s in offsets]
    active = active_over(times)
    if not times:
        assert active is None and not pause_left_out(None, active)
        return
    span = (max(times) - min(times)).total_seconds()
    assert 0 <= active <= span
    ordered = sorted(offsets)
    paused = any(b - a > ACTIVE_GAP_S for a, b in zip(ordered, ordered[1:]))
    assert pause_left_out(span, active) == paused
    split: dict[int, list[datetime]] = {}
    for n, when in enumerate(times):
        split.setdefault(groups[n] if n < len(groups) else 0, []).append(when)
    assert active_over([w for part in split.values() for w in part]) == active


def test_a_files_sessions_are_timed_together(tmp_path):
    """Two sessions in one file, 1 s apart (test_data/multi_session.jsonl, 3 s in all):
    the summary's active time is the span, so no index says "2s active" of a 3 s file
    with no pause in it (summing each session's active time gave 2 s)."""
    doc, _, _ = build(TEST_DATA / "multi_session.jsonl")
    assert len(doc.sessions) == 2
    stats = [session_stats(s) for s in doc.sessions]
    times = [t for s in stats for t in (s.started, s.ended) if t]
    span = (max(map(datetime.fromisoformat, (t.replace("Z", "+00:00") for t in times)))
            - min(map(datetime.fromisoformat, (t.replace("Z", "+00:00") for t in times))))
    together = document_active_seconds(doc.sessions)
    assert together == span.total_seconds() == 3
    assert sum(s.active_s or 0 for s in stats) < together  # what the index used to say
    assert not pause_left_out(span.total_seconds(), together)


def test_the_page_facts_follow_the_rule(tmp_path):
    """An active time equal to the span less a pause shorter than the threshold (which a
    sum over sessions produced) is not said on the page either."""
    stats = _stats(tmp_path, ["2026-01-01T10:00:00Z", "2026-01-01T10:00:03Z"])
    odd = replace(stats, active_s=2.0)
    facts = {f.key: f for f in session_facts(odd)}
    assert facts["active_s"].text == "" and "active" not in fact_line(session_facts(odd))
