"""A workflow journal's lines (`started`, `result`) read where transcript lines are read:
a `journal.jsonl` given alone, or the lines inside a transcript. A `result` is a card
"Workflow agent <id> result" with its result (a string as Markdown, an object as fields);
a `started` is counted in the page's report with its reason; neither is an "Unrecognised"
card or fails `--strict`. Lines are hand-made in the shapes of ../shared/corpus
daaain-claude-code-log `workflow_basic/…/wf_demo01/journal.jsonl` and ../shared/corpus-modern
jazzyalex `small.jsonl` (lines 25-26). A run's own journal, read with its run, is covered by
the workflow goldens and snippets, which this does not change.
"""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from cc2html.classify import ClassifyContext
from cc2html.classify.journal import JOURNAL_STARTED
from cc2html.cli.app import app
from cc2html.model import HiddenRecord, UnknownMessage
from cc2html.model.workflow import WorkflowJournalResult
from cc2html.options import Options
from cc2html.pipeline import build_session, convert, read_messages
from cc2html.read.entries import JournalEntry, entry_class
from cc2html.tree.build import build_document
from cc2html.tree.stats import unknown_kinds
from helpers import terminal_outputs, user_line, visible_text

MARKDOWN = "## Plan\n\nLand parsing **first**, then render the runs."
JOURNAL = [
    {"type": "started", "key": "v2:hash0", "agentId": "ag000001"},
    {"type": "started", "key": "v2:hash1", "agentId": "ag000002"},
    {"type": "result", "key": "v2:hash0", "agentId": "ag000001", "result": MARKDOWN},
    {"type": "result", "key": "v2:hash1", "agentId": "ag000002",
     "result": {"area": "loader", "opportunities": ["extend the glob"]}},
]


def _write(path: Path, lines: list) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(json.dumps(x) + "\n" for x in lines), encoding="utf-8")
    return path


def _journal(tmp_path: Path) -> Path:
    return _write(tmp_path / "s1" / "subagents" / "workflows" / "wf_1" / "journal.jsonl",
                  JOURNAL)


def test_started_and_result_are_journal_entries():
    assert entry_class("started") is JournalEntry
    assert entry_class("result") is JournalEntry


def test_a_result_is_a_card_and_a_started_line_is_counted_with_its_reason(tmp_path):
    problems: list = []
    messages = read_messages(_journal(tmp_path), problems, ClassifyContext())
    assert problems == []
    hidden = [m for m in messages if isinstance(m, HiddenRecord)]
    assert [(m.kind, m.reason, m.meta.line) for m in hidden] == [
        ("started", JOURNAL_STARTED, 1), ("started", JOURNAL_STARTED, 2)]
    results = [m for m in messages if isinstance(m, WorkflowJournalResult)]
    assert [(m.agent_id, m.result) for m in results] == [
        ("ag000001", MARKDOWN), ("ag000002", JOURNAL[3]["result"])]
    assert unknown_kinds(build_document(messages).sessions) == {}


def test_a_result_line_without_a_key_is_no_journal_line_and_stays_raw(tmp_path):
    problems: list = []
    src = _write(tmp_path / "s.jsonl", [{"type": "result", "agentId": "a", "result": "x"}])
    messages = read_messages(src, problems, ClassifyContext())
    assert [type(m) for m in messages] == [UnknownMessage]
    assert [p.kept for p in problems] == [True] and "key" in problems[0].reason


def test_a_journal_file_alone_passes_strict_and_shows_its_results(tmp_path):
    src, out = _journal(tmp_path), tmp_path / "page.html"
    result = CliRunner().invoke(app, [str(src), "-o", str(out), "--strict", "--json", "-q"])
    report = json.loads(result.stdout)
    assert result.exit_code == 0 and report["unknown_kinds"] == {}
    assert report["skipped_lines"] == 0 and report["shown_raw"] == 0
    page = out.read_text(encoding="utf-8")
    text = " ".join(visible_text(page).split())
    assert "Workflow agent ag000001 result" in text and "Unrecognised" not in text
    assert "<h2>Plan</h2>" in page and "<strong>first</strong>" in page  # Markdown, not JSON
    assert "extend the glob" in text and "loader" in text
    assert JOURNAL_STARTED in text and "lines 1–2" in text  # the report: count and reason


def test_journal_lines_inside_a_transcript_in_markdown_and_the_terminal(tmp_path):
    src = _write(tmp_path / "s.jsonl", [user_line(1, "Run the survey."), *JOURNAL])
    piped = terminal_outputs(build_session(src).doc)[1]
    assert "Workflow agent result: ag000001" in piped and "Land parsing first" in piped
    assert '"extend the glob"' in piped and "Unrecognised" not in piped
    out = tmp_path / "s.md"
    convert(src, out, options=Options(output_format="md"))
    md = out.read_text(encoding="utf-8")
    assert "**❖ Workflow agent `ag000001` result**" in md
    assert "Land parsing **first**" in md and '"opportunities": [' in md
    assert "Unrecognised" not in md
