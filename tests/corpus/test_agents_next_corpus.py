"""Issue 35's "Done when", over the WHOLE ../shared/corpus-agents-next folder (every file,
found by walking it, so a sample added there is checked the same way): every session
renders (exit 0) with no unrecognised kind but those a sample invents on purpose, and the
words a reader should see reach the page outside raw cards, >= 0.99 weighted and >= 0.95
in every session (printed per agent with -s).

A file is one of three things, decided by its content, never by its name:
- a session file an agent row claims (cc2html.read.agents.detect_agent), or any other
  file the CLI renders (the opencode storage tree's `migration` marker, a plain text
  number, is a page of one skipped line): rendered, exit 0;
- a message or part file an opencode session reads (read/opencode_store.session_files):
  opencode is counted per session, so such a file is accounted for by its session's page
  (one no session reads is given to the CLI alone, and its lines must be known kinds);
- a file that is no session log at all (a Markdown document: Antigravity's brain
  artifact, the folder's MANIFEST.md): refused, exit 2, with a reason that is true of it
  (no line of it is a JSON object).

The per-agent tests (test_agent_<agent>_corpus.py) check the same per agent, with the
hand-made fixtures too; this one proves the whole folder at once."""

from __future__ import annotations

import json
from collections import defaultdict
from pathlib import Path

import pytest
from typer.testing import CliRunner

from agent_inputs import WORDS_OF
from agent_recall import NEXT, check, recall
from cc2html.cli.app import app
from cc2html.read.agents import detect_agent
from cc2html.read.opencode_store import session_files
from cc2html.survey import survey

pytestmark = pytest.mark.corpus

#: unknown kind (a survey finding, "category name") -> why a sample invents it on purpose;
#: keyed by kind, not by file, so a held-back sample that invents the same is let through
INVENTED = {
    "kind cursor block (custom_block)":
        "jazzyalex/agent-sessions' cursor/schema_drift.jsonl: a block no Cursor writes, "
        "added to test how a parser meets one (its text says so); shown raw",
    "kind pi unknown_future_entry_type":
        "kenn-io/agentsview's pi parser test ends with an entry type pi does not have, on "
        "purpose; shown raw (and the page's report names it)",
}


def _walk() -> list[Path]:
    return sorted(p for p in NEXT.rglob("*") if p.is_file()) if NEXT.is_dir() else []


FILES = _walk()
AGENT = {p: detect_agent(p) for p in FILES}


def _members() -> set[Path]:
    """The message and part files opencode sessions read (each counted in its session)."""
    found: set[Path] = set()
    for path, agent in AGENT.items():
        if agent == "opencode":
            found.update(p.resolve() for p in session_files(path, children=False))
    return found


MEMBERS = _members()
#: the files given to the CLI alone: every file but opencode sessions' members
ALONE = [p for p in FILES if p.resolve() not in MEMBERS]


def _need() -> None:
    if not FILES:
        pytest.skip(f"{NEXT} not found (set CC2HTML_SHARED)")


def _json_lines(path: Path) -> int:
    count = 0
    for raw in path.read_bytes().splitlines():
        try:
            count += isinstance(json.loads(raw), dict)
        except ValueError:
            continue
    return count


def _run(path: Path, out: Path) -> tuple[int, str]:
    result = CliRunner().invoke(app, [str(path), "-o", str(out)])
    return result.exit_code, result.output


def test_every_file_renders_or_is_refused_with_a_true_reason(tmp_path: Path):
    _need()
    rendered, refused, wrong = [], [], []
    for index, path in enumerate(ALONE):
        code, output = _run(path, tmp_path / f"{index}.html")
        name = path.relative_to(NEXT).as_posix()
        if code == 0:
            rendered.append(name)
        elif code == 2 and "not a transcript: a Markdown document" in output \
                and _json_lines(path) == 0 and not AGENT[path]:
            refused.append(name)
        else:
            wrong.append((name, code, output[-300:]))
    assert wrong == []
    print(f"{len(FILES)} files: {len(rendered)} rendered, {len(MEMBERS)} read by their "
          f"opencode session, {len(refused)} refused: {refused}")


def test_no_unrecognised_kind_but_those_samples_invent():
    _need()
    found: dict[str, set[str]] = {}
    for path in ALONE:
        if _json_lines(path) == 0:
            continue  # (refused, or a page of skipped lines: no kind to recognise)
        for group in survey([path]).groups:
            for finding in group.findings:
                if finding.strict:
                    kind = f"{finding.category} {finding.name}"
                    found.setdefault(kind, set()).add(path.relative_to(NEXT).as_posix())
    assert {k: v for k, v in found.items() if k not in INVENTED} == {}


def test_words_reach_the_page_outside_raw_cards_per_agent(tmp_path: Path):
    _need()
    by_agent: dict[str, list[Path]] = defaultdict(list)
    for path in ALONE:
        if AGENT[path]:
            by_agent[AGENT[path]].append(path)
    assert set(by_agent) <= set(WORDS_OF), set(by_agent) - set(WORDS_OF)
    every = [p for files in by_agent.values() for p in files]
    for agent, files in sorted(by_agent.items()):
        (tmp_path / agent).mkdir()
        weighted, rows = recall(files, WORDS_OF[agent], tmp_path / agent)
        print(f"  {agent}: {len(files)} sessions, weighted {weighted:.4f}, worst {rows[0][:2]}")
    check("corpus-agents-next", *recall(every, lambda p: WORDS_OF[AGENT[p]](p), tmp_path))
