"""opencode's SQLite store (`opencode.db`) unpacked into the file layout the reader reads.

Newer opencode keeps every session in `<data>/opencode.db` (anomalyco/opencode
packages/opencode/src/storage/db.ts: `opencode.db` for the latest and beta channels;
tables in packages/opencode/src/session/session.sql.ts): `session` (id, project_id,
parent_id, directory, title, version, time_created, time_updated, …), `message` (id,
session_id, time_created, time_updated, data: the message without id and sessionID) and
`part` (id, message_id, session_id, time_*, data: the part without its ids). On its first
start it copies the `storage/` folder into the database (storage/json-migration.ts), so
when the database exists it holds every session and the folder is not read.

A session in the database is no file, yet an archive page, its fingerprint and its kept
copy are made of files. So the database is read (read-only: a `mode=ro` URI, with the
stdlib's sqlite3) into a mirror of the file layout (`session/<project>/<id>.json`,
`message/<session>/<id>.json`, `part/<message>/<id>.json`, each row's `data` with its ids
put back, as message-v2.ts `info`/`part` rebuild them) in cc2html's cache folder
(`$CC2HTML_CACHE_DIR`, else `$XDG_CACHE_HOME/cc2html`, else `~/.cache/cc2html`, the rule
of render/to_html/engine/template_cache.py; none when CC2HTML_CACHE_DIR is empty), and
that mirror is opencode's home: read, planned, fingerprinted and kept as the folder is,
under the same keys. A file is written only when its bytes change (an unchanged session
keeps its files' times, so its page is not redone), and a session is exported again only
when its row, or its messages' or parts' count or latest update, changed; files of rows
gone from the database are removed (the archive keeps those sessions' copies).
"""

from __future__ import annotations

import hashlib
import json
import os
import sqlite3
from pathlib import Path
from typing import Any, Optional
from urllib.parse import quote

__all__ = ["DB_NAME", "UNREAD_KEY", "mirror_of", "unpack"]

DB_NAME = "opencode.db"
#: the newer message store (`session_message`: SessionMessage rows of a `type` and `data`,
#: packages/opencode/src/session/session.sql.ts) is not read yet; how many rows of it a
#: session has goes into its mirrored session file under UNREAD_KEY, and its page says so
UNREAD = "session_message"
UNREAD_KEY = "cc2htmlUnreadSessionMessages"
_STAMPS = ".session-stamps"
_SESSION_COLUMNS = ("id", "project_id", "parent_id", "slug", "directory", "title", "version",
                    "time_created", "time_updated")


def cache_root() -> Optional[Path]:
    configured = os.environ.get("CC2HTML_CACHE_DIR")
    if configured is not None:
        return Path(configured) if configured else None
    xdg = os.environ.get("XDG_CACHE_HOME")
    return (Path(xdg) if xdg else Path.home() / ".cache") / "cc2html"


def mirror_of(db: Path) -> Optional[Path]:
    """The folder database `db` is unpacked into (None: the cache is turned off)."""
    root = cache_root()
    if root is None:
        return None
    digest = hashlib.sha256(os.fsencode(db.resolve())).hexdigest()[:16]
    return root / "opencode-db" / digest / "storage"


def _connect(db: Path) -> sqlite3.Connection:
    uri = f"file:{quote(str(db.resolve()))}?mode=ro"
    con = sqlite3.connect(uri, uri=True)
    con.row_factory = sqlite3.Row
    return con


def _write(path: Path, obj: Any, keep: set[Path]) -> None:
    """Write `obj` as JSON at `path` unless it already holds those bytes."""
    data = json.dumps(obj, ensure_ascii=False, indent=2).encode("utf-8", "surrogatepass")
    keep.add(path)
    try:
        if path.read_bytes() == data:
            return
    except OSError:
        pass
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_bytes(data)
    os.replace(tmp, path)


def _data(text: Any) -> dict[str, Any]:
    try:
        value = json.loads(text) if isinstance(text, (str, bytes)) else None
    except ValueError:
        value = None
    return value if isinstance(value, dict) else {"data": text}  # (shown raw by the reader)


def _session_doc(row: sqlite3.Row) -> dict[str, Any]:
    """A session row as opencode's session file has it (session/index.ts `Info`)."""
    doc = {"id": row["id"], "slug": row["slug"], "version": row["version"],
           "projectID": row["project_id"], "directory": row["directory"],
           "title": row["title"], "time": {"created": row["time_created"],
                                           "updated": row["time_updated"]}}
    if row["parent_id"]:
        doc["parentID"] = row["parent_id"]
    return doc


