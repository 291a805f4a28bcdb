"""Hostile input at scale: work per line must not grow with the number of lines.

Each case here was quadratic (minutes where a linear pass takes a second):
- 100,000 lines with one uuid: every DOM id search started again at -2;
- thousands of sidechain subagents: each group scanned every Task call, for its agent
  id, its prompt, then in order (with list.remove / pop(0) on top);
- thousands of sessions with a summary line each: every session scanned every summary.
The build-tree stage is timed alone (reading and classifying are linear and not what is
tested), under an alarm ~10 times what it takes. Below those, hostile text for the parsers
(envelopes, tags, ANSI, Markdown hints) in linear time, and the tag scanners that replaced
rescanning regexes, checked against them.
"""

from __future__ import annotations

import json
import random
import re
from pathlib import Path
from typing import Any

import pytest

from cc2html.tree.nodes import IdAllocator
from cc2html.pipeline import build, build_session
from cc2html.tree.build import Document, build_document
from helpers import deadline


def _write(path: Path, objs: list[Any]) -> Path:
    path.write_text("".join(json.dumps(o) + "\n" for o in objs), encoding="utf-8")
    return path


def _tree(src: Path, seconds: int) -> Document:
    messages = build_session(src).messages
    with deadline(seconds):
        return build_document(messages)


def test_one_id_claimed_fifty_thousand_times() -> None:
    ids = IdAllocator()
    with deadline(10):
        got = [ids.claim("msg-same") for _ in range(50_000)]
    assert len(set(got)) == 50_000 and got[:3] == ["msg-same", "msg-same-2", "msg-same-3"]
    assert ids.claim("msg-same-7") == "msg-same-7-2"  # a real id that looks like a suffix
    assert ids.claim("msg-other") == "msg-other"


def test_every_line_with_one_uuid(tmp_path: Path) -> None:
    line = {"type": "user", "uuid": "same", "sessionId": "s", "message": {"content": "x"}}
    src = _write(tmp_path / "s.jsonl", [line] * 20_000)
    with deadline(15):
        doc, problems, _ = build(src)
    ids = [node.id for node in doc.sessions[0].walk()]
    assert not problems and len(ids) == len(set(ids)) == 20_000


def _tasks(n: int) -> list[dict]:
    lines: list[dict] = [{"type": "user", "uuid": "u", "sessionId": "s",
                          "message": {"content": "go"}}]
    for i in range(n):
        lines.append({"type": "assistant", "uuid": f"a{i}", "sessionId": "s", "message": {
            "content": [{"type": "tool_use", "id": f"t{i}", "name": "Task",
                         "input": {"prompt": f"p{i}"}}]}})
        lines.append({"type": "user", "uuid": f"r{i}", "sessionId": "s", "message": {
            "content": [{"type": "tool_result", "tool_use_id": f"t{i}", "content": "done"}]},
            "toolUseResult": {"agentId": f"g{i}"}})
    return lines


def test_thousands_of_sidechain_subagents(tmp_path: Path) -> None:
    n = 4_000
    by_agent = [{"type": "user", "uuid": f"s{i}", "sessionId": "s", "isSidechain": True,
                 "agentId": f"g{i}", "message": {"content": f"p{i}"}} for i in reversed(range(n))]
    by_prompt = [{"type": "user", "uuid": f"q{i}", "sessionId": "s", "isSidechain": True,
                  "message": {"content": f"p{n + i}"}} for i in reversed(range(n))]
    by_order = [{"type": "user", "uuid": f"o{i}", "sessionId": "s", "isSidechain": True,
                 "message": {"content": f"unmatched {i}"}} for i in range(n)]
    src = _write(tmp_path / "s.jsonl", _tasks(3 * n) + by_agent + by_prompt + by_order)
    doc = _tree(src, 4)
    session = doc.sessions[0]
    calls = [node for node in session.nodes[0].children]
    linked = [node.subagent.nodes[0].msg.text for node in calls]  # type: ignore[union-attr]
    # agent ids first, then prompts, then the rest in order: each call gets exactly one
    assert linked[:n] == [f"p{i}" for i in range(n)]
    assert linked[n:2 * n] == [f"p{n + i}" for i in range(n)]
    assert linked[2 * n:] == [f"unmatched {i}" for i in range(n)]
    assert not session.unlinked


