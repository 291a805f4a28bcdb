"""cc2html never deletes or overwrites a file it did not write.

Before a run writes a page, an index or a search file at a path the manifest does not
record as its own, it looks at what is there: nothing, or a file cc2html wrote (its
generator `<meta>` or its search-data call within the first few KB), may be replaced.
Anything else (a user's own page, a folder, a symlink) stays: a session's page takes the
next free name (`x-2.html`, the collision scheme of plan.unique_name), and an index or
search file that cannot move is reported as an output problem and not written. The
sweep of temporary files a killed run left touches only names write_atomic makes.
"""

from __future__ import annotations

from pathlib import Path, PurePosixPath

from ..render.colour_script import SHARED_MARK
from ..write import clean_temporaries, name_key
from ..render.md_text import MD_MARK
from .plan import Plan, unique_name
from .search_text import FOLDER as SEARCH_FOLDER, text_rel
from .sources import FOLDER as COPIES, copy_rel

#: what every file cc2html writes into OUT carries near its start (a page, search data, a
#: Markdown file's second line, a JSON file's generator, the shared colour script's first)
MARKS = (b'<meta name="generator" content="cc2html', b"cc2htmlSearch.", MD_MARK.encode(),
         b'"generator": "cc2html', SHARED_MARK.encode("utf-8"))
#: how much of a file is read to find a mark
HEAD = 8192
#: the output problem reported for a path held by a file cc2html did not write
REFUSED = "not overwritten: a file cc2html did not write is there"


def foreign(path: Path) -> bool:
    """Whether something cc2html did not write is at `path` (nothing there: False)."""
    if path.is_symlink():
        return True
    if not path.exists():
        return False
    if not path.is_file():
        return True
    try:
        with open(path, "rb") as fh:
            head = fh.read(HEAD)
    except OSError:
        return True
    return not any(mark in head for mark in MARKS)


def claim_pages(plan: Plan, out: Path, recorded: dict[str, str]) -> int:
    """Move every planned page whose path holds a file cc2html did not write (and that the
    manifest, `recorded` key -> page, does not give to that session) to the next free
    name in its project folder; the number moved."""
    moved = 0
    for proj in plan.projects:
        for s in proj.sessions:
            if recorded.get(s.key) == s.page or not foreign(out / s.page):
                continue
            folder = s.page.rsplit("/", 1)[0]
            suffix = PurePosixPath(s.page).suffix  # .html, or an export's .md / .json
            used = {"index" + suffix} | {name_key(PurePosixPath(o.page).name)
                                     for o in proj.sessions if o is not s}
            used |= {name_key(PurePosixPath(page).name) for key, page in recorded.items()
                     if key != s.key and page.startswith(folder + "/")}
            stem = PurePosixPath(s.page).stem
            page = s.page
            while foreign(out / page):
                page = f"{folder}/{unique_name(stem, used, suffix)}"
            s.page = page
            moved += 1
    return moved


def sweep(out: Path, pages: set[str], indexes: set[str], search: set[str]) -> None:
    """Delete the temporary files a killed run left where pages, passages, search data and
    kept copies are written: only names write_atomic makes (and, for files the manifest
    records, the names earlier versions made). A user's own files stay."""
    ours = pages | {text_rel(page) for page in pages} | indexes | search
    ours |= {copy_rel(page) for page in pages if page.endswith(".html")}
    for base in ("", f"{SEARCH_FOLDER}/terms/", f"{SEARCH_FOLDER}/text/", f"{COPIES}/"):
        clean_temporaries(out / base, {o[len(base):] for o in ours if o.startswith(base)})
