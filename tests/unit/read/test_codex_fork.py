"""A forked Codex session (0.148+, `forked_from_id`): the parent history its rollout replays
is folded under one notice that names the parent and counts the lines, not shown again nor
counted again; the fork's own turn is shown. Fixtures: test_data/codex_fork/ (hand-made,
make_codex_fixtures.py)."""

from __future__ import annotations

import json

from cc2html.pipeline import build
from cc2html.read.agent_entries import AgentNoticeEntry, HiddenEntry
from cc2html.read.codex import iter_codex
from cc2html.read.codex_fork import uuid7_ms
from cc2html.read.entries import UserEntry
from cc2html.tree.stats import session_stats
from helpers import TEST_DATA

PARENT, FORK = sorted((TEST_DATA / "codex_fork").glob("rollout-*.jsonl"))
PARENT_ID = json.loads(PARENT.read_text().splitlines()[0])["payload"]["id"]


def _prompts(items):
    return [b.text for e in items if isinstance(e, UserEntry) for b in e.message.content]


def test_the_replayed_parent_history_is_folded_under_one_counted_notice():
    items = list(iter_codex(FORK))
    assert _prompts(items) == ["Fix only test_tax"]  # not the parent's "Which tests are flaky?"
    notice = next(e for e in items if isinstance(e, AgentNoticeEntry))
    assert notice.kind == "forked_from" and notice.title == f"Forked from session {PARENT_ID}"
    assert notice.text.startswith("9 lines of the parent session's history")
    assert ("Parent session", PARENT_ID) in notice.facts
    replayed = [e.line for e in items if isinstance(e, HiddenEntry)
                and e.reason == f"replayed from the parent session {PARENT_ID}"]
    assert replayed == list(range(2, 11))  # the fork's own task_started (11) is its own


def test_the_replayed_token_counts_are_not_counted_again():
    usage = session_stats(build(FORK)[0].sessions[0]).usage
    assert (usage.input_tokens, usage.output_tokens) == (1500, 150)


def test_a_fork_whose_turn_ids_cannot_be_dated_is_shown_as_written(tmp_path):
    lines = [json.loads(raw) for raw in FORK.read_text().splitlines()]
    for line in lines:
        line["payload"].pop("turn_id", None)
    path = tmp_path / FORK.name
    path.write_text("".join(json.dumps(line) + "\n" for line in lines))
    items = list(iter_codex(path))
    assert _prompts(items) == ["Which tests are flaky?", "Fix only test_tax"]
    notice = next(e for e in items if isinstance(e, AgentNoticeEntry))
    assert "could not be told" in notice.text


def test_a_session_that_is_no_fork_has_no_notice():
    assert not [e for e in iter_codex(PARENT) if isinstance(e, AgentNoticeEntry)]


def test_uuid7_time():
    assert uuid7_ms("019e82a0-3d00-7000-8001-000000000001") == 0x019e82a03d00
    assert uuid7_ms("6f1c0b7e-1111-4222-8333-444455556666") is None  # a v4
