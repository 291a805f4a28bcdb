"""GitHub Copilot CLI's sample logs in ../shared/corpus-agents-next (and the hand-made
fixture): each renders (exit 0), reads with no unknown kind, and the words a reader
should see reach the page outside raw dumps: recall >= 0.99 weighted, >= 0.95 per file.

Words are taken from what a reader should see of each event (tests/agent_inputs.py's
`copilot`); the page side is its visible text without "Unrecognised" cards
(tests/agent_recall.py). The
samples invent no kind; the fixture's `session.future_kind` is invented on purpose (an
event type no version writes, to show how one is shown raw).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from cc2html.classify import ClassifyContext
from cc2html.model import AgentProgressRecord, HiddenRecord, SummaryRecord, TitleRecord
from cc2html.pipeline import read_messages
from cc2html.read.agents import detect_agent
from cc2html.survey import survey
from cc2html.tree.build import build_document
from cc2html.tree.stats import all_messages
from agent_inputs import copilot
from agent_recall import NEXT as SAMPLES, check, recall
from helpers import TEST_DATA

pytestmark = pytest.mark.corpus

FIXTURE = TEST_DATA / "agents" / "copilot" / "session.jsonl"
RECORDS = (HiddenRecord, SummaryRecord, TitleRecord, AgentProgressRecord)
#: file -> the unknown kinds it invents on purpose
INVENTED = {FIXTURE.name: {"kind session.future_kind"}}


def copilot_files() -> list[Path]:
    found = [p for p in sorted(SAMPLES.rglob("*.jsonl")) if detect_agent(p) == "copilot"] \
        if SAMPLES.is_dir() else []
    return [*found, FIXTURE]


def test_every_copilot_file_renders_and_its_words_reach_the_page(tmp_path: Path):
    files = copilot_files()
    if len(files) < 2:
        pytest.skip(f"{SAMPLES} not found (set CC2HTML_SHARED)")
    check("copilot", *recall(files, copilot, tmp_path))


def test_no_copilot_file_shows_an_unknown_kind_but_those_invented():
    files = copilot_files()
    if len(files) < 2:
        pytest.skip(f"{SAMPLES} not found (set CC2HTML_SHARED)")
    found: dict[str, set[str]] = {}
    for path in files:
        for group in survey([path]).groups:
            for finding in group.findings:
                if finding.strict:
                    found.setdefault(path.name, set()).add(f"{finding.category} "
                                                           f"{finding.name}")
    assert found == INVENTED


def test_every_line_of_every_copilot_file_is_accounted_for():
    """Shown as a message, folded with a report row, or listed as a problem (the rule of
    tests/corpus/test_lines_accounted.py, for these files)."""
    files = copilot_files()
    if len(files) < 2:
        pytest.skip(f"{SAMPLES} not found (set CC2HTML_SHARED)")
    lost = {}
    for path in files:
        problems: list = []
        messages = read_messages(path, problems, ClassifyContext())
        seen = {p.line for p in problems} | {m.meta.line for m in messages
                                             if isinstance(m, RECORDS)}
        for session in build_document(messages).sessions:
            seen |= {m.meta.line for m in all_messages(session)}
        missing = [n for n, raw in enumerate(path.read_bytes().splitlines(), 1)
                   if raw.strip() and n not in seen]
        if missing:
            lost[path.name] = missing
    assert lost == {}
