"""pi's sample in ../shared/corpus-agents-next (issue 35): detected as pi, renders (exit 0)
with no unrecognised kind but the one it invents on purpose (agentsview's parser test
ends with `unknown_future_entry_type`, shown raw, and a line that is not JSON, listed in
the page's report), and the words a reader should see (prompts, replies, thinking, tool
arguments and results, summaries) reach the page outside raw cards: >= 0.99 weighted,
>= 0.95 per file."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Iterator

import pytest
from typer.testing import CliRunner

from agent_words import WORD, output_words, strings
from cc2html.cli.app import app
from cc2html.read.agents import detect_agent
from cc2html.survey import survey
from helpers import SHARED

pytestmark = pytest.mark.corpus

NEXT = SHARED / "corpus-agents-next"
FILES = sorted(p for p in NEXT.rglob("*.jsonl") if "/pi/" in p.as_posix()) \
    if NEXT.is_dir() else []
#: file (under corpus-agents-next) -> the kinds it invents on purpose
INVENTED = {"kenn-io-agentsview/internal/parser/testdata/pi/session.jsonl":
            {"pi unknown_future_entry_type"}}


def pi_strings(obj: dict[str, Any]) -> Iterator[str]:
    """What a reader should see of one entry."""
    message = obj.get("message") if isinstance(obj.get("message"), dict) else {}
    for part in message.get("content") or []:
        if part.get("type") == "toolCall":
            yield from strings(part.get("arguments"))
        elif part.get("type") in ("text", "thinking"):
            yield from strings(part.get(part["type"]))
    if obj.get("type") in ("compaction", "branch_summary"):
        yield from strings(obj.get("summary"))


def _words(path: Path) -> set[str]:
    found = set()
    for line in path.read_text(encoding="utf-8").splitlines():
        try:
            obj = json.loads(line)
        except ValueError:
            continue
        found |= {w for s in pi_strings(obj) for w in WORD.findall(s)}
    return found


def _need() -> None:
    if not FILES:
        pytest.skip(f"no pi sample under {NEXT} (set CC2HTML_SHARED)")


def test_every_pi_sample_is_detected_as_pi():
    _need()
    assert {p.name: detect_agent(p) for p in FILES} == {p.name: "pi" for p in FILES}


def test_no_unrecognised_kind_but_those_the_samples_invent():
    _need()
    found: dict[str, set[str]] = {}
    for path in FILES:
        for group in survey([path]).groups:
            for f in group.findings:
                if f.strict:
                    found.setdefault(path.relative_to(NEXT).as_posix(), set()).add(f.name)
    assert found == INVENTED


def test_pi_words_reach_the_page_outside_raw_cards(tmp_path: Path):
    _need()
    wanted = got = 0
    scores = []
    for index, path in enumerate(FILES):
        out = tmp_path / f"{index}.html"
        result = CliRunner().invoke(app, [str(path), "-o", str(out)])
        assert result.exit_code == 0, (path.name, result.output[-500:])
        page = out.read_text(encoding="utf-8")
        want = _words(path)
        lost = want - output_words(page)
        wanted, got = wanted + len(want), got + len(want) - len(lost)
        scores.append((1 - len(lost) / len(want) if want else 1.0, path.name, sorted(lost)))
        if path.name == "session.jsonl":  # the malformed line and the unknown kind, reported
            assert "line 10" in page and "not JSON" in page
            assert "unknown_future_entry_type: a kind pi 0.58" in page
    scores.sort()
    print(f"pi recall: weighted {got / wanted:.4f}, worst {scores[0][:2]}")
    assert got / wanted >= 0.99, scores[:3]
    assert scores[0][0] >= 0.95, scores[:3]
