"""Agent SDK stream-json logs in the shared corpus: they render, and recall stays ≥ 0.97.

A file counts as stream-json when its lines carry `session_id` (the reader's own
detection). Same measure as tests/test_corpus.py (../shared/tools/recall.py).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from cc2html.pipeline import convert
from cc2html.render.to_html.html import PageRenderer
from cc2html.read.agents import detect_format
from helpers import CORPUS, need_corpus, recall_module

pytestmark = pytest.mark.corpus


def stream_json_files() -> list[Path]:
    if not CORPUS.is_dir():
        return []
    return sorted(p for p in CORPUS.rglob("*.json*")
                  if p.is_file() and detect_format(p).name == "stream-json")


FILES = stream_json_files()


def test_corpus_has_stream_json():
    need_corpus()
    assert FILES, "expected the ariel-frischer-claude-clean capture"


@pytest.mark.parametrize("src", FILES, ids=[p.name for p in FILES])
def test_stream_json_recall(src: Path, tmp_path: Path):
    recall = recall_module()
    page = tmp_path / "page.html"
    convert(src, page, PageRenderer())
    text = page.read_text(encoding="utf-8")
    assert "Session setup" in text or "system" not in src.read_text()[:200]
    want = recall.input_words(str(src))
    lost = want - recall.output_words(str(page))
    score = 1 - len(lost) / len(want) if want else 1.0
    assert score >= 0.97, (src.name, round(score, 4), sorted(lost)[:20])
