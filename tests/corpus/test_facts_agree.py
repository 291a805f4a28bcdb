"""Whole corpus: every output states the same session facts with the same values.

Per session of each transcript (Claude Code's corpus, Codex and Gemini sessions beside it),
the page's fact line and header card (its `data-fact` attributes), the Markdown header, the
JSON export's `facts` and the terminal panel (`cc2html show`) are read back, each by its
own small parser here, and compared: duration, prompts, tool calls, tokens, models,
commits and cost. Each output is made the way the CLI makes it (pipeline.convert; the
show command's printer), so a render that computes or formats a fact its own way fails
with the file, the fact and the values. Files over SIZE_CAP (the corpus's two largest) are
left out to keep the run under a minute.
"""

from __future__ import annotations

import html
import io
import json
import re
from pathlib import Path
from typing import Any, Optional

import pytest
from rich.console import Console

from cc2html.cli.show import _print
from cc2html.options import Options
from cc2html.pipeline import build, convert
from cc2html.read.sniff import not_transcript
from cc2html.render.text.formats import short_model
from helpers import CORPUS, SHARED, need_corpus

pytestmark = pytest.mark.corpus

SIZE_CAP = 3_000_000  # bytes: four outputs a file; the whole run stays under a minute
FOLDERS = (CORPUS, SHARED / "corpus-agents")


def files() -> list[Path]:
    found = []
    for folder in FOLDERS:
        if folder.is_dir():
            found += sorted(p for p in folder.rglob("*.jsonl")
                            if "subagents" not in p.parts and p.stat().st_size <= SIZE_CAP
                            and not p.name.startswith("agent-") and not not_transcript(p))
    return found


FILES = files()


# --------------------------------------------------------------------------- readers


def page_sessions(page: str) -> list[dict[str, Any]]:
    """Per session: the fact line's parts and the card's data-fact attributes."""
    out = []
    for card in page.split('<details class="fact-card">')[1:]:
        card = card.split("</details>", 1)[0]
        line = re.search(r'<span class="facts">(.*?)</span>', card)
        facts: dict[str, dict[str, str]] = {}
        for dd in re.finditer(r"<dd ([^>]*data-fact=[^>]*)>([^<]*)", card):
            attrs = dict(re.findall(r'([a-z-]+)="([^"]*)"', dd.group(1)))
            facts[attrs["data-fact"]] = {k: html.unescape(v) for k, v in attrs.items()}
            facts[attrs["data-fact"]]["text"] = html.unescape(dd.group(2))
        models = [html.unescape(m) for m in re.findall(r'<span class="badge model">(.*?)</span>',
                                                       card)]
        out.append({"line": html.unescape(line.group(1)).split(" · ") if line else [],
                    "card": facts, "models": models})
    return out


MD_FACT = re.compile(r"^- ([A-Z][A-Za-z ]*): (`+) ?(.*?) ?\2$")


def markdown_sessions(text: str) -> list[dict[str, str]]:
    """Per session: the header's `- Label: `value`` lines, by label."""
    out = []
    for part in re.split(r"^## Session \d+: .*$", text, flags=re.M)[1:]:
        header = part.strip().split("\n\n", 1)[0]
        out.append({m.group(1): m.group(3) for m in map(MD_FACT.match, header.splitlines())
                    if m})
    return out


def terminal_sessions(source: Path, labels: set[str]) -> list[dict[str, str]]:
    """Per session: the panel's rows, by label (a wide console: no row wraps)."""
    doc, _, _ = build(source)
    console = Console(file=io.StringIO(), width=2000, color_system=None, force_terminal=False)
    _print(console, doc, Options())
    out: list[dict[str, str]] = []
    for raw in console.file.getvalue().splitlines():  # type: ignore[attr-defined]
        if raw.startswith("╭"):
            out.append({})
            continue
        if not raw.startswith("│") or not out:
            continue
        row = raw.strip("│ ")
        match = re.match(r"(\S+(?: \S+)*?)  +(.*)$", row)
        if match and match.group(1) in labels:
            out[-1][match.group(1)] = match.group(2).strip()
    return out


# --------------------------------------------------------------------------- comparison


def number(text: Optional[str]) -> Optional[int]:
    """The count a fact states first ("294 (51 in subagents)": 294)."""
    return None if text is None else int(re.match(r"[\d,]+", text).group(0).replace(",", ""))


SUBAGENTS = re.compile(r" \(([\d,]+) in subagents\)$")


def in_subagents(text: Optional[str]) -> Optional[int]:
    """The subagents' share a fact states ("294 (51 in subagents)": 51), None when none."""
    match = SUBAGENTS.search(text or "")
    return None if match is None else number(match.group(1))


def counted_in(line: list[str], noun: str, share: bool = False) -> Optional[int]:
    """The count of `noun` on the fact line ("3 prompts", "1 prompt"), None when absent;
    with `share`, the subagents' share it states ("3 commits (1 in subagents)": 1)."""
    for part in line:
        match = re.fullmatch(rf"([\d,]+) {noun}s?(?: \(([\d,]+) in subagents\))?", part)
        if match:
            return number(match.group(2)) if share else number(match.group(1))
    return None


