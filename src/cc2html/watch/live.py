"""The beside-files a watched page polls: `<page>.live.js`, one line calling
`cc2htmlLive("<version>")` (static/live.js), the version being the page's size and
modification time. Written after the page (both atomically), so a page that sees a new
version reloads a complete page."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Optional

from ..write import write_atomic

SUFFIX = ".live.js"
#: archive pages that run no script, so poll nothing
_SCRIPTLESS = frozenset({"index.html", "search.html"})


def live_file(page: Path) -> Path:
    return page.with_name(page.name + SUFFIX)


def _version(page: Path) -> Optional[str]:
    try:
        st = page.stat()
    except OSError:
        return None
    return f"{st.st_size}-{st.st_mtime_ns}"


def _remove_ours(path: Path) -> None:
    """Delete a beside-file this watch wrote (it holds one `cc2htmlLive(` call), no other."""
    try:
        with path.open("rb") as fh:
            ours = fh.read(64).startswith(b'cc2htmlLive("')
        if ours:
            path.unlink()
    except OSError:
        pass


class LivePages:
    """Keeps a beside-file in step with each page: `update()` writes the ones whose page
    changed since the last call (all of them the first time) and says how many."""

    def __init__(self, pages: "list[Path] | Path") -> None:
        self.single = pages if isinstance(pages, list) else None
        self.folder = None if isinstance(pages, list) else pages
        self.versions: dict[Path, str] = {}

    def _pages(self) -> list[Path]:
        if self.single is not None:
            return self.single
        assert self.folder is not None
        found: list[Path] = []
        for top, dirs, files in os.walk(self.folder):
            dirs[:] = [d for d in dirs if not d.startswith(".")]  # .cc2html: the state
            found += [Path(top, f) for f in files
                      if f.endswith(".html") and f not in _SCRIPTLESS]
        return found

    def update(self) -> int:
        written = 0
        pages = self._pages()
        for gone in self.versions.keys() - set(pages):  # pruned or forgotten since
            _remove_ours(live_file(gone))
            del self.versions[gone]
        for page in pages:
            version = _version(page)
            if version is None or self.versions.get(page) == version:
                continue
            write_atomic(live_file(page), [f'cc2htmlLive("{version}");\n'])
            self.versions[page] = version
            written += 1
        return written
