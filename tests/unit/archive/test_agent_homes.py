"""One archive of every coding agent: with no argument the Claude Code, Codex and Gemini
homes go into one archive, projects grouped by working directory across agents, each
session showing its agent; a Codex or Gemini home given on its own is read as one."""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cc2html.archive.agent_homes import home_kind
from cc2html.cli.app import app
from cc2html.read.agents import AGENTS
from helpers import TEST_DATA

runner = CliRunner()
CWD = "/home/dev/project"  # the directory the Codex fixtures ran in


def _claude(home: Path) -> None:
    folder = home / ".claude" / "projects" / "-home-dev-project"
    folder.mkdir(parents=True)
    line = {"type": "user", "uuid": "u1", "parentUuid": None, "sessionId": "c1", "cwd": CWD,
            "timestamp": "2025-09-01T10:00:00Z",
            "message": {"role": "user", "content": "Claude prompt here"}}
    (folder / "c1.jsonl").write_text(json.dumps(line) + "\n")


def _codex(root: Path) -> None:
    day = root / "2025" / "10" / "01"
    day.mkdir(parents=True)
    (day / "rollout-2025-10-01T10-00-00-a.jsonl").write_bytes(
        (TEST_DATA / "codex_tools.jsonl").read_bytes())


def _gemini(root: Path, project_hash: str, name: str = "session-2026-04-02T08-00-g.json"
            ) -> None:
    chats = root / project_hash / "chats"
    chats.mkdir(parents=True)
    doc = json.loads((TEST_DATA / "gemini_session.json").read_text())
    (chats / name).write_text(json.dumps({**doc, "projectHash": project_hash}))


@pytest.fixture
def home(tmp_path: Path, monkeypatch) -> Path:
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.delenv("CODEX_HOME", raising=False)
    _claude(tmp_path)
    _codex(tmp_path / ".codex" / "sessions")
    _gemini(tmp_path / ".gemini" / "tmp", hashlib.sha256(CWD.encode()).hexdigest())
    _gemini(tmp_path / ".gemini" / "tmp", "ab" * 32, "session-other.json")
    return tmp_path


def test_every_agent_home_goes_into_one_archive_grouped_by_project(home: Path):
    result = runner.invoke(app, [])
    assert result.exit_code == 0, result.output
    out = home / ".claude" / "projects-html"
    project = out / "-home-dev-project"
    pages = sorted(p.name for p in project.glob("*.html"))
    assert pages == ["c1.html", "index.html", "rollout-2025-10-01T10-00-00-a.html",
                     "session-2026-04-02T08-00-g.html"]  # Gemini's hash matched the path
    index = (project / "index.html").read_text(encoding="utf-8")
    agents = re.findall(r'<td data-label="Agent">([^<]*)</td>', index)
    assert sorted(agents) == ["Claude Code", "Codex CLI", "Gemini CLI"]
    top = (out / "index.html").read_text(encoding="utf-8")
    assert "<h1>Sessions</h1>" in top and "Claude Code sessions" not in top
    assert (out / "gemini-abababababab" / "session-other.html").is_file()  # no path known
    again = runner.invoke(app, [])
    assert again.exit_code == 0 and "0 pages written, 4 unchanged" in again.stderr


