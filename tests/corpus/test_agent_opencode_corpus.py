"""opencode sessions in ../shared/corpus-agents-next (storage trees of
jazzyalex/agent-sessions: `storage_v2`, `storage_legacy`) and the hand-made one in
test_data/agents/opencode: each session file renders (exit 0) with every message and part
file it reads, with no unrecognised kind (except the one the hand-made fixture invents on
purpose: its `quantum-widget` part, README there), and the words a reader should see reach
the page outside raw cards: >= 0.99 weighted, >= 0.95 per session.

A session is its session file plus its message and part files (read/opencode_store.py),
so the words are taken from all of those: prompts and replies, reasoning, tool inputs and
outputs and errors, file parts' names, notices' texts, the messages' summaries and errors.
"""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path
from typing import Any, Iterator

import pytest
from typer.testing import CliRunner

from cc2html.cli.app import app
from cc2html.pipeline import convert
from cc2html.read.agents import detect_agent
from cc2html.read.opencode_store import read_json, session_files
from helpers import SHARED, TEST_DATA

pytestmark = pytest.mark.corpus

SAMPLES = SHARED / "corpus-agents-next"
HAND_MADE = TEST_DATA / "agents" / "opencode"
WORD = re.compile(r"[A-Za-z0-9]{4,}")
#: keys whose values are ids, hashes, times or types: nothing a reader reads
SKIP = {"id", "sessionID", "messageID", "parentID", "callID", "type", "time", "hash",
        "snapshot", "projectID", "providerID", "version", "slug", "status", "mime", "url",
        "source", "metadata", "path", "tail_start_id", "mode", "agent", "finish", "reason",
        "tokens", "cost", "model", "modelID", "synthetic", "auto", "overflow", "title",
        "variant", "directory", "summary", "attempt", "name", "role"}
#: unknown kinds a sample invents on purpose -> why
INVENTED = {"opencode part of type 'quantum-widget'":
            "test_data/agents/opencode: a part type opencode does not have, on purpose"}


def _recall() -> Any:
    spec = importlib.util.spec_from_file_location(
        "agents_recall", Path(__file__).with_name("test_agents_recall.py"))
    module = importlib.util.module_from_spec(spec)  # type: ignore[arg-type]
    spec.loader.exec_module(module)  # type: ignore[union-attr]
    return module


def _strings(value: Any, key: str = "") -> Iterator[str]:
    if key in SKIP:
        return
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for k, v in value.items():
            yield from _strings(v, k)
    elif isinstance(value, list):
        for v in value:
            yield from _strings(v, key)


def _file_words(obj: Any) -> Iterator[str]:
    """What a reader should see of one message or part file."""
    if not isinstance(obj, dict) or obj.get("type") in ("quantum-widget",):
        return
    yield from _strings(obj)
    summary = obj.get("summary")  # a message's turn summary (a notice when new)
    if isinstance(summary, dict):
        yield from _strings({k: summary.get(k) for k in ("title", "body")})
    error = obj.get("error")  # an error's message
    if isinstance(error, dict):
        yield from _strings(error.get("data"))
    if obj.get("type") == "file":
        yield from _strings(obj.get("filename"))
    if obj.get("type") in ("agent", "subtask"):
        yield from _strings({"n": obj.get("name"), "a": obj.get("agent")})


def input_words(session: Path) -> set[str]:
    words: set[str] = set()
    for file in session_files(session, children=False):
        try:
            obj = read_json(file)
        except OSError:
            continue
        for text in _file_words(obj):
            words.update(WORD.findall(text))
    return words


def sessions() -> list[Path]:
    found = sorted(SAMPLES.rglob("*.json")) if SAMPLES.is_dir() else []
    found += sorted(HAND_MADE.rglob("*.json"))
    return [p for p in found if "opencode" in p.parts and detect_agent(p) == "opencode"]


SESSIONS = sessions()


def test_the_samples_hold_opencode_sessions():
    if not SAMPLES.is_dir():
        pytest.skip(f"{SAMPLES} not found (set CC2HTML_SHARED)")
    names = {p.name for p in SESSIONS}
    assert {"ses_s_stage0_large.json", "ses_s_stage0_drift.json", "ses_main.json",
            "ses_child.json"} <= names


@pytest.mark.parametrize("session", SESSIONS, ids=[p.stem for p in SESSIONS])
def test_every_session_renders_with_no_unrecognised_kind(session: Path, tmp_path: Path):
    result = CliRunner().invoke(app, [str(session), "-o", str(tmp_path / "page.html")])
    assert result.exit_code == 0, result.output[-500:]
    unknown = convert(session, tmp_path / "again.html").unknown
    assert set(unknown) <= INVENTED.keys(), unknown


def test_opencode_words_reach_the_page_outside_raw_cards(tmp_path: Path):
    if not SESSIONS:
        pytest.skip("no opencode sessions found")
    recall = _recall()
    wanted = found = 0
    worst: list[tuple[float, str, list[str]]] = []
    for index, session in enumerate(SESSIONS):
        want = input_words(session)
        out = tmp_path / f"{index}.html"
        assert CliRunner().invoke(app, [str(session), "-o", str(out)]).exit_code == 0
        lost = want - recall.output_words(out.read_text(encoding="utf-8"))
        wanted, found = wanted + len(want), found + len(want) - len(lost)
        worst.append((1 - len(lost) / len(want) if want else 1.0, session.name,
                      sorted(lost)[:10]))
    worst.sort()
    print(f"opencode recall: weighted {found / wanted:.4f}, worst {worst[0]}")
    assert found / wanted >= 0.99, worst[:3]
    assert worst[0][0] >= 0.95, worst[:3]
