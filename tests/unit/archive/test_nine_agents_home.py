"""Issue 35's "Done when", end to end: `cc2html` with no argument, on a fake HOME holding
all nine agents' homes (Claude Code, Codex CLI, Gemini CLI, Copilot CLI, Cursor CLI,
opencode, Qwen Code, pi, Antigravity CLI; every other place an agent's home may be named
by, CODEX_HOME, XDG_DATA_HOME, PI_CODING_AGENT_DIR, CLAUDE_CONFIG_DIR, pointed into the
fake HOME or unset), builds ONE archive in which each session is under the project of its
working directory (sessions of different agents in one directory share the project),
with its agent named on its row of the project index, the index's agent filter offering
each agent, and the `--json` summary counting them.

Data: the hand-made fixtures of test_data (codex_tools.jsonl, gemini_session.json,
qwen_session.jsonl, pi_session.jsonl, agents/copilot, agents/cursor, agents/opencode,
agents/antigravity), copied into the fake HOME where each agent keeps its sessions. All
but Cursor's ran in /home/dev/project (opencode's copy is moved there: its session files'
`directory`; Antigravity's by the `workspace` its history names); Cursor names its
project by an encoded folder, read back only against a directory that exists, so its
sessions are in a directory made under the fake HOME, beside a Claude Code session there.
"""

from __future__ import annotations

import hashlib
import html.parser
import json
import re
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cc2html.cli.app import app
from cc2html.read.agents import AGENTS, FORMATS
from helpers import TEST_DATA

runner = CliRunner()
CWD = "/home/dev/project"  # where the fixtures ran
CURSOR_ID = "22222222-aaaa-4bbb-8ccc-000000000002"
AGY_ID = "c0ffee00-1111-4222-8333-444455556666"
COPILOT_ID = "5f0c1e2a-7b3d-4c8e-9a10-112233445566"
QWEN_ID = "7c1e0a52-3b7d-4e8f-9a10-2b3c4d5e6f70"
PI_FILE = "2026-08-21T14-00-00-000Z_5f0c2a9e-1d2b-4c3d-8e4f-a1b2c3d4e5f6.jsonl"


def _claude(home: Path, cwd: str, sid: str) -> None:
    folder = home / ".claude" / "projects" / re.sub(r"[^A-Za-z0-9]", "-", cwd)
    folder.mkdir(parents=True, exist_ok=True)
    line = {"type": "user", "uuid": "u1", "parentUuid": None, "sessionId": sid, "cwd": cwd,
            "timestamp": "2026-09-01T10:00:00Z",
            "message": {"role": "user", "content": f"Claude prompt in {cwd}"}}
    (folder / f"{sid}.jsonl").write_text(json.dumps(line) + "\n")


def _copy(source: Path, target: Path) -> None:
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(source.read_bytes())


def _opencode(data: Path) -> None:
    store = data / "opencode" / "storage"
    shutil.copytree(TEST_DATA / "agents" / "opencode" / "storage", store)
    for session in (store / "session").rglob("ses_*.json"):
        doc = json.loads(session.read_text(encoding="utf-8"))
        session.write_text(json.dumps({**doc, "directory": CWD}), encoding="utf-8")


def _cursor(home: Path) -> str:
    work = home / "dev" / "my-app"
    work.mkdir(parents=True)
    encoded = str(work).strip("/").replace("/", "-").replace(".", "-")  # (Cursor's rule)
    _copy(TEST_DATA / "agents" / "cursor" / "plain.txt",
          home / ".cursor" / "projects" / encoded / "agent-transcripts" / f"{CURSOR_ID}.txt")
    _claude(home, str(work), "c2")
    return str(work)


def _antigravity(home: Path) -> None:
    root = home / ".gemini" / "antigravity-cli"
    _copy(TEST_DATA / "agents" / "antigravity" / "session.jsonl",
          root / "brain" / AGY_ID / ".system_generated" / "logs" / "transcript.jsonl")
    (root / "history.jsonl").write_text(json.dumps(
        {"conversationId": AGY_ID, "workspace": CWD}) + "\n")


@pytest.fixture
def home(tmp_path: Path, monkeypatch) -> Path:
    """The fake HOME, every agent's home in its default place."""
    monkeypatch.setenv("HOME", str(tmp_path))
    for name in ("CODEX_HOME", "XDG_DATA_HOME", "PI_CODING_AGENT_DIR", "CLAUDE_CONFIG_DIR"):
        monkeypatch.delenv(name, raising=False)
    _claude(tmp_path, CWD, "c1")
    _copy(TEST_DATA / "codex_tools.jsonl",
          tmp_path / ".codex/sessions/2025/10/01/rollout-2025-10-01T10-00-00-a.jsonl")
    doc = json.loads((TEST_DATA / "gemini_session.json").read_text(encoding="utf-8"))
    digest = hashlib.sha256(CWD.encode()).hexdigest()
    chats = tmp_path / ".gemini" / "tmp" / digest / "chats"
    chats.mkdir(parents=True)
    (chats / "session-2026-04-02T08-00-g.json").write_text(
        json.dumps({**doc, "projectHash": digest}))
    _copy(TEST_DATA / "agents" / "copilot" / "session.jsonl",
          tmp_path / ".copilot" / "session-state" / f"{COPILOT_ID}.jsonl")
    _copy(TEST_DATA / "qwen_session.jsonl",
          tmp_path / ".qwen/projects/-home-dev-project/chats" / f"{QWEN_ID}.jsonl")
    _copy(TEST_DATA / "pi_session.jsonl",
          tmp_path / ".pi/agent/sessions/--home-dev-project--" / PI_FILE)
    _opencode(tmp_path / ".local" / "share")
    _antigravity(tmp_path)
    _cursor(tmp_path)
    return tmp_path


