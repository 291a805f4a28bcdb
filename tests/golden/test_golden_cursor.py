"""The Cursor CLI page golden: test_data/agents/cursor/session.jsonl (hand-made: context
around a prompt, thinking, calls and results paired by id, name and order, an error, an
aborted and a failed turn, an unreadable line) renders to its stored page, from its
header to the end of its <main>, as tests/golden/test_golden.py does for the other
formats. Its snapshot sits in __snapshots__/agents/, apart from that file's list.

Regenerate after an intended change with `pytest tests/golden --update-golden`."""

from __future__ import annotations

import pytest

from helpers import SNAPSHOTS, TEST_DATA, page_section, render_path

FIXTURE = TEST_DATA / "agents" / "cursor" / "session.jsonl"
SNAPSHOT = SNAPSHOTS / "agents" / "cursor_session.html"


def normalise(page: str) -> str:
    """Apostrophes as test_golden.py leaves them (Pygments releases differ)."""
    return page.replace("&#39;", "'").replace("&#x27;", "'")


def test_cursor_golden(update_golden):
    got = normalise(page_section(render_path(FIXTURE)))
    if update_golden or not SNAPSHOT.exists():
        SNAPSHOT.parent.mkdir(exist_ok=True)
        SNAPSHOT.write_text(got, encoding="utf-8")
        if not update_golden:
            pytest.fail(f"new snapshot written: {SNAPSHOT.name}; review and commit it")
    assert got == normalise(SNAPSHOT.read_text(encoding="utf-8")), (
        f"{FIXTURE.name} renders differently from {SNAPSHOT.name}; "
        "run with --update-golden if the change is intended")