def _tables(con: sqlite3.Connection) -> tuple[str, ...]:
    """The message tables this database has: `message`, `part`, and `session_message`
    where the newer store is there (session.sql.ts `SessionMessageTable`: not read)."""
    names = {r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    return tuple(t for t in ("message", "part", UNREAD) if t in names)


def _stamps(con: sqlite3.Connection) -> dict[str, list[Any]]:
    """Session id -> what changes when any of its rows does."""
    found: dict[str, list[Any]] = {}
    for row in con.execute("SELECT id, time_updated, title, parent_id FROM session"):
        found[row[0]] = [row[1], row[2], row[3]]
    for table in _tables(con):
        for row in con.execute(f"SELECT session_id, count(*), max(time_updated) FROM {table} "
                               "GROUP BY session_id"):
            if row[0] in found:
                found[row[0]] += [table, row[1], row[2]]
    return found


def _export(con: sqlite3.Connection, sid: str, into: Path, keep: set[Path]) -> None:
    row = con.execute(f"SELECT {', '.join(_SESSION_COLUMNS)} FROM session WHERE id = ?",
                      (sid,)).fetchone()
    doc = _session_doc(row)
    if UNREAD in _tables(con):  # (said on the page: read/opencode.py)
        unread = con.execute(f"SELECT count(*) FROM {UNREAD} WHERE session_id = ?",
                             (sid,)).fetchone()[0]
        if unread:
            doc[UNREAD_KEY] = unread
    _write(into / "session" / str(row["project_id"]) / f"{sid}.json", doc, keep)
    for msg in con.execute("SELECT id, data FROM message WHERE session_id = ? ORDER BY id",
                           (sid,)):
        _write(into / "message" / sid / f"{msg['id']}.json",
               {**_data(msg["data"]), "id": msg["id"], "sessionID": sid}, keep)
    for part in con.execute("SELECT id, message_id, data FROM part WHERE session_id = ? "
                            "ORDER BY message_id, id", (sid,)):
        _write(into / "part" / part["message_id"] / f"{part['id']}.json",
               {**_data(part["data"]), "id": part["id"], "sessionID": sid,
                "messageID": part["message_id"]}, keep)


def _files(into: Path) -> set[Path]:
    return {Path(folder) / name for folder, _, names in os.walk(into) for name in names
            if name.endswith(".json") and name != _STAMPS}


def unpack(db: Path, into: Path) -> int:
    """Mirror database `db` into folder `into`; the sessions exported again. Raises
    sqlite3.Error or OSError when the database cannot be read."""
    before = _read_stamps(into)
    con = _connect(db)
    try:
        stamps = _stamps(con)
        changed = [sid for sid, stamp in stamps.items() if before.get(sid) != stamp]
        keep: set[Path] = set()
        for sid in changed:
            _export(con, sid, into, keep)
    finally:
        con.close()
    if changed or before.keys() - stamps.keys():
        _prune(into, stamps, keep, set(changed))
    if stamps != before:
        into.mkdir(parents=True, exist_ok=True)
        (into / _STAMPS).write_text(json.dumps(stamps))
    return len(changed)


def _prune(into: Path, stamps: dict[str, Any], keep: set[Path], changed: set[str]) -> None:
    """Remove the files of sessions gone, and those a changed session no longer has."""
    for file in _files(into):
        rel = file.relative_to(into).parts
        sid = _owner(file, rel)
        if file in keep or (sid in stamps and sid not in changed):
            continue
        file.unlink()


def _owner(file: Path, rel: tuple[str, ...]) -> Optional[str]:
    """The session a mirrored file belongs to (its folder, or the id it holds)."""
    if rel[0] == "session":
        return file.stem
    if rel[0] == "message":
        return rel[1]
    try:
        sid = json.loads(file.read_bytes()).get("sessionID")
    except (OSError, ValueError, AttributeError):
        return None
    return sid if isinstance(sid, str) else None


def _read_stamps(into: Path) -> dict[str, Any]:
    try:
        value = json.loads((into / _STAMPS).read_text())
    except (OSError, ValueError):
        return {}
    return value if isinstance(value, dict) else {}
