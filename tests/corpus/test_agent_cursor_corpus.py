"""Cursor CLI samples in ../shared/corpus-agents-next (issue 35): every file is read as
Cursor's, renders (exit 0) with no unrecognised kind but the one a sample invents on
purpose, and the words a reader should see reach the page outside raw cards (recall
>= 0.99 weighted, >= 0.95 per session).

The exception: jazzyalex/agent-sessions' `schema_drift.jsonl` holds a `custom_block`
block it invented to test how a parser meets an unknown block (its
docs/agent-json-tracking.md: fixtures are synthetic; the block's own text says "Cursor
added an unknown block"): shown raw, so it is the one unrecognised kind, and its words
are not counted (a reader sees them in the raw card only).

Words a reader should see: tests/agent_inputs.py's `cursor` (a subagent file's words are
looked for on its parent's page, where it is nested)."""

from __future__ import annotations

from pathlib import Path

import pytest

from cc2html.read.agents import detect_agent
from cc2html.survey import survey
from agent_inputs import cursor
from agent_recall import NEXT, check, recall

pytestmark = pytest.mark.corpus

ROOT = NEXT / "jazzyalex-agent-sessions" / "Resources" / "Fixtures" / "stage0" / "agents" / \
    "cursor"
FILES = sorted(p for p in ROOT.rglob("*.jsonl") if p.is_file()) if ROOT.is_dir() else []
#: the sessions (a subagent's file is read on its parent's page)
SESSIONS = [p for p in FILES if p.parent.name != "subagents"]
INVENTED = {"schema_drift.jsonl": {"kind cursor block (custom_block)"}}


def test_every_cursor_sample_is_read_as_cursors():
    if not FILES:
        pytest.skip(f"{ROOT} not found (set CC2HTML_SHARED)")
    assert [p.name for p in FILES if detect_agent(p) != "cursor"] == []


def test_no_unrecognised_kind_but_the_invented_one():
    if not FILES:
        pytest.skip(f"{ROOT} not found (set CC2HTML_SHARED)")
    found: dict[str, set[str]] = {}
    for path in FILES:
        for group in survey([path]).groups:
            for finding in group.findings:
                if finding.strict:
                    found.setdefault(path.name, set()).add(f"{finding.category} {finding.name}")
    assert found == INVENTED


def test_cursor_words_reach_the_page_outside_raw_cards(tmp_path: Path):
    if not SESSIONS:
        pytest.skip(f"{ROOT} not found (set CC2HTML_SHARED)")
    check("cursor", *recall(SESSIONS, cursor, tmp_path))
