"""Whole corpus: every line of every transcript is accounted for.

A line is accounted for when the built document shows a message of it (a node, its
result, a raw fold of an unrecognised or contentless line), the page's report lists it
(a problem, with its line number) or counts it (a record not shown as a message: its
kind, count and reason), or it titles its session (summary, custom title). A line the
stages dropped without any of these vanished without a trace. Sidecar files are left
out (their lines are their own files'), so each message's line is one of this file's.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from cc2html.classify import ClassifyContext
from cc2html.model import (AgentProgressRecord, HiddenRecord, MessageContent, SummaryRecord,
                           TitleRecord)
from cc2html.pipeline import read_messages
from cc2html.read.sdk import detect_format
from cc2html.tree.build import build_document
from cc2html.tree.stats import all_messages
from helpers import CORPUS, need_corpus

pytestmark = pytest.mark.corpus

RECORDS = (HiddenRecord, SummaryRecord, TitleRecord, AgentProgressRecord)


def transcripts() -> list[Path]:
    if not CORPUS.is_dir():
        return []
    return sorted(p for p in CORPUS.rglob("*.jsonl")
                  if "subagents" not in p.parts and detect_format(p) == "transcript")


def unaccounted(path: Path) -> list[int]:
    problems: list = []
    messages: list[MessageContent] = read_messages(path, problems, ClassifyContext())
    doc = build_document(messages)
    seen = {p.line for p in problems}
    seen |= {m.meta.line for m in messages if isinstance(m, RECORDS)}
    for session in doc.sessions:
        seen |= {m.meta.line for m in all_messages(session)}
    numbered = enumerate(path.read_bytes().splitlines(), 1)
    return [n for n, raw in numbered if raw.strip() and n not in seen]


def test_every_line_of_every_transcript_is_accounted_for():
    need_corpus()
    files = transcripts()
    assert len(files) > 100
    lost = {}
    for path in files:
        missing = unaccounted(path)
        if missing:
            lost[str(path.relative_to(CORPUS))] = missing[:10]
    assert not lost, lost
