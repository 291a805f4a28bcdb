"""GitHub Copilot CLI's sample logs in ../shared/corpus-agents-next (and the hand-made
fixture): each renders (exit 0), reads with no unknown kind, and the words a reader
should see reach the page outside raw dumps: recall >= 0.99 weighted, >= 0.95 per file.

Words are taken from what a reader should see of each event (prompts, replies, reasoning,
tool call arguments and results, errors, notices' messages; `transformedContent`, the
copy of a prompt the CLI wraps for the model, is not shown); the page side is its visible
text without "Unrecognised" cards (as tests/corpus/test_agents_recall.py reads it). The
samples invent no kind; the fixture's `session.future_kind` is invented on purpose (an
event type no version writes, to show how one is shown raw).
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

from cc2html.classify import ClassifyContext
from cc2html.cli.app import app
from cc2html.model import AgentProgressRecord, HiddenRecord, SummaryRecord, TitleRecord
from cc2html.pipeline import read_messages
from cc2html.read.agents import detect_agent
from cc2html.survey import survey
from cc2html.tree.build import build_document
from cc2html.tree.stats import all_messages
from helpers import SHARED, TEST_DATA

pytestmark = pytest.mark.corpus

SAMPLES = SHARED / "corpus-agents-next"
FIXTURE = TEST_DATA / "agents" / "copilot" / "session.jsonl"
RECORDS = (HiddenRecord, SummaryRecord, TitleRecord, AgentProgressRecord)
#: file -> the unknown kinds it invents on purpose
INVENTED = {FIXTURE.name: {"kind session.future_kind"}}


WORD = re.compile(r"[A-Za-z0-9]{4,}")
VOID = {"br", "img", "input", "meta", "hr", "wbr", "link", "col", "area", "source"}


def _strings(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for v in value.values():
            yield from _strings(v)
    elif isinstance(value, list):
        for v in value:
            yield from _strings(v)


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
        if tag in ("script", "style") or "unknown" in (dict(attrs).get("class") or "").split():
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


def copilot_files() -> list[Path]:
    found = [p for p in sorted(SAMPLES.rglob("*.jsonl")) if detect_agent(p) == "copilot"] \
        if SAMPLES.is_dir() else []
    return [*found, FIXTURE]


#: event type -> the data fields a reader should see
SHOWN = {"user.message": ("content",), "assistant.message": ("content", "reasoningText"),
         "assistant.reasoning": ("content",), "session.error": ("message",),
         "session.info": ("message",), "session.warning": ("message",),
         "system.notification": ("content",), "subagent.started": ("agentDescription",),
         "session.compaction_complete": ("summaryContent",), "system.message": ("content",)}


def copilot_strings(obj: dict) -> Iterator[str]:
    """What a reader should see of one event."""
    data = obj.get("data") if isinstance(obj.get("data"), dict) else {}
    kind = obj.get("type")
    for key in SHOWN.get(kind, ()):
        yield from _strings(data.get(key))
    if kind == "assistant.message":
        for request in data.get("toolRequests") or []:
            yield from _strings(_arguments(request.get("arguments")))
    elif kind == "tool.execution_complete":
        result = data.get("result") if isinstance(data.get("result"), dict) else {}
        yield from _strings(result.get("content"))
        yield from _strings(result.get("detailedContent"))
        yield from _strings((data.get("error") or {}).get("message") if isinstance(
            data.get("error"), dict) else None)


def _arguments(value: Any) -> Any:
    if isinstance(value, str) and value.startswith("{"):
        try:
            return json.loads(value)
        except ValueError:
            return value
    return value


def input_words(path: Path) -> set[str]:
    words: set[str] = set()
    for raw in path.read_bytes().splitlines():
        try:
            obj = json.loads(raw)
        except ValueError:
            continue
        if isinstance(obj, dict):
            words.update(w for s in copilot_strings(obj) for w in WORD.findall(s))
    return words


def test_every_copilot_file_renders_and_its_words_reach_the_page(tmp_path: Path):
    files = copilot_files()
    if len(files) < 2:
        pytest.skip(f"{SAMPLES} not found (set CC2HTML_SHARED)")
    wanted = found = 0
    worst: list[tuple[float, str, list[str]]] = []
    for index, path in enumerate(files):
        out = tmp_path / f"{index}.html"
        result = CliRunner().invoke(app, [str(path), "-o", str(out)])
        assert result.exit_code == 0, (path.name, result.output[-500:])
        want = input_words(path)
        lost = want - output_words(out.read_text(encoding="utf-8"))
        wanted, found = wanted + len(want), found + len(want) - len(lost)
        worst.append((1 - len(lost) / len(want) if want else 1.0, path.name, sorted(lost)))
    worst.sort()
    print(f"copilot recall: weighted {found / wanted:.4f}, worst {worst[0][:2]}")
    assert found / wanted >= 0.99, worst[:3]
    assert worst[0][0] >= 0.95, worst[:3]


def test_no_copilot_file_shows_an_unknown_kind_but_those_invented():
    files = copilot_files()
    if len(files) < 2:
        pytest.skip(f"{SAMPLES} not found (set CC2HTML_SHARED)")
    found: dict[str, set[str]] = {}
    for path in files:
        for group in survey([path]).groups:
            for finding in group.findings:
                if finding.strict:
                    found.setdefault(path.name, set()).add(f"{finding.category} "
                                                           f"{finding.name}")
    assert found == INVENTED


def test_every_line_of_every_copilot_file_is_accounted_for():
    """Shown as a message, folded with a report row, or listed as a problem (the rule of
    tests/corpus/test_lines_accounted.py, for these files)."""
    files = copilot_files()
    if len(files) < 2:
        pytest.skip(f"{SAMPLES} not found (set CC2HTML_SHARED)")
    lost = {}
    for path in files:
        problems: list = []
        messages = read_messages(path, problems, ClassifyContext())
        seen = {p.line for p in problems} | {m.meta.line for m in messages
                                             if isinstance(m, RECORDS)}
        for session in build_document(messages).sessions:
            seen |= {m.meta.line for m in all_messages(session)}
        missing = [n for n, raw in enumerate(path.read_bytes().splitlines(), 1)
                   if raw.strip() and n not in seen]
        if missing:
            lost[path.name] = missing
    assert lost == {}
