"""pi's sample in ../shared/corpus-agents-next (issue 35): detected as pi, renders (exit 0)
with no unrecognised kind but the one it invents on purpose (agentsview's parser test
ends with `unknown_future_entry_type`, shown raw, and a line that is not JSON, listed in
the page's report), and the words a reader should see (prompts, replies, thinking, tool
arguments and results, summaries) reach the page outside raw cards: >= 0.99 weighted,
>= 0.95 per file."""

from __future__ import annotations

from pathlib import Path

import pytest

from agent_inputs import pi
from agent_recall import NEXT, check, recall, render
from cc2html.read.agents import detect_agent
from cc2html.survey import survey

pytestmark = pytest.mark.corpus

FILES = sorted(p for p in NEXT.rglob("*.jsonl") if "/pi/" in p.as_posix()) \
    if NEXT.is_dir() else []
#: file (under corpus-agents-next) -> the kinds it invents on purpose
INVENTED = {"kenn-io-agentsview/internal/parser/testdata/pi/session.jsonl":
            {"pi unknown_future_entry_type"}}


def _need() -> None:
    if not FILES:
        pytest.skip(f"no pi sample under {NEXT} (set CC2HTML_SHARED)")


def test_every_pi_sample_is_detected_as_pi():
    _need()
    assert {p.name: detect_agent(p) for p in FILES} == {p.name: "pi" for p in FILES}


def test_no_unrecognised_kind_but_those_the_samples_invent():
    _need()
    found: dict[str, set[str]] = {}
    for path in FILES:
        for group in survey([path]).groups:
            for f in group.findings:
                if f.strict:
                    found.setdefault(path.relative_to(NEXT).as_posix(), set()).add(f.name)
    assert found == INVENTED


def test_pi_words_reach_the_page_outside_raw_cards(tmp_path: Path):
    _need()
    check("pi", *recall(FILES, pi, tmp_path))
    sample = [p for p in FILES if p.name == "session.jsonl"]
    for path in sample:  # the malformed line and the unknown kind, reported
        page = render(path, tmp_path / "sample.html")
        assert "line 10" in page and "not JSON" in page
        assert "unknown_future_entry_type: a kind pi 0.58" in page
