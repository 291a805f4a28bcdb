"""opencode's SQLite store (`opencode.db`, opencode 1.2+): read read-only into a mirror of
the file layout, which reads exactly as the storage folder it was migrated from; only
sessions whose rows changed are exported again, and unchanged files keep their times; with
no argument the database (when there) is opencode's home. The database is built here from
the hand-made storage folder (test_data/agents/opencode/), with the columns of
anomalyco/opencode packages/opencode/src/session/session.sql.ts, as opencode's own
JSON-to-SQLite migration (storage/json-migration.ts) fills them."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from typer.testing import CliRunner

from cc2html.cli.app import app
from cc2html.read.agents.opencode import opencode_home
from cc2html.read.opencode import iter_opencode
from cc2html.read.opencode_db import mirror_of, unpack
from cc2html.read.transcript import ParseProblem
from helpers import TEST_DATA

STORE = TEST_DATA / "agents" / "opencode" / "storage"
SCHEMA = """
CREATE TABLE session (id TEXT PRIMARY KEY, project_id TEXT NOT NULL, workspace_id TEXT,
  parent_id TEXT, slug TEXT NOT NULL, directory TEXT NOT NULL, path TEXT, title TEXT NOT NULL,
  version TEXT NOT NULL, share_url TEXT, cost REAL NOT NULL DEFAULT 0,
  time_created INTEGER NOT NULL, time_updated INTEGER NOT NULL);
CREATE TABLE message (id TEXT PRIMARY KEY, session_id TEXT NOT NULL,
  time_created INTEGER NOT NULL, time_updated INTEGER NOT NULL, data TEXT NOT NULL);
CREATE TABLE part (id TEXT PRIMARY KEY, message_id TEXT NOT NULL, session_id TEXT NOT NULL,
  time_created INTEGER NOT NULL, time_updated INTEGER NOT NULL, data TEXT NOT NULL);
