"""`cc2html show` on one-line fields full of line breaks.

rich splits a table cell at each line break with a copy of the rest of the text: 100,000
line breaks in a model name or working directory took seconds in the session panel, 1 MB
of them minutes. Such fields are printed on one line now.
"""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from rich.console import Console

from cc2html.pipeline import build
from cc2html.render.to_terminal.terminal import document_renderables
from cc2html.tree.stats import document_stats
from helpers import deadline

BREAKS = "\n" * 300_000


@pytest.mark.parametrize("field", ["model", "cwd", "version", "gitBranch", "sessionId"])
def test_line_breaks_in_one_line_fields(field: str, tmp_path: Path) -> None:
    entry = {"type": "assistant", "uuid": "a", "sessionId": "s", "cwd": "/w",
             "timestamp": "2026-01-01T00:00:00Z",
             "message": {"role": "assistant", "model": "m", "content": [
                 {"type": "text", "text": "words after"}]}}
    if field == "model":
        entry["message"]["model"] = "claude" + BREAKS + "x"
    else:
        entry[field] = "v" + BREAKS + "x"
    src = tmp_path / "s.jsonl"
    src.write_text(json.dumps(entry) + "\n", encoding="utf-8")
    doc, _, _ = build(src)
    console = Console(file=io.StringIO(), width=90, markup=False, emoji=False)
    with deadline(8):
        for renderable in document_renderables(doc, document_stats(doc)):
            console.print(renderable)
    assert "words after" in console.file.getvalue()  # type: ignore[attr-defined]
