"""The opencode page golden: test_data/agents/opencode/ (hand-made, README there) rendered
from its session file renders to its stored page, from its header to the end of <main>:
the session's files read from its storage folder, tool calls with results and errors, the
subagent session nested under its task call, abort, retry, compaction, opencode's own cost
beside the priced one, and the report naming the part files it left out.

Its snapshot is kept apart (`__snapshots__/opencode/`) from the transcript goldens'.
Regenerate after an intended change with `pytest tests/golden --update-golden`.
"""

from __future__ import annotations

import pytest

from helpers import SNAPSHOTS, TEST_DATA, page_section, render_path

STORE = TEST_DATA / "agents" / "opencode" / "storage"
PAGES = {"ses_main": STORE / "session" / "proj_demo" / "ses_main.json"}
FOLDER = SNAPSHOTS / "opencode"


def normalise(page: str) -> str:
    """Apostrophes as test_golden.py's `normalise` has them (Pygments releases differ)."""
    return page.replace("&#39;", "'").replace("&#x27;", "'")


@pytest.mark.parametrize("name", sorted(PAGES))
def test_opencode_golden(name: str, update_golden):
    got = normalise(page_section(render_path(PAGES[name])))
    snapshot = FOLDER / f"{name}.html"
    if update_golden or not snapshot.exists():
        FOLDER.mkdir(exist_ok=True)
        snapshot.write_text(got, encoding="utf-8")
        if not update_golden:
            pytest.fail(f"new snapshot written: {snapshot.name}; review and commit it")
    assert got == normalise(snapshot.read_text(encoding="utf-8")), (
        f"{name} renders differently from {snapshot.name}; "
        "run with --update-golden if the change is intended")
