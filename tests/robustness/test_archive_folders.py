"""Archive mode (`cc2html DIR -o OUT`) on hostile folders: one bad entry never hides its
neighbours, the run never raises, every session that can be read gets its page, and what
could not be read is named with the documented exit code (1).

- a symlink loop at the root raised out of the run (traceback); inside a project or a
  subagents folder it made the whole folder "unreadable" (every session in it lost);
- a session file in the projects folder itself made the folder count as one project, so
  every real project beside it vanished without a word;
- a file deleted between the plan and the render, a manifest that is garbage, truncated
  or from a future version, a project "folder" that is a file.
"""

from __future__ import annotations

import json
import os
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from cc2html.archive import build as archive_build
from cc2html.archive.manifest import FILENAME
from cc2html.cli.app import app
from helpers import deadline


def _user(n: int, text: str, sid: str, **extra: Any) -> dict:
    return {"type": "user", "uuid": f"u{n}", "sessionId": sid, "cwd": "/w",
            "timestamp": f"2026-01-0{1 + n % 9}T00:00:00Z",
            "message": {"role": "user", "content": text}, **extra}


def _write(path: Path, *objs: dict) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(json.dumps(o) + "\n" for o in objs), encoding="utf-8")


def _run(src: Path, out: Path, *more: str) -> tuple[int, dict]:
    with deadline(60):
        result = CliRunner().invoke(app, [str(src), "-o", str(out), "--json", *more])
    assert result.exception is None or isinstance(result.exception, SystemExit), result.output
    assert "Traceback" not in result.output
    return result.exit_code, json.loads(result.stdout) if result.stdout.strip() else {}


def _pages(out: Path) -> set[str]:
    return {p.relative_to(out).as_posix() for p in out.rglob("*.html")}


def test_symlink_loops_hide_nothing(tmp_path: Path) -> None:
    root = tmp_path / "projects"
    _write(root / "p1" / "good.jsonl", _user(1, "good words", "s1"))
    _write(root / "p1" / "also.jsonl", _user(2, "also here", "s2"))
    (root / "p1" / "loop.jsonl").symlink_to("loop.jsonl")
    _write(root / "p2" / "main.jsonl", _user(3, "main session", "s3"))
    _write(root / "p2" / "main" / "subagents" / "agent-a.jsonl",
           _user(4, "agent words", "s3", isSidechain=True, agentId="a"))
    (root / "p2" / "main" / "subagents" / "agent-b.jsonl").symlink_to("agent-b.jsonl")
    (root / "zloop").symlink_to("zloop")  # at the root: the run raised
    code, report = _run(root, tmp_path / "site")
    assert code == 1  # some input unreadable
    assert {"p1/good.html", "p1/also.html", "p2/main.html"} <= _pages(tmp_path / "site")
    unreadable = {u["file"] for u in report["unreadable"]}
    assert unreadable == {"zloop", "p1/loop.jsonl", "p2/main/subagents/agent-b.jsonl"}
    assert "agent words" in (tmp_path / "site" / "p2" / "main.html").read_text("utf-8")


def test_a_session_beside_the_projects_hides_none_of_them(tmp_path: Path) -> None:
    root = tmp_path / "projects"
    _write(root / "stray.jsonl", _user(1, "stray session", "s1"))
    _write(root / "p1" / "a.jsonl", _user(2, "first project", "s2"))
    _write(root / "p2" / "b.jsonl", _user(3, "second project", "s3"))
    (root / "p2" / "b").mkdir()  # a session's own folder is not a project
    code, report = _run(root, tmp_path / "site")
    assert code == 0 and report["sessions"] == 3
    assert {"projects/stray.html", "p1/a.html", "p2/b.html"} <= _pages(tmp_path / "site")


def test_a_project_folder_that_is_a_file(tmp_path: Path) -> None:
    root = tmp_path / "projects"
    _write(root / "p1" / "a.jsonl", _user(1, "real one", "s1"))
    (root / "p2").write_text("not a folder")
    (root / "p3.jsonl").mkdir()  # a folder named like a session
    (root / "p4").symlink_to(tmp_path / "nowhere")
    code, _ = _run(root, tmp_path / "site")
    assert code == 0 and "p1/a.html" in _pages(tmp_path / "site")


