"""Every SDK log of the corpus whose result lines report `total_cost_usd` shows that cost
(summed over its queries, not an estimate) in its page's facts; read here straight from
the log's lines, independently of the pipeline."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from cc2html.read.agents import detect_format
from helpers import CORPUS, need_corpus, render_files

pytestmark = pytest.mark.corpus


def reported_cost(path: Path) -> float | None:
    total = None
    for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
        try:
            obj = json.loads(line)
        except ValueError:
            continue
        cost = obj.get("total_cost_usd") if isinstance(obj, dict) else None
        if obj.get("type") == "result" and isinstance(cost, (int, float)) \
                and not isinstance(cost, bool):
            total = (total or 0.0) + cost
    return total


def sdk_logs() -> list[tuple[Path, float]]:
    if not CORPUS.is_dir():
        return []
    found = []
    for p in sorted(CORPUS.rglob("*.json*")):
        if p.is_file() and detect_format(p).name == "stream-json":
            cost = reported_cost(p)
            if cost is not None:
                found.append((p, cost))
    return found


def test_every_sdk_log_shows_the_cost_its_result_lines_report(tmp_path):
    need_corpus()
    logs = sdk_logs()
    assert logs, "expected the ariel-frischer-claude-clean capture (it has a result line)"
    pages = render_files([p for p, _ in logs], tmp_path)
    for path, cost in logs:
        page = pages[path].read_text(encoding="utf-8")
        fact = re.search(r'data-fact="cost" data-value="([^"]*)" data-estimate="(\w+)">'
                         r'<span class="cost" title="[^"]*">([^<]*)</span>', page)
        assert fact, f"{path.name}: no cost in the facts"
        assert float(fact.group(1)) == pytest.approx(cost, abs=1e-6), path.name
        shown = f"${cost:,.2f}" if cost >= 1 else f"${cost:.4f}"
        assert fact.group(2) == "no" and fact.group(3) == shown, path.name
