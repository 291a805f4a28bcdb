"""The archive's memory between runs: an SQLite file in the output folder.

For every session page it records the inputs it was made from (path, size,
mtime of the session file and its subagent files, plus a content hash), the
renderer fingerprint, the title and navigation links it was rendered with,
and the session's summary for the index pages — so an unchanged session needs
no re-read at all. Rows are committed in small batches as pages are written:
a run killed at any moment leaves a manifest that under-reports, never
over-reports, what is on disk.

Several formats share one OUT (`--format html|md|json`): each has its own rows of
pages, index files and sessions kept without their source (`pages`, `pages_md`,
`pages_json` …: the table name carries the format; the detail level is in the renderer
fingerprint each row records, see export_tree.py). Scans, kept copies, the forgotten
sessions and the last run's date are the archive's, shared by every format.
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
#: the output formats an archive may hold (options.SUFFIXES), each with its own tables
FORMATS = ("html", "md", "json")

_TABLES = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS scans (path TEXT PRIMARY KEY, size INTEGER, mtime_ns INTEGER,
                                  scan TEXT);
"""
#: the tables each format has (named by `table`): its pages, its index files, and its
#: sessions whose source is gone, kept in the archive (key -> the date a run last saw it)
_PER_FORMAT = {
    "pages": "(key TEXT PRIMARY KEY, page TEXT NOT NULL, stats TEXT NOT NULL,"
             " digest TEXT NOT NULL, renderer TEXT NOT NULL, title TEXT NOT NULL,"
             " nav TEXT NOT NULL, summary TEXT NOT NULL, uuids BLOB NOT NULL)",
    "indexes": "(path TEXT PRIMARY KEY, inputs TEXT NOT NULL)",
    "gone": "(key TEXT PRIMARY KEY, last_seen TEXT NOT NULL)",
    #: a split page's part files (render/to_html/split.py, beside it in `<stem>.parts/`):
    #: key -> their paths relative to OUT, a JSON list (added within schema 2: an older
    #: file's pages have none recorded, and the run that next renders them records theirs)
    "parts": "(key TEXT PRIMARY KEY, files TEXT NOT NULL)",
}
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


def table(name: str, fmt: str) -> str:
    """The table of `name` (one of _PER_FORMAT) for format `fmt`: `pages`, `pages_md` …"""
    assert name in _PER_FORMAT and fmt in FORMATS
    return name if fmt == "html" else f"{name}_{fmt}"


