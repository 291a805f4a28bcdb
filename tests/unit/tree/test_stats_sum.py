"""A session's facts summed over the segments stream.py builds it in (tree/stats_sum.py)
equal the whole build's `document_stats`, field for field (issue 34 item 2). Fixture:
test_data/parts/long.jsonl (hand-made by its make_parts_fixture.py), cut every ~20 KB;
the corpus-wide check is tests/corpus/test_stats_sum_agrees.py."""

from __future__ import annotations

from dataclasses import fields

from cc2html.pipeline import build
from cc2html.stream import pieces, plan
from cc2html.tree.prices import bundled_prices
from cc2html.tree.stats import document_stats
from cc2html.tree.stats_sum import StatsSum

from helpers import REPO

LONG = REPO / "test_data" / "parts" / "long.jsonl"


def test_stats_summed_over_segments_equal_the_whole_documents() -> None:
    found = plan(LONG, target=20_000)
    assert found is not None and len(found[1]) >= 5
    total = StatsSum(bundled_prices())
    for piece in pieces(LONG, found[1]):
        total.add(piece.doc)
    summed, whole = total.result(), document_stats(build(LONG, "transcript")[0])
    for name in (f.name for f in fields(whole[0])):
        assert getattr(summed[0], name) == getattr(whole[0], name), name
    assert summed == whole
    assert whole[0].prompts >= 5 and whole[0].messages > 100 and whole[0].active_s


def test_no_segment_gives_no_session() -> None:
    assert StatsSum().result() == []
