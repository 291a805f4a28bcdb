"""The Markdown export of the biggest public session (fa812bfe, with its sidecar folder
beside it) is smaller than claude-code-log's and holds the words its page shows (issue 33).

The budget is claude-code-log 1.7.0's Markdown of the same transcript, sidecars read:
    claude-code-log <corpus>/marot-spotter/test/fixtures/transcripts/fa812bfe-b295-4cca-9c2f-fdf01028cb46.jsonl -f md -o ccl.md
gives 547,669 bytes (408,876 for the transcript copied alone, without its subagents).
Recall is benchmarks/md_recall.py's `content` measure: the page's words (runs of 4+
letters or digits, the page's own chrome left out) that the Markdown holds.
"""

from __future__ import annotations

import html
import re

import pytest

from cc2html.options import Options
from cc2html.pipeline import convert
from helpers import CORPUS, need_corpus, visible_text

pytestmark = pytest.mark.corpus

SESSION = CORPUS / "marot-spotter/test/fixtures/transcripts/fa812bfe-b295-4cca-9c2f-fdf01028cb46.jsonl"
#: claude-code-log 1.7.0's Markdown of SESSION, in bytes (the command: module docstring)
BUDGET = 547_669
WORD = re.compile(r"[A-Za-z0-9]{4,}")
TINY = '{"type": "user", "uuid": "u1", "sessionId": "s1", "message": {"role": "user", "content": "x"}}\n'


def _words(page) -> set[str]:
    return set(WORD.findall(visible_text(page.read_text(encoding="utf-8"))))


def test_the_biggest_session_exports_smaller_than_claude_code_log_and_holds_its_words(tmp_path):
    need_corpus()
    tiny, page, md = tmp_path / "tiny.jsonl", tmp_path / "page.html", tmp_path / "page.md"
    tiny.write_text(TINY, encoding="utf-8")
    convert(tiny, page)
    chrome = _words(page)
    convert(SESSION, page)
    convert(SESSION, md, options=Options(output_format="md"))
    text = md.read_text(encoding="utf-8")
    assert len(text.encode("utf-8")) < BUDGET
    got = set(WORD.findall(html.unescape(text)))
    starts = {w[:n] for w in got for n in range(4, len(w))}  # a preview the page cut
    content = _words(page) - chrome
    lost = {w for w in content - got if w not in starts}
    assert 1 - len(lost) / len(content) >= 0.995, sorted(lost)
