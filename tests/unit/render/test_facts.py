"""The session's facts are listed once (render/facts.py) and every output states them:
the page's fact line and card, the Markdown header, the JSON export and its schema, the
terminal panel. A Claude Code transcript's JSON says the page's cost; a fact added to the
list reaches every output with no other file touched."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any, Optional

import pytest

from cc2html.options import Options
from cc2html.pipeline import build, convert
from cc2html.render import facts as facts_module
from cc2html.render.facts import FACTS, LINE, session_facts
from cc2html.render.to_json.json_schema import schema
from cc2html.tree.stats import document_stats
from helpers import TEST_DATA, terminal_outputs

SOURCES = ["tools.jsonl", "tools_shell.jsonl", "agent_progress.jsonl", "sdk_turns.jsonl",
           "codex_tools.jsonl", "multi_session.jsonl"]


def outputs(src: Path, folder: Path) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for fmt in ("html", "md", "json"):
        path = folder / f"out.{fmt}"
        convert(src, path, options=Options(output_format=fmt))
        out[fmt] = path.read_text(encoding="utf-8")
    out["json"] = json.loads(out["json"])
    doc, _, _ = build(src)
    out["terminal"] = terminal_outputs(doc)[1]
    out["stats"] = document_stats(doc)
    return out


@pytest.mark.parametrize("name", SOURCES)
def test_the_json_facts_are_the_list_in_its_order(name, tmp_path):
    got = outputs(TEST_DATA / name, tmp_path)
    for session, stats in zip(got["json"]["sessions"], got["stats"]):
        assert list(session["facts"]) == list(FACTS)
        assert session["facts"]["tool_calls"] == sum(stats.tools.values())
        assert session["facts"]["commits"] == len(stats.commits)


def test_the_schema_facts_are_made_from_the_same_list():
    facts = schema()["$defs"]["Facts"]
    assert list(facts["properties"]) == list(FACTS) == facts["required"]
    assert facts["additionalProperties"] is False


@pytest.mark.parametrize("name", ["tools.jsonl", "agent_progress.jsonl", "cost_models.jsonl"])
def test_a_claude_code_transcript_exports_the_cost_its_page_shows(name, tmp_path):
    got = outputs(TEST_DATA / name, tmp_path)
    shown = re.findall(r'data-fact="cost" data-value="([^"]*)" data-estimate="(yes|no)"',
                       got["html"])
    exported = [s["facts"] for s in got["json"]["sessions"]]
    assert shown and len(shown) == len(exported)
    for (value, estimate), facts in zip(shown, exported):
        assert facts["cost_usd"] is not None  # was null for every Claude Code transcript
        assert round(facts["cost_usd"], 6) == round(float(value), 6)
        assert facts["cost_estimate"] is (estimate == "yes")


def _md_header(md: str) -> dict[str, str]:
    header = md.split("## Session 1:", 1)[1].strip().split("\n\n", 1)[1].split("\n\n", 1)[0]
    # a fact's value, then maybe what it counts, in words (`Injected`)
    return dict(re.match(r"- ([^:]+): `(.*)`(?: \([^`]*\))?$", line).groups()[:2]
                for line in header.splitlines())


def _panel(terminal: str) -> dict[str, str]:
    rows = {}
    for line in terminal.split("╰", 1)[0].splitlines()[1:]:
        match = re.match(r"│ (\S+(?: \S+)*?)  +(.*?) *│$", line)
        if match:
            rows[match.group(1)] = match.group(2)
    return rows


@pytest.mark.parametrize("name", ["tools.jsonl", "context_glance.jsonl", "sdk_turns.jsonl"])
def test_markdown_and_terminal_state_every_fact_the_page_line_does(name, tmp_path):
    got = outputs(TEST_DATA / name, tmp_path)
    line = re.search(r'<span class="facts">(.*?)</span>', got["html"]).group(1)
    md, panel = _md_header(got["md"]), _panel(got["terminal"])
    facts = {f.key: f for f in session_facts(got["stats"][0])}
    for key in LINE:
        fact = facts[key]
        if not fact.text:
            continue
        assert fact.line in line.replace("&amp;", "&")
        assert md[fact.label] == fact.text, (key, md)
        assert panel[fact.label] == fact.text, (key, panel)
    for label in ("Duration", "Prompts", "Tool calls", "Tokens", "Cost", "Models"):
        assert label in md and label in panel, label


def test_commits_are_stated_everywhere(tmp_path):
    got = outputs(TEST_DATA / "context_glance.jsonl", tmp_path)
    commits = len(got["stats"][0].commits)
    assert commits
    assert got["json"]["sessions"][0]["facts"]["commits"] == commits
    assert _md_header(got["md"])["Commits"] == str(commits)
    assert _panel(got["terminal"])["Commits"] == str(commits)
    assert f'data-fact="commits" data-value="{commits}"' in got["html"]


def test_a_new_fact_reaches_every_output_from_the_list_alone(tmp_path, monkeypatch):
    """The experiment issue 31 counts: a fact added in render/facts.py, nowhere else."""
    made = facts_module._made

    def with_rate(stats: Any) -> dict[str, tuple[Any, str, str]]:
        usage = stats.usage
        rate: Optional[float] = usage.cache_read_input_tokens / usage.total \
            if usage.total else None
        text = f"{rate:.0%}" if rate is not None else ""
        return {**made(stats), "cache_hit_rate": (rate, text, f"{text} cache hits")}

    monkeypatch.setattr(facts_module, "_made", with_rate)
    monkeypatch.setitem(FACTS, "cache_hit_rate", ("Cache hit rate", Optional[float]))
    monkeypatch.setattr(facts_module, "LINE", LINE + ("cache_hit_rate",))
    got = outputs(TEST_DATA / "tools.jsonl", tmp_path)
    rate = got["json"]["sessions"][0]["facts"]["cache_hit_rate"]
    text = f"{rate:.0%}"
    assert f"{text} cache hits</span>" in got["html"]  # the fact line
    assert f'<dt>Cache hit rate</dt><dd data-fact="cache_hit_rate" data-value="{rate}">' \
        f"{text}</dd>" in got["html"]  # the card
    assert _md_header(got["md"])["Cache hit rate"] == text
    assert _panel(got["terminal"])["Cache hit rate"] == text
    assert "cache_hit_rate" in schema()["$defs"]["Facts"]["properties"]
