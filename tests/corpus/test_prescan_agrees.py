"""The first pass (read/prescan.py) states the facts the whole-file build states, and the
cut (read/cut.py) only where the build starts a turn, on every single-session Claude Code
transcript of the shared corpora under SIZE_CAP (issue 34 item 2).

Compared with `document_stats`: first and last conversation time, duration, active time,
and, for sessions without subagents (the pass reads the session's own file only: a
sidecar's or agent_progress copy's usage is not in it; docs/decisions/large-sessions.md,
"Status (h-stream)"), the token counts and the models. The prompt count is not the
pass's to state (its prompts are the lines that may start a turn, a superset: a bash
command, a queued message are told apart by the classifier)."""

from __future__ import annotations

from pathlib import Path

import pytest

from cc2html.pipeline import build
from cc2html.read.cut import cut_points
from cc2html.read.prescan_file import prescan
from cc2html.tree.stats import document_stats
from helpers import session_transcripts

pytestmark = pytest.mark.corpus

SIZE_CAP = 4_000_000


def _files() -> list[Path]:
    return session_transcripts(SIZE_CAP)


def test_the_first_pass_agrees_with_the_build() -> None:
    files = _files()
    if not files:
        pytest.skip("shared corpora not found")
    checked = cuts = 0
    for path in files:
        doc, _, _ = build(path, "transcript")
        if len(doc.sessions) != 1:
            continue
        stats, scan = document_stats(doc)[0], prescan(path)
        clock = scan.conversation()
        started, ended, duration = clock.span()
        assert (started, ended) == (stats.started, stats.ended), path
        assert duration == (None if stats.duration_s is None
                            else pytest.approx(stats.duration_s, abs=1e-6)), path
        assert clock.active_s() == stats.active_s, path
        if not stats.subagents:
            u = stats.usage
            assert scan.token_sums() == (u.input_tokens, u.output_tokens,
                                         u.cache_creation_input_tokens,
                                         u.cache_read_input_tokens), path
            assert tuple(scan.models) == stats.models, path
        turns = {n.msg.meta.line for n in doc.sessions[0].nodes if n.msg.starts_turn}
        points = [scan.numbers[i] for i in cut_points(scan)]
        assert set(points) <= turns, path
        checked, cuts = checked + 1, cuts + len(points)
    assert checked >= 100 and cuts >= 100  # (165 sessions, 136 cut points on 2026-12-03)
