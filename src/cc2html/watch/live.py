"""The live files a watched page looks for: `.cc2html-live/<page name>` in the page's folder.

A session page opened from file:// (static/live.js) loads that file in a hidden frame; it
posts the page's version (its size and modification time) to the page, which reloads when
the version changes. Written after the page (both atomically), so a page that sees a new
version reloads a complete page.

The name is the page's own, in a hidden folder: it fits NAME_MAX whenever the page does,
is unique wherever pages are (same folder, same names), and the page finds it from its
own URL. A frame, not a `<script src>`: Chromium logs a missing script file in the
console ("Failed to load resource"), a frame that finds no file nothing.

Only pages cc2html wrote get one (in a folder: pages the archive's manifest records; each
carrying the page's generator mark), and a live file is written or removed only where the
path is free or holds a live file (it starts with `LIVE_HEAD`): a user's file stays.
"""

from __future__ import annotations

import os
import re
import sqlite3
import stat
from pathlib import Path, PurePosixPath
from typing import Optional

from ..archive.manifest import FILENAME as MANIFEST, table
from ..ownership import HEAD, begins_as_ours
from ..render.to_html.csp import csp_hash
from ..write import remove_empty_dir, write_atomic

#: the hidden folder beside the pages that holds their live files
FOLDER = ".cc2html-live"
#: how every live file starts: how watch knows the files it wrote
LIVE_HEAD = ('<!DOCTYPE html>\n<meta charset="utf-8">\n'
             '<meta name="generator" content="cc2html watch">\n')
#: what a live file posts to its page: this, then the page's version (static/live.js)
MESSAGE = "cc2html-live:"
#: what earlier versions wrote beside a page: `<page>.live.js`, one `cc2htmlLive(` call
OLD_SUFFIX = ".live.js"
_OLD = re.compile(rb'cc2htmlLive\("[0-9-]*"\);\n')


def live_file(page: Path) -> Path:
    return page.parent / FOLDER / page.name


def live_text(version: str) -> str:
    """A live file: a page of one inline script (allowed by its hash, nothing else is)
    that posts `version` to the page framing it."""
    script = f'parent.postMessage("{MESSAGE}{version}", "*");'
    return (LIVE_HEAD + '<meta http-equiv="Content-Security-Policy" content="default-src'
            f" 'none'; script-src {csp_hash(script)}\">\n<script>{script}</script>\n")


def _version(page: Path) -> Optional[str]:
    try:
        st = page.stat()
    except OSError:
        return None
    return f"{st.st_size}-{st.st_mtime_ns}"


def _head(path: Path, size: int) -> Optional[bytes]:
    """The first `size` bytes of the regular file at `path` (a symlink is not followed),
    else None."""
    flags = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
    try:  # (O_NONBLOCK: a FIFO there must not hang the loop)
        fd = os.open(path, flags)
    except OSError:
        return None
    try:
        with os.fdopen(fd, "rb") as fh:
            return fh.read(size) if stat.S_ISREG(os.fstat(fd).st_mode) else None
    except OSError:
        return None


def is_page(path: Path) -> bool:
    """A page cc2html wrote is at `path`: a file (no symlink) that begins as cc2html's pages
    begin (ownership.py, the runs' own test; a page merely quoting the generator mark is
    not one)."""
    head = _head(path, HEAD)
    return head is not None and begins_as_ours(head, path.suffix)


def _free(path: Path) -> bool:
    """Nothing is at `path` (so a live file may go there)."""
    return not path.exists() and not path.is_symlink()


def _ours(path: Path) -> bool:
    """A live file watch wrote is at `path`."""
    head = _head(path, len(LIVE_HEAD))
    return head == LIVE_HEAD.encode("utf-8")


def _writable(path: Path) -> bool:
    folder = path.parent
    if folder.is_symlink() or (folder.exists() and not folder.is_dir()):
        return False  # a folder of someone else's: nothing goes through it
    return _free(path) or _ours(path)


def _remove(path: Path) -> None:
    """Delete the live file at `path` if watch wrote it, and its folder once empty."""
    if _ours(path):
        try:
            path.unlink()
        except OSError:
            return
        remove_empty_dir(path.parent)


def _remove_old(page: Path) -> None:
    """An earlier version's `<page>.live.js`, if it holds exactly what that version wrote."""
    old = page.with_name(page.name + OLD_SUFFIX)
    try:
        if old.is_symlink() or not old.is_file() or old.stat().st_size > 64:
            return
        if _OLD.fullmatch(old.read_bytes()):
            old.unlink()
    except OSError:
        pass


def recorded_pages(out: Path) -> list[Path]:
    """The HTML pages the archive in `out` records as its own (read only; none without a
    manifest)."""
    path = out / MANIFEST
    if not path.is_file():
        return []
    try:
        db = sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True)
        try:
            rows = db.execute(f"SELECT page FROM {table('pages', 'html')}").fetchall()
        finally:
            db.close()
    except sqlite3.Error:
        return []
    return [out / page for (page,) in rows if isinstance(page, str) and page.endswith(".html")
            and not PurePosixPath(page).is_absolute() and ".." not in PurePosixPath(page).parts]


class LivePages:
    """Keeps a live file in step with each page: `update()` writes the ones whose page
    changed since the last call (all of them the first time) and says how many. A live
    file that cannot be written (a user's file at its path, an unwritable folder) is
    noted in `problems` (page -> why, each once) and the others go on."""

    def __init__(self, pages: "list[Path] | Path") -> None:
        self.single = pages if isinstance(pages, list) else None
        self.folder = None if isinstance(pages, list) else pages
        self.versions: dict[Path, str] = {}
        self.problems: dict[Path, str] = {}
        self._told: set[Path] = set()

    def _pages(self) -> list[Path]:
        if self.single is not None:
            return self.single
        assert self.folder is not None
        return recorded_pages(self.folder)

    def update(self) -> int:
        written = 0
        pages = self._pages()
        for gone in self.versions.keys() - set(pages):  # pruned or forgotten since
            _remove(live_file(gone))
            del self.versions[gone]
        for page in pages:
            version = _version(page)
            if version is None or self.versions.get(page) == version:
                continue
            if page not in self.versions:
                _remove_old(page)
            if self._write(page, version):
                written += 1
        return written

    def _write(self, page: Path, version: str) -> bool:
        target = live_file(page)
        try:
            if not is_page(page):  # not (or no longer) a page cc2html wrote: looked at
                self.versions[page] = version  # again once it changes
                _remove(target)
                return False
            if not _writable(target):
                self._problem(page, f"not overwritten: {target} is not a file watch wrote")
                return False
            write_atomic(target, [live_text(version)])
        except OSError as exc:  # a path too long, a folder that cannot be made …
            self._problem(page, f"cannot write {target}: {exc.strerror or exc}")
            return False
        self.versions[page] = version
        self.problems.pop(page, None)
        return True

    def _problem(self, page: Path, why: str) -> None:
        self.problems[page] = why
        self.versions.pop(page, None)

    def news(self) -> list[tuple[Path, str]]:
        """The problems not told yet (each page's once)."""
        fresh = [(p, why) for p, why in self.problems.items() if p not in self._told]
        self._told.update(p for p, _ in fresh)
        return fresh
