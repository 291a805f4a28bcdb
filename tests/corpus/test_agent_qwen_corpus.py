"""Qwen Code's samples in ../shared/corpus-agents-next (issue 35): every file is detected
as Qwen Code, renders (exit 0) with no unrecognised kind, and the words a reader should
see (prompt, reply, thinking and notification parts, tool call arguments and responses)
reach the page outside raw cards: >= 0.99 weighted, >= 0.95 per file. No sample invents
a kind; `…05.jsonl`'s two objects glued on one line are both read (and the line is
listed in the page's report), `…02.jsonl`'s other session id is said in a notice."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Iterator

import pytest
from typer.testing import CliRunner

from cc2html.cli.app import app
from cc2html.read.agents import detect_agent
from cc2html.survey import survey
from helpers import SHARED
from agent_words import WORD, output_words, strings as _strings

pytestmark = pytest.mark.corpus

ROOT = SHARED / "corpus-agents-next/jazzyalex-agent-sessions/Resources/Fixtures/stage0/agents/qwen"
FILES = sorted(ROOT.glob("*.jsonl")) if ROOT.is_dir() else []
TRIMMED = "[trimmed for fixture]"


def _records(path: Path) -> Iterator[dict[str, Any]]:
    decoder = json.JSONDecoder()
    for line in path.read_text(encoding="utf-8").splitlines():
        pos = 0
        while pos < len(line):
            obj, pos = decoder.raw_decode(line, pos)
            yield obj


def qwen_strings(obj: dict[str, Any]) -> Iterator[str]:
    """What a reader should see of one record."""
    parts = (obj.get("message") or {}).get("parts") or []
    for part in parts:
        if "functionCall" in part:
            yield from _strings(part["functionCall"].get("args"))
        elif "functionResponse" in part:
            yield from _strings(part["functionResponse"].get("response"))
        else:
            yield from _strings(part.get("text"))
    payload = obj.get("systemPayload") or {}
    if obj.get("subtype") == "slash_command":
        yield from _strings(payload.get("rawCommand"))


def _words(path: Path) -> set[str]:
    return {w for obj in _records(path) for s in qwen_strings(obj) if s != TRIMMED
            for w in WORD.findall(s)}


def _need() -> None:
    if not FILES:
        pytest.skip(f"{ROOT} not found (set CC2HTML_SHARED)")


def test_every_qwen_sample_is_detected_as_qwen():
    _need()
    assert {p.name: detect_agent(p) for p in FILES} == {p.name: "qwen" for p in FILES}


def test_no_qwen_sample_shows_an_unrecognised_kind():
    _need()
    strict = [(f.file, f.category, f.name) for group in survey(FILES).groups
              for f in group.findings if f.strict]
    assert strict == []


def test_qwen_words_reach_the_page_outside_raw_cards(tmp_path: Path):
    _need()
    wanted = found = 0
    scores = []
    for index, path in enumerate(FILES):
        out = tmp_path / f"{index}.html"
        result = CliRunner().invoke(app, [str(path), "-o", str(out)])
        assert result.exit_code == 0, (path.name, result.output[-500:])
        want = _words(path)
        lost = want - output_words(out.read_text(encoding="utf-8"))
        wanted, found = wanted + len(want), found + len(want) - len(lost)
        scores.append((1 - len(lost) / len(want) if want else 1.0, path.name, sorted(lost)))
    scores.sort()
    print(f"qwen recall: weighted {found / wanted:.4f}, worst {scores[0][:2]}")
    assert found / wanted >= 0.99, scores[:3]
    assert scores[0][0] >= 0.95, scores[:3]
