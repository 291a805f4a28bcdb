"""The archive's memory between runs: an SQLite file in the output folder.

For every session page it records the inputs it was made from (path, size,
mtime of the session file and its subagent files, plus a content hash), the
renderer fingerprint, the title and navigation links it was rendered with,
and the session's summary for the index pages — so an unchanged session needs
no re-read at all. Rows are committed in small batches as pages are written:
a run killed at any moment leaves a manifest that under-reports, never
over-reports, what is on disk.
"""

from __future__ import annotations

import json
import sqlite3
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Iterator, Optional

from ..write import remove
from .scan import Scan

FILENAME = ".cc2html-manifest.sqlite"
SCHEMA = 2

_TABLES = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS scans (path TEXT PRIMARY KEY, size INTEGER, mtime_ns INTEGER,
                                  scan TEXT);
CREATE TABLE IF NOT EXISTS pages (key TEXT PRIMARY KEY, page TEXT NOT NULL, stats TEXT NOT NULL,
                                  digest TEXT NOT NULL, renderer TEXT NOT NULL,
                                  title TEXT NOT NULL, nav TEXT NOT NULL, summary TEXT NOT NULL,
                                  uuids BLOB NOT NULL);
CREATE TABLE IF NOT EXISTS indexes (path TEXT PRIMARY KEY, inputs TEXT NOT NULL);
"""
#: sessions whose source is gone, kept in the archive: key -> the date a run last saw it
_GONE = "CREATE TABLE IF NOT EXISTS gone (key TEXT PRIMARY KEY, last_seen TEXT NOT NULL)"
#: kept copies (archive/sources.py): key -> the digest and redaction mode of what it holds
_COPIES = ("CREATE TABLE IF NOT EXISTS copies (key TEXT PRIMARY KEY, file TEXT NOT NULL,"
           " digest TEXT NOT NULL, mode TEXT NOT NULL, size INTEGER NOT NULL)")


@dataclass
class PageRow:
    key: str  # the session file, relative to the archive root
    page: str  # the page, relative to OUT
    stats: str  # json [[rel, size, mtime_ns], ...] of the inputs as last read
    digest: str  # hash of the inputs' bytes
    renderer: str  # renderer fingerprint the page was made with
    title: str  # title the page was rendered with
    nav: str  # json of the nav links the page was rendered with
    summary: str  # json of the worker's SessionSummary
    uuids: bytes  # 16 bytes per main-thread message uuid (summary matching)


class Manifest:
    def __init__(self, out: Path) -> None:
        self.path = out / FILENAME
        self._dirty = 0
        self._last = time.monotonic()
        try:
            self.db = self._open()
        except sqlite3.DatabaseError:  # not a manifest we can read: start afresh
            remove(self.path)
            self.db = self._open()

    def _open(self) -> sqlite3.Connection:
        db = sqlite3.connect(self.path, isolation_level="DEFERRED")
        db.execute("PRAGMA synchronous=OFF")  # a killed run is safe; a lost manifest only costs time
        db.execute("CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)")
        row = db.execute("SELECT value FROM meta WHERE key='schema'").fetchone()
        if row is None or row[0] != str(SCHEMA):  # older layout: forget it, pages re-render
            for table in ("meta", "scans", "pages", "indexes", "gone", "copies", "forgotten"):
                db.execute(f"DROP TABLE IF EXISTS {table}")
            db.executescript(_TABLES)
            db.execute("INSERT INTO meta VALUES ('schema', ?)", (str(SCHEMA),))
            db.commit()
        db.execute(_GONE)  # (added within schema 2: an older file just lacks them)
        db.execute(_COPIES)
        db.execute("CREATE TABLE IF NOT EXISTS forgotten (key TEXT PRIMARY KEY)")
        return db

    def meta(self, key: str) -> Optional[str]:
        row = self.db.execute("SELECT value FROM meta WHERE key=?", (key,)).fetchone()
        return row[0] if row else None

    def set_meta(self, key: str, value: str) -> None:
        if self.meta(key) == value:
            return
        self.db.execute("INSERT OR REPLACE INTO meta VALUES (?, ?)", (key, value))
        self._tick()

    # --- sessions kept without their source ------------------------------------------
    def gone(self) -> dict[str, str]:
        return dict(self.db.execute("SELECT key, last_seen FROM gone").fetchall())

    def set_gone(self, gone: dict[str, str]) -> None:
        if gone == self.gone():
            return
        self.db.execute("DELETE FROM gone")
        self.db.executemany("INSERT INTO gone VALUES (?, ?)", sorted(gone.items()))
        self._tick()

    # --- scans ---------------------------------------------------------------------
    def scans(self) -> dict[str, tuple[int, int, Scan]]:
        rows = self.db.execute("SELECT path, size, mtime_ns, scan FROM scans")
        return {p: (size, mtime, Scan.from_json(s)) for p, size, mtime, s in rows}

    def save_scans(self, fresh: dict[str, tuple[int, int, Scan]],
                   old: dict[str, tuple[int, int, Scan]]) -> None:
        changed = [(p, size, mtime, scan.to_json()) for p, (size, mtime, scan) in fresh.items()
                   if old.get(p, (None, None))[:2] != (size, mtime)]
        gone = [(p,) for p in old.keys() - fresh.keys()]
        if changed:
            self.db.executemany("INSERT OR REPLACE INTO scans VALUES (?,?,?,?)", changed)
        if gone:
            self.db.executemany("DELETE FROM scans WHERE path=?", gone)
        if changed or gone:
            self.db.commit()

    # --- pages ---------------------------------------------------------------------
    def pages(self) -> dict[str, PageRow]:
        rows = self.db.execute("SELECT key, page, stats, digest, renderer, title, nav, summary,"
                               " x'' FROM pages")
        return {r[0]: PageRow(*r) for r in rows}

    def uuids(self, keys: list[str]) -> Iterator[tuple[str, bytes]]:
        for key in keys:
            row = self.db.execute("SELECT uuids FROM pages WHERE key=?", (key,)).fetchone()
            if row:
                yield key, row[0]

    def put_page(self, row: PageRow, keep_uuids: bool = False) -> None:
        if keep_uuids:
            self.db.execute("UPDATE pages SET page=?, stats=?, digest=?, renderer=?, title=?,"
                            " nav=?, summary=? WHERE key=?",
                            (row.page, row.stats, row.digest, row.renderer, row.title, row.nav,
                             row.summary, row.key))
        else:
            self.db.execute("INSERT OR REPLACE INTO pages VALUES (?,?,?,?,?,?,?,?,?)",
                            (row.key, row.page, row.stats, row.digest, row.renderer, row.title,
                             row.nav, row.summary, row.uuids))
        self._tick()

    def drop_page(self, key: str) -> None:
        self.db.execute("DELETE FROM pages WHERE key=?", (key,))
        self._tick()

    # --- kept copies -----------------------------------------------------------------
    def copies(self) -> dict[str, tuple[str, str, str]]:
        """Session key -> (copy relative to OUT, digest of the inputs it holds, mode)."""
        rows = self.db.execute("SELECT key, file, digest, mode FROM copies")
        return {key: (file, digest, mode) for key, file, digest, mode in rows}

    def put_copy(self, key: str, file: str, digest: str, mode: str, size: int) -> None:
        self.db.execute("INSERT OR REPLACE INTO copies VALUES (?,?,?,?,?)",
                        (key, file, digest, mode, size))
        self._tick()

    def drop_copy(self, key: str) -> None:
        self.db.execute("DELETE FROM copies WHERE key=?", (key,))
        self._tick()

    def copy_totals(self) -> tuple[int, int]:
        """How many sessions have a kept copy, and their bytes."""
        count, size = self.db.execute("SELECT count(*), coalesce(sum(size), 0) FROM copies"
                                      ).fetchone()
        return count, size

    # --- sessions forgotten (cc2html forget): never rendered again -----------------
    def forgotten(self) -> set[str]:
        return {key for key, in self.db.execute("SELECT key FROM forgotten")}

    def forget(self, keys: list[str]) -> None:
        """Record `keys` as forgotten, and drop the scans of their files (a scan holds the
        session's cwd, times and id; keyed by the path inside its project with --redact-home)."""
        self.db.executemany("INSERT OR IGNORE INTO forgotten VALUES (?)", [(k,) for k in keys])
        paths = set(keys)
        for key in keys:
            row = self.db.execute("SELECT stats FROM pages WHERE key=?", (key,)).fetchone()
            paths |= {str(stat[0]) for stat in json.loads(row[0])} if row else set()
        paths |= {path.partition("/")[2] for path in paths}
        self.db.executemany("DELETE FROM scans WHERE path=?", [(p,) for p in sorted(paths)])
        self.db.commit()

    def vacuum(self) -> None:
        """Rewrite the file: deleted rows stay readable in its free pages until then."""
        self.commit()
        self.db.commit()
        self.db.execute("VACUUM")

    # --- index pages ---------------------------------------------------------------
    def indexes(self) -> dict[str, str]:
        """Index page -> digest of what it was rendered from."""
        return dict(self.db.execute("SELECT path, inputs FROM indexes").fetchall())

    def set_indexes(self, pages: dict[str, str]) -> None:
        if pages == self.indexes():
            return
        self.db.execute("DELETE FROM indexes")
        self.db.executemany("INSERT INTO indexes VALUES (?, ?)", sorted(pages.items()))
        self._tick()

    # --- redaction mode ----------------------------------------------------------
    def switch_redaction(self, mode: str) -> bool:
        """Before a run with redaction `mode` ("" none): True when the last run's differed.
        The scans (raw cwds, input paths) are then forgotten: the run re-scans with `mode`."""
        if (self.meta("redaction") or "") == mode:
            return False
        self.db.execute("DELETE FROM scans")
        self.db.commit()
        return True

    def seal_redaction(self, mode: str) -> None:
        """After a run that switched to `mode`: rows deleted or replaced stay readable in the
        file's free pages until VACUUM rewrites it, so a redacting run vacuums once (the
        manifest lies in OUT and may be published with it), then records its mode."""
        self.commit()
        self.db.commit()
        if mode:
            self.db.execute("VACUUM")
        self.db.execute("INSERT OR REPLACE INTO meta VALUES ('redaction', ?)", (mode,))
        self.db.commit()

    # --- transactions --------------------------------------------------------------
    def _tick(self) -> None:
        self._dirty += 1
        if self._dirty >= 200 or time.monotonic() - self._last > 1.0:
            self.commit()

    def commit(self) -> None:
        # always: rows written beside the counted ones (search terms) may be pending even
        # when no page row is, and committing with no open transaction costs nothing
        self.db.commit()
        self._dirty = 0
        self._last = time.monotonic()

    def close(self) -> None:
        self.commit()
        self.db.close()


def discard(out: Path) -> None:
    """Forget what earlier runs recorded in `out` (the manifest and any journal beside it)."""
    for name in (FILENAME, FILENAME + "-journal"):
        remove(out / name)


def dumps(value: object) -> str:
    return json.dumps(value, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
