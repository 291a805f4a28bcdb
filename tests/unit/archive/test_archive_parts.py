"""A large session in archive mode (issue 34): its page is a head plus parts beside it, as
in single-file mode, and a later run that renders it whole removes the parts."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cc2html.cli.app import app
from cc2html.render.to_html import split
from helpers import deadline

LONG = Path(__file__).parents[3] / "test_data/parts/long.jsonl"


def _run(src: Path, out: Path) -> dict:
    with deadline(120):
        result = CliRunner().invoke(app, [str(src), "-o", str(out), "--json", "-j", "1"])
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


def test_an_archive_page_splits_and_unsplits(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CC2HTML_JOBS", "1")
    src, out = tmp_path / "src", tmp_path / "out"
    (src / "proj").mkdir(parents=True)
    shutil.copy(LONG, src / "proj" / "long.jsonl")
    monkeypatch.setattr(split, "THRESHOLD", 100_000)
    monkeypatch.setattr(split, "HEAD_CHARS", 30_000)
    monkeypatch.setattr(split, "PART_CHARS", 60_000)
    _run(src, out)
    heads = [p for p in out.rglob("*.html") if p.with_suffix(".parts").is_dir()]
    assert len(heads) == 1, sorted(str(p.relative_to(out)) for p in out.rglob("*"))
    folder = heads[0].with_suffix(".parts")
    assert len(list(folder.glob("part-*.html"))) >= 4
    text = heads[0].read_text(encoding="utf-8")
    assert f'<script src="{folder.name}/loader.js"></script>' in text
    monkeypatch.setattr(split, "THRESHOLD", 10_000_000)
    (src / "proj" / "long.jsonl").touch()  # changed: rendered again
    with open(src / "proj" / "long.jsonl", "a", encoding="utf-8") as fh:
        fh.write("\n")
    _run(src, out)
    assert not folder.exists()
    assert "part-slot" not in heads[0].read_text(encoding="utf-8")
