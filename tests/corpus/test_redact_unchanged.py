"""--redact over the corpus: nothing but the masks changes, and recall stays what it was.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import pytest

from cc2html.pipeline import Options, convert
from cc2html.redact.redactor import Redactor
from cc2html.render.to_html.html import PageRenderer

from helpers import CORPUS, main_section, need_corpus, recall_module

RENDERER = PageRenderer()


def _may_change(path: Path) -> bool:
    """Whether redaction touches this file at all (a line without a trigger is never walked)."""
    probe = Redactor()
    with path.open("rb") as fh:
        return any(probe.needed(raw.decode("utf-8", "replace")) for raw in fh)


@dataclass(frozen=True)
class Pages:
    """One corpus file redaction could touch, rendered plain and with --redact."""

    src: Path
    plain: Path
    masked: Path
    redactions: dict[str, int]


@pytest.fixture(scope="module")
def touched(tmp_path_factory: pytest.TempPathFactory) -> list[Pages]:
    """Every corpus file redaction could touch (not subagents'), rendered both ways once
    for both tests below."""
    need_corpus()
    files = [p for p in sorted(CORPUS.rglob("*.jsonl"))
             if "subagents" not in p.parts and _may_change(p)]
    assert files
    out = tmp_path_factory.mktemp("redact-corpus")
    rendered = []
    for n, src in enumerate(files):
        plain, masked = out / f"{n}-plain.html", out / f"{n}-redact.html"
        convert(src, plain, RENDERER)
        result = convert(src, masked, RENDERER, options=Options(redact=True))
        rendered.append(Pages(src, plain, masked, result.redactions))
    return rendered


_WORDS: dict[Path, tuple[int, int, int]] = {}


def _words(pages: Pages) -> tuple[int, int, int]:
    """(input words, words lost plain, words lost with --redact), once per file per module
    run (each test asks for the files it needs)."""
    if pages.src not in _WORDS:
        recall = recall_module()
        want = recall.input_words(str(pages.src))
        _WORDS[pages.src] = (len(want), len(want - recall.output_words(str(pages.plain))),
                             len(want - recall.output_words(str(pages.masked))))
    return _WORDS[pages.src]


@pytest.mark.corpus
def test_corpus_recall_unchanged(touched: list[Pages]) -> None:
    """Recall with --redact within 0.001 of without, over the corpus files redaction touches
    (the others go through the same code path untouched); a stricter bound than over all."""
    recall_module()
    words = [_words(pages) for pages in touched]
    total = sum(w[0] for w in words)
    plain, masked = (1 - sum(w[k] for w in words) / total for k in (1, 2))
    assert abs(plain - masked) <= 0.001, (plain, masked)


def _without_report(page: str) -> str:
    page = re.sub(r'<details class="redactions".*?</details>\n', "", page, flags=re.S)
    return re.sub(r'<section class="report" id="report">\n<h2>[^<]*</h2>\n</section>\n', "", page)


@pytest.mark.corpus
def test_corpus_each_file_recall_unchanged(touched: list[Pages]) -> None:
    """Per corpus file (that redaction could touch at all): with --redact the page's recall
    stays within 0.001 of the plain page's; where nothing was masked the conversation is
    byte-identical."""
    recall_module()
    for pages in touched:
        plain_html = main_section(pages.plain.read_text(encoding="utf-8"))
        masked_html = main_section(pages.masked.read_text(encoding="utf-8"))
        if not pages.redactions:
            assert _without_report(masked_html) == plain_html, pages.src
            continue
        total, lost_plain, lost_masked = _words(pages)
        scores = [1 - lost / max(1, total) for lost in (lost_plain, lost_masked)]
        assert abs(scores[0] - scores[1]) <= 0.001, (pages.src, scores, pages.redactions)
