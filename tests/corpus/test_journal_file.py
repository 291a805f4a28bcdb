"""A workflow run's journal given alone (`cc2html …/journal.jsonl`) reads as journal lines,
not unknown kinds: `--strict` passes and every word of its results reaches the page
(../shared/tools/recall.py: 0.8889 before, when the Markdown result was shown as escaped
JSON inside an "Unrecognised" card; 1.0 now).
"""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from cc2html.cli.app import app
from helpers import CORPUS, need_corpus, recall_module

pytestmark = pytest.mark.corpus

JOURNAL = (CORPUS / "daaain-claude-code-log/test/test_data/workflow_basic/"
           "11110000-0000-4000-8000-000000000001/subagents/workflows/wf_demo01/journal.jsonl")


def test_a_journal_alone_passes_strict_with_full_recall(tmp_path):
    need_corpus()
    recall = recall_module()
    out = tmp_path / "journal.html"
    result = CliRunner().invoke(app, [str(JOURNAL), "-o", str(out), "--strict", "--json", "-q"])
    report = json.loads(result.stdout)
    assert result.exit_code == 0 and report["unknown_kinds"] == {}
    want = recall.input_words(str(JOURNAL))
    assert want  # the Markdown result's words (the measure reads string results only)
    assert sorted(want - recall.output_words(str(out))) == []  # recall 1.0
