"""Whole corpus: every reference the "copy as Markdown" data block makes to a page's own
text (render/to_html/copy_refs.py) is found on that page and gives the Markdown export's text.

The larger transcripts only (they hold nearly all the long tool texts), resolved as
static/copy_md.js resolves them (tests/copy_dom.py).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from cc2html.pipeline import build_session
from cc2html.read.agents import detect_format
from cc2html.render.to_html.copy_markdown import markdown_entries
from copy_dom import resolved
from helpers import CORPUS, need_corpus, render_files

pytestmark = pytest.mark.corpus

#: transcripts above this many bytes
LARGER = 50_000


def larger() -> list[Path]:
    if not CORPUS.is_dir():
        return []
    return sorted(p for p in CORPUS.rglob("*.jsonl")
                  if "subagents" not in p.parts and p.stat().st_size > LARGER
                  and detect_format(p).name == "transcript")


FILES = larger()


def test_every_reference_resolves_to_the_exports_text(tmp_path):
    need_corpus()
    assert len(FILES) > 20
    refs = 0
    for src, page in render_files(FILES, tmp_path).items():
        got, n = resolved(page.read_text(encoding="utf-8"))
        refs += n
        assert got == markdown_entries(build_session(src).doc, refs=False), src
    assert refs > 500