class _Rows(html.parser.HTMLParser):
    """An index's rows: each row's first link and its cells' texts by their labels."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.rows: list[dict[str, str]] = []
        self._cell = ""

    def handle_starttag(self, tag: str, attrs: list) -> None:
        attr = dict(attrs)
        if tag == "tr":
            self.rows.append({})
        elif tag == "td" and self.rows:
            self._cell = attr.get("data-label") or ""
        elif tag == "a" and self.rows and "href" in attr and "href" not in self.rows[-1]:
            self.rows[-1]["href"] = attr["href"] or ""

    def handle_endtag(self, tag: str) -> None:
        if tag == "td":
            self._cell = ""

    def handle_data(self, data: str) -> None:
        if self._cell and self.rows and data.strip():
            row = self.rows[-1]
            row[self._cell] = (row.get(self._cell, "") + " " + data.strip()).strip()


def _index(folder: Path) -> _Rows:
    parser = _Rows()
    parser.feed((folder / "index.html").read_text(encoding="utf-8"))
    parser.close()
    return parser


#: page -> the agent its project index row names (all ran in CWD but Cursor's)
IN_CWD = {"c1.html": "Claude Code", "rollout-2025-10-01T10-00-00-a.html": "Codex CLI",
          "session-2026-04-02T08-00-g.html": "Gemini CLI", f"{COPILOT_ID}.html": "Copilot CLI",
          f"{QWEN_ID}.html": "Qwen Code", PI_FILE.replace(".jsonl", ".html"): "pi",
          "ses_main.html": "opencode", "ses_child.html": "opencode",
          f"{AGY_ID}.html": "Antigravity CLI"}
IN_CURSOR = {f"{CURSOR_ID}.html": "Cursor CLI", "c2.html": "Claude Code"}


def _project_rows(folder: Path) -> dict[str, str]:
    """A project index's rows: page -> the agent its row names."""
    return {row["href"]: row.get("Agent", "") for row in _index(folder).rows if "href" in row}


def test_no_argument_builds_one_archive_of_all_nine_agents(home: Path):
    result = runner.invoke(app, [])
    assert result.exit_code == 0, result.output
    read = " ".join(result.stderr.split())
    for fmt in (FORMATS[0], *AGENTS):  # the summary names every home it read
        assert fmt.agent in read, fmt.name
    out = home / ".claude" / "projects-html"
    cursor = re.sub(r"[^A-Za-z0-9]", "-", str(home / "dev" / "my-app"))
    projects = sorted(p.name for p in out.iterdir() if p.is_dir() and (p / "index.html").is_file())
    assert projects == sorted(["-home-dev-project", cursor])  # ONE archive, two directories
    assert _project_rows(out / "-home-dev-project") == IN_CWD
    assert _project_rows(out / cursor) == IN_CURSOR
    for folder, pages in (("-home-dev-project", IN_CWD), (cursor, IN_CURSOR)):
        assert sorted(q.name for q in (out / folder).glob("*.html")) == sorted(
            [*pages, "index.html"])
    named = set(IN_CWD.values()) | set(IN_CURSOR.values())
    for fmt in (FORMATS[0], *AGENTS):  # every agent of the table is named on some row
        assert any(name.startswith(fmt.agent) for name in named), fmt.name
    top = {row["href"]: row.get("Agents", "") for row in _index(out).rows if "href" in row}
    assert set(top["-home-dev-project/index.html"].split(", ")) == set(IN_CWD.values())
    assert set(top[f"{cursor}/index.html"].split(", ")) == set(IN_CURSOR.values())


def test_the_agent_filter_and_the_json_summary_count_every_agent(home: Path):
    """The index's filter matches a row by its words, the agent's name among them: each
    agent's name is in its rows' text, so typing it offers that agent's sessions; a second
    run's `--json` summary counts the same sessions, none rewritten."""
    assert runner.invoke(app, []).exit_code == 0
    again = runner.invoke(app, ["--json"])
    assert again.exit_code == 0, again.output
    summary = json.loads(again.stdout)
    assert (summary["projects"], summary["sessions"]) == (2, len(IN_CWD) + len(IN_CURSOR))
    assert summary["pages"] == {"written": 0, "unchanged": 11, "removed": 0}
    index = (home / ".claude" / "projects-html" / "-home-dev-project" / "index.html"
             ).read_text(encoding="utf-8")
    assert 'id="archive-filter"' in index and "an agent" in index
    rows = _index(home / ".claude" / "projects-html" / "-home-dev-project").rows
    for agent in set(IN_CWD.values()):
        assert [r for r in rows if agent in " ".join(r.values())], agent
