"""Codex CLI and Gemini CLI sessions in ../shared/corpus-agents: each renders (exit 0) and
the words a reader should see reach the page outside raw dumps.

Words are taken per format from what a reader should see (prompts and replies,
reasoning summaries, Gemini thoughts, tool call arguments and outputs); the page side
is its visible text with every "Unrecognised" (raw JSON) card left out, so a word
that only reaches the page inside a raw dump does not count. Recall must be at least
0.99 over all files (weighted by words) and 0.9 in every file.
"""

from __future__ import annotations

import html
import html.parser
import json
import re
from pathlib import Path
from typing import Any, Iterator

import pytest
from typer.testing import CliRunner

from cc2html.cli.app import app
from cc2html.read.agents import detect_agent
from helpers import SHARED

pytestmark = pytest.mark.corpus

AGENTS = SHARED / "corpus-agents"
WORD = re.compile(r"[A-Za-z0-9]{4,}")
SKIP_KEYS = {"id", "call_id", "type", "encrypted_content", "timestamp", "image_url", "detail"}
#: apply_patch's own syntax, which the diff view shows as structure (file, action)
PATCH_MARKS = re.compile(r"^\*\*\* (?:Begin Patch|End Patch|End of File|(?:Add|Update|Delete) "
                         r"File:|Move to:)", re.M)
VOID = {"br", "img", "input", "meta", "hr", "wbr", "link", "col", "area", "source"}


def _strings(value: Any, key: str = "") -> Iterator[str]:
    if key in SKIP_KEYS:
        return
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for k, v in value.items():
            yield from _strings(v, k)
    elif isinstance(value, list):
        for v in value:
            yield from _strings(v, key)


def _json_or(text: Any) -> Any:
    if isinstance(text, str) and text[:1] in "[{":
        try:
            return json.loads(text)
        except ValueError:
            return text
    return text


def codex_strings(obj: dict) -> Iterator[str]:
    """What a reader should see of one rollout line (either format)."""
    payload = obj.get("payload") if isinstance(obj.get("payload"), dict) else obj
    kind = payload.get("type")
    if obj.get("type") in ("session_meta", "turn_context", "compacted"):
        return
    if kind == "message" or (kind is None and "role" in payload):
        if payload.get("role") in ("user", "assistant"):
            yield from _strings(payload.get("content"))
    elif kind == "reasoning":
        yield from _strings(payload.get("summary"))
    elif kind in ("function_call", "custom_tool_call"):
        yield from _strings(_json_or(payload.get("arguments", payload.get("input"))))
    elif kind in ("function_call_output", "custom_tool_call_output"):
        yield from _strings(_json_or(payload.get("output")))
    elif kind in ("user_message", "agent_message"):
        yield from _strings(payload.get("message"))
    elif kind in ("agent_reasoning", "agent_reasoning_raw_content"):
        yield from _strings(payload.get("text"))


def gemini_strings(msg: dict) -> Iterator[str]:
    """What a reader should see of one Gemini message."""
    if msg.get("type") not in ("user", "gemini", "model", "info", "error", "warning"):
        return
    yield from _strings(msg.get("content", msg.get("parts")))
    for thought in msg.get("thoughts") or []:
        yield from _strings(thought)
    for call in msg.get("toolCalls") or []:
        yield from _strings(call.get("args"))
        for result in call.get("result") or []:
            yield from _strings((result.get("functionResponse") or {}).get("response"))


def _objects(path: Path) -> list[dict]:
    data = path.read_bytes()
    try:
        doc = json.loads(data)
    except ValueError:
        doc = None
    if isinstance(doc, dict):
        return [m for m in doc.get("messages", []) if isinstance(m, dict)]
    found = []
    for raw in data.splitlines():
        try:
            obj = json.loads(raw)
        except ValueError:
            continue
        if isinstance(obj, dict):
            found.append(obj)
    return found


def input_words(path: Path, agent: str) -> set[str]:
    strings = codex_strings if agent == "codex" else gemini_strings
    return {w for obj in _objects(path) for s in strings(obj)
            for w in WORD.findall(PATCH_MARKS.sub(" ", s))}


class _Visible(html.parser.HTMLParser):
    """A page's visible text, leaving out scripts, styles and raw ("unknown") cards."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[str] = []
        self.skip_at: list[int] = []
        self.parts: list[str] = []

    def handle_starttag(self, tag: str, attrs: list) -> None:
        if tag in VOID:
            return
        self.stack.append(tag)
        classes = (dict(attrs).get("class") or "").split()
        if tag in ("script", "style") or "unknown" in classes:
            self.skip_at.append(len(self.stack))

    def handle_endtag(self, tag: str) -> None:
        if tag in VOID or tag not in self.stack:
            return
        while self.stack:
            if self.skip_at and self.skip_at[-1] == len(self.stack):
                self.skip_at.pop()
            if self.stack.pop() == tag:
                break

    def handle_data(self, data: str) -> None:
        if not self.skip_at:
            self.parts.append(data)


def output_words(page: str) -> set[str]:
    parser = _Visible()
    parser.feed(page)
    parser.close()
    return set(WORD.findall(html.unescape(" ".join(parser.parts))))


def agent_files() -> list[tuple[Path, str]]:
    if not AGENTS.is_dir():
        return []
    return [(p, detect_agent(p)) for p in sorted(AGENTS.rglob("*.json*")) if p.is_file()]


FILES = agent_files()


def _render(path: Path, out: Path) -> str:
    result = CliRunner().invoke(app, [str(path), "-o", str(out)])
    assert result.exit_code == 0, (path.name, result.output[-500:])
    return out.read_text(encoding="utf-8")


def test_every_agent_file_is_detected():
    if not FILES:
        pytest.skip(f"{AGENTS} not found (set CC2HTML_SHARED)")
    assert [str(p) for p, agent in FILES if not agent] == []


def test_agent_words_reach_the_page_outside_raw_dumps(tmp_path: Path):
    if not FILES:
        pytest.skip(f"{AGENTS} not found (set CC2HTML_SHARED)")
    wanted = found = 0
    worst: list[tuple[float, str, list[str]]] = []
    for index, (path, agent) in enumerate(FILES):
        want = input_words(path, agent)
        lost = want - output_words(_render(path, tmp_path / f"{index}.html"))
        wanted, found = wanted + len(want), found + len(want) - len(lost)
        score = 1 - len(lost) / len(want) if want else 1.0
        worst.append((score, str(path.relative_to(AGENTS)), sorted(lost)[:10]))
    worst.sort()
    weighted = found / wanted
    print(f"agents recall: weighted {weighted:.4f}, worst {worst[0][0]:.4f} {worst[0][1]}")
    assert weighted >= 0.99, (weighted, worst[:3])
    assert worst[0][0] >= 0.9, worst[:3]
