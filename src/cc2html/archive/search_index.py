"""Archive search: the static index beside the pages, and the search page (OUT/search.html).

Files (under OUT/cc2html-search/, each a JS call so `<script src>` loads it from file://):
  sessions.js        every project and its sessions (page, title, start, end, messages),
                     and the list of term shards that exist
  terms/<xy>.js      one shard per two-letter term prefix: per project, term -> session
                     numbers (positions in that project's list in sessions.js)
  text/<project>/<stem>.js   one session's passages, for snippets (written by the worker)

Incremental: each session's terms live in the manifest (table search_terms, written as
pages are rendered). A project's part of every shard is rebuilt only when one of its
sessions changed (table search_projects keeps it, keyed by a digest of its inputs); shard
files are written only when their bytes change (table search_files keeps their digests).
Nothing from a transcript reaches these files except as JSON string data.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
import zlib
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from itertools import groupby
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..render.to_html.csp import inline_assets
from ..resources import static_text
from ..write import remove, remove_empty_dir, write_atomic, write_if_changed
from .claim import foreign
from .plan import Plan, ProjectPlan
from .search_text import FOLDER, js_data, text_rel, unpack_terms

if TYPE_CHECKING:  # a run with no page to write never loads Jinja
    from jinja2 import Environment

PAGE = "search.html"
DONE = ""  # search_files row: digest of the project digests the files were last completed for

_TABLES = """
CREATE TABLE IF NOT EXISTS search_terms (key TEXT PRIMARY KEY, page TEXT NOT NULL,
                                         digest TEXT NOT NULL, renderer TEXT NOT NULL,
                                         terms BLOB NOT NULL);
CREATE TABLE IF NOT EXISTS search_projects (name TEXT PRIMARY KEY, digest TEXT NOT NULL,
                                            data BLOB NOT NULL);
CREATE TABLE IF NOT EXISTS search_files (path TEXT PRIMARY KEY, digest TEXT NOT NULL);
"""


def shard_name(term: str) -> str:
    """File-safe name of a term's shard: its first two characters (others as _hex_)."""
    return "".join(ch if ("a" <= ch <= "z" or "0" <= ch <= "9") else f"_{ord(ch):x}_"
                   for ch in term[:2])


