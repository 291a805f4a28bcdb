"""Whole corpus, read independently: every queued prompt reaches the page, and the report's
reasons about queued prompts are true for the file.

The JSONL is read here with `json.loads` per line, not through cc2html's reader, so a
reader bug cannot hide itself. For each `queue-operation` enqueue carrying text:

* a user line of its session (not a compaction summary) holding it: the page shows it;
* else a `queued_command` attachment of its session holding it, or nothing at all: a
  steering card of the page shows it.

And a report that says a text is shown from a queued_command attachment, or as the user
prompt that delivered it, says so only where the file has such an attachment or line.
"""

from __future__ import annotations

import html
import json
import re
from pathlib import Path

import pytest

from helpers import CORPUS, need_corpus, render_files

pytestmark = pytest.mark.corpus

CARD = re.compile(r'<article class="msg[^"]*\bsteering\b.*?</article>', re.S)
TAG = re.compile(r"<[^>]+>")


def norm(text: str) -> str:
    return " ".join(text.split())


def plain(fragment: str) -> str:
    return norm(html.unescape(TAG.sub(" ", fragment)))


WORD = re.compile(r"\w{4,}")


def mostly_in(text: str, words: set[str]) -> bool:
    """At least 90% of the text's words (4+ letters, tags left out) are on the page."""
    want = set(WORD.findall(plain(text)))
    return not want or len(want & words) >= 0.9 * len(want)


def text_of(content) -> str:
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "\n".join(b.get("text", "") if isinstance(b, dict) else str(b)
                         for b in content
                         if isinstance(b, str) or (isinstance(b, dict)
                                                   and b.get("type") == "text"))
    return ""


def records(path: Path) -> list[dict]:
    out = []
    for raw in path.read_bytes().splitlines():
        try:
            value = json.loads(raw)
        except ValueError:
            continue
        if isinstance(value, dict):
            out.append(value)
    return out


def facts(lines: list[dict]) -> tuple[list[tuple[str, str]], dict, dict]:
    """(session, text) of each enqueue with text; user texts and attachment texts by
    session (normalised)."""
    enqueued, users, attached = [], {}, {}
    for rec in lines:
        sid = rec.get("sessionId") or ""
        kind = rec.get("type")
        if kind == "queue-operation" and rec.get("operation") == "enqueue":
            text = norm(text_of(rec.get("content")))
            if text:
                enqueued.append((sid, text))
        elif kind == "user" and not rec.get("isCompactSummary"):
            message = rec.get("message") if isinstance(rec.get("message"), dict) else {}
            text = text_of(message.get("content"))
            names = re.findall(r"<command-name>(.*?)</command-name>", text, re.S)
            users.setdefault(sid, []).append(norm(text))
            users[sid].extend(norm(n) for n in names)
        elif kind == "attachment" and isinstance(rec.get("attachment"), dict):
            att = rec["attachment"]
            if att.get("type") == "queued_command":
                attached.setdefault(sid, set()).add(norm(text_of(att.get("prompt"))))
    return enqueued, users, attached


def queue_files() -> list[Path]:
    if not CORPUS.is_dir():
        return []
    return sorted(p for p in CORPUS.rglob("*.jsonl")
                  if "subagents" not in p.parts and b'"queue-operation"' in p.read_bytes())


FILES = queue_files()


@pytest.fixture(scope="module")
def pages(tmp_path_factory) -> dict[Path, str]:
    need_corpus()
    return {src: page.read_text(encoding="utf-8")
            for src, page in render_files(FILES, tmp_path_factory.mktemp("steering")).items()}


def test_the_corpus_has_queued_prompts():
    need_corpus()
    assert sum(len(facts(records(p))[0]) for p in FILES) >= 20


def test_every_queued_prompt_reaches_the_page(pages):
    missing = []
    for src, page in pages.items():
        enqueued, users, attached = facts(records(src))
        main = page[:page.find('id="report"')]
        cards = " ".join(plain(c) for c in CARD.findall(main))
        shown_words = set(WORD.findall(plain(main)))
        for sid, text in enqueued:
            on_user_line = any(text == u or text in u for u in users.get(sid, ()))
            if on_user_line:  # shown as that line's kind shows it (IDE notice, task note …)
                ok = mostly_in(text, shown_words)
            else:
                ok = text in cards
            if not ok:
                missing.append((src.relative_to(CORPUS), text[:60]))
    assert not missing, missing


def test_report_reasons_about_queued_prompts_are_true(pages):
    wrong = []
    for src, page in pages.items():
        enqueued, users, attached = facts(records(src))
        report = page[page.find('id="report"'):] if 'id="report"' in page else ""
        by_attachment = any(text in attached.get(sid, ()) for sid, text in enqueued)
        by_user = any(text in u for sid, text in enqueued for u in users.get(sid, ()))
        if "shown from its queued_command attachment" in report and not by_attachment:
            wrong.append((src.relative_to(CORPUS), "claims an attachment"))
        if "shown as the user prompt that delivered it" in report and not by_user:
            wrong.append((src.relative_to(CORPUS), "claims a user line"))
        if "shown as steering where it" in report and not CARD.search(page):
            wrong.append((src.relative_to(CORPUS), "claims a steering card"))
        if "the prompt is shown where it was delivered" in report:
            wrong.append((src.relative_to(CORPUS), "the old blanket claim"))
    assert not wrong, wrong
