"""A kept session's own page says what is kept: "source deleted · last seen DATE" (the
date from the manifest, never the day it is rendered), that it stays redacted when only a
redacted copy is left and redaction was switched off, and with `--link-sources` a
relative link to its kept copy that resolves (off by default)."""

from __future__ import annotations

import json
import re
from pathlib import Path
from urllib.parse import unquote

import pytest
from typer.testing import CliRunner

from cc2html.archive import keep
from cc2html.cli.app import app
from helpers import deadline, one_prompt_session

SECRET = "ghp_" + "A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8"


def _run(src: Path, out: Path, *more: str) -> dict:
    with deadline(60):
        result = CliRunner().invoke(app, [str(src), "-o", str(out), "--json", "-j", "1", *more])
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


@pytest.fixture
def archive(tmp_path: Path, monkeypatch) -> tuple[Path, Path]:
    src, out = tmp_path / "projects", tmp_path / "site"
    one_prompt_session(src / "app" / "a.jsonl", 1, "alpha words")
    one_prompt_session(src / "app" / "b.jsonl", 2, f"bravo words {SECRET}")
    monkeypatch.setattr(keep, "today", lambda: "2026-02-03")
    return src, out


def test_a_deleted_sessions_page_says_so_with_the_manifest_date(archive, monkeypatch) -> None:
    src, out = archive
    _run(src, out)
    assert "source deleted" not in (out / "app" / "b.html").read_text()
    monkeypatch.setattr(keep, "today", lambda: "2026-03-04")
    (src / "app" / "b.jsonl").unlink()
    _run(src, out)
    page = (out / "app" / "b.html").read_text()
    assert "source deleted · last seen 2026-02-03" in page  # the last run that saw it
    assert "2026-03-04" not in page and "stays redacted" not in page
    assert "source deleted" not in (out / "app" / "a.html").read_text()
    before = (out / "app" / "b.html").read_bytes()
    monkeypatch.setattr(keep, "today", lambda: "2026-04-05")
    data = _run(src, out)
    assert data["pages"]["written"] == 0  # the note is recorded: no re-render on a later run
    assert (out / "app" / "b.html").read_bytes() == before


def test_a_page_whose_only_copy_is_redacted_says_it_stays_redacted(archive) -> None:
    src, out = archive
    _run(src, out, "--redact")
    (src / "app" / "b.jsonl").unlink()
    _run(src, out)  # redaction switched off
    page = (out / "app" / "b.html").read_text()
    assert "source deleted · last seen 2026-02-03" in page
    assert "this page stays redacted" in page
    assert SECRET not in page


def _copy_link(page: Path) -> str | None:
    found = re.search(r'<a href="([^"]*)" download>kept copy', page.read_text())
    return unquote(found.group(1)) if found else None


def test_pages_link_their_kept_copy_only_with_link_sources(archive) -> None:
    src, out = archive
    _run(src, out)
    assert _copy_link(out / "app" / "a.html") is None  # off by default
    _run(src, out, "--link-sources")
    for name in ("a", "b"):
        href = _copy_link(out / "app" / f"{name}.html")
        assert href is not None and not href.startswith("/")
        assert (out / "app" / href).resolve().is_file()
        assert (out / "app" / href).resolve().parent.parent == (out / ".cc2html" / "sources")
    (src / "app" / "b.jsonl").unlink()
    _run(src, out, "--link-sources")
    href = _copy_link(out / "app" / "b.html")
    assert href is not None and (out / "app" / href).is_file()
    _run(src, out)
    assert _copy_link(out / "app" / "a.html") is None  # switched off: the links go
