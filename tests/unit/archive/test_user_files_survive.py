"""Archive mode touches only files it wrote: a user's own files in the output folder (a
`.x.tmp`, notes, a folder, a symlink, a page-named file no session makes) survive every
run, whatever it does; temporary names fit beside a 255-byte session name; and a page
that cannot be written is reported as the output's failure, not the input's."""

from __future__ import annotations

import errno
import json
import os
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from cc2html.archive import runner as runner_module, worker as worker_module
from cc2html.archive.manifest import FILENAME
from cc2html.cli.app import app
from cc2html.write import TEMPORARY, OutputError, clean_temporaries, write_atomic
from helpers import deadline


def _user(n: int, text: str) -> dict:
    return {"type": "user", "uuid": f"u{n}", "sessionId": f"s{n}", "cwd": "/w",
            "timestamp": f"2026-01-0{1 + n % 9}T00:00:00Z",
            "message": {"role": "user", "content": text}}


def _write(path: Path, obj: dict) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(obj) + "\n", encoding="utf-8")


def _run(src: Path, out: Path, *more: str) -> tuple[int, dict, str]:
    with deadline(60):
        result = CliRunner().invoke(app, [str(src), "-o", str(out), "--json", "-j", "1", *more])
    assert result.exception is None or isinstance(result.exception, SystemExit), result.output
    assert "Traceback" not in result.output
    data = json.loads(result.stdout) if result.stdout.strip() else {}
    return result.exit_code, data, result.stderr


def _user_files(out: Path, outside: Path) -> dict[str, Any]:
    """Every kind of file a user may keep in OUT; name -> what it holds."""
    (out / "p").mkdir(parents=True, exist_ok=True)
    files = {".x.tmp": "mine", "p/.draft.tmp": "mine too", "notes.md": "# notes",
             "p/ghost.html": "<p>my own page</p>", ".notes.md.abcdefgh.tmp": "not a temp",
             "p/.ghost.html.abcdefgh.tmp": "nor this", "mine/keep.txt": "in my folder",
             "cc2html-search/text/.y.tmp": "deep"}
    for rel, text in files.items():
        (out / rel).parent.mkdir(parents=True, exist_ok=True)
        (out / rel).write_text(text)
    (outside / "target.txt").write_text("linked")
    os.symlink(outside / "target.txt", out / "link.txt")
    os.symlink(outside, out / "linked-folder")
    return files


def _assert_survive(out: Path, files: dict[str, str]) -> None:
    for rel, text in files.items():
        assert (out / rel).read_text() == text, rel
    assert (out / "link.txt").is_symlink() and (out / "link.txt").read_text() == "linked"
    assert (out / "linked-folder").is_symlink() and (out / "linked-folder").is_dir()


@pytest.fixture
def site(tmp_path: Path) -> tuple[Path, Path, dict[str, str]]:
    root = tmp_path / "projects"
    _write(root / "p" / "a.jsonl", _user(1, "words of a"))
    _write(root / "p" / "b.jsonl", _user(2, "words of b"))
    out = tmp_path / "site"
    outside = tmp_path / "outside"
    outside.mkdir()
    files = _user_files(out, outside)
    (outside / ".cc2html-abcdefgh.tmp").write_text("beyond a symlink")
    assert _run(root, out)[0] == 0
    _assert_survive(out, files)
    return root, out, files


def test_user_files_survive_plain_runs_and_removed_sessions(site) -> None:
    root, out, files = site
    (root / "p" / "b.jsonl").unlink()
    assert _run(root, out)[0] == 0
    assert _run(root, out, "--prune")[0] == 0
    _assert_survive(out, files)
    assert (out.parent / "outside" / ".cc2html-abcdefgh.tmp").is_file()


@pytest.mark.parametrize("flags", [["--redact"], ["--redact", "--redact-home"]])
def test_user_files_survive_switching_redaction(site, flags: list[str]) -> None:
    root, out, files = site
    assert _run(root, out, *flags)[0] == 0
    _assert_survive(out, files)
    assert _run(root, out)[0] == 0
    _assert_survive(out, files)


