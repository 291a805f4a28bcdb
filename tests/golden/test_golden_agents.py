"""The page goldens of the issue-35 agents: each hand-made fixture renders to its stored
page, from its header to the end of its <main>, as tests/golden/test_golden.py does for the
transcript formats. The snapshots sit apart from that file's list, in the folders named
below. Regenerate after an intended change with `pytest tests/golden --update-golden`.

- cursor: test_data/agents/cursor/session.jsonl (context around a prompt, thinking, calls
  and results paired by id, name and order, an error, an aborted and a failed turn, an
  unreadable line);
- antigravity: test_data/agents/antigravity/session.jsonl (a prompt with the CLI's context
  and a model selection, calls with agy's argument names, a failed and a cancelled
  command, clipped output, a checkpoint, an unreadable line);
- copilot: test_data/agents/copilot/session.jsonl (calls and results of each view, an
  error, a subagent under its task call, compaction, truncation, abort, two runs' tokens);
- opencode: test_data/agents/opencode/ rendered from its session file (the session's files
  read from its storage folder, tool calls with results and errors, the subagent session
  nested under its task call, abort, retry, compaction, opencode's own cost beside the
  priced one, the report naming the part files it left out).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from helpers import SNAPSHOTS, TEST_DATA, page_section, render_path

AGENTS = TEST_DATA / "agents"
#: name -> (fixture, snapshot)
PAGES: dict[str, tuple[Path, Path]] = {
    "cursor": (AGENTS / "cursor" / "session.jsonl", SNAPSHOTS / "agents" / "cursor_session.html"),
    "antigravity": (AGENTS / "antigravity" / "session.jsonl",
                    SNAPSHOTS / "agents" / "antigravity_session.html"),
    "copilot": (AGENTS / "copilot" / "session.jsonl", SNAPSHOTS / "copilot" / "session.html"),
    "opencode": (AGENTS / "opencode" / "storage" / "session" / "proj_demo" / "ses_main.json",
                 SNAPSHOTS / "opencode" / "ses_main.html"),
}


def normalise(page: str) -> str:
    """Apostrophes as test_golden.py's `normalise` has them (Pygments releases differ)."""
    return page.replace("&#39;", "'").replace("&#x27;", "'")


@pytest.mark.parametrize("name", sorted(PAGES))
def test_agent_golden(name: str, update_golden):
    fixture, snapshot = PAGES[name]
    got = normalise(page_section(render_path(fixture)))
    if update_golden or not snapshot.exists():
        snapshot.parent.mkdir(exist_ok=True)
        snapshot.write_text(got, encoding="utf-8")
        if not update_golden:
            pytest.fail(f"new snapshot written: {snapshot.name}; review and commit it")
    assert got == normalise(snapshot.read_text(encoding="utf-8")), (
        f"{fixture.name} renders differently from {snapshot.parent.name}/{snapshot.name}; "
        "run with --update-golden if the change is intended")
