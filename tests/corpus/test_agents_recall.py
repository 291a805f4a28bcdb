"""Codex CLI and Gemini CLI sessions in ../shared/corpus-agents: each renders (exit 0) and
the words a reader should see reach the page outside raw dumps.

Words are taken per format from what a reader should see (tests/agent_inputs.py: prompts
and replies, reasoning summaries, Gemini thoughts, tool call arguments and outputs); the
page side (tests/agent_recall.py) is its visible text with every "Unrecognised" (raw JSON) card left out, so a word
that only reaches the page inside a raw dump does not count. Recall must be at least
0.99 over all files (weighted by words) and 0.9 in every file.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from agent_inputs import WORDS_OF
from agent_recall import check, recall
from cc2html.read.agents import detect_agent
from helpers import SHARED

pytestmark = pytest.mark.corpus

AGENTS = SHARED / "corpus-agents"


def agent_files() -> list[tuple[Path, str]]:
    if not AGENTS.is_dir():
        return []
    return [(p, detect_agent(p)) for p in sorted(AGENTS.rglob("*.json*")) if p.is_file()]


FILES = agent_files()


def test_every_agent_file_is_detected():
    if not FILES:
        pytest.skip(f"{AGENTS} not found (set CC2HTML_SHARED)")
    assert [str(p) for p, agent in FILES if not agent] == []


def test_agent_words_reach_the_page_outside_raw_dumps(tmp_path: Path):
    if not FILES:
        pytest.skip(f"{AGENTS} not found (set CC2HTML_SHARED)")
    agents = dict(FILES)
    check("agents", *recall([p for p, _ in FILES], lambda p: WORDS_OF[agents[p]](p), tmp_path),
          worst=0.9)