class Manifest:
    """The rows of one output format (`fmt`, FORMATS) and the archive's shared rows."""

    def __init__(self, out: Path, fmt: str = "html") -> None:
        self.path = out / FILENAME
        self.fmt = fmt
        self.pages_t, self.indexes_t, self.gone_t, self.parts_t = (
            table(n, fmt) for n in ("pages", "indexes", "gone", "parts"))
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
            for name in ("meta", "scans", "copies", "forgotten",
                         *(table(n, f) for n in _PER_FORMAT for f in FORMATS)):
                db.execute(f"DROP TABLE IF EXISTS {name}")
            db.executescript(_TABLES)
            db.execute("INSERT INTO meta VALUES ('schema', ?)", (str(SCHEMA),))
            db.commit()
        db.execute(_COPIES)  # (added within schema 2: an older file just lacks them)
        for fmt in FORMATS:  # (so are gone and the other formats' tables)
            for name, columns in _PER_FORMAT.items():
                db.execute(f"CREATE TABLE IF NOT EXISTS {table(name, fmt)} {columns}")
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
        return dict(self.db.execute(f"SELECT key, last_seen FROM {self.gone_t}").fetchall())

    def set_gone(self, gone: dict[str, str]) -> None:
        if gone == self.gone():
            return
        self.db.execute(f"DELETE FROM {self.gone_t}")
        self.db.executemany(f"INSERT INTO {self.gone_t} VALUES (?, ?)", sorted(gone.items()))
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
                               f" x'' FROM {self.pages_t}")
        return {r[0]: PageRow(*r) for r in rows}

    def uuids(self, keys: list[str]) -> Iterator[tuple[str, bytes]]:
        for key in keys:
            row = self.db.execute(f"SELECT uuids FROM {self.pages_t} WHERE key=?",
                                  (key,)).fetchone()
            if row:
                yield key, row[0]

    def put_page(self, row: PageRow, keep_uuids: bool = False) -> None:
        if keep_uuids:
            self.db.execute(f"UPDATE {self.pages_t} SET page=?, stats=?, digest=?, renderer=?,"
                            " title=?, nav=?, summary=? WHERE key=?",
                            (row.page, row.stats, row.digest, row.renderer, row.title, row.nav,
                             row.summary, row.key))
        else:
            self.db.execute(f"INSERT OR REPLACE INTO {self.pages_t} VALUES (?,?,?,?,?,?,?,?,?)",
                            (row.key, row.page, row.stats, row.digest, row.renderer, row.title,
                             row.nav, row.summary, row.uuids))
        self._tick()

    def drop_page(self, key: str) -> None:
        self.db.execute(f"DELETE FROM {self.pages_t} WHERE key=?", (key,))
        self.db.execute(f"DELETE FROM {self.parts_t} WHERE key=?", (key,))  # (its parts went with it)
        self._tick()

    # --- a split page's part files -----------------------------------------------------
    def parts(self) -> dict[str, list[str]]:
        """Session key -> its page's part files (relative to OUT), for the split pages."""
        rows = self.db.execute(f"SELECT key, files FROM {self.parts_t}")
        return {key: json.loads(files) for key, files in rows}

    def put_parts(self, key: str, files: list[str]) -> None:
        """Record the part files a session's page has now (none: it is one page)."""
        if files:
            self.db.execute(f"INSERT OR REPLACE INTO {self.parts_t} VALUES (?, ?)",
                            (key, json.dumps(files)))
        else:
            self.db.execute(f"DELETE FROM {self.parts_t} WHERE key=?", (key,))
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
            for fmt in FORMATS:
                row = self.db.execute(f"SELECT stats FROM {table('pages', fmt)} WHERE key=?",
                                      (key,)).fetchone()
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
        return dict(self.db.execute(f"SELECT path, inputs FROM {self.indexes_t}").fetchall())

    def set_indexes(self, pages: dict[str, str]) -> None:
        if pages == self.indexes():
            return
        self.db.execute(f"DELETE FROM {self.indexes_t}")
        self.db.executemany(f"INSERT INTO {self.indexes_t} VALUES (?, ?)",
                            sorted(pages.items()))
        self._tick()

    # --- redaction mode ----------------------------------------------------------
    def formats(self) -> list[str]:
        """The formats this OUT holds files of (pages or indexes recorded), in FORMATS order."""
        return [fmt for fmt in FORMATS
                if any(self.db.execute(f"SELECT 1 FROM {table(name, fmt)} LIMIT 1").fetchone()
                       for name in ("pages", "indexes"))]

    @staticmethod
    def own_key(key: str, fmt: str) -> str:
        """The meta key `key` of format `fmt`'s own (the HTML pages' keep their old names)."""
        return key if fmt == "html" else f"{key}:{fmt}"

    def own(self, key: str) -> str:
        return self.own_key(key, self.fmt)

    def switch_redaction(self, mode: str) -> bool:
        """Before a run with redaction `mode` ("" none): True when this format's last run's
        differed. The scans (raw cwds, input paths), which every format shares, are then
        forgotten when the run that made them had another mode: the run re-scans with `mode`."""
        scans = self.meta("scans-redaction")
        if ((self.meta("redaction") if scans is None else scans) or "") != mode:
            self.db.execute("DELETE FROM scans")
            self.db.execute("INSERT OR REPLACE INTO meta VALUES ('scans-redaction', ?)",
                            (mode,))
            self.db.commit()
        return (self.meta(self.own("redaction")) or "") != mode

    def seal_redaction(self, mode: str) -> None:
        """After a run that switched to `mode`: rows deleted or replaced stay readable in the
        file's free pages until VACUUM rewrites it, so a redacting run vacuums once (the
        manifest lies in OUT and may be published with it), then records its mode."""
        self.commit()
        self.db.commit()
        if mode:
            self.db.execute("VACUUM")
        self.db.execute("INSERT OR REPLACE INTO meta VALUES (?, ?)", (self.own("redaction"), mode))
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
