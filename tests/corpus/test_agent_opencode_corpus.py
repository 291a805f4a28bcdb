"""opencode sessions in ../shared/corpus-agents-next (storage trees of
jazzyalex/agent-sessions: `storage_v2`, `storage_legacy`) and the hand-made one in
test_data/agents/opencode: each session file renders (exit 0) with every message and part
file it reads, with no unrecognised kind (except the one the hand-made fixture invents on
purpose: its `quantum-widget` part, README there), and the words a reader should see reach
the page outside raw cards: >= 0.99 weighted, >= 0.95 per session.

A session is its session file plus its message and part files (read/opencode_store.py),
so the words are taken from all of those: prompts and replies, reasoning, tool inputs and
outputs and errors, file parts' names, notices' texts, the messages' summaries and errors.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from cc2html.cli.app import app
from cc2html.pipeline import convert
from cc2html.read.agents import detect_agent
from agent_inputs import opencode
from agent_recall import NEXT as SAMPLES, check, recall
from helpers import TEST_DATA

pytestmark = pytest.mark.corpus

HAND_MADE = TEST_DATA / "agents" / "opencode"
#: unknown kinds a sample invents on purpose -> why
INVENTED = {"opencode part of type 'quantum-widget'":
            "test_data/agents/opencode: a part type opencode does not have, on purpose"}


def sessions() -> list[Path]:
    found = sorted(SAMPLES.rglob("*.json")) if SAMPLES.is_dir() else []
    found += sorted(HAND_MADE.rglob("*.json"))
    return [p for p in found if "opencode" in p.parts and detect_agent(p) == "opencode"]


SESSIONS = sessions()


def test_the_samples_hold_opencode_sessions():
    if not SAMPLES.is_dir():
        pytest.skip(f"{SAMPLES} not found (set CC2HTML_SHARED)")
    names = {p.name for p in SESSIONS}
    assert {"ses_s_stage0_large.json", "ses_s_stage0_drift.json", "ses_main.json",
            "ses_child.json"} <= names


@pytest.mark.parametrize("session", SESSIONS, ids=[p.stem for p in SESSIONS])
def test_every_session_renders_with_no_unrecognised_kind(session: Path, tmp_path: Path):
    result = CliRunner().invoke(app, [str(session), "-o", str(tmp_path / "page.html")])
    assert result.exit_code == 0, result.output[-500:]
    unknown = convert(session, tmp_path / "again.html").unknown
    assert set(unknown) <= INVENTED.keys(), unknown


def test_opencode_words_reach_the_page_outside_raw_cards(tmp_path: Path):
    if not SESSIONS:
        pytest.skip("no opencode sessions found")
    check("opencode", *recall(SESSIONS, opencode, tmp_path))
