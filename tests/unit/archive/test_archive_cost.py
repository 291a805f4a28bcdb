"""The archive's indexes: cost per session and per project, cost by UTC day, and a changed
--prices table renders every page and index again."""

from __future__ import annotations

import json
import re
import shutil

import pytest
from typer.testing import CliRunner

from cc2html.cli.app import app

from helpers import TEST_DATA

runner = CliRunner()


def _archive(tmp_path):
    src = tmp_path / "projects"
    (src / "-w-alpha").mkdir(parents=True)
    (src / "-w-beta").mkdir(parents=True)
    # alpha: cost_models (0.0378 on 2026-03-01, 0.201 on 2026-03-02, one model unpriced)
    shutil.copy(TEST_DATA / "cost_models.jsonl", src / "-w-alpha" / "c0570000.jsonl")
    # beta: usage_dedup (0.00507 on 2026-01-15)
    shutil.copy(TEST_DATA / "usage_dedup.jsonl", src / "-w-beta" / "usage0de.jsonl")
    return src, tmp_path / "out"


def _run(src, out, *extra):
    result = runner.invoke(app, [str(src), "-o", str(out), "--jobs", "1", *extra])
    assert result.exit_code == 0, result.output
    return result.output


def _usd(page):
    return re.findall(r'<td class="num" data-usd="([^"]*)"[^>]*><span title="([^"]*)">([^<]*)</span>',
                      page)


def test_indexes_show_cost_per_project_and_per_utc_day(tmp_path):
    src, out = _archive(tmp_path)
    _run(src, out)
    top = (out / "index.html").read_text(encoding="utf-8")
    cells = _usd(top)
    projects, days = cells[:2], cells[2:]
    assert sorted(float(usd) for usd, _, _ in projects) == pytest.approx([0.00507, 0.2388])
    assert {label for _, _, label in projects} == {"≥$0.24", "≈$0.0051"}
    assert all("bundled price table of 2026-12-01" in title for _, title, _ in cells)
    assert "Cost by day (UTC)" in top
    assert [float(usd) for usd, _, _ in days] == pytest.approx([0.201, 0.0378, 0.00507])
    assert re.findall(r'<time datetime="(\d{4}-\d\d-\d\d)">', top) == [
        "2026-03-02", "2026-03-01", "2026-01-15"]
    alpha = (out / "-w-alpha" / "index.html").read_text(encoding="utf-8")
    usd, title, label = _usd(alpha)[0]  # the session row, then its days
    assert (usd, label) == ("0.2388", "≥$0.24") and "no price for claude-opus-4-9" in title


def test_a_changed_price_table_renders_the_pages_again(tmp_path):
    src, out = _archive(tmp_path)
    _run(src, out)
    assert "0 pages written" in _run(src, out)
    prices = tmp_path / "p.json"
    prices.write_text(json.dumps({"as_of": "2027-01-01", "models": [
        {"match": ["claude-opus-4-6"], "input": 0, "output": 1000, "cache_write_5m": 0,
         "cache_write_1h": 0, "cache_read": 0}]}), encoding="utf-8")
    assert "2 pages written" in _run(src, out, "--prices", str(prices))
    beta = (out / "-w-beta" / "index.html").read_text(encoding="utf-8")
    assert _usd(beta)[0][0] == "0.068"
    page = next((out / "-w-beta").glob("usage0de*.html")).read_text(encoding="utf-8")
    assert 'data-fact="cost" data-value="0.068"' in page
    assert "0 pages written" in _run(src, out, "--prices", str(prices))
