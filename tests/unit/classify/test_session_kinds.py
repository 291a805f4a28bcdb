"""Claude Code 2.1.1xx–2.1.2xx entry kinds and system subtypes (issue 32): every one is
known, and each goes where a reader looks for it (a title, a header fact, a notice card) or
is counted in the page's report with a reason, never a raw "Unrecognised" card.

test_data/session_kinds.jsonl and test_data/sdk_recent_kinds.jsonl are hand-made, one line
of each kind, from the example shapes of ../shared/formats.md §3a/§3b (and, for the SDK
subtypes, the shapes cited in classify/sdk/recent.py).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from cc2html.classify import ClassifyContext
from cc2html.classify.system import SYSTEM_SUBTYPES
from cc2html.model import (FactRecord, HiddenRecord, SystemNoticeMessage, TitleRecord,
                           UnknownMessage, UnrecognisedSystemMessage)
from cc2html.model.sdk import NoticeMessage
from cc2html.pipeline import read_messages
from cc2html.read.entries import LedgerEntry, entry_class
from cc2html.tree.build import build_document
from cc2html.tree.stats import unknown_kinds
from helpers import SHARED, TEST_DATA

KINDS = TEST_DATA / "session_kinds.jsonl"
SDK = TEST_DATA / "sdk_recent_kinds.jsonl"


def _messages(path: Path, fmt: str = "transcript") -> list:
    problems: list = []
    messages = read_messages(path, problems, ClassifyContext(), fmt)
    assert problems == []
    return messages


def _kinds(path: Path) -> list[str]:
    out = []
    for raw in path.read_text(encoding="utf-8").splitlines():
        obj = json.loads(raw)
        out.append(obj["type"] + (f"/{obj['subtype']}" if obj.get("subtype") else ""))
    return out


def test_no_kind_of_the_fixture_is_unknown():
    messages = _messages(KINDS)
    assert not [m for m in messages
                if isinstance(m, (UnknownMessage, UnrecognisedSystemMessage))]
    assert unknown_kinds(build_document(messages).sessions) == {}


def test_every_line_is_a_title_a_fact_a_notice_a_message_or_counted():
    messages = _messages(KINDS)
    by_line: dict[int, list] = {}
    for m in messages:
        by_line.setdefault(m.meta.line, []).append(m)
    assert sorted(by_line) == list(range(1, len(_kinds(KINDS)) + 1))


def test_bookkeeping_is_counted_in_the_report_with_its_own_reason():
    doc = build_document(_messages(KINDS))
    for kind in ("atis-latch", "cost-state", "file-history-delta", "speculation-accept",
                 "attribution-snapshot", "marble-origami-commit", "marble-origami-snapshot",
                 "isolation-latch", "relocated", "artifact-comment-monitor",
                 "artifact-autoreact-ledger", "content-replacement", "fork-context-ref",
                 "bridge-session", "frame-link", "system/session_start",
                 "system/thinking_tokens", "system/background_tasks_changed"):
        assert doc.hidden[kind].count == 1, kind
        assert doc.hidden[kind].reason not in ("", "bookkeeping"), kind


def test_fact_lines_are_counted_saying_where_they_are_shown():
    doc = build_document(_messages(KINDS))
    for kind in ("mode", "pr-link", "worktree-state", "agent-name", "tag",
                 "system/bridge_status"):
        assert "session header" in doc.hidden[kind].reason, kind
    assert doc.hidden["pr-link"].count == 1
    assert "not linked" in doc.hidden["pr-link (URL not https)"].reason


def test_refusals_fallbacks_and_denials_are_notice_cards():
    notices = {m.subtype: m for m in _messages(KINDS) if isinstance(m, SystemNoticeMessage)}
    assert "policy" in notices["api_refusal"].text
    assert dict(notices["api_refusal"].details)["explanation"] == "Refused for policy reasons."
    assert notices["model_refusal_fallback"].text == \
        "claude-fable-5 refused; retried on claude-opus-5"
    assert notices["permission_denied"].text == "Bash(rm -rf build) was denied by a rule"
    assert dict(notices["permission_denied"].details)["tool"] == "Bash"


def test_ai_title_is_a_title_record():
    titles = [m for m in _messages(KINDS) if isinstance(m, TitleRecord)]
    assert [(t.source, t.title) for t in titles] == [
        ("ai", "Trailing comma fix (first draft)"), ("custom", "parser-commas"),
        ("ai", "Accept trailing commas in the parser")]


def test_a_wrongly_typed_fact_is_empty_not_a_skipped_line(tmp_path: Path):
    path = tmp_path / "odd.jsonl"
    path.write_text("\n".join(json.dumps(o) for o in (
        {"type": "mode", "mode": {"x": 1}, "sessionId": "s"},
        {"type": "pr-link", "prUrl": 5, "prNumber": [1], "sessionId": "s"},
        {"type": "ai-title", "aiTitle": None, "sessionId": "s"})) + "\n")
    messages = _messages(path)
    facts = [m for m in messages if isinstance(m, FactRecord)]
    assert [(f.kind, f.value) for f in facts] == [("mode", ""),
                                                  ("pr-link (URL not https)", "5")]


def test_sdk_subtypes_of_2_1_2xx_are_known():
    messages = _messages(SDK, "stream-json")
    assert not [m for m in messages if isinstance(m, UnknownMessage)]
    notices = {m.kind: m for m in messages if isinstance(m, NoticeMessage)}
    assert notices["system/permission_denied"].text == "Bash(rm -rf build) was denied"
    assert ("Reason", "dontAsk mode") in notices["system/permission_denied"].facts
    assert notices["system/api_refusal"].level == "warning"
    assert "claude-fable-5 refused" in notices["system/model_refusal_fallback"].text
    hidden = [m.kind for m in messages if type(m) is HiddenRecord]
    assert hidden.count("system/thinking_tokens") == 2
    assert {"system/session_start", "system/background_tasks_changed"} <= set(hidden)


_TABLE_KIND = re.compile(r"^\| `([a-z][a-z0-9_-]*)`")


def _formats_kinds(section: str) -> list[str]:
    """The kinds named in the first column of a formats.md table (all of a row's
    backticked names, `artifact-*`-style prefixes as a sample name)."""
    text = (SHARED / "formats.md").read_text(encoding="utf-8")
    start = text.index(section)
    body = text[start:text.index("\n### ", start + 1)]
    kinds = []
    for row in body.splitlines():
        if not row.startswith("| `"):
            continue
        first = row.split("|")[1]
        kinds += re.findall(r"`([a-z][a-z0-9_*-]*)`", first)
    return [k.replace("*", "x") for k in kinds]


def test_every_entry_type_formats_md_lists_is_known():
    """Fails when ../shared/formats.md §3a names a kind the reader neither handles nor folds
    (the hand-made `session-id` line of the old shared corpus aside: not a Claude Code kind)."""
    if not (SHARED / "formats.md").is_file():
        pytest.skip("../shared/formats.md not found")
    kinds = _formats_kinds("### 3a.")
    assert len(kinds) >= 20
    missing = [k for k in kinds if entry_class(k) is None and k != "session-id"]
    assert missing == []


def test_every_system_subtype_formats_md_lists_has_a_row():
    if not (SHARED / "formats.md").is_file():
        pytest.skip("../shared/formats.md not found")
    subtypes = _formats_kinds("### 3b.")
    assert "bridge_status" in subtypes
    assert [s for s in subtypes if s not in SYSTEM_SUBTYPES] == []


def test_prefixed_kinds_are_ledgers():
    assert entry_class("artifact-anything-new") is LedgerEntry
    assert entry_class("marble-origami-anything") is LedgerEntry
    assert entry_class("artifact") is None
