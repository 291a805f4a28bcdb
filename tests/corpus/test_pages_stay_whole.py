"""Every session of the shared corpora keeps today's single page (issue 34): the split
(render/to_html/split.py) starts far above the largest of them. The largest transcripts
of each corpus are converted to files, parts on: no `.parts` folder appears, and the
largest page's body stays under a quarter of the threshold (the margin the threshold
was chosen with, docs/decisions/large-sessions.md)."""

from __future__ import annotations

from pathlib import Path

import pytest

from cc2html.pipeline import convert
from cc2html.read.sniff import NotTranscript
from cc2html.render.to_html import split
from helpers import SHARED

pytestmark = pytest.mark.corpus

CORPORA = ["corpus", "corpus-modern", "corpus-agents", "corpus-agents-next"]


def _largest(count: int) -> list[Path]:
    files = [p for name in CORPORA for p in (SHARED / name).rglob("*.jsonl")
             if p.is_file() and "subagents" not in p.parts]
    return sorted(files, key=lambda p: p.stat().st_size, reverse=True)[:count]


def test_the_largest_corpus_sessions_keep_one_page(tmp_path: Path) -> None:
    files = _largest(4)
    if not files:
        pytest.skip(f"no shared corpus at {SHARED}")
    for n, source in enumerate(files):
        out = tmp_path / f"p{n}.html"
        try:
            convert(source, out)
        except NotTranscript:
            continue
        assert not (tmp_path / f"p{n}.parts").exists(), source
        text = out.read_text(encoding="utf-8")
        assert 'class="part-slot"' not in text
        body = text[text.index('<main id="main">'):text.index("</main>")]
        assert len(body) < split.THRESHOLD / 4, (source, len(body))
