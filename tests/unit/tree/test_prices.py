"""The price table: a model id finds its family's price, dated or not; an unlisted one none."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, strategies as st

from cc2html.tree.prices import PriceFileError, bundled_prices, load_prices

TABLE = bundled_prices()


@pytest.mark.parametrize("model, family", [
    ("claude-opus-4-6", "Claude Opus 4.5 to 4.8"),
    ("claude-opus-4-5-20251101", "Claude Opus 4.5 to 4.8"),
    ("claude-opus-4-7", "Claude Opus 4.5 to 4.8"),
    ("claude-opus-4-1-20250805", "Claude Opus 4 / 4.1"),
    ("claude-opus-4-20250514", "Claude Opus 4 / 4.1"),
    ("claude-sonnet-4-20250514", "Claude Sonnet 4 / 4.5"),
    ("claude-sonnet-4-5-20250929", "Claude Sonnet 4 / 4.5"),
    ("claude-sonnet-4-6", "Claude Sonnet 4.6"),
    ("claude-haiku-4-5-20251001", "Claude Haiku 4.5"),
    ("claude-3-5-haiku-20241022", "Claude Haiku 3.5"),
    ("claude-3-7-sonnet-latest", "Claude Sonnet 3.5 / 3.7"),
    ("claude-fable-5", "Claude Fable 5 / Mythos 5"),
    ("claude-fable-5-1", "Claude Fable 5.1 / Mythos 5.1"),
    ("us.anthropic.claude-opus-4-1-20250805-v1:0", "Claude Opus 4 / 4.1"),  # Bedrock
    ("claude-sonnet-4@20250514", "Claude Sonnet 4 / 4.5"),  # Vertex
    ("claude-opus-4-6[1m]", "Claude Opus 4.5 to 4.8"),  # Claude Code's 1M-context suffix
    ("Claude-Opus-4-6", "Claude Opus 4.5 to 4.8"),
])
def test_a_model_id_finds_its_family(model, family):
    price = TABLE.lookup(model)
    assert price is not None and price.name == family


@pytest.mark.parametrize("model", [
    "claude-opus-4-9",  # not the older claude-opus-4's price
    "claude-sonnet-4-5-fast", "claude-3-sonnet-20240229", "sonnet", "gpt-9", "", None,
    "<synthetic>",
])
def test_a_model_the_table_does_not_list_has_no_price(model):
    assert TABLE.lookup(model) is None


def test_sonnet_4_5_past_200k_input_takes_the_long_context_rates():
    price = TABLE.lookup("claude-sonnet-4-5-20250929")
    assert price.rates_for(200_000).input == 3
    long = price.rates_for(200_001)
    assert (long.input, long.output, long.cache_write_5m, long.cache_write_1h,
            long.cache_read) == (6, 22.5, 7.5, 12, 0.6)


def test_opus_4_6_has_no_long_context_tier():
    assert TABLE.lookup("claude-opus-4-6").rates_for(900_000).input == 5


def test_the_bundled_table_is_dated_and_names_its_source():
    assert TABLE.as_of == "2026-12-01"
    assert "platform.claude.com" in TABLE.source
    assert TABLE.described == "the bundled price table of 2026-12-01"


def test_a_price_file_of_the_same_shape_loads(tmp_path):
    path = tmp_path / "mine.json"
    path.write_text(json.dumps({"as_of": "2027-01-01", "models": [
        {"match": ["claude-opus-4-6"], "input": 1, "output": 2, "cache_write_5m": 3,
         "cache_write_1h": 4, "cache_read": 0.5}]}), encoding="utf-8")
    table = load_prices(path)
    assert table.lookup("claude-opus-4-6").rates.output == 2
    assert table.lookup("claude-haiku-4-5") is None
    assert table.described == "the price table mine.json of 2027-01-01"


@pytest.mark.parametrize("text, said", [
    ("not json", "is not JSON"),
    ("[]", "expected a JSON object"),
    ('{"models": []}', "'as_of'"),
    ('{"as_of": "x", "models": {}}', "'models' must be a list"),
    ('{"as_of": "x", "models": [{"match": "claude"}]}', "'match'"),
    ('{"as_of": "x", "models": [{"match": ["c"], "input": -1}]}', "'input'"),
    ('{"as_of": "x", "models": [{"match": ["c"], "input": 1, "output": 1, "cache_write_5m": 1,'
     ' "cache_write_1h": 1, "cache_read": true}]}', "'cache_read'"),
    ('{"as_of": "x", "models": [{"match": ["c"], "input": 1, "output": 1, "cache_write_5m": 1,'
     ' "cache_write_1h": 1, "cache_read": 1, "long_context": {"input": 2}}]}', "'above'"),
])
def test_a_bad_price_file_says_what_is_wrong(tmp_path, text, said):
    path = tmp_path / "bad.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(PriceFileError, match=said):
        load_prices(path)


def test_a_missing_price_file_is_a_price_file_error(tmp_path):
    with pytest.raises(PriceFileError, match="cannot read"):
        load_prices(tmp_path / "absent.json")


@given(st.text(max_size=60))
def test_any_model_id_is_looked_up_without_error(model):
    price = TABLE.lookup(model)
    assert price is None or price.rates.input >= 0
