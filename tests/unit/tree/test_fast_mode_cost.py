"""Fast mode (`usage.speed: "fast"`, ../shared/formats.md §3e) is priced as fast mode: at
the model's published fast-mode rates (Claude Opus 5: twice its standard ones, prices.json
cites the page), and where no fast-mode price is published the message has no price (the
headline a lower bound), never the standard price. Lines are hand-made."""

from __future__ import annotations

import json
import re

import pytest

from cc2html.model import TokenUsage
from cc2html.options import Options
from cc2html.pipeline import build_session, make_redactor
from cc2html.tree.cost import message_cost
from cc2html.tree.prices import PriceFileError, bundled_prices, parse_prices
from cc2html.tree.stats import session_stats
from helpers import render_path, user_line

TABLE = bundled_prices()


def test_opus_5_fast_mode_costs_twice_the_standard_rates():
    # standard: 1,000*5 + 2,000*25 + 10,000*0.5 = 60,000 per million; fast: twice that
    usage = TokenUsage(1000, 2000, 0, 10_000)
    assert message_cost("claude-opus-5", usage, TABLE).usd == pytest.approx(0.06)
    fast = message_cost("claude-opus-5", usage, TABLE, fast=True)
    assert fast.usd == pytest.approx(0.12) and "fast mode" in fast.title


def test_fast_mode_without_a_published_price_is_not_priced_at_the_standard_rate():
    cost = message_cost("claude-opus-4-8", TokenUsage(1000, 2000), TABLE, fast=True)
    assert cost.usd is None and cost.label == "no price"
    assert "claude-opus-4-8 in fast mode" in cost.title


def reply(n, model, speed):
    return {"type": "assistant", "uuid": f"a{n}", "parentUuid": "u1", "sessionId": "s1",
            "timestamp": f"2026-01-01T00:00:{n:02d}Z",
            "message": {"role": "assistant", "id": f"m{n}", "model": model,
                        "content": [{"type": "text", "text": "ok"}],
                        "usage": {"input_tokens": 0, "output_tokens": 40_000, "speed": speed}}}


def session(tmp_path, *lines):
    path = tmp_path / "s.jsonl"
    path.write_text("".join(json.dumps(x) + "\n" for x in [user_line(1, "Go."), *lines]))
    return path


def stats_of(path):
    (s,) = build_session(path, "auto", make_redactor(Options())).doc.sessions
    return session_stats(s)


def test_the_headline_cost_prices_a_fast_message_as_fast(tmp_path):
    # 40,000 output tokens at $25 = $1.00 standard; fast: $2.00
    assert stats_of(session(tmp_path, reply(2, "claude-opus-5", "standard"))).cost.usd \
        == pytest.approx(1.0)
    path = session(tmp_path, reply(2, "claude-opus-5", "fast"))
    assert stats_of(path).cost.usd == pytest.approx(2.0)
    assert re.search(r'data-fact="cost" data-value="2"', render_path(path))


def test_an_unpriced_fast_message_makes_the_headline_a_lower_bound(tmp_path):
    path = session(tmp_path, reply(2, "claude-opus-4-8", "standard"),
                   reply(3, "claude-opus-4-8", "fast"))
    cost = stats_of(path).cost
    assert cost.usd == pytest.approx(1.0) and cost.label == "≥$1.00"
    assert "claude-opus-4-8 in fast mode" in cost.title


def test_a_price_file_fast_multiplier_must_be_a_number():
    model = {"match": ["m"], "input": 1, "output": 1, "cache_write_5m": 1,
             "cache_write_1h": 1, "cache_read": 1}
    table = parse_prices({"as_of": "x", "models": [{**model, "fast": {"multiplier": 6}}]}, "f")
    assert table.models[0].fast == 6
    with pytest.raises(PriceFileError, match="fast"):
        parse_prices({"as_of": "x", "models": [{**model, "fast": {"multiplier": "6x"}}]}, "f")