@pytest.mark.parametrize("how", ["garbage", "wrong-rows"])
def test_user_files_survive_a_damaged_manifest(site, how: str) -> None:
    root, out, files = site
    manifest = out / FILENAME
    if how == "garbage":
        manifest.write_bytes(os.urandom(3000))
    else:
        db = sqlite3.connect(manifest)
        db.execute("UPDATE pages SET summary='{not json', nav='['")
        db.commit()
        db.close()
    assert _run(root, out)[0] == 0
    _assert_survive(out, files)


def test_user_files_survive_an_interrupted_run_resumed(site, monkeypatch) -> None:
    root, out, files = site
    for rel in ("p/a.html", "p/b.html"):
        (out / rel).unlink()

    def killed(job):
        raise KeyboardInterrupt  # as if the run were killed while rendering

    monkeypatch.setattr(runner_module, "run_job", killed)
    result = CliRunner().invoke(app, [str(root), "-o", str(out), "-j", "1"])
    assert result.exit_code != 0
    (out / "p" / ".cc2html-k1ll3d00.tmp").write_text("<half a page")  # ours, left behind
    (out / "p" / ".a.html.k1ll3d00.tmp").write_text("<half")  # an older version's, of a page
    monkeypatch.undo()
    assert _run(root, out)[0] == 0
    _assert_survive(out, files)
    assert not (out / "p" / ".cc2html-k1ll3d00.tmp").exists()
    assert not (out / "p" / ".a.html.k1ll3d00.tmp").exists()
    assert "words of a" in (out / "p" / "a.html").read_text()


def test_only_our_temporary_names_are_swept(tmp_path: Path) -> None:
    for name in (".cc2html-0123abcd.tmp", ".x.tmp", ".cc2html-short.tmp", ".p.html.abcdefgh.tmp",
                 ".q.html.abcdefgh.tmp"):
        (tmp_path / name).write_text("x")
    (tmp_path / ".cc2html-folder0.tmp").mkdir()
    assert clean_temporaries(tmp_path, {"p.html"}) == 2
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        ".cc2html-folder0.tmp", ".cc2html-short.tmp", ".q.html.abcdefgh.tmp", ".x.tmp"]


def test_temporary_name_fits_beside_the_longest_legal_name(tmp_path: Path,
                                                            monkeypatch) -> None:
    seen = []
    real = os.replace

    def spy(src, dst):
        seen.append(Path(src).name)
        real(src, dst)

    monkeypatch.setattr(os, "replace", spy)
    page = tmp_path / ("a" * 250 + ".html")
    write_atomic(page, ["<p>x</p>"])
    assert page.read_text() == "<p>x</p>" and TEMPORARY.fullmatch(seen[0])
    assert len(seen[0].encode()) < 32


def test_a_255_byte_session_name_renders(tmp_path: Path) -> None:
    root, out = tmp_path / "projects", tmp_path / "site"
    name = "é" * 100 + "a" * 49 + ".jsonl"  # 255 bytes in UTF-8
    assert len(name.encode()) == 255
    _write(root / "p" / name, _user(1, "long named"))
    code, data, _ = _run(root, out)
    assert code == 0 and data["unreadable"] == [] and data["unwritable"] == []
    assert "long named" in (out / "p" / (name[:-6] + ".html")).read_text()


def test_a_page_that_cannot_be_written_is_the_outputs_failure(tmp_path: Path,
                                                             monkeypatch) -> None:
    root, out = tmp_path / "projects", tmp_path / "site"
    _write(root / "p" / "a.jsonl", _user(1, "words of a"))

    def full(path: Path, chunks) -> int:  # (a folder in the way now moves the page aside)
        raise OutputError(errno.ENOSPC, "No space left on device", str(path))

    monkeypatch.setattr(worker_module, "write_atomic", full)
    code, data, err = _run(root, out)
    assert code == 1 and data["unreadable"] == []
    assert [u["page"] for u in data["unwritable"]] == ["p/a.html"]
    assert "cannot write" in err and "unreadable" not in err
