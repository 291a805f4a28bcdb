"""Golden tests of the Markdown and JSON exports, and of each detail level in every format.

Snapshots are in __snapshots__/exports/<fixture>.<level>.<md|json|html> (the page's main
section only, as the page goldens). Regenerate with `pytest tests/golden --update-golden`
and read the diff before committing it.
"""

from __future__ import annotations

import re
import tempfile
from pathlib import Path

import pytest

from cc2html.options import Options
from cc2html.pipeline import convert
from helpers import SNAPSHOTS, TEST_DATA, main_section

#: fixtures whose full export is kept, in both formats: each kind family once
FULL = ("tools", "tools_agent", "thinking", "sdk_turns", "sdk_notices", "hostile",
        "unknown_kinds", "workflow_phases", "rewind", "system_kinds", "user_tags")
#: fixtures kept at the other levels, in every format
LEVELS = ("tools_agent", "thinking")
CASES = ([(f, "full", fmt) for f in FULL for fmt in ("md", "json")]
         + [(f, level, fmt) for f in LEVELS for level in ("conversation", "prompts")
            for fmt in ("md", "json", "html")])
GENERATOR = re.compile(r'"generator": "cc2html [^"]*"')


def export(fixture: Path, level: str, fmt: str) -> str:
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / f"out.{fmt}"
        convert(fixture, out, options=Options(output_format=fmt, detail=level))
        text = out.read_text(encoding="utf-8")
    if fmt == "html":
        return main_section(text).replace("&#39;", "'").replace("&#x27;", "'")
    return GENERATOR.sub('"generator": "cc2html"', text)  # not the release's number


@pytest.mark.parametrize("stem,level,fmt", CASES, ids=[".".join(c) for c in CASES])
def test_golden_export(stem, level, fmt, update_golden):
    got = export(TEST_DATA / f"{stem}.jsonl", level, fmt)
    snapshot = SNAPSHOTS / "exports" / f"{stem}.{level}.{fmt}"
    if update_golden or not snapshot.exists():
        snapshot.parent.mkdir(parents=True, exist_ok=True)
        snapshot.write_text(got, encoding="utf-8")
        if not update_golden:
            pytest.fail(f"new snapshot written: {snapshot.name}; review and commit it")
    assert got == snapshot.read_text(encoding="utf-8"), (
        f"{stem} ({level}, {fmt}) differs from {snapshot.name}; "
        "run with --update-golden if the change is intended")
