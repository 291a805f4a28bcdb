"""Whole corpus: every line of every transcript is accounted for.

A line is accounted for when the built document shows a message of it (a node, its
result, a raw fold of an unrecognised or contentless line), the page's report lists it
(a problem, with its line number) or counts it (a record not shown as a message: its
kind, count and reason), or it titles its session (summary, custom title). A line the
stages dropped without any of these vanished without a trace. Sidecar files are left
out (their lines are their own files'), so each message's line is one of this file's.

A report row counts a line, it does not show its text: a line whose text the stages
dropped behind a row that claims it is shown elsewhere (issue 30: a `popAll` whose text no
enqueue held) was "accounted for" by line number alone. So the check also asks for the
content of the lines that carry a prompt's text only (queue operations): each of its lines
must be the text of some message the document shows.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path

import pytest

from cc2html.classify import ClassifyContext
from cc2html.model import (AgentProgressRecord, HiddenRecord, MessageContent, SummaryRecord,
                           TitleRecord, UserSteeringMessage)
from cc2html.pipeline import read_messages
from cc2html.read.agents import detect_format
from cc2html.tree.build import build_document
from cc2html.tree.stats import all_messages
from helpers import CORPUS, need_corpus

pytestmark = pytest.mark.corpus

RECORDS = (HiddenRecord, SummaryRecord, TitleRecord, AgentProgressRecord)


def transcripts() -> list[Path]:
    if not CORPUS.is_dir():
        return []
    return sorted(p for p in CORPUS.rglob("*.jsonl")
                  if "subagents" not in p.parts and detect_format(p).name == "transcript")


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


def _folded(text: str) -> list[str]:
    return [" ".join(line.split()) for line in text.splitlines() if line.strip()]


def lost_texts(path: Path, shows: Callable[[MessageContent], bool] = lambda m: True
               ) -> list[int]:
    """Lines of queue operations whose text (a line of it) no shown message holds: the
    document's messages `shows` keeps (a test of this check leaves some out)."""
    messages: list[MessageContent] = read_messages(path, [], ClassifyContext())
    doc = build_document(messages)
    shown: set[str] = set()
    lines: set[int] = set()  # lines a shown message comes from
    for session in doc.sessions:
        for msg in all_messages(session):
            text = getattr(msg, "text", None)
            if shows(msg):
                lines.add(msg.meta.line)
                shown.update(_folded(text) if isinstance(text, str) else ())
    objects = []
    for n, raw in enumerate(path.read_bytes().splitlines(), 1):
        try:
            objects.append((n, json.loads(raw)))
        except ValueError:
            continue
    for n, obj in objects:  # a user line shown in its own form (a task notification's
        if n in lines and isinstance(obj, dict) and obj.get("type") == "user":  # fields …)
            text = _user_text(obj.get("message"))
            shown.update(_folded(text))
            name, args = (re.search(f"<command-{tag}>(.*?)</command-{tag}>", text, re.S)
                          for tag in ("name", "args"))
            if name:  # a slash command: `/name args`, as it was typed
                shown.update(_folded(f"{name.group(1)} {args.group(1) if args else ''}"))
    return [n for n, obj in objects
            if isinstance(obj, dict) and obj.get("type") == "queue-operation"
            and isinstance(obj.get("content"), str)
            and not all(line in shown for line in _folded(obj["content"]))]


def _user_text(message: object) -> str:
    content = message.get("content") if isinstance(message, dict) else None
    if isinstance(content, list):
        return "\n".join(b["text"] for b in content
                         if isinstance(b, dict) and isinstance(b.get("text"), str))
    return content if isinstance(content, str) else ""


def _queue_file(tmp_path: Path) -> Path:
    base = {"sessionId": "s1", "cwd": "/w", "version": "2.1.0"}
    lines = [
        {**base, "type": "user", "uuid": "u1", "timestamp": "2026-01-01T00:00:01Z",
         "message": {"role": "user", "content": "go"}},
        {**base, "type": "queue-operation", "operation": "enqueue", "content": "first",
         "timestamp": "2026-01-01T00:00:02Z"},
        {**base, "type": "queue-operation", "operation": "popAll",
         "content": "first\ntyped while busy", "timestamp": "2026-01-01T00:00:03Z"},
        {**base, "type": "queue-operation", "operation": "popAll",
         "content": "no enqueue held this", "timestamp": "2026-01-01T00:00:04Z"},
        {**base, "type": "queue-operation", "operation": "dequeue",
         "content": "nor this", "timestamp": "2026-01-01T00:00:05Z"},
    ]
    path = tmp_path / "queue.jsonl"
    path.write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")
    return path


def test_queue_operation_text_is_shown_not_only_counted(tmp_path: Path) -> None:
    path = _queue_file(tmp_path)
    assert unaccounted(path) == []
    assert lost_texts(path) == []


def test_the_check_asks_for_content_not_a_report_row(tmp_path: Path) -> None:
    """Cards left out of the document: each line still has its report row (so counting
    lines passes) and the content check names every line whose text went."""
    path = _queue_file(tmp_path)
    assert lost_texts(path, lambda m: not isinstance(m, UserSteeringMessage)) == [2, 3, 4, 5]


def test_every_line_of_every_transcript_is_accounted_for():
    need_corpus()
    files = transcripts()
    assert len(files) > 100
    lost = {}
    for path in files:
        missing = unaccounted(path) + [-n for n in lost_texts(path)]  # (-n: its text went)
        if missing:
            lost[str(path.relative_to(CORPUS))] = missing[:10]
    assert not lost, lost
