"""opencode's session (`~/.local/share/opencode/storage/session/<project>/<id>.json`): its
row of the table. The reader is read/opencode.py; read/opencode_store.py finds a
session's other files (messages, parts, child sessions) from this one.

A session file is one JSON object `{id, version, projectID, directory, parentID?, title,
time: {created, updated}, …}` (anomalyco/opencode packages/opencode/src/session/index.ts
`Info`; the columns of `SessionTable`, packages/opencode/src/session/session.sql.ts). It
is told by those keys (no `role`, `type` or `messages`, which messages, parts and other
agents' documents have). Its head/tail facts are its own: `time.created`/`time.updated`,
`id`, `directory`, `parentID` (a subagent's session).

Home: opencode's data folder is `$XDG_DATA_HOME/opencode` (else `~/.local/share/opencode`;
packages/core global.ts uses xdg-basedir), sessions in its `storage` folder; newer
versions keep them in `opencode.db` (SQLite) in the same folder, read through a mirror in
the file layout (read/opencode_db.py). Given on the command line, a session file is read
with its files, and a folder holding session files is archived whole; the database is
read for the default home only.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any, Optional

from ..sniff import document
from .format import Format, Home, Scan, text

if TYPE_CHECKING:
    from ...redact.redactor import Redactor
    from ..transcript import Item

#: keys a session file has (one of the first two, and `time`), and those it never has
_ONE_OF = ("projectID", "directory")
_NEVER = ("role", "type", "messages", "sessionID", "messageID")


def is_session(doc: Any) -> bool:
    """Whether a decoded JSON value is an opencode session's facts."""
    return isinstance(doc, dict) and isinstance(doc.get("id"), str) \
        and isinstance(doc.get("time"), dict) and any(k in doc for k in _ONE_OF) \
        and not any(k in doc for k in _NEVER)


def detect(path: Path) -> bool:
    """An opencode session file: a small JSON object of a session's facts."""
    try:
        if path.stat().st_size > 1 << 20:  # (a session file holds facts only)
            return False
    except OSError:
        return False
    return path.suffix == ".json" and is_session(document(path))


def read(path: Path, redactor: Optional[Redactor] = None) -> Iterator[Item]:
    from ..opencode import iter_opencode
    return iter_opencode(path, redactor)


def _stamp(times: dict[str, Any], key: str) -> Optional[str]:
    from ..opencode_parts import stamp  # (no entry models: a plain helper module)
    return stamp(times.get(key))


def scan(path: Path) -> Scan:
    """Head and tail facts from the session file; raises OSError when it cannot be read."""
    from ..opencode_store import load
    doc, layout = load(path)
    doc = doc if isinstance(doc, dict) else {}
    times = doc.get("time") if isinstance(doc.get("time"), dict) else {}
    first = _stamp(times, "created")
    last = _stamp(times, "updated") or first
    # a session file is a conversation's record (opencode creates one with its first
    # message): its page says what its files hold, as a copy of it alone reads the same
    return Scan(first, last, text(doc, "id") or layout.session_id, text(doc, "directory"),
                is_session(doc), text(doc, "parentID"))


def opencode_data() -> Path:
    """opencode's data folder: `$XDG_DATA_HOME/opencode`, else `~/.local/share/opencode`."""
    base = os.environ.get("XDG_DATA_HOME")
    return (Path(base).expanduser() if base else Path.home() / ".local" / "share") / "opencode"


def opencode_home() -> tuple[Path, ...]:
    """The data folder's `storage`; when `opencode.db` is there, which holds every session
    (the storage folder migrated into it), its mirror in the file layout instead
    (read/opencode_db.py: unpacked here, rows changed since the last run only). A database
    that cannot be read (or no cache folder to mirror it in) leaves the storage folder."""
    data = opencode_data()
    db = data / "opencode.db"
    if db.is_file():
        import sqlite3

        from ..opencode_db import mirror_of, unpack
        mirror = mirror_of(db)
        if mirror is not None:
            try:
                unpack(db, mirror)
                return (mirror,)
            except (sqlite3.Error, OSError):
                pass
    return (data / "storage",)


def children(path: Path) -> dict[str, Path]:
    """The session's child sessions (its subagents'), found in its storage folder
    (read/opencode_store.py); none when the file cannot be read."""
    from ..opencode_store import child_sessions, read_json
    try:
        return child_sessions(path, read_json(path))
    except OSError:
        return {}


OPENCODE = Format("opencode", "opencode", "", detect, read, scan,
                  Home(opencode_home, "~/.local/share/opencode (storage/, opencode.db)", "~opencode",
                       ("ses_",), (".json",)), children=children)
