"""A Codex thread paginated over several rollout files (0.146+: `history_base`, `ordinal`)
reads as one session in order, from whichever of its files is given; a line past the
point the next file continues from is hidden and said; every line of every file is
accounted for, numbered on across the files. Fixtures: test_data/codex_paged/ (hand-made,
make_codex_fixtures.py)."""

from __future__ import annotations

import pytest

from cc2html.pipeline import build
from cc2html.read.agent_entries import AgentNoticeEntry, HiddenEntry
from cc2html.read.codex import iter_codex
from cc2html.read.codex_pages import chain
from cc2html.read.entries import AssistantEntry, UserEntry
from cc2html.tree.stats import session_stats
from helpers import TEST_DATA

PAGED = sorted((TEST_DATA / "codex_paged").glob("rollout-*.jsonl"))


def _texts(items, cls):
    return [b.text for e in items if isinstance(e, cls) for b in e.message.content
            if getattr(b, "text", "")]


@pytest.mark.parametrize("given", range(3))
def test_the_thread_reads_as_one_session_in_order_from_any_of_its_files(given):
    items = list(iter_codex(PAGED[given]))
    assert _texts(items, UserEntry) == ["Where is the cart total computed?", "And the tax?",
                                        "Add a test for the tax"]
    assert chain(PAGED[given]) == [(PAGED[0], 6), (PAGED[1], 11), (PAGED[2], None)]


def test_a_line_past_where_the_next_file_continues_is_hidden_and_said():
    items = list(iter_codex(PAGED[0]))
    assert "A reply rolled back" not in _texts(items, AssistantEntry)
    hidden = [e for e in items if isinstance(e, HiddenEntry) and "rolled back" in e.reason]
    assert [e.line for e in hidden] == [12]  # line 6 of the second file


def test_every_line_of_every_file_is_accounted_for_and_each_seam_said():
    items = list(iter_codex(PAGED[2]))
    total = sum(len(p.read_text().splitlines()) for p in PAGED)
    assert {e.line for e in items} == set(range(1, total + 1))
    seams = [e.text for e in items if isinstance(e, AgentNoticeEntry)
             and e.kind == "rollout_part"]
    assert seams == [f"{PAGED[1].name}: its line 1 is line 7 here",
                     f"{PAGED[2].name}: its line 1 is line 13 here"]


def test_one_session_with_every_prompt():
    doc = build(PAGED[1])[0]
    assert len(doc.sessions) == 1
    assert session_stats(doc.sessions[0]).prompts == 3


def test_a_file_alone_is_its_own_session(tmp_path):
    lone = tmp_path / PAGED[1].name
    lone.write_bytes(PAGED[1].read_bytes())
    assert chain(lone) == [(lone, None)]
    assert _texts(list(iter_codex(lone)), UserEntry) == ["And the tax?"]