def test_codex_home_comes_from_codex_home_and_stands_alone(tmp_path: Path, monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("CODEX_HOME", str(tmp_path / "elsewhere"))
    _codex(tmp_path / "elsewhere" / "sessions")
    result = runner.invoke(app, [])
    assert result.exit_code == 0, result.output
    page = tmp_path / "elsewhere" / "sessions-html" / "-home-dev-project" / \
        "rollout-2025-10-01T10-00-00-a.html"
    assert "Codex CLI 0.50.0" in page.read_text(encoding="utf-8")


def test_a_home_given_as_the_source_is_read_as_that_agent(tmp_path: Path):
    _gemini(tmp_path / "tmp", "cd" * 32)
    assert home_kind(tmp_path / "tmp") == "gemini"
    result = runner.invoke(app, [str(tmp_path / "tmp"), "-o", str(tmp_path / "out")])
    assert result.exit_code == 0, result.output
    assert (tmp_path / "out" / "gemini-cdcdcdcdcdcd" / "session-2026-04-02T08-00-g.html"
            ).is_file()


def test_redact_home_names_agent_projects_by_the_same_rule(home: Path):
    result = runner.invoke(app, ["--redact-home"])
    assert result.exit_code == 0, result.output
    names = sorted(p.name for p in (home / ".claude" / "projects-html").iterdir()
                   if p.is_dir() and not p.name.startswith("."))
    assert "-home-dev-project" not in names and len(names) >= 2


def test_several_sources_on_the_command_line_make_one_archive(tmp_path: Path):
    _claude(tmp_path)
    _codex(tmp_path / "codex")
    _gemini(tmp_path / "gemini", hashlib.sha256(CWD.encode()).hexdigest())
    out = tmp_path / "out"
    result = runner.invoke(app, [str(tmp_path / ".claude" / "projects"), str(tmp_path / "codex"),
                                 str(tmp_path / "gemini"), "-o", str(out)])
    assert result.exit_code == 0, result.output
    assert len(list((out / "-home-dev-project").glob("*.html"))) == 4  # 3 sessions + index


def test_two_claude_folders_or_a_file_among_folders_are_refused(tmp_path: Path):
    _claude(tmp_path)
    projects = str(tmp_path / ".claude" / "projects")
    twice = runner.invoke(app, [projects, projects, "-o", str(tmp_path / "out")])
    assert twice.exit_code == 2 and "one Claude Code projects folder" in twice.stderr
    for fmt in AGENTS:  # (every agent whose home may be given, from the format table)
        assert fmt.agent in " ".join(twice.stderr.split()), fmt.name
    mixed = runner.invoke(app, [projects, str(TEST_DATA / "codex_flat.jsonl")])
    assert mixed.exit_code == 2 and "must all be folders" in mixed.stderr


def test_codex_archived_sessions_are_a_home_too(tmp_path: Path, monkeypatch):
    # `codex archive` moves a thread's rollouts to $CODEX_HOME/archived_sessions (flat)
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.delenv("CODEX_HOME", raising=False)
    _codex(tmp_path / ".codex" / "sessions")
    archived = tmp_path / ".codex" / "archived_sessions"
    archived.mkdir()
    (archived / "rollout-2025-10-01T11-00-00-b.jsonl").write_bytes(
        (TEST_DATA / "codex_turns.jsonl").read_bytes())
    result = runner.invoke(app, [])
    assert result.exit_code == 0, result.output
    project = tmp_path / ".codex" / "sessions-html" / "-home-dev-project"
    assert sorted(p.name for p in project.glob("rollout-*.html")) == [
        "rollout-2025-10-01T10-00-00-a.html", "rollout-2025-10-01T11-00-00-b.html"]


def test_a_rollout_moved_to_archived_sessions_keeps_its_page(tmp_path: Path, monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.delenv("CODEX_HOME", raising=False)
    _codex(tmp_path / ".codex" / "sessions")
    assert runner.invoke(app, []).exit_code == 0
    archived = tmp_path / ".codex" / "archived_sessions"
    archived.mkdir()
    day = tmp_path / ".codex" / "sessions" / "2025" / "10" / "01"
    (day / "rollout-2025-10-01T10-00-00-a.jsonl").rename(
        archived / "rollout-2025-10-01T10-00-00-a.jsonl")
    result = runner.invoke(app, [])
    assert result.exit_code == 0, result.output
    index = (tmp_path / ".codex" / "sessions-html" / "-home-dev-project" / "index.html"
             ).read_text(encoding="utf-8")
    assert index.count("rollout-2025-10-01T10-00-00-a.html") >= 1
    assert "source deleted" not in index


def test_a_paginated_codex_thread_is_one_page(tmp_path: Path, monkeypatch):
    # hand-made: test_data/codex_paged/ (one thread over three rollout files, 0.146+)
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.delenv("CODEX_HOME", raising=False)
    day = tmp_path / ".codex" / "sessions" / "2026" / "05" / "01"
    day.mkdir(parents=True)
    for part in sorted((TEST_DATA / "codex_paged").glob("rollout-*.jsonl")):
        (day / part.name).write_bytes(part.read_bytes())
    result = runner.invoke(app, [])
    assert result.exit_code == 0, result.output
    project = tmp_path / ".codex" / "sessions-html" / "-home-dev-shop"
    pages = [p.name for p in project.glob("rollout-*.html")]
    assert pages == ["rollout-2026-05-01T10-00-00-019d0000-0000-7000-8000-00000000b001.html"]
    page = (project / pages[0]).read_text(encoding="utf-8")
    assert "Add a test for the tax" in page and "Where is the cart total computed?" in page
    (day / "rollout-2026-05-01T10-00-00-019d0000-0000-7000-8000-00000000b001_r2.jsonl"
     ).write_text("", encoding="utf-8")  # a file of the thread changed: the page is redone
    again = runner.invoke(app, [])
    assert again.exit_code == 0 and "1 page written" in again.stderr


def _rollouts(tmp_path: Path, folder: str, monkeypatch) -> Path:
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.delenv("CODEX_HOME", raising=False)
    day = tmp_path / ".codex" / "sessions" / "2026" / "07" / "01"
    day.mkdir(parents=True)
    for part in sorted((TEST_DATA / folder).glob("rollout-*.jsonl")):
        (day / part.name).write_bytes(part.read_bytes())
    result = runner.invoke(app, [])
    assert result.exit_code == 0, result.output
    return tmp_path / ".codex" / "sessions-html" / "-home-dev-shop"


def test_a_subagent_thread_and_its_parent_link_each_other(tmp_path: Path, monkeypatch):
    # hand-made: test_data/codex_subagent/ (a spawn_agent call and the spawned thread)
    project = _rollouts(tmp_path, "codex_subagent", monkeypatch)
    lead, helper = sorted(project.glob("rollout-*.html"))
    lead_page = lead.read_text(encoding="utf-8")
    helper_page = helper.read_text(encoding="utf-8")
    lead_id, helper_id = ("-".join(p.stem.split("-")[-5:]) for p in (lead, helper))
    # the spawn names the child's page, the child the parent's (not just prev / next)
    assert f'<a href="{helper.name}"><code>{helper_id}</code></a>' in lead_page
    assert f'<a href="{lead.name}"><code>{lead_id}</code></a>' in helper_page
    assert "Subagent thread of session" in helper_page


def test_a_fork_links_its_parent(tmp_path: Path, monkeypatch):
    # hand-made: test_data/codex_fork/ (a session and a fork of it)
    project = _rollouts(tmp_path, "codex_fork", monkeypatch)
    parent, fork = sorted(project.glob("rollout-*.html"))
    page = fork.read_text(encoding="utf-8")
    parent_id = "-".join(parent.stem.split("-")[-5:])
    assert f'<a href="{parent.name}"><code>{parent_id}</code></a>' in page
    assert "Which tests are flaky?" not in page  # the parent's prompt, replayed: folded


def test_two_rollouts_of_one_thread_id_without_a_page_suffix_stay_two_sessions(
        tmp_path: Path, monkeypatch):
    # only `_<rollout id>` files join the file named by the thread id alone
    first = sorted((TEST_DATA / "codex_paged").glob("rollout-*.jsonl"))[0]
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.delenv("CODEX_HOME", raising=False)
    day = tmp_path / ".codex" / "sessions" / "2026" / "05" / "01"
    day.mkdir(parents=True)
    (day / first.name).write_bytes(first.read_bytes())
    (day / first.name.replace("T10-00-00", "T11-30-00")).write_bytes(first.read_bytes())
    result = runner.invoke(app, [])
    assert result.exit_code == 0, result.output
    project = tmp_path / ".codex" / "sessions-html" / "-home-dev-shop"
    assert len(list(project.glob("rollout-*.html"))) == 2


def _nested_home(tmp_path: Path, monkeypatch) -> Path:
    """test_data/codex_nested/sessions (hand-made: a thread, its subagents over two day
    folders, an unrelated thread) as ~/.codex/sessions, archived once."""
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.delenv("CODEX_HOME", raising=False)
    source = TEST_DATA / "codex_nested" / "sessions"
    for part in sorted(source.rglob("rollout-*.jsonl")):
        target = tmp_path / ".codex" / "sessions" / part.relative_to(source)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(part.read_bytes())
    result = runner.invoke(app, [])
    assert result.exit_code == 0, result.output
    return tmp_path / ".codex" / "sessions-html" / "-home-dev-shop"


def test_a_subagent_thread_is_nested_in_its_parents_page_and_keeps_its_own(
        tmp_path: Path, monkeypatch):
    project = _nested_home(tmp_path, monkeypatch)
    pages = {p.stem[-2:]: p.read_text(encoding="utf-8")
             for p in project.glob("rollout-*.html")}
    assert sorted(pages) == ["07", "08", "09", "0a", "0b"]  # every thread has its page
    lead = pages["07"]
    for said in ("Entry point: cart/total.py", "total() sums the lines.",
                 "The cart tests pass."):  # child, grandchild, next day's child
        assert said in lead
    assert lead.count('class="subagent"') == 3
    assert "An unrelated answer" not in lead
    assert "4 tool calls (2 in subagents)" in lead
    assert "The cart tests pass." in pages["0a"]  # its own page too


def test_a_change_in_a_subagent_thread_redoes_its_parents_page(tmp_path: Path, monkeypatch):
    _nested_home(tmp_path, monkeypatch)
    late = next((tmp_path / ".codex" / "sessions").rglob("rollout-*-00000000000a.jsonl"))
    with late.open("a", encoding="utf-8") as out:
        out.write(json.dumps({"timestamp": "2026-07-03T00:00:09.000Z", "type": "response_item",
                              "payload": {"type": "message", "role": "assistant", "content": [
                                  {"type": "output_text", "text": "One more finding."}]}})
                  + "\n")
    again = runner.invoke(app, [])
    assert again.exit_code == 0 and "2 pages written" in again.stderr  # its own, the parent's
    project = tmp_path / ".codex" / "sessions-html" / "-home-dev-shop"
    lead = next(project.glob("rollout-*-000000000007.html")).read_text(encoding="utf-8")
    assert "One more finding." in lead


def test_the_summary_names_each_agent_home_it_read(home: Path):
    result = runner.invoke(app, [])
    assert result.exit_code == 0, result.output
    line = next(x for x in result.stderr.splitlines() if x.startswith("read "))
    assert line == (f"read Claude Code ({home / '.claude' / 'projects'}), Codex "
                    f"({home / '.codex' / 'sessions'}), Gemini ({home / '.gemini' / 'tmp'})")
