"""Whole-page goldens: a few fixtures in test_data/ render to their stored page, from its
header (title, toolbar) to the end of its <main> (CSS and JS left out: they change often).

They hold what a page has around its cards: the session header and its fact line, the
report of what the page leaves out, subagents and workflow runs beside the thread, the
page of each input format (Agent SDK, Codex, Gemini), unreadable lines, hostile text, and
highlighting budgets over a page. One kind's cards are the snippets' (tests/snippets/), so
a change to one kind's template rewrites few files, and a change to the page's parts only
these. Every other fixture is rendered by the snippets taken from it.

Regenerate after an intended change with `pytest tests/golden --update-golden`
and read the diff before committing it.
"""

from __future__ import annotations

import pytest

from helpers import SNAPSHOTS, TEST_DATA, page_section, render_path

#: fixture -> the page-level behaviour its golden holds
PAGES = {
    "facts_counts": "the fact line and the full facts card: counts, models, tokens, cost",
    "facts_stream": "an Agent SDK page: facts from the stream's result lines",
    "facts_aside": "subagents from sidecar files: nested under their call, or set aside",
    "resume": "two sessions, one continuing the other: titles and links between them",
    "summary_title": "a title from a summary line; other sessions' summaries in the report",
    "workflow_phases": "a workflow run from its folder: phases and agents under the call",
    "workflow_unclaimed": "a workflow run no call names: after the session, with a warning",
    "codex_turns": "a Codex CLI page",
    "gemini_session": "a Gemini CLI page",
    "gemini_current": "Gemini CLI 0.5x JSONL: $set batches merged, injected context, retry",
    "qwen_session": "a Qwen Code page: hook context, errors, a subagent call, a compaction",
    "pi_session": "a pi page: built-in tools, an error and an abort, a branch left, a compaction",
    "bad_lines": "unreadable lines: the report of what was skipped or kept",
    "hostile": "hostile text across every part of the page",
    "highlight_big": "highlighting budgets: a Read past 5,000 lines says where colour stops",
    "fences_far": "fences coloured as they come into view, far down a long page",
}
FIXTURES = [TEST_DATA / f"{stem}.jsonl" for stem in sorted(PAGES)]


def normalise(page: str) -> str:
    """Forget what differs between library releases, not between renderings.

    Pygments releases differ in whether they escape apostrophes in text; we only ever
    use double-quoted attributes, so an apostrophe is the same character either way.
    """
    return page.replace("&#39;", "'").replace("&#x27;", "'")


@pytest.mark.parametrize("fixture", FIXTURES, ids=[p.stem for p in FIXTURES])
def test_golden(fixture, update_golden):
    got = normalise(page_section(render_path(fixture)))
    snapshot = SNAPSHOTS / f"{fixture.stem}.html"
    if update_golden or not snapshot.exists():
        SNAPSHOTS.mkdir(exist_ok=True)
        snapshot.write_text(got, encoding="utf-8")
        if not update_golden:
            pytest.fail(f"new snapshot written: {snapshot.name}; review and commit it")
    assert got == normalise(snapshot.read_text(encoding="utf-8")), (
        f"{fixture.name} renders differently from {snapshot.name}; "
        "run with --update-golden if the change is intended")


def test_the_snapshots_are_the_pages():
    """A snapshot without its fixture in PAGES would be checked by nothing."""
    assert sorted(p.stem for p in SNAPSHOTS.glob("*.html")) == sorted(PAGES)
