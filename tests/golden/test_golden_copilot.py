"""The Copilot CLI page's golden (issue 35): the hand-made session of
test_data/agents/copilot/ rendered from its header to the end of its <main>, as
tests/golden/test_golden.py does the Codex and Gemini pages. Its snapshot is in a folder
of its own (__snapshots__/copilot/), so the other goldens' list of pages stays theirs.

Regenerate after an intended change with `pytest tests/golden --update-golden`
and read the diff before committing it.
"""

from __future__ import annotations

from helpers import SNAPSHOTS, TEST_DATA, page_section, render_path

#: fixture -> the page-level behaviour its golden holds
PAGES = {
    "session": "a Copilot CLI page: calls and results of each view, an error, a subagent "
               "under its task call, compaction, truncation, abort, two runs' tokens",
}
FOLDER = TEST_DATA / "agents" / "copilot"
SNAPSHOT_DIR = SNAPSHOTS / "copilot"


def normalise(page: str) -> str:
    """Apostrophes as Pygments releases differ in escaping them (tests/golden/test_golden.py)."""
    return page.replace("&#39;", "'").replace("&#x27;", "'")


def test_golden_copilot(update_golden):
    for stem in PAGES:
        got = normalise(page_section(render_path(FOLDER / f"{stem}.jsonl")))
        snapshot = SNAPSHOT_DIR / f"{stem}.html"
        if update_golden or not snapshot.exists():
            SNAPSHOT_DIR.mkdir(exist_ok=True)
            snapshot.write_text(got, encoding="utf-8")
            assert update_golden, f"new snapshot written: {snapshot.name}; review and commit it"
        assert got == normalise(snapshot.read_text(encoding="utf-8")), (
            f"{stem}.jsonl renders differently from copilot/{snapshot.name}; "
            "run with --update-golden if the change is intended")
