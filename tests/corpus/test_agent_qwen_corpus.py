"""Qwen Code's samples in ../shared/corpus-agents-next (issue 35): every file is detected
as Qwen Code, renders (exit 0) with no unrecognised kind, and the words a reader should
see (prompt, reply, thinking and notification parts, tool call arguments and responses)
reach the page outside raw cards: >= 0.99 weighted, >= 0.95 per file. No sample invents
a kind; `…05.jsonl`'s two objects glued on one line are both read (and the line is
listed in the page's report), `…02.jsonl`'s other session id is said in a notice."""

from __future__ import annotations

from pathlib import Path

import pytest

from cc2html.read.agents import detect_agent
from cc2html.survey import survey
from agent_inputs import qwen
from agent_recall import NEXT, check, recall

pytestmark = pytest.mark.corpus

ROOT = NEXT / "jazzyalex-agent-sessions/Resources/Fixtures/stage0/agents/qwen"
FILES = sorted(ROOT.glob("*.jsonl")) if ROOT.is_dir() else []


def _need() -> None:
    if not FILES:
        pytest.skip(f"{ROOT} not found (set CC2HTML_SHARED)")


def test_every_qwen_sample_is_detected_as_qwen():
    _need()
    assert {p.name: detect_agent(p) for p in FILES} == {p.name: "qwen" for p in FILES}


def test_no_qwen_sample_shows_an_unrecognised_kind():
    _need()
    strict = [(f.file, f.category, f.name) for group in survey(FILES).groups
              for f in group.findings if f.strict]
    assert strict == []


def test_qwen_words_reach_the_page_outside_raw_cards(tmp_path: Path):
    _need()
    check("qwen", *recall(FILES, qwen, tmp_path))
