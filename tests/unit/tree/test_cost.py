"""Cost arithmetic against figures worked out by hand, and how each kind of cost reads."""

from __future__ import annotations

import json

import pytest

from cc2html.model import TokenUsage
from cc2html.options import Options
from cc2html.pipeline import build_session, make_redactor
from cc2html.tree.cost import message_cost
from cc2html.tree.cost_value import Cost
from cc2html.tree.prices import bundled_prices
from cc2html.tree.stats import session_stats

from helpers import TEST_DATA

TABLE = bundled_prices()


def _stats(path):
    built = build_session(path, "auto", make_redactor(Options()))
    return [session_stats(s) for s in built.doc.sessions]


def test_an_opus_message_with_hour_long_cache_writes():
    # 10 in at $5, 200 out at $25, 600 5-minute writes at $6.25, 400 1-hour writes at $10,
    # 50,000 reads at $0.50 (per million): 50 + 5,000 + 3,750 + 4,000 + 25,000 = 37,800
    usage = TokenUsage(10, 200, 1000, 50_000, 400)
    cost = message_cost("claude-opus-4-6", usage, TABLE)
    assert cost.usd == pytest.approx(0.0378) and cost.estimate
    assert cost.label == "≈$0.04"


def test_a_sonnet_message_past_200k_input_is_billed_at_long_context_rates():
    # 251,000 input tokens in all: 1,000*6 + 2,000*22.5 + 250,000*0.6 = 201,000 per million
    long = message_cost("claude-sonnet-4-5-20250929", TokenUsage(1000, 2000, 0, 250_000), TABLE)
    assert long.usd == pytest.approx(0.201) and "long-context rates" in long.title
    # 200,000 exactly is not past it: 1,000*3 + 2,000*15 + 199,000*0.3 = 92,700
    short = message_cost("claude-sonnet-4-5-20250929", TokenUsage(1000, 2000, 0, 199_000), TABLE)
    assert short.usd == pytest.approx(0.0927) and "long-context" not in short.title


def test_an_unknown_model_has_no_price_never_zero():
    cost = message_cost("claude-opus-4-9", TokenUsage(5, 7), TABLE)
    assert cost.usd is None and cost.label == "no price"
    assert "has no price for claude-opus-4-9" in cost.title


def test_a_synthetic_message_costs_nothing_and_says_so():
    cost = message_cost("<synthetic>", TokenUsage(), TABLE)
    assert cost.usd == 0 and cost.label == "no cost"
    assert "cost nothing" in cost.title


def test_known_and_unknown_models_show_the_known_part_as_a_lower_bound():
    total = message_cost("claude-opus-4-6", TokenUsage(0, 40_000), TABLE) \
        + message_cost("claude-opus-4-9", TokenUsage(5, 7), TABLE)
    assert total.usd == pytest.approx(1.0) and total.label == "≥$1.00"
    assert "no price for claude-opus-4-9" in total.title


def test_the_log_s_own_figure_is_no_estimate():
    assert Cost(0.0123, estimate=False).label == "$0.0123"
    assert Cost(4.125, estimate=False).label == "$4.12"
    assert "result lines" in Cost(4.125, estimate=False).title


def test_small_and_large_estimates_read_as_dollars():
    assert Cost(0.00042, described="t").label == "≈$0.0004"
    assert Cost(1234.5).label == "≈$1,234.50"
    assert Cost(0.002535).value == "0.002535"


def test_a_session_s_cost_counts_each_api_message_once_at_its_largest_snapshot():
    # usage_dedup: msg_u1 written as three lines (12/34/100/2000 largest), msg_u2 once:
    # each (12*5 + 34*25 + 100*6.25 + 2000*0.5) = 2,535 per million, twice
    (stats,) = _stats(TEST_DATA / "usage_dedup.jsonl")
    assert stats.cost.usd == pytest.approx(0.00507)
    assert stats.cost.label == "≈$0.0051"


def test_a_session_s_cost_by_utc_day():
    (stats,) = _stats(TEST_DATA / "cost_models.jsonl")
    assert stats.cost.usd == pytest.approx(0.2388) and stats.cost.label == "≥$0.24"
    assert stats.cost_days == pytest.approx({"2026-03-01": 0.0378, "2026-03-02": 0.201})


def test_a_day_is_the_utc_day_of_a_stamp_with_an_offset(tmp_path):
    line = {"type": "assistant", "uuid": "a1", "sessionId": "s1",
            "timestamp": "2026-03-02T01:30:00+02:00",  # 2026-03-01 23:30 UTC
            "message": {"id": "m1", "role": "assistant", "model": "claude-haiku-4-5",
                        "content": [{"type": "text", "text": "hi"}],
                        "usage": {"input_tokens": 1_000_000, "output_tokens": 0}}}
    path = tmp_path / "s.jsonl"
    path.write_text(json.dumps(line) + "\n", encoding="utf-8")
    (stats,) = _stats(path)
    assert stats.cost_days == {"2026-03-01": 1.0}


def test_an_sdk_log_shows_the_cost_its_result_lines_report():
    (stats,) = _stats(TEST_DATA / "sdk_turns.jsonl")
    assert stats.tokens.cost_usd is not None
    assert stats.cost.usd == stats.tokens.cost_usd and not stats.cost.estimate
    assert not stats.cost.label.startswith(("≈", "≥"))