"""


def make_db(path: Path) -> Path:
    """The hand-made storage folder as opencode's migration puts it in the database (a
    part file that is no JSON is left out, as the migration leaves it)."""
    con = sqlite3.connect(path)
    con.executescript(SCHEMA)
    sessions = {}
    for file in sorted((STORE / "session").glob("*/*.json")):
        s = json.loads(file.read_text())
        sessions[s["id"]] = s
        con.execute("INSERT INTO session (id, project_id, parent_id, slug, directory, title, "
                    "version, time_created, time_updated) VALUES (?,?,?,?,?,?,?,?,?)",
                    (s["id"], file.parent.name, s.get("parentID"), s.get("slug", ""),
                     s["directory"], s["title"], s["version"], s["time"]["created"],
                     s["time"]["updated"]))
    owner = {}
    for file in sorted((STORE / "message").glob("*/*.json")):
        m = json.loads(file.read_text())
        owner[m["id"]] = m["sessionID"]
        data = {k: v for k, v in m.items() if k not in ("id", "sessionID")}
        con.execute("INSERT INTO message VALUES (?,?,?,?,?)", (m["id"], m["sessionID"],
                    m["time"]["created"], m["time"]["created"], json.dumps(data)))
    for file in sorted((STORE / "part").glob("*/*.json")):
        try:
            p = json.loads(file.read_text())
        except ValueError:
            continue
        data = {k: v for k, v in p.items() if k not in ("id", "sessionID", "messageID")}
        con.execute("INSERT INTO part VALUES (?,?,?,?,?,?)", (p["id"], p["messageID"],
                    owner[p["messageID"]], 0, 0, json.dumps(data)))
    con.commit()
    con.close()
    return path


def _entries(path: Path) -> list[dict]:
    return [e.model_dump() if hasattr(e, "model_dump") else vars(e)
            for e in iter_opencode(path) if hasattr(e, "model_dump")]


def test_the_mirror_reads_as_the_storage_folder_it_came_from(tmp_path: Path):
    db = make_db(tmp_path / "opencode.db")
    before = db.read_bytes()
    assert unpack(db, tmp_path / "mirror") == 2
    assert db.read_bytes() == before  # opened read-only
    mirrored = tmp_path / "mirror" / "session" / "proj_demo" / "ses_main.json"
    assert _entries(mirrored) == _entries(STORE / "session" / "proj_demo" / "ses_main.json")


def test_only_changed_sessions_are_exported_again(tmp_path: Path):
    db = make_db(tmp_path / "opencode.db")
    mirror = tmp_path / "mirror"
    unpack(db, mirror)
    times = {p: p.stat().st_mtime_ns for p in mirror.rglob("*.json")}
    assert unpack(db, mirror) == 0
    assert {p: p.stat().st_mtime_ns for p in mirror.rglob("*.json")} == times
    con = sqlite3.connect(db)
    con.execute("UPDATE part SET data = ?, time_updated = 5 WHERE id = 'prt_004a'",
                (json.dumps({"type": "text", "text": "Now run it twice."}),))
    con.execute("DELETE FROM session WHERE id = 'ses_child'")
    con.commit()
    con.close()
    assert unpack(db, mirror) == 1
    changed = {p for p in mirror.rglob("*.json") if times.get(p) != p.stat().st_mtime_ns}
    assert changed == {mirror / "part" / "msg_004" / "prt_004a.json"}
    assert not (mirror / "session" / "proj_demo" / "ses_child.json").exists()  # gone


def test_with_no_argument_the_database_is_opencodes_home(tmp_path: Path, monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    monkeypatch.delenv("CODEX_HOME", raising=False)
    monkeypatch.setenv("CC2HTML_CACHE_DIR", str(tmp_path / "cache"))
    data = tmp_path / ".local" / "share" / "opencode"
    data.mkdir(parents=True)
    db = make_db(data / "opencode.db")
    (data / "storage").mkdir()  # the folder it was migrated from: not read again
    assert opencode_home() == (mirror_of(db),)
    result = CliRunner().invoke(app, [])
    assert result.exit_code == 0, result.output
    out = mirror_of(db).parent / "storage-html"
    project = next(out.glob("-work-demo"))
    assert sorted(p.name for p in project.glob("ses_*.html")) == ["ses_child.html",
                                                                  "ses_main.html"]
    page = (project / "ses_main.html").read_text(encoding="utf-8")
    assert "Fix the failing parser test" in page and "Found 2 matches" in page


def test_no_cache_folder_leaves_the_storage_folder(tmp_path: Path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    monkeypatch.setenv("CC2HTML_CACHE_DIR", "")
    (tmp_path / "opencode").mkdir()
    make_db(tmp_path / "opencode" / "opencode.db")
    assert opencode_home() == (tmp_path / "opencode" / "storage",)


def test_rows_of_the_newer_session_message_store_are_said_not_read(tmp_path: Path):
    db = make_db(tmp_path / "opencode.db")
    con = sqlite3.connect(db)
    con.execute("CREATE TABLE session_message (id TEXT PRIMARY KEY, session_id TEXT NOT NULL, "
                "type TEXT NOT NULL, time_created INTEGER NOT NULL, "
                "time_updated INTEGER NOT NULL, data TEXT NOT NULL)")
    con.execute("INSERT INTO session_message VALUES ('sm1', 'ses_main', 'user', 1, 1, '{}')")
    con.commit()
    con.close()
    unpack(db, tmp_path / "mirror")
    items = list(iter_opencode(tmp_path / "mirror" / "session" / "proj_demo" / "ses_main.json"))
    said = [p.reason for p in items if isinstance(p, ParseProblem) and p.line == 1]
    assert said == ["opencode.db: 1 row of this session in the session_message table "
                    "(opencode's newer message store) not read"]
    child = list(iter_opencode(tmp_path / "mirror" / "session" / "proj_demo" / "ses_child.json"))
    assert not [p for p in child if isinstance(p, ParseProblem) and p.line == 1]