def test_session_deleted_between_plan_and_render(tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    root = tmp_path / "projects"
    _write(root / "p" / "gone.jsonl", _user(1, "will vanish", "s1"))
    _write(root / "p" / "kept.jsonl", _user(2, "stays", "s2"))
    _write(root / "p" / "kept" / "subagents" / "agent-x.jsonl",
           _user(3, "agent too", "s2", isSidechain=True, agentId="x"))
    real = archive_build.make_plan

    def plan_then_delete(*args: Any, **kwargs: Any) -> Any:
        plan = real(*args, **kwargs)
        (root / "p" / "gone.jsonl").unlink()
        (root / "p" / "kept" / "subagents" / "agent-x.jsonl").unlink()
        return plan

    monkeypatch.setattr(archive_build, "make_plan", plan_then_delete)
    code, report = _run(root, tmp_path / "site")
    assert code == 1 and [u["file"] for u in report["unreadable"]] == ["p/gone.jsonl"]
    assert "stays" in (tmp_path / "site" / "p" / "kept.html").read_text("utf-8")
    index = (tmp_path / "site" / "p" / "index.html").read_text("utf-8")
    assert "gone.html" not in index  # no link to a page that was never made


def _corrupt(manifest: Path, how: str) -> None:
    if how == "garbage":
        manifest.write_bytes(os.urandom(3000))
    elif how == "truncated":
        manifest.write_bytes(manifest.read_bytes()[:1500])
    elif how == "empty":
        manifest.write_bytes(b"")
    elif how == "future":
        db = sqlite3.connect(manifest)
        db.execute("UPDATE meta SET value='999' WHERE key='schema'")
        db.execute("CREATE TABLE IF NOT EXISTS from_the_future (x)")
        db.commit()
        db.close()
    elif how == "wrong-rows":
        db = sqlite3.connect(manifest)
        db.execute("UPDATE pages SET summary='{not json', nav='[', stats='x'")
        db.execute("UPDATE scans SET scan='[1, 2'")
        db.commit()
        db.close()
    elif how == "a-folder":
        manifest.unlink()
        manifest.mkdir()


@pytest.mark.parametrize("how", ["garbage", "truncated", "empty", "future", "wrong-rows",
                                 "a-folder"])
def test_broken_manifest_is_rebuilt(how: str, tmp_path: Path) -> None:
    root = tmp_path / "projects"
    _write(root / "p" / "a.jsonl", _user(1, "words of a", "s1"))
    _write(root / "p" / "b.jsonl", _user(2, "words of b", "s2"))
    site = tmp_path / "site"
    assert _run(root, site)[0] == 0
    _corrupt(site / FILENAME, how)
    (site / "p" / "a.html").unlink()
    code, report = _run(root, site)
    if how == "a-folder":  # not a file this program wrote: it is not removed
        assert code == 1
        return
    assert code == 0, report
    assert "words of a" in (site / "p" / "a.html").read_text("utf-8")
    assert _run(root, site)[1]["pages"]["written"] == 0  # and the next run trusts it again


def test_output_that_cannot_be_written(tmp_path: Path) -> None:
    root = tmp_path / "projects"
    _write(root / "p" / "a.jsonl", _user(1, "words", "s1"))
    (tmp_path / "file").write_text("x")
    code, _ = _run(root, tmp_path / "file" / "site")  # a folder inside a file
    assert code == 1


def test_a_page_name_passed_on_to_a_new_session_is_kept(tmp_path: Path) -> None:
    """`index-session.jsonl` removed and `index.jsonl` added: both are index-session.html.
    The new page was written, then deleted as the old session's (with its search text)."""
    root = tmp_path / "projects"
    _write(root / "p" / "index-session.jsonl", _user(1, "old words", "s1"))
    _write(root / "p" / "other.jsonl", _user(2, "other words", "s2"))
    site = tmp_path / "site"
    assert _run(root, site)[0] == 0
    (root / "p" / "index-session.jsonl").unlink()
    _write(root / "p" / "index.jsonl", _user(3, "new words", "s3"))
    assert _run(root, site)[0] == 0
    assert "new words" in (site / "p" / "index-session.html").read_text("utf-8")
    text = site / "cc2html-search" / "text" / "p" / "index-session.js"
    assert "new words" in text.read_text("utf-8")
    assert _run(root, site)[1]["pages"]["written"] == 0
