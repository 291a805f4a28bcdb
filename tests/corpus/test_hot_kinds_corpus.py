"""Whole corpus: every node of a kind render/to_html/hot_kinds.py writes in Python comes out byte
for byte as its template writes it (tests/unit/render/test_hot_kinds.py: the fixtures)."""

from __future__ import annotations

from pathlib import Path

import pytest

from cc2html.read.sniff import not_transcript
from helpers import SHARED, need_corpus
from hot_kinds_check import differences

pytestmark = pytest.mark.corpus


#: the corpus in parts, so the test's ~20 s spread over the run's workers
PARTS = 4


@pytest.mark.parametrize("folder,part", [("corpus", n) for n in range(PARTS)]
                         + [("corpus-agents", 0)])
def test_every_corpus_node_is_written_as_its_template_writes_it(folder: str, part: int,
                                                                tmp_path: Path) -> None:
    need_corpus()
    paths = sorted(p for p in (SHARED / folder).rglob("*") if p.suffix in (".jsonl", ".json")
                   and "MANIFEST" not in p.name
                   and p.is_file() and not not_transcript(p))  # (an empty file is refused: no page)
    parts = PARTS if folder == "corpus" else 1
    compared, found = differences(paths[part::parts], tmp_path / "page.html")
    assert compared > (1_000 if folder == "corpus" else 100)
    assert found == [], "\n".join(found[:20])