def _digest(value: object) -> str:
    text = json.dumps(value, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


@dataclass(frozen=True)
class PageState:
    """What the search index needs from a page row of the manifest."""

    page: str
    digest: str
    renderer: str
    title: str
    summary: str  # json of the SessionSummary


class SearchStore:
    """The search tables, in the archive manifest's database."""

    def __init__(self, db: sqlite3.Connection) -> None:
        self.db = db
        db.executescript(_TABLES)
        self.known = {k: (page, digest, renderer) for k, page, digest, renderer in
                      db.execute("SELECT key, page, digest, renderer FROM search_terms")}

    def valid(self, key: str, page: str, digest: str, renderer: str) -> bool:
        return self.known.get(key) == (page, digest, renderer)

    def put(self, key: str, page: str, digest: str, renderer: str, packed: bytes) -> None:
        self.db.execute("INSERT OR REPLACE INTO search_terms VALUES (?,?,?,?,?)",
                        (key, page, digest, renderer, packed))
        self.known[key] = (page, digest, renderer)

    def terms(self, keys: list[str]) -> dict[str, list[str]]:
        found = {}
        for key in keys:
            row = self.db.execute("SELECT terms FROM search_terms WHERE key=?", (key,)).fetchone()
            found[key] = unpack_terms(row[0]) if row else []
        return found

    def drop(self, key: str) -> None:
        self.db.execute("DELETE FROM search_terms WHERE key=?", (key,))
        self.known.pop(key, None)

    def projects(self) -> dict[str, str]:
        return dict(self.db.execute("SELECT name, digest FROM search_projects"))

    def project_data(self, name: str) -> dict[str, Any]:
        row = self.db.execute("SELECT data FROM search_projects WHERE name=?", (name,)).fetchone()
        return json.loads(zlib.decompress(row[0])) if row else {}

    def put_project(self, name: str, digest: str, data: dict[str, Any]) -> None:
        # level 1: the parent does this after the last page, one core idle (W2's 20
        # projects, 3.4 MB: level 6 0.149 s for 0.91 MB, level 1 0.036 s for 1.16 MB)
        blob = zlib.compress(json.dumps(data, ensure_ascii=False).encode("utf-8"), 1)
        self.db.execute("INSERT OR REPLACE INTO search_projects VALUES (?,?,?)",
                        (name, digest, blob))

    def drop_projects(self, names: Iterable[str]) -> None:
        self.db.executemany("DELETE FROM search_projects WHERE name=?", [(n,) for n in names])

    def files(self) -> dict[str, str]:
        return dict(self.db.execute("SELECT path, digest FROM search_files"))

    def set_files(self, files: dict[str, str]) -> None:
        self.db.execute("DELETE FROM search_files")
        self.db.executemany("INSERT INTO search_files VALUES (?,?)", sorted(files.items()))

    def commit(self) -> None:
        self.db.commit()


def _session_entry(page: str, state: PageState) -> list[Any]:
    summary = json.loads(state.summary)
    return [page.rsplit("/", 1)[-1], state.title, summary.get("started"), summary.get("ended"),
            summary.get("messages", 0)]


def project_data(proj: ProjectPlan, states: dict[str, PageState],
                 store: SearchStore) -> dict[str, Any]:
    """One project's session list and its part of every shard ({shard: fragment JSON})."""
    keys = [s.key for s in proj.sessions if s.key in states]
    all_terms = store.terms(keys)
    postings: defaultdict[str, list[int]] = defaultdict(list)
    for n, key in enumerate(keys):
        for term in all_terms[key]:
            postings[term].append(n)
    by_shard: dict[str, dict[str, list[int]]] = {}
    # sorted terms of one two-character prefix are consecutive: one shard name per prefix
    for prefix, group in groupby(sorted(postings), key=lambda term: term[:2]):
        by_shard.setdefault(shard_name(prefix), {}).update((t, postings[t]) for t in group)
    return {"sessions": [_session_entry(states[k].page, states[k]) for k in keys],
            "shards": {name: js_data(frag) for name, frag in sorted(by_shard.items())}}


def _project_digest(fp: str, proj: ProjectPlan, states: dict[str, PageState]) -> str:
    return _digest([fp, proj.name, proj.path,
                    [(s.key, states[s.key].page, states[s.key].digest, states[s.key].title,
                      states[s.key].summary) for s in proj.sessions if s.key in states]])


class SearchWriter:
    def __init__(self, out: Path, store: SearchStore, env_factory: Any) -> None:
        self.out, self.store, self.env_factory = out, store, env_factory
        self.written = 0
        self.refused: list[str] = []  # files cc2html did not write where one would go

    def remove_sessions(self, keep: set[str]) -> None:
        """Forget sessions no longer in the archive, and their passages files (unless a kept
        session has the same page now: see Build._remove_unselected)."""
        live = {self.store.known[key][0] for key in keep if key in self.store.known}
        for key in sorted(set(self.store.known) - keep):
            if self.store.known[key][0] not in live:
                path = self.out / text_rel(self.store.known[key][0])
                remove(path)
                remove_empty_dir(path.parent)
            self.store.drop(key)

    def update(self, fp: str, plan: Plan, states: dict[str, PageState]) -> bool:
        """Bring the index up to date; True if any file was (re)written or removed."""
        before = self.store.projects()
        digests = {p.name: _project_digest(fp, p, states) for p in plan.projects}
        done = _digest(sorted(digests.items()))
        files = self.store.files()
        if files.get(DONE) == done and all((self.out / f).is_file() for f in
                                           (f"{FOLDER}/sessions.js", PAGE)):
            return False  # a run killed while writing leaves DONE behind: it is redone
        datas = {}
        for proj in plan.projects:
            if before.get(proj.name) == digests[proj.name]:
                datas[proj.name] = self.store.project_data(proj.name)
            if not datas.get(proj.name):
                datas[proj.name] = project_data(proj, states, self.store)
                self.store.put_project(proj.name, digests[proj.name], datas[proj.name])
        self.store.drop_projects(before.keys() - digests.keys())
        self._write_files(fp, plan, datas, files)
        if not self.refused:  # (a file in the way: the next run looks again)
            self.store.set_files({**self.store.files(), DONE: done})
        self.store.commit()
        return True

    def _write_files(self, fp: str, plan: Plan, datas: dict[str, dict[str, Any]],
                     old: dict[str, str]) -> None:
        projects = sorted(plan.projects, key=lambda p: p.name)
        shards: dict[str, list[str]] = {}
        for n, proj in enumerate(projects):
            for name, frag in datas[proj.name]["shards"].items():
                shards.setdefault(name, []).append(f"[{n},{frag}]")
        texts = {f"{FOLDER}/terms/{name}.js":
                 f"cc2htmlSearch.shard({js_data(name)},[{','.join(parts)}]);\n"
                 for name, parts in sorted(shards.items())}
        index = {"projects": [[p.name, p.path, datas[p.name]["sessions"]] for p in projects],
                 "shards": sorted(shards)}
        texts[f"{FOLDER}/sessions.js"] = f"cc2htmlSearch.sessions({js_data(index)});\n"
        new = {}
        for rel, text in texts.items():
            new[rel] = hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]
            if rel not in old and foreign(self.out / rel):
                self.refused.append(rel)
                del new[rel]  # (not recorded: a later run looks again)
            elif old.get(rel) != new[rel] or not (self.out / rel).is_file():
                write_atomic(self.out / rel, [text])
                self.written += 1
        for rel in sorted(old.keys() - new.keys() - {DONE}):
            remove(self.out / rel)
            self.written += 1
        if PAGE not in old and foreign(self.out / PAGE):
            self.refused.append(PAGE)
        elif write_if_changed(self.out / PAGE, render_search_page(self.env_factory())):
            self.written += 1
        self.store.set_files(new)


def render_search_page(env: Environment) -> str:
    css = static_text("style.css") + "\n" + static_text("archive.css")
    assets = inline_assets(css, static_text("search.js"), static_text("head.js"), self_scripts=True)
    return env.get_template("archive/search.html").render(folder=FOLDER, **assets)
