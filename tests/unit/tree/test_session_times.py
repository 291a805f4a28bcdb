"""Session start, end and duration from timestamps written with different zones: ordered as
moments, never by the machine's own time zone, and never dropped for mixing zoned and
zone-less stamps."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from cc2html.pipeline import build
from cc2html.tree.stats import session_stats

_LINES = [
    {"type": "user", "uuid": "u1", "parentUuid": None, "sessionId": "s",
     "timestamp": "2025-11-17T10:00:00", "message": {"role": "user", "content": "hi"}},
    {"type": "assistant", "uuid": "a1", "parentUuid": "u1", "sessionId": "s",
     "timestamp": "2025-11-17T12:30:00+02:00",
     "message": {"id": "m1", "role": "assistant", "model": "claude-x",
                 "content": [{"type": "text", "text": "hello"}]}},
]


def _write(tmp_path: Path) -> Path:
    src = tmp_path / "s.jsonl"
    src.write_text("".join(json.dumps(line) + "\n" for line in _LINES), encoding="utf-8")
    return src


def test_a_zone_less_stamp_and_a_zoned_one_give_a_duration(tmp_path):
    doc, _, _ = build(_write(tmp_path))
    stats = session_stats(doc.sessions[0])
    # 10:00 (no zone: taken as UTC) to 12:30+02:00 (10:30 UTC)
    assert (stats.started, stats.ended) == ("2025-11-17T10:00:00", "2025-11-17T12:30:00+02:00")
    assert stats.duration_s == 1800


def test_an_offset_stamp_is_ordered_by_the_moment_it_names(tmp_path):
    lines = [dict(_LINES[0], timestamp="2025-11-17T10:00:00+05:00"),
             dict(_LINES[1], timestamp="2025-11-17T06:00:00Z")]
    src = tmp_path / "s.jsonl"
    src.write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")
    stats = session_stats(build(src)[0].sessions[0])
    # 10:00+05:00 is 05:00 UTC, an hour before the second line
    assert stats.started == "2025-11-17T10:00:00+05:00"
    assert stats.duration_s == 3600


@pytest.mark.skipif(not hasattr(time, "tzset"), reason="TZ is read through tzset")
def test_page_bytes_do_not_depend_on_the_machines_time_zone(tmp_path):
    src = _write(tmp_path)
    pages = []
    for zone in ("UTC", "America/New_York", "Asia/Kolkata"):
        out = tmp_path / f"{zone.replace('/', '_')}.html"
        env = dict(os.environ, TZ=zone)
        subprocess.run([sys.executable, "-m", "cc2html", str(src), "-o", str(out), "-q"],
                       env=env, check=True, capture_output=True)
        pages.append(out.read_bytes())
    assert pages[0] == pages[1] == pages[2]
