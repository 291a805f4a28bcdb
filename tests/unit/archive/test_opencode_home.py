"""opencode in the archive: with no argument its home (`$XDG_DATA_HOME/opencode/storage`,
else `~/.local/share/opencode/storage`) goes into the one archive, each session under its
working directory beside the other agents'; a session spread over many files is one page
whose inputs are all of them (a change to any part file redoes it, and only it) and whose
kept copy holds them all; the storage folder given as the source archives every session.
Hand-made data: test_data/agents/opencode/ (README there)."""

from __future__ import annotations

import io
import json
import re
import shutil
import tarfile
from pathlib import Path

from typer.testing import CliRunner

from cc2html.archive import build as build_module
from cc2html.archive.agent_homes import home_kind
from cc2html.cli.app import app
from cc2html.read.opencode_store import session_files
from helpers import TEST_DATA

runner = CliRunner()
STORE = TEST_DATA / "agents" / "opencode" / "storage"


def _claude(home: Path) -> None:
    folder = home / ".claude" / "projects" / "-work-demo"
    folder.mkdir(parents=True)
    line = {"type": "user", "uuid": "u1", "parentUuid": None, "sessionId": "c1",
            "cwd": "/work/demo", "timestamp": "2025-11-20T10:00:00Z",
            "message": {"role": "user", "content": "Claude prompt here"}}
    (folder / "c1.jsonl").write_text(json.dumps(line) + "\n")


def _home(tmp_path: Path, monkeypatch, xdg: bool = False) -> Path:
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.delenv("CODEX_HOME", raising=False)
    data = tmp_path / "xdg" if xdg else tmp_path / ".local" / "share"
    if xdg:
        monkeypatch.setenv("XDG_DATA_HOME", str(data))
    else:
        monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    shutil.copytree(STORE, data / "opencode" / "storage")
    _claude(tmp_path)
    return data / "opencode" / "storage"


def _pages(out: Path) -> list[str]:
    return sorted(p.name for p in (out / "-work-demo").glob("*.html"))


def test_no_argument_archives_opencode_beside_claude_code_by_directory(tmp_path, monkeypatch):
    _home(tmp_path, monkeypatch)
    result = runner.invoke(app, [])
    assert result.exit_code == 0, result.output
    out = tmp_path / ".claude" / "projects-html"
    assert _pages(out) == ["c1.html", "index.html", "ses_child.html", "ses_main.html"]
    index = (out / "-work-demo" / "index.html").read_text(encoding="utf-8")
    agents = re.findall(r'<td data-label="Agent">([^<]*)</td>', index)
    assert sorted(agents) == ["Claude Code", "opencode", "opencode"]
    page = (out / "-work-demo" / "ses_main.html").read_text(encoding="utf-8")
    assert "Fix the failing parser test" in page and "Two tests call parse()" in page


def test_the_home_follows_xdg_data_home(tmp_path, monkeypatch):
    _home(tmp_path, monkeypatch, xdg=True)
    result = runner.invoke(app, [])
    assert result.exit_code == 0, result.output
    assert "ses_main.html" in _pages(tmp_path / ".claude" / "projects-html")


def test_every_file_of_a_session_is_an_input_and_is_kept(tmp_path, monkeypatch):
    store = _home(tmp_path, monkeypatch)
    assert runner.invoke(app, []).exit_code == 0
    again = runner.invoke(app, [])
    assert "0 pages written, 3 unchanged" in again.stderr
    part = store / "part" / "msg_004" / "prt_004a.json"  # a prompt of ses_main
    obj = json.loads(part.read_text())
    part.write_text(json.dumps({**obj, "text": "Now run the whole suite, twice."}))
    third = runner.invoke(app, [])
    assert "1 page written, 2 unchanged" in third.stderr, third.stderr
    out = tmp_path / ".claude" / "projects-html"
    assert "twice" in (out / "-work-demo" / "ses_main.html").read_text(encoding="utf-8")
    copy = out / ".cc2html" / "sources" / "-work-demo" / "ses_main.tgz"
    with tarfile.open(copy) as tar:
        listing = json.load(io.BytesIO(tar.extractfile("files.json").read()))
    main = store / "session" / "proj_demo" / "ses_main.json"
    assert len(listing) == 1 + len(session_files(main))  # the session file and the rest
    assert listing[0][0] == "~opencode/session/proj_demo/ses_main.json"


def test_a_kept_session_renders_from_its_copy_when_opencode_deleted_it(tmp_path, monkeypatch):
    store = _home(tmp_path, monkeypatch)
    assert runner.invoke(app, []).exit_code == 0
    main = store / "session" / "proj_demo" / "ses_main.json"
    for file in [main, *session_files(main, children=False)]:  # opencode deletes them all
        file.unlink()
    monkeypatch.setattr(build_module, "renderer_fingerprint", lambda options: "a-new-version")
    result = runner.invoke(app, [])
    assert result.exit_code == 0, result.output
    assert "3 pages written" in result.stderr, result.stderr
    page = (tmp_path / ".claude" / "projects-html" / "-work-demo" / "ses_main.html"
            ).read_text(encoding="utf-8")
    assert "source deleted" in page.lower() or "kept" in page.lower()
    for text in ("Fix the failing parser test", "IndexError", "Found 2 matches",
                 "Rate limit exceeded"):
        assert text in page, text  # every file came back from the copy, the child's too


def test_the_storage_folder_given_is_an_opencode_home(tmp_path):
    store = tmp_path / "storage"
    shutil.copytree(STORE, store)
    assert home_kind(store) == "opencode"
    result = runner.invoke(app, [str(store), "-o", str(tmp_path / "out")])
    assert result.exit_code == 0, result.output
    assert _pages(tmp_path / "out") == ["index.html", "ses_child.html", "ses_main.html"]
