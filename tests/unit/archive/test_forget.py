"""`cc2html forget SESSION_ID -o OUT` removes one session from the archive completely
(page, passages, kept copy, index rows, search data, manifest rows, then VACUUM) and later
runs leave it out; the other sessions are untouched."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cc2html.archive.forget import matches, rebuild, record, vacuum
from cc2html.archive.manifest import FILENAME, Manifest
from cc2html.cli.app import app
from helpers import deadline, one_prompt_session

LEAK = "Zq7leakedWordXv9"


def _cli(*args: str) -> tuple[int, str]:
    with deadline(60):
        result = CliRunner().invoke(app, list(args))
    assert "Traceback" not in result.output
    return result.exit_code, result.output


@pytest.fixture
def archive(tmp_path: Path, monkeypatch) -> tuple[Path, Path]:
    opened = Manifest._open

    def insecure(self):  # as SQLite builds without SECURE_DELETE leave deleted rows
        db = opened(self)
        db.execute("PRAGMA secure_delete=OFF")
        return db

    monkeypatch.setattr(Manifest, "_open", insecure)
    src, out = tmp_path / "projects", tmp_path / "site"
    one_prompt_session(src / "app" / "a.jsonl", 1, "alpha words")
    one_prompt_session(src / "app" / "leaky.jsonl", 2, f"the key is {LEAK} oops")
    one_prompt_session(src / "app" / "c.jsonl", 3, "charlie words")
    assert _cli(str(src), "-o", str(out), "-q", "-j", "1")[0] == 0
    return src, out


def _everything(out: Path) -> bytes:
    return b"".join(p.read_bytes() for p in sorted(out.rglob("*"))
                    if p.is_file() and p.suffix != ".tgz")


def test_forget_removes_every_trace(archive) -> None:
    src, out = archive
    assert LEAK.encode() in _everything(out)
    code, said = _cli("forget", "leaky", "-o", str(out))
    assert code == 0 and "forgot app/leaky.jsonl" in said
    assert not (out / "app" / "leaky.html").exists()
    assert not (out / ".cc2html" / "sources" / "app" / "leaky.tgz").exists()
    assert not (out / "cc2html-search" / "text" / "app" / "leaky.js").exists()
    assert LEAK.encode() not in _everything(out)  # indexes, search data, manifest (vacuumed)
    assert LEAK.lower().encode() not in _everything(out)  # (search terms are lower case)
    assert "leaky" not in (out / "app" / "index.html").read_text()
    for neighbour in ("a", "c"):  # their links skip it now
        assert "leaky" not in (out / "app" / f"{neighbour}.html").read_text()
    db = sqlite3.connect(out / FILENAME)
    for table in ("pages", "copies", "gone", "search_terms"):
        assert db.execute(f"SELECT count(*) FROM {table} WHERE key LIKE '%leaky%'"
                          ).fetchone()[0] == 0, table
    db.close()


def test_later_runs_leave_a_forgotten_session_out(archive) -> None:
    src, out = archive
    assert _cli("forget", "app/leaky.jsonl", "-o", str(out))[0] == 0
    code, said = _cli(str(src), "-o", str(out), "-j", "1")
    assert code == 0 and not (out / "app" / "leaky.html").exists()
    assert LEAK.encode() not in _everything(out)


def test_forget_from_an_archive_whose_input_is_gone(archive, tmp_path: Path) -> None:
    src, out = archive
    for name in ("a", "leaky", "c"):
        (src / "app" / f"{name}.jsonl").unlink()
    code, said = _cli("forget", "app/leaky.html", "-o", str(out))
    assert code == 0 and not (out / "app" / "leaky.html").exists()
    assert (out / "app" / "a.html").is_file() and (out / "app" / "c.html").is_file()


@pytest.mark.parametrize("session, words", [("nope", "no session 'nope'"),
                                            (None, "not an archive")])
def test_forget_refuses_what_it_cannot_find(archive, tmp_path: Path, session, words) -> None:
    src, out = archive
    target = out if session else tmp_path / "elsewhere"
    code, said = _cli("forget", session or "a", "-o", str(target))
    assert code == 2 and words in said


def test_forget_says_what_each_step_did(archive, tmp_path: Path) -> None:
    """The lines and codes the command says, exactly (cli/forget.py says them; the steps
    in archive/forget.py only return what they did)."""
    src, out = archive
    assert _cli("forget", "leaky", "-o", str(out)) == (
        0, "1 page removed\nforgot app/leaky.jsonl\n")
    assert _cli(str(src), "-o", str(out), "-q", "-j", "1", "--format", "md")[0] == 0
    assert _cli("forget", "c", "-o", str(out)) == (
        0, "1 page removed\n1 md file removed\nforgot app/c.jsonl\n")
    missing = tmp_path / "missing"
    assert _cli("forget", "a", "-o", str(out), "--source", str(missing)) == (
        2, f"error: {missing} is not a folder\nerror: {missing} is not a folder\n"
           "forgot app/a.jsonl\n")


def test_the_forget_steps_return_reports(archive) -> None:
    src, out = archive
    keys = matches(out, "leaky")
    assert keys == ["app/leaky.jsonl"]
    options = record(out, keys)
    assert [o.output_format for o in options] == ["html"]
    report = rebuild(out, None, options[0])
    assert report.pages["removed"] == 1 and not report.unreadable
    assert vacuum(out) is None and not (out / "app" / "leaky.html").exists()