def test_thousands_of_sessions_with_summaries(tmp_path: Path) -> None:
    n = 30_000
    lines: list[dict] = []
    for i in range(n):
        lines.append({"type": "summary", "summary": f"summary {i}", "leafUuid": f"u{n - 1 - i}"})
        lines.append({"type": "user", "uuid": f"u{i}", "sessionId": f"s{i}",
                      "message": {"content": f"w{i}"}})
    lines.append({"type": "summary", "summary": "a later one", "leafUuid": "u0"})
    doc = _tree(_write(tmp_path / "s.jsonl", lines), 4)
    assert [s.title for s in doc.sessions[:2]] == ["a later one", f"summary {n - 2}"]


# --------------------------------------------------------------------------- linear time

def _linear_cases() -> dict[str, tuple[Any, str]]:
    from cc2html.classify.inline import split_special
    from cc2html.classify.tags import looks_like_markdown, tag_text, teammate, without_tags
    from cc2html.render.text.ansi import ansi_to_html
    from cc2html.classify.tools.planning import ANSWER_CHARS, _ANSWER
    from cc2html.classify.tool_text import parse_tags, split_reminders

    return {  # each took from seconds to minutes before (a regex rescanning the rest)
        "envelopes": (split_special, "<system-reminder>" * 20_000),
        "reminders": (split_reminders, "<system-reminder>" * 20_000),
        "tagged": (parse_tags, "<a>" * 70_000 + "</b>"),
        "tag-text": (lambda t: tag_text(t, "command-name"), "<command-name>" * 20_000),
        "without": (lambda t: without_tags(t, "command-args"), "<command-args>" * 20_000),
        "teammate": (lambda t: teammate(t, None), "</teammate-message>"
                     + "<teammate-message x" * 20_000 + ">"),
        "carriage-return": (ansi_to_html, "x" * 2_000_000 + "\r\n"),
        "markdown-hint": (looks_like_markdown, "[" * 300_000),
        "answers": (lambda t: _ANSWER.findall(t[:ANSWER_CHARS]), '"\\' * 300_000),
    }


@pytest.mark.parametrize("case", sorted(_linear_cases()))
def test_hostile_text_is_parsed_in_linear_time(case: str) -> None:
    parse, text = _linear_cases()[case]
    with deadline(5):
        parse(text)


def test_tag_scans_match_the_regexes_they_replace() -> None:
    """tagscan.py finds what `<(x)>(.*?)</\\1>` found: same blocks, same leftovers."""
    from cc2html.classify import tagscan
    from cc2html.classify.tool_text import parse_tags, split_reminders

    tag = re.compile(r"<([a-z_]+)>(.*?)</\1>", re.S)
    reminder = re.compile(r"\s*<system-reminder>(.*?)</system-reminder>\s*", re.S)
    pieces = ["<a>", "</a>", "<b_c>", "</b_c>", "<system-reminder>", "</system-reminder>",
              " ", "\n", "x", "<", "</", "\u2003", "<A>"]
    rng = random.Random(5)
    for _ in range(3000):
        text = "".join(rng.choice(pieces) for _ in range(rng.randint(0, 12)))
        found = [(m.group(1), m.group(2).strip("\n")) for m in tag.finditer(text)]
        got = parse_tags(text)
        assert (got[0] if got else []) == tuple(found) or (not found and got is None)
        old = tuple(m.group(1).strip() for m in reminder.finditer(text))
        want = (reminder.sub("\n", text).strip("\n"), old) if old else (text, ())
        assert split_reminders(text) == want, repr(text)
        for name in ("a", "system-reminder"):
            m = re.search(rf"<{name}>(.*?)</{name}>", text, re.S)
            assert tagscan.first(text, name) == (m.group(1) if m else None)
            assert tagscan.remove(text, name) == re.sub(rf"<{name}>.*?</{name}>", "", text,
                                                        flags=re.S)
