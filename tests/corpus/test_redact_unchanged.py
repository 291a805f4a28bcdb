"""--redact over the corpus: nothing but the masks changes, and recall stays what it was.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from cc2html.pipeline import Options, convert
from cc2html.redact.redactor import Redactor
from cc2html.render.html import PageRenderer

from helpers import CORPUS, main_section, need_corpus, recall_module

RENDERER = PageRenderer()


def _may_change(path: Path) -> bool:
    """Whether redaction touches this file at all (a line without a trigger is never walked)."""
    probe = Redactor()
    with path.open("rb") as fh:
        return any(probe.needed(raw.decode("utf-8", "replace")) for raw in fh)


@pytest.mark.corpus
def test_corpus_recall_unchanged(tmp_path: Path) -> None:
    """Recall with --redact within 0.001 of without, over the corpus files redaction touches
    (the others go through the same code path untouched); a stricter bound than over all."""
    need_corpus()
    recall = recall_module()
    files = [p for p in sorted(CORPUS.rglob("*.jsonl"))
             if "subagents" not in p.parts and _may_change(p)]
    assert files
    totals = {False: [0, 0], True: [0, 0]}
    renderer = PageRenderer()
    for n, src in enumerate(files):
        want = recall.input_words(str(src))
        for redact in (False, True):
            page = tmp_path / f"{n}-{redact}.html"
            convert(src, page, renderer, options=Options(redact=redact))
            lost = want - recall.output_words(str(page))
            totals[redact][0] += len(want)
            totals[redact][1] += len(lost)
            page.unlink()
    plain, masked = (1 - m / t for t, m in (totals[False], totals[True]))
    assert abs(plain - masked) <= 0.001, (plain, masked)


def _without_report(page: str) -> str:
    page = re.sub(r'<details class="redactions".*?</details>\n', "", page, flags=re.S)
    return re.sub(r'<section class="report" id="report">\n<h2>[^<]*</h2>\n</section>\n', "", page)


@pytest.mark.corpus
def test_corpus_each_file_recall_unchanged(tmp_path: Path) -> None:
    """Per corpus file (that redaction could touch at all): with --redact the page's recall
    stays within 0.001 of the plain page's; where nothing was masked the conversation is
    byte-identical."""
    need_corpus()
    recall = recall_module()
    files = [p for p in sorted(CORPUS.rglob("*.jsonl"))
             if "subagents" not in p.parts and _may_change(p)]
    assert files
    worst = 0.0
    for n, src in enumerate(files):
        pages = {}
        for redact in (False, True):
            page = tmp_path / f"{n}-{redact}.html"
            result = convert(src, page, RENDERER, options=Options(redact=redact))
            pages[redact] = (page, result)
        masked = pages[True][1].redactions
        plain_html = main_section(pages[False][0].read_text(encoding="utf-8"))
        masked_html = main_section(pages[True][0].read_text(encoding="utf-8"))
        if not masked:
            assert _without_report(masked_html) == plain_html, src
            continue
        want = recall.input_words(str(src))
        scores = [1 - len(want - recall.output_words(str(pages[r][0]))) / max(1, len(want))
                  for r in (False, True)]
        worst = max(worst, abs(scores[0] - scores[1]))
        assert abs(scores[0] - scores[1]) <= 0.001, (src, scores, masked)
