"""`cc2html show` names a session by its id, a unique prefix of one, or `latest`
(cli/find_session.py), in a fake HOME: its Claude Code projects and a Codex home."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cc2html.archive.plan import encode_path
from cc2html.cli import app as cli
from cc2html.cli.exits import EXIT_OK, EXIT_UNREADABLE, EXIT_USAGE
from helpers import TEST_DATA

runner = CliRunner()
HERE_A = "aaaa1111-2222-4333-8444-555555555555"  # the current folder's project, older
HERE_B = "aaaa2222-2222-4333-8444-555555555555"  # the current folder's project, newest there
ELSEWHERE = "bbbb1111-2222-4333-8444-555555555555"  # another project, newest of all
CODEX_THREAD = "cccc1111-2222-4333-8444-555555555555"


@pytest.fixture
def home(tmp_path, monkeypatch):
    """A fake HOME with two projects and a Codex rollout; the cwd is the first project's."""
    home, work = tmp_path / "home", tmp_path / "work" / "app"
    work.mkdir(parents=True)
    here = home / ".claude" / "projects" / encode_path(str(work))
    there = home / ".claude" / "projects" / "-elsewhere"
    rollouts = home / ".codex" / "sessions" / "2026" / "01" / "02"
    for folder in (here, there, rollouts):
        folder.mkdir(parents=True)
    files = [(here / f"{HERE_A}.jsonl", "tools.jsonl", 100),
             (here / f"{HERE_B}.jsonl", "thinking.jsonl", 200),
             (there / f"{ELSEWHERE}.jsonl", "sdk_turns.jsonl", 300),
             (rollouts / f"rollout-2026-01-02T03-04-05-{CODEX_THREAD}.jsonl",
              "codex_tools.jsonl", 50)]
    for path, fixture, mtime in files:
        shutil.copyfile(TEST_DATA / fixture, path)
        os.utime(path, (mtime, mtime))
    (here / HERE_A / "subagents").mkdir(parents=True)  # a subagent's file: no session
    shutil.copyfile(TEST_DATA / "tools.jsonl", here / HERE_A / "subagents" / "agent-aaaa9.jsonl")
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setattr(Path, "home", classmethod(lambda cls: home))
    monkeypatch.delenv("CODEX_HOME", raising=False)
    monkeypatch.chdir(work)
    return home


def show(*args: str):
    return runner.invoke(cli.app, ["show", *args, "--no-pager", "-w", "120"])


def test_show_an_id_prefix(home):
    result = show("bbbb")
    assert result.exit_code == EXIT_OK, result.output
    assert ELSEWHERE in result.stderr  # the file it chose is said on stderr
    assert "User:" in result.stdout


def test_show_a_whole_id_and_a_codex_thread_id(home):
    assert show(HERE_A).exit_code == EXIT_OK
    result = show("cccc1111")
    assert result.exit_code == EXIT_OK, result.output
    assert CODEX_THREAD in result.stderr


def test_show_latest_is_the_current_folders_newest(home):
    result = show("latest")
    assert result.exit_code == EXIT_OK, result.output
    assert HERE_B in result.stderr  # not ELSEWHERE, newer but of another project


def test_show_latest_elsewhere_is_the_newest_of_every_home(home, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    result = show("latest")
    assert result.exit_code == EXIT_OK, result.output
    assert ELSEWHERE in result.stderr


def test_an_ambiguous_prefix_lists_the_candidates(home):
    result = show("aaaa")
    assert result.exit_code == EXIT_USAGE
    assert HERE_A in result.stderr and HERE_B in result.stderr
    assert "agent-aaaa9" not in result.stderr
    assert result.stdout == ""


def test_no_match_is_a_missing_input(home):
    result = show("ffff")
    assert result.exit_code == EXIT_UNREADABLE
    assert "no session id begins" in result.stderr
    assert show("no/such/file.jsonl").exit_code == EXIT_UNREADABLE


def test_latest_without_any_session(tmp_path, monkeypatch):
    monkeypatch.setattr(Path, "home", classmethod(lambda cls: tmp_path))
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.delenv("CODEX_HOME", raising=False)
    monkeypatch.chdir(tmp_path)
    result = show("latest")
    assert result.exit_code == EXIT_UNREADABLE
    assert "no session found" in result.stderr
