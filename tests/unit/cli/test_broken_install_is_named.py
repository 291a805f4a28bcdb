"""A broken installation (cc2html's templates or static files missing) is reported as
that, not as an input that cannot be read nor an output that cannot be written; it stops
the run without a traceback, and an archive's manifest survives it."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cc2html import resources
from cc2html.archive import worker
from cc2html.archive.manifest import FILENAME
from cc2html.cli.app import app
from cc2html.render.to_html import html
from helpers import deadline


def _session(path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    line = {"type": "user", "uuid": "u1", "sessionId": "s1", "cwd": "/w",
            "timestamp": "2026-01-01T00:00:00Z", "message": {"role": "user", "content": "hi"}}
    path.write_text(json.dumps(line) + "\n", encoding="utf-8")


def _cli(*args: str) -> tuple[int, str]:
    with deadline(60):
        result = CliRunner().invoke(app, list(args))
    assert "Traceback" not in result.output and not isinstance(result.exception, Exception) \
        or isinstance(result.exception, SystemExit), result.output
    return result.exit_code, result.output


def _no_folders(monkeypatch, tmp_path: Path) -> None:
    monkeypatch.setattr(resources, "_PACKAGE", tmp_path / "pkg")
    monkeypatch.setattr(resources, "_REPO", tmp_path / "repo")
    resources.static_text.cache_clear()
    monkeypatch.setattr(worker, "_renderer", None)


def _no_templates(monkeypatch, tmp_path: Path) -> None:
    (tmp_path / "empty").mkdir()
    monkeypatch.setattr(html, "templates_dir", lambda: tmp_path / "empty")
    monkeypatch.setattr(worker, "_renderer", None)


@pytest.mark.parametrize("breaking", [_no_folders, _no_templates])
def test_an_archive_run_names_a_broken_install(tmp_path: Path, monkeypatch, breaking) -> None:
    src, out = tmp_path / "projects", tmp_path / "site"
    _session(src / "app" / "a.jsonl")
    assert _cli(str(src), "-o", str(out), "-q", "-j", "1")[0] == 0
    _session(src / "app" / "b.jsonl")
    breaking(monkeypatch, tmp_path)
    code, said = _cli(str(src), "-o", str(out), "-q", "-j", "1")
    resources.static_text.cache_clear()
    assert code == 1 and "installed incompletely" in said
    assert "cannot write" not in said and "unreadable" not in said
    db = sqlite3.connect(out / FILENAME)  # kept: the manifest was not to blame
    assert db.execute("SELECT key FROM pages").fetchall() == [("app/a.jsonl",)]
    db.close()


@pytest.mark.parametrize("breaking", [_no_folders, _no_templates])
def test_a_single_file_run_names_a_broken_install(tmp_path: Path, monkeypatch, breaking) -> None:
    _session(tmp_path / "a.jsonl")
    breaking(monkeypatch, tmp_path)
    code, said = _cli(str(tmp_path / "a.jsonl"), "-o", str(tmp_path / "a.html"))
    resources.static_text.cache_clear()
    assert code == 1 and "installed incompletely" in said
    assert "cannot write" not in said and "a.jsonl:" not in said