def disagreements(facts: dict[str, Any], page: dict[str, Any], md: dict[str, str],
                  term: dict[str, str]) -> list[str]:
    wrong: list[str] = []

    def same(what: str, *values: Any) -> None:
        if len(set(map(repr, values))) > 1:
            wrong.append(f"{what}: {values!r}")

    card, line = page["card"], page["line"]
    # duration: JSON seconds = the card's; Markdown = terminal = the line's first part
    same("duration_s", facts["duration_s"],
         float(card["duration"]["data-value"]) if "duration" in card else None)
    same("duration text", md.get("Duration"), term.get("Duration"),
         line[0] if facts["duration_s"] is not None else None)
    # prompts, tool calls, commits: one count everywhere
    same("prompts", facts["prompts"], number(card["prompts"]["data-value"]),
         number(md.get("Prompts")), number(term.get("Prompts")), counted_in(line, "prompt"))
    same("tool_calls", facts["tool_calls"], sum(facts["tools"].values()),
         number(card["tool_calls"]["data-value"]), number(md.get("Tool calls")),
         number(term.get("Tool calls")), counted_in(line, "tool call"))
    commits = facts["commits"] or None
    same("commits", commits, number(card.get("commits", {}).get("data-value")),
         number(md.get("Commits")), number(term.get("Commits")), counted_in(line, "commit"))
    # the subagents' share of the tool calls and commits: the JSON's = what each text says
    # (a text says a share only when the subagents made some of it: the JSON says 0)
    same("subagent_tool_calls", facts["subagent_tool_calls"] or None,
         in_subagents(card["tool_calls"]["text"]), in_subagents(md.get("Tool calls")),
         in_subagents(term.get("Tool calls")), counted_in(line, "tool call", share=True))
    sub_commits = (facts["subagent_commits"] or None) if commits else None
    same("subagent_commits", sub_commits, number(card.get("commits", {}).get("data-subagents")),
         in_subagents(md.get("Commits")), in_subagents(term.get("Commits")),
         counted_in(line, "commit", share=True))
    # tokens: the JSON's usage = the card's attributes = the Markdown's and terminal's text
    usage = facts["usage"]
    tokens = None
    if "tokens" in card:
        tokens = (number(card["tokens"]["data-input"]), number(card["tokens"]["data-output"]))
    said = [re.match(r"([\d,]+) in · ([\d,]+) out", t) for t in
            (md.get("Tokens"), term.get("Tokens")) if t is not None]
    total = sum(v for k, v in usage.items() if k != "type")
    same("tokens", (usage.get("input_tokens", 0), usage.get("output_tokens", 0)) if total else None, tokens,
         *[(number(m.group(1)), number(m.group(2))) if m else "unreadable" for m in said])
    if total and len(said) != 2:
        wrong.append(f"tokens: Markdown {md.get('Tokens')!r}, terminal {term.get('Tokens')!r}")
    same("tokens text", md.get("Tokens"), term.get("Tokens"))
    # models: the JSON's = the card's badges = the Markdown's and terminal's list; the line
    # names the first two, shortened
    models = facts["models"]
    same("models", models, page["models"],
         md["Models"].split(", ") if "Models" in md else [],
         term["Models"].split(", ") if "Models" in term else [])
    if models:
        first = ", ".join(short_model(m) for m in models[:2])
        if not any(part.startswith(first) for part in line):
            wrong.append(f"models: the line {line!r} does not name {first!r}")
    # cost: the JSON's dollars = the card's; the label on the line opens the Markdown's
    # and the terminal's
    usd = facts["cost_usd"]
    shown = card.get("cost", {}).get("data-value")
    same("cost_usd", None if usd is None else round(usd, 6),
         round(float(shown), 6) if shown else None)
    same("cost text", md.get("Cost"), term.get("Cost"))
    label = line[-1] if "cost" in card else None
    if label is not None and not (md.get("Cost") or "").startswith(label + " "):
        wrong.append(f"cost: the line says {label!r}, Markdown {md.get('Cost')!r}")
    if usd is not None and label is not None and label[0] in "≈≥$":
        figure = float(label.lstrip("≈≥$").replace(",", ""))
        if abs(figure - usd) > max(0.005, usd * 0.01):
            wrong.append(f"cost: the line says {label!r}, the JSON {usd!r}")
    return wrong


def outputs(src: Path, folder: Path) -> tuple[str, str, dict[str, Any]]:
    texts = []
    for fmt in ("html", "md", "json"):
        out = folder / f"out.{fmt}"
        convert(src, out, options=Options(output_format=fmt))
        texts.append(out.read_text(encoding="utf-8"))
    return texts[0], texts[1], json.loads(texts[2])


def test_corpus_is_there():
    need_corpus()
    assert len(FILES) > 100


@pytest.mark.parametrize("src", FILES, ids=[str(p.relative_to(SHARED)) for p in FILES])
def test_every_output_states_the_same_facts(src, tmp_path):
    page, md, exported = outputs(src, tmp_path)
    sessions = exported["sessions"]
    pages, mds = page_sessions(page), markdown_sessions(md)
    labels = {"Duration", "Prompts", "Tool calls", "Commits", "Tokens", "Models", "Cost"}
    terms = terminal_sessions(src, labels)
    assert len(pages) == len(mds) == len(terms) == len(sessions), (
        len(pages), len(mds), len(terms), len(sessions))
    wrong = []
    for n, (session, pg, m, t) in enumerate(zip(sessions, pages, mds, terms), 1):
        wrong += [f"session {n}: {d}" for d in disagreements(session["facts"], pg, m, t)]
    assert not wrong, "\n".join(wrong)
