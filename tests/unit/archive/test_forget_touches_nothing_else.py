"""`cc2html forget` changes no other session's state: without `--source` it reads no input,
so no session is marked "source deleted", the last run's date and the scan cache stay,
and only the forgotten session's neighbours are rendered again (their links skip it);
with or without `--redact-home` (which records no input folder). The forgotten file's
scan-cache row (its cwd, times and session id) goes too, and stays gone on later runs."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cc2html.archive import keep
from cc2html.archive.manifest import FILENAME
from cc2html.cli.app import app
from helpers import deadline, one_prompt_session


def _cli(*args: str) -> int:
    with deadline(60):
        result = CliRunner().invoke(app, list(args))
    assert "Traceback" not in result.output, result.output
    return result.exit_code


def _state(out: Path) -> dict:
    db = sqlite3.connect(out / FILENAME)
    try:
        return {"gone": sorted(db.execute("SELECT key, last_seen FROM gone")),
                "last_run": db.execute("SELECT value FROM meta WHERE key='last_run'").fetchall(),
                "scans": sorted(p for p, in db.execute("SELECT path FROM scans"))}
    finally:
        db.close()


def _pages(out: Path) -> dict[str, bytes]:
    return {p.relative_to(out).as_posix(): p.read_bytes() for p in sorted(out.rglob("*.html"))}


@pytest.mark.parametrize("mode", [[], ["--redact-home"]])
def test_forget_changes_no_other_sessions_state(tmp_path: Path, monkeypatch, mode) -> None:
    src, out = tmp_path / "projects", tmp_path / "site"
    for n, name in enumerate(("a", "leaky", "c", "d"), 1):
        one_prompt_session(src / "app" / f"{name}.jsonl", n, f"{name} words")
    one_prompt_session(src / "lib" / "e.jsonl", 5, "echo words")
    monkeypatch.setattr(keep, "today", lambda: "2026-02-03")
    assert _cli(str(src), "-o", str(out), "-q", "-j", "1", *mode) == 0
    (src / "app" / "d.jsonl").unlink()  # a session Claude Code deleted: kept, marked
    monkeypatch.setattr(keep, "today", lambda: "2026-03-04")
    assert _cli(str(src), "-o", str(out), "-q", "-j", "1", *mode) == 0
    before, pages = _state(out), _pages(out)
    assert [key for key, _ in before["gone"]] == [next(k for k in pages if k.endswith("d.html"))
                                                  .replace(".html", ".jsonl")]
    monkeypatch.setattr(keep, "today", lambda: "2026-04-05")
    assert _cli("forget", "leaky", "-o", str(out)) == 0
    after = _state(out)
    assert after["gone"] == before["gone"] and after["last_run"] == before["last_run"]
    assert after["scans"] == [p for p in before["scans"] if "leaky" not in p]
    changed = {rel for rel, data in _pages(out).items() if pages.get(rel) != data}
    assert {Path(rel).name for rel in changed} == {"a.html", "c.html", "index.html"}
    assert not any(rel.startswith(("lib", "lib-")) for rel in changed)  # nor the other project's
    for rel, data in _pages(out).items():
        assert b"leaky" not in data
        if not rel.endswith(("d.html", "index.html")):
            assert b"source deleted" not in data, rel


def test_a_forgotten_files_scan_stays_out_of_the_cache(tmp_path: Path) -> None:
    src, out = tmp_path / "projects", tmp_path / "site"
    one_prompt_session(src / "app" / "a.jsonl", 1, "alpha words")
    one_prompt_session(src / "app" / "leaky.jsonl", 2, "leaky words")
    assert _cli(str(src), "-o", str(out), "-q", "-j", "1") == 0
    assert "app/leaky.jsonl" in _state(out)["scans"]
    assert _cli("forget", "leaky", "-o", str(out)) == 0
    assert _state(out)["scans"] == ["app/a.jsonl"]
    assert _cli(str(src), "-o", str(out), "-q", "-j", "1") == 0  # its transcript is still there
    assert _state(out)["scans"] == ["app/a.jsonl"]
