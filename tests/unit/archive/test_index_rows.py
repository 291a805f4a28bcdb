"""The archive's index pages as a person scans them (issue 33): one row per session with
its title, start, span, prompts, cost, agent and model, the file name only in the title's
tooltip; sortable headers and a filter box that only the page's script shows; the top
heading names the agent only when one agent wrote every session."""

from __future__ import annotations

import re

from cc2html.archive.indexes import (ProjectRow, SessionRow, heading, render_project,
                                     render_top)
from cc2html.archive.jobs import SessionSummary
from cc2html.render.to_html.csp import csp_hash
from cc2html.render.to_html.html import make_environment
from cc2html.resources import static_text


def _row(title: str, agent: str | None, started: str, prompts: int = 2) -> SessionRow:
    s = SessionSummary(title=title, own_title=title, title_kind="prompt", started=started,
                       ended=started, duration_s=95.0, messages=7, prompts=prompts,
                       models=("claude-opus-4-6", "claude-haiku-4-5"), agent=agent,
                       cost_usd=0.5, branch="main")
    return SessionRow(href="a%20b.html", name="a b.jsonl", title=title, s=s)


def _project() -> ProjectRow:
    return ProjectRow("-home-dev-app", "/home/dev/app", "-home-dev-app/index.html", sessions=[
        _row("Fix the <b>parser</b>", None, "2025-10-02T09:00:00Z"),
        _row("Why is the team page slow?", "Codex CLI", "2025-10-01T09:00:00Z", 1)])


def test_a_session_is_one_row_with_its_facts_and_the_file_name_only_in_a_tooltip():
    page = render_project(make_environment(), _project())
    rows = re.findall(r"<tr>\n(.*?)\n</tr>", page, re.S)
    assert len(rows) == 2
    first = rows[0]
    assert 'title="Fix the &lt;b&gt;parser&lt;/b&gt;&#10;a b.jsonl&#10;branch main"' in first
    assert ">Fix the &lt;b&gt;parser&lt;/b&gt;</a>" in first
    assert "a b.jsonl</" not in page and "<code>a b.jsonl" not in page  # tooltip only
    assert '<td data-label="Agent">Claude Code</td>' in first
    assert '<td data-label="Agent">Codex CLI</td>' in rows[1]
    assert 'data-label="Prompts" data-sort="2"' in first
    assert ">opus-4-6 +1</span>" in first and 'title="claude-opus-4-6, claude-haiku-4-5"' in first
    assert 'data-label="Span" data-sort="95.0">1m 35s<' in first
    assert "Claude Code, Codex CLI</p>" in page  # the project's agents, in its heading line


def test_headers_sort_and_the_filter_box_waits_for_the_script():
    page = render_project(make_environment(), _project())
    # 7 columns: no Active one, as no session left a pause out (read/times.pause_left_out)
    assert page.count('data-sort-by="') == 7 and "<table class=\"archive-table sessions\" " \
        "data-sortable>" in page
    assert 'data-label="Active"' not in page and "pauses over" not in page
    assert '<div class="archive-filter" hidden>' in page
    script = static_text("archive_index.js")
    assert f"<script>{script}</script>" in page
    assert csp_hash(script).strip("'") in page  # the CSP allows it by its hash


def test_the_top_heading_names_one_agent_or_says_sessions():
    assert heading(["Claude Code"]) == "Claude Code sessions"
    assert heading(["Claude Code", "Codex CLI"]) == heading([]) == "Sessions"
    page = render_top(make_environment(), [_project()], 30)
    assert "<h1>Sessions</h1>" in page and "<title>Sessions</title>" in page
    assert '<td data-label="Agents">Claude Code, Codex CLI</td>' in page


def test_active_time_only_beside_a_session_that_left_a_pause_out():
    """The one rule of the page's facts and index.md: an Active column, and its note, only
    when a session left a pause over 30 min out, and then empty for the others."""
    proj = _project()
    paused = proj.sessions[0]
    paused.s = SessionSummary(**{**paused.s.to_dict(), "duration_s": 4000.0, "active_s": 120.0})
    proj.sessions[1].s = SessionSummary(**{**proj.sessions[1].s.to_dict(), "active_s": 94.0})
    page = render_project(make_environment(), proj)
    rows = re.findall(r"<tr>\n(.*?)\n</tr>", page, re.S)
    assert page.count('data-sort-by="') == 8 and page.count("pauses over 30 min") == 2
    assert 'data-label="Active" data-sort="120.0">2m 00s<' in rows[0]
    assert 'data-label="Active" data-sort="95.0"></td>' in rows[1]  # 1 s short: no pause
