"""`--prices FILE`: another price table for a page and for `show`; a bad file is a usage error."""

from __future__ import annotations

import json
import re

from typer.testing import CliRunner

from cc2html.cli.app import app

from helpers import TEST_DATA

runner = CliRunner()
SOURCE = TEST_DATA / "usage_dedup.jsonl"  # two opus-4-6 messages of 12/34/100/2,000 tokens


def _table(path, output_price):
    path.write_text(json.dumps({"as_of": "2027-01-01", "source": "a test", "models": [
        {"match": ["claude-opus-4-6"], "input": 0, "output": output_price, "cache_write_5m": 0,
         "cache_write_1h": 0, "cache_read": 0}]}), encoding="utf-8")
    return path


def _cost(page):
    return re.search(r'data-fact="cost" data-value="([^"]*)"', page).group(1)


def test_a_price_file_prices_the_page(tmp_path):
    out = tmp_path / "page.html"
    prices = _table(tmp_path / "p.json", 1000)  # 68 output tokens at $1,000 a million
    result = runner.invoke(app, [str(SOURCE), "-o", str(out), "--prices", str(prices)])
    assert result.exit_code == 0, result.output
    page = out.read_text(encoding="utf-8")
    assert _cost(page) == "0.068"
    assert "estimate from the price table p.json of 2027-01-01" in page


def test_without_a_price_file_the_bundled_table_prices_the_page(tmp_path):
    out = tmp_path / "page.html"
    assert runner.invoke(app, [str(SOURCE), "-o", str(out)]).exit_code == 0
    page = out.read_text(encoding="utf-8")
    assert _cost(page) == "0.00507"
    assert "the bundled price table of 2026-12-01" in page


def test_a_bad_price_file_is_a_usage_error(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text('{"as_of": "2027-01-01", "models": [{"match": []}]}', encoding="utf-8")
    out = tmp_path / "page.html"
    result = runner.invoke(app, [str(SOURCE), "-o", str(out), "--prices", str(bad)])
    assert result.exit_code == 2
    assert "--prices" in result.output and "'match'" in result.output
    assert not out.exists()


def test_a_missing_price_file_is_a_usage_error(tmp_path):
    result = runner.invoke(app, [str(SOURCE), "--prices", str(tmp_path / "absent.json")])
    assert result.exit_code == 2 and "cannot read" in result.output


def test_show_prices_with_the_file(tmp_path):
    prices = _table(tmp_path / "p.json", 1000)
    result = runner.invoke(app, ["show", str(SOURCE), "--prices", str(prices), "--width", "200",
                                 "--no-pager"])
    assert result.exit_code == 0, result.output
    assert "≈$0.07 (estimate from the price table p.json of 2027-01-01)" in result.output
    bad = runner.invoke(app, ["show", str(SOURCE), "--prices", str(tmp_path / "absent.json")])
    assert bad.exit_code == 2
