"""Claude Code 2.1.1xx–2.1.2xx sessions of ../shared/corpus-modern (issue 32): `--strict`
(the README's CI recipe) exits 0 on every real file, through the CLI, and no real file
shows an unrecognised kind.

The jazzyalex-agent-sessions files are hand-made (synthetic, MANIFEST.md). One of them,
schema_drift.jsonl, carries lines no Claude Code version is known to write (top-level
`tool_use`/`tool_result` lines of a 1.9.0 stamp): those, and only those, may still be
unknown there; every other kind of theirs must be known. small.jsonl's `started`/`result`
lines (keyed `v2:…`) are a workflow journal's lines (read/entries.py JournalEntry,
classify/journal.py) and its assistant `fallback` block is a notice: both known.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cc2html.cli.app import app
from helpers import SHARED

pytestmark = pytest.mark.corpus

MODERN = SHARED / "corpus-modern"
HAND_MADE = "jazzyalex-agent-sessions"
#: what a hand-made file may still show raw (kinds schema_drift.jsonl invents)
INVENTED = {"tool_use", "tool_result"}


def modern_files() -> list[Path]:
    return sorted(MODERN.rglob("*.jsonl")) if MODERN.is_dir() else []


FILES = modern_files()


def _run(path: Path, tmp_path: Path) -> tuple[int, dict]:
    out = tmp_path / "page.html"
    result = CliRunner().invoke(app, [str(path), "-o", str(out), "--strict", "--json", "-q"])
    return result.exit_code, json.loads(result.stdout)


def test_corpus_modern_is_there():
    if not MODERN.is_dir():
        pytest.skip(f"{MODERN} not found (set CC2HTML_SHARED)")
    assert len(FILES) >= 12


@pytest.mark.parametrize("path", FILES, ids=[str(p.relative_to(MODERN)) for p in FILES])
def test_strict_passes_and_nothing_is_unrecognised(path: Path, tmp_path: Path):
    code, report = _run(path, tmp_path)
    unknown = set(report["unknown_kinds"])
    if HAND_MADE in path.parts and unknown:
        assert unknown <= INVENTED
        return
    assert unknown == set()
    assert report["skipped_lines"] == 0
    assert code == 0
