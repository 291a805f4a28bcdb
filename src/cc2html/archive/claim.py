"""cc2html never deletes or overwrites a file it did not write.

Before a run writes a page, an index or a search file at a path the manifest does not
record as its own, it looks at what is there: nothing, or a file cc2html wrote, may be
replaced. A file is cc2html's when it begins exactly as cc2html begins that kind of file
(`FORMS`, by the path's suffix): a page's head up to its generator `<meta>`, a Markdown
file's title, blank line, "… · exported by cc2html*" line and the start of its next
block, a JSON file's schema,
version and generator members in that order, search data's `cc2htmlSearch.` call, the
colour script's first line. A mark anywhere else (a user's notes quoting an export's
header line, a page about cc2html showing its `<meta>`) makes no file cc2html's.
Anything else (a user's own page, a folder, a symlink) stays: a session's page takes the
next free name (`x-2.html`, the collision scheme of plan.unique_name), and an index or
search file that cannot move is reported as an output problem and not written. The
sweep of temporary files a killed run left touches only names write_atomic makes, in
OUT, its folders, and the parts folder of a split page (`<stem>.parts/`).
"""

from __future__ import annotations

from pathlib import Path, PurePosixPath

from ..ownership import FORMS, HEAD, REFUSED, foreign
from ..write import PartWriter, clean_temporaries, name_key
from .plan import Plan, unique_name
from .search_text import FOLDER as SEARCH_FOLDER, text_rel
from .sources import FOLDER as COPIES, copy_rel

__all__ = ["FORMS", "HEAD", "REFUSED", "claim_pages", "foreign", "sweep"]


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


def sweep(out: Path, pages: set[str], indexes: set[str], search: set[str],
          parts: frozenset[str] | set[str] = frozenset()) -> None:
    """Delete the temporary files a killed run left where pages, passages, search data,
    kept copies and split pages' parts (`parts`: the part files the manifest records,
    relative to OUT) are written: only names write_atomic makes (and, for files the
    manifest records, the names earlier versions made). A user's own files stay."""
    ours = pages | {text_rel(page) for page in pages} | indexes | search
    ours |= {copy_rel(page) for page in pages if page.endswith(".html")}
    for base in ("", f"{SEARCH_FOLDER}/terms/", f"{SEARCH_FOLDER}/text/", f"{COPIES}/"):
        clean_temporaries(out / base, {o[len(base):] for o in ours if o.startswith(base)})
    for page in pages:  # a split page's parts folder (write.PartWriter), deeper than the above
        folder = PartWriter(out / page).dir if page.endswith(".html") else None
        if folder and folder.is_dir() and not folder.is_symlink():
            rel = folder.relative_to(out).as_posix() + "/"
            # (write_atomic's names only, and earlier versions' of the recorded part
            # files: no part file is touched)
            clean_temporaries(folder, {f[len(rel):] for f in parts if f.startswith(rel)})
