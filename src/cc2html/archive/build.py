"""Archive mode: plan, find what changed, render in worker processes, write the indexes.

A session page is re-rendered only when its inputs' bytes changed (size and
mtime first, then a content hash), the renderer changed, the page is missing,
or its title or previous/next links must change. Pages are written by the
workers (atomically); the manifest records a page only after it is on disk.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import PurePosixPath
from typing import Any, Optional

from ..resources import MissingResource
from ..write import (remove, remove_empty_dir, remove_page,
                     write_if_changed)
from .indexes import lineage_nav, project_row, render_project, render_top, session_nav
from .manifest import FILENAME, Manifest, PageRow, discard, dumps
from .plan import Plan, SessionPlan, make_plan
from .agent_homes import add_agent_homes
from ..options import tidier
from .public import leftovers, public_key, public_names, publicise, rename_folders
from .search_index import PAGE as SEARCH_PAGE, PageState, SearchStore, SearchWriter
from .search_text import text_rel
from . import claim, keep
from .sources import copy_bound, copy_rel
from .shared_assets import SHARED, shared_src, write_shared
from .titles import foreign_titles
from .jobs import Job, PageNote, SessionSummary, stat_and_digest
from .fingerprint import renderer_fingerprint
from .report import ArchiveOptions, Interrupted, NoProgress, Progress, Report
from .retention import assess, user_setting
from .runner import Runner
from .results import Results

__all__ = ["ArchiveOptions", "Build", "NoProgress", "Report", "build_archive",
           "renderer_fingerprint"]



def _environment() -> Any:
    """The pages' Jinja environment, for index and search pages; imported when one is
    written (see Pool.run)."""
    from ..render.to_html.html import make_environment
    return make_environment()


def _digest(value: object) -> str:
    return hashlib.sha256(dumps(value).encode("utf-8")).hexdigest()[:32]


class Build(Results):
    def __init__(self, opts: ArchiveOptions, progress: Progress) -> None:
        self.opts, self.progress = opts, progress
        self.out = opts.output
        self.fp = renderer_fingerprint(opts.options)
        self.report = Report()
        self.tidy = tidier(opts.options)  # masks errors and cwds as pages are masked
        o = opts.options
        self.mode = ",".join(k for k, on in (("secrets", o.redact), ("home", o.redact_home)) if on)
        self.rows: dict[str, PageRow] = {}
        self.summaries: dict[str, SessionSummary] = {}
        self.uuids: dict[str, bytes] = {}  # fresh this run
        self.failed: set[str] = set()
        self.written: set[str] = set()
        self.parts: dict[str, list[str]] = {}  # key -> its split page's part files
        self.shared = ""  # digest of the colour script the pages share ("": none, see _run)

    def run(self) -> Report:
        self.out.mkdir(parents=True, exist_ok=True)
        self.manifest = Manifest(self.out, self.opts.options.output_format)
        self.search = self._search_store()
        self.runner = Runner(self.opts.workers)
        switched = self.manifest.switch_redaction(self.mode)
        try:
            self._run()
            done = not self.report.interrupted  # (a stopped run: the next one finishes it)
            if done and not self.opts.frozen:  # forget's run saw no input: not one to remember
                self.manifest.set_meta(keep.LAST_RUN, keep.today())
            if done and switched:
                self.manifest.seal_redaction(self.mode)
        except KeyboardInterrupt as exc:  # before the pages, or while writing the indexes
            self.report.interrupted = True
            self.runner.close(abandon=True)
            raise Interrupted(self.report) from exc
        finally:
            self.runner.close()
            self.manifest.close()
        return self.report

    def _search_store(self) -> SearchStore:
        return SearchStore(self.manifest.db)

    def _run(self) -> None:
        cache = self.manifest.scans()
        home = self.opts.options.redact_home
        if any(folder == self.opts.source for _, folder in self.opts.homes):
            plan = Plan([])  # the source is an agent's home, planned below (a Copilot home
            # holds `.jsonl` files a Claude Code projects folder would: none are Claude's)
        else:
            plan = make_plan(self.opts.source, cache, self.opts.selection,
                             tidy=self.tidy if self.mode else None, inner_keys=home)
        add_agent_homes(plan, list(self.opts.homes), cache, self.opts.selection,
                        tidy=self.tidy if self.mode else None, inner_keys=home)
        if home:  # no user name in folder names, links, keys or paths shown (public.py)
            names = self.report.names = publicise(plan, self.tidy)
            self.tidy = lambda text, tidy=self.tidy: tidy(rename_folders(text, names))
        forgotten = self.manifest.forgotten()  # cc2html forget: left out, their pages removed
        for proj in plan.projects if forgotten else ():
            gone = [i for s in proj.sessions if s.key in forgotten for i in s.inputs]
            proj.sessions = [s for s in proj.sessions if s.key not in forgotten]
            for i in gone:  # and no scan of theirs is kept (it holds cwd, times, id)
                plan.scans.pop(i.rel.partition("/")[2] if home else i.rel, None)
        if not self.opts.frozen:  # (forget's run reads no input: the cache stays)
            self.manifest.save_scans(plan.scans, cache)
        self._note_plan(plan)
        self.rows = self.manifest.pages()
        self.parts = self.manifest.parts()
        self._sweep()
        claim.claim_pages(plan, self.out, {k: r.page for k, r in self.rows.items()})
        self.summaries = {k: SessionSummary.from_dict(json.loads(r.summary))
                          for k, r in self.rows.items()}
        self.copies = keep.copies(self.manifest, self.out, self.opts.keep_sources)
        self.held = {} if self.opts.prune else keep.hold(plan, self.rows, self.summaries,
                                                    self.manifest, self.out, self.copies,
                                                    self._renamed(plan) | forgotten,
                                                    self.opts.frozen)
        self.report.kept = sum(1 for d in self.held.values() if d is not None)
        self.report.held = len(self.held) - self.report.kept
        if self.opts.options.output_format == "html":  # the colour script pages share
            self.shared = write_shared(self.out, self.manifest.indexes().get(SHARED),
                                       self.report.unwritable)  # "": a file is in its way
        selected = self._select(plan)
        titles = self._foreign_titles(plan)
        jobs = [self._job(s, nav, titles.get(key)) for key, (s, nav) in selected.items()
                if self._stale(s, nav, titles.get(key))]
        self._execute(jobs, selected)
        if self.report.interrupted:  # Ctrl+C: index and search the pages done, no more
            self._finish(plan, selected, jobs)
            return
        lost = {key for key in self.failed if key not in self.rows}
        if lost:  # no page could be made: its neighbours must link past it
            selected = self._select(plan, lost)
        titles = self._foreign_titles(plan)  # summaries of files read just now may name others
        again = [self._job(s, nav, titles.get(key)) for key, (s, nav) in selected.items()
                 if key in self.rows and key not in self.failed and key not in self.held
                 and (self.rows[key].title != self._title(key, titles.get(key))
                      or self.rows[key].nav != keep.shown(nav, self._note(s)))]
        self._execute(again, selected)
        self._remove_unselected(selected)
        self._finish(plan, selected, jobs + again)

    def _finish(self, plan: Plan, selected: dict[str, tuple], jobs: list[Job]) -> None:
        """The indexes and search of the pages recorded, and the report; after a Ctrl+C
        too, so a stopped run leaves an archive that opens (its pages done linked)."""
        self.report.pages["unchanged"] = len(selected.keys() - {j.key for j in jobs})
        self._write_indexes(plan)
        self._write_search(plan, selected)
        self._note_problems(selected)
        held = {k for k in self.rows if not self.opts.keep_sources or k in self.copies}
        self.report.retention = assess(plan, held, self.manifest.meta(keep.LAST_RUN))
        if self.opts.options.redact_home:
            self.report.leftovers = leftovers(self.out)
        count, size = self.manifest.copy_totals()
        self.report.copies.update(sessions=count, bytes=size)

    def _renamed(self, plan: Plan) -> set[str]:
        """Recorded keys that are sessions of this plan under the other --redact-home
        naming (switched since the last run): moved, not gone."""
        home = self.opts.options.redact_home
        last = self.manifest.meta(self.manifest.own("redaction")) or ""
        if ("home" in last.split(",")) == home:
            return set()
        planned = {s.key for p in plan.projects for s in p.sessions}
        if home:
            return {k for k in self.rows if public_key(k, self.report.names) in planned}
        names = public_names(plan)
        return {public_key(k, names) for k in planned} & self.rows.keys()

    def _sweep(self) -> None:
        pages = {row.page for row in self.rows.values()}
        claim.sweep(self.out, pages, set(self.manifest.indexes()),
                    set(self.search.files()) | {SEARCH_PAGE},
                    {f for files in self.parts.values() for f in files})

    @staticmethod
    def _select(plan: Plan, drop: frozenset[str] | set[str] = frozenset()) -> dict[str, tuple]:
        """Session key -> (session, its nav links), oldest first within each project."""
        selected = {}
        kept = [s for proj in plan.projects for s in proj.sessions if s.key not in drop]
        by_id = {s.scan.session_id: s for s in kept if s.scan.session_id}
        children: dict[str, list[SessionPlan]] = {}
        for s in kept:
            if s.scan.parent:
                children.setdefault(s.scan.parent, []).append(s)
        for proj in plan.projects:
            sessions = [s for s in proj.sessions if s.key not in drop]
            by_stem = {PurePosixPath(s.main.rel).stem: s for s in sessions}
            for n, s in enumerate(sessions):
                selected[s.key] = (s, session_nav(sessions, n, by_stem)
                                   + lineage_nav(s, by_id, children))
        return selected

    def _note_plan(self, plan: Plan) -> None:
        r = self.report
        r.projects = len(plan.projects)
        r.sessions = sum(len(p.sessions) for p in plan.projects)
        r.files_seen, r.excluded = plan.files_seen, plan.excluded
        r.unreadable.extend((key, self.tidy(error)) for key, error in plan.unreadable)
        r.not_transcripts = sorted(plan.not_transcripts)
        r.orphans = [o for p in plan.projects for o in p.orphans]
        r.quiet = [q for p in plan.projects for q in p.quiet]

    # --- what needs rendering ------------------------------------------------------
    def _title(self, key: str, foreign: Optional[str]) -> Optional[str]:
        summary = self.summaries.get(key)
        if summary is None:
            return None
        if foreign and summary.title_kind == "prompt":
            return foreign
        return summary.own_title

    def _stale(self, s: SessionPlan, nav: tuple, foreign: Optional[str]) -> bool:
        if s.key in self.held:  # not read this run: rendered again from its copy only
            return self._stale_kept(s, nav, foreign)
        row = self.rows.get(s.key)
        if row is None or row.renderer != self.fp or row.page != s.page:
            return True
        if row.nav != keep.shown(nav, self._note(s)) or row.title != self._title(s.key, foreign):
            return True
        if not self.search.valid(s.key, s.page, row.digest, row.renderer):
            return True  # its search terms are missing (see search_index.py)
        if row.stats != s.stat_key():
            stats, digest = stat_and_digest(tuple((i.rel, i.path) for i in s.inputs))
            if digest != row.digest:
                return True
            row.stats = json.dumps(stats)  # touched, not changed: remember the new mtimes
            self.manifest.put_page(row, keep_uuids=True)
        if self.opts.keep_sources and self.copies.get(s.key, ("",))[1:] != (row.digest, self.mode):
            return True  # its kept copy is missing or holds other bytes
        return not (self.out / s.page).is_file() or self._lost_part(s.key)

    def _lost_part(self, key: str) -> bool:
        """Whether a part file the manifest records for the session's page is missing."""
        return not all((self.out / f).is_file() for f in self.parts.get(key, ()))

    def _stale_kept(self, s: SessionPlan, nav: tuple, foreign: Optional[str]) -> bool:
        """A session whose source is gone is rendered again from its kept copy when a new
        renderer, its links or title, or a lost page call for it (or a copy to redact)."""
        row, copy = self.rows[s.key], self.copies.get(s.key)
        if (self.held[s.key] is None and not self.opts.frozen) or copy is None or not (self.out / copy[0]).is_file():
            return False
        return (row.renderer != self.fp or row.nav != keep.shown(nav, self._note(s))
                or copy[0] != copy_rel(s.page)
                or row.title != self._title(s.key, foreign) or bool(self.mode and copy[2] != self.mode)
                or not self.search.valid(s.key, s.page, row.digest, row.renderer)
                or not (self.out / s.page).is_file() or self._lost_part(s.key))

    def _job(self, s: SessionPlan, nav: tuple, title: Optional[str]) -> Job:
        file, held, mode = self.copies.get(s.key, ("", "", ""))
        keep = (self.out / copy_rel(s.page), held if mode == self.mode else "")
        kept = self.out / file if s.key in self.held and file else None
        if kept is not None and not (self.mode and mode != self.mode):
            keep = (self.out / copy_rel(s.page), held) if file != copy_rel(s.page) else None
        return Job(s.key, tuple((i.rel, i.path) for i in s.inputs),
                   tuple((agent, i.path) for agent, i in s.sidecars),
                   self.out / s.page, title, nav, self.opts.options,
                   sum(i.size for i in s.inputs), (self.out / text_rel(s.page), s.page),
                   keep if self.opts.keep_sources else None, kept, self._note(s),
                   shared_src(s.page) if self.shared else None, kept and copy_bound(self.rows[s.key].stats))

    def _note(self, s: SessionPlan) -> PageNote:
        link = self.opts.link_sources and self.opts.keep_sources
        return keep.page_note(s.page, self.held.get(s.key), self.copies.get(s.key), self.mode, link)

    def _foreign_titles(self, plan: Plan) -> dict[str, str]:
        return foreign_titles(plan, self.summaries, self.uuids, self.manifest)

    # --- removal, indexes, report --------------------------------------------------
    def _remove_unselected(self, selected: dict[str, tuple]) -> None:
        # a page a session gone since holds may be a live session's now (index-session.jsonl
        # removed, index.jsonl added: both are index-session.html): it stays
        live = {s.page for s, _ in selected.values()}
        for key in sorted(self.rows.keys() - selected.keys()):
            page = self.out / self.rows.pop(key).page
            parts = [f for f in self.parts.pop(key, ()) if (self.out / f).is_file()]
            if page.relative_to(self.out).as_posix() not in live:
                remove_page(page)  # and its parts
                self.report.parts["removed"] += sum(not (self.out / f).exists() for f in parts)
                remove_empty_dir(page.parent)
            self.manifest.drop_page(key)
            if key in self.copies:
                keep.remove_file(self.out, self.copies.pop(key)[0])
                self.manifest.drop_copy(key)
            self.summaries.pop(key, None)
            self.report.pages["removed"] += 1

    def _write_indexes(self, plan: Plan) -> None:
        """Render an index only when what it shows changed (or the file is missing)."""
        self.days = user_setting()[0]
        before = self.manifest.indexes()
        after: dict[str, str] = {}
        env = None
        rows = []
        if self.shared:
            after[SHARED] = self.shared
        for proj in plan.projects + [None]:
            rel = f"{proj.name}/index.html" if proj else "index.html"
            if proj is None:
                digest = _digest([self.fp, sorted(after.items()), self.days])
            else:
                digest = _digest([self.fp, proj.name, proj.path, proj.orphans, proj.quiet,
                                  [(s.key, self.rows[s.key].summary, self.held.get(s.key))
                                   for s in proj.sessions if s.key in self.rows]])
            after[rel] = digest
            if before.get(rel) == digest and (self.out / rel).is_file():
                self.report.indexes["unchanged"] += 1
                continue
            env = env or _environment()
            if proj is None:
                rows = [project_row(p, self.summaries, self.held) for p in plan.projects]
                self._index(rel, render_top(env, rows, self.days))
            else:
                self._index(rel, render_project(env, project_row(proj, self.summaries,
                                                                 self.held)))
        self._settle_indexes(before, after)

    def _settle_indexes(self, before: dict[str, str], after: dict[str, str]) -> None:
        """Drop indexes no longer made; record the made ones (path -> digest) it could write."""
        for stale in sorted(before.keys() - after.keys()):
            remove(self.out / stale)
            remove_empty_dir((self.out / stale).parent)
            self.report.indexes["removed"] += 1
        refused = {rel for rel, why in self.report.unwritable if why == claim.REFUSED}
        self.manifest.set_indexes({k: v for k, v in after.items() if k not in refused})

    def _index(self, rel: str, text: str) -> None:
        if rel not in self.manifest.indexes() and claim.foreign(self.out / rel):
            self.report.unwritable.append((rel, claim.REFUSED))
            return
        changed = write_if_changed(self.out / rel, text)
        self.report.indexes["written" if changed else "unchanged"] += 1

    def _write_search(self, plan: Plan, selected: dict[str, tuple]) -> None:
        """The archive search index and page (search_index.py), from the manifest only."""
        states = {k: PageState(r.page, r.digest, r.renderer, r.title, r.summary)
                  for k, r in self.rows.items()
                  if k in selected and self.search.valid(k, r.page, r.digest, r.renderer)}
        self.manifest.commit()
        writer = SearchWriter(self.out, self.search, _environment)
        writer.remove_sessions(set(states))
        writer.update(self.fp, plan, states)
        self.report.search_files = writer.written
        self.report.unwritable.extend((rel, claim.REFUSED) for rel in writer.refused)

    def _note_problems(self, selected: dict[str, tuple]) -> None:
        for key in sorted(selected):
            s = self.summaries.get(key)
            for kind, count in (s.redactions if s else {}).items():
                self.report.redactions[kind] = self.report.redactions.get(kind, 0) + count
            if s and (s.skipped or s.shown_raw or s.warnings or s.unknown):
                self.report.problems[key] = {
                    "skipped_lines": s.skipped, "shown_raw": s.shown_raw,
                    "warnings": s.warnings, "unknown_kinds": s.unknown}


def build_archive(opts: ArchiveOptions, progress: Optional[Progress] = None,
                  builder: type[Build] = Build) -> Report:
    """One run; when it fails after reading a manifest left by an earlier run, once more
    without it (`builder`: the HTML pages' Build, or export_tree.py's for Markdown and
    JSON). A damaged manifest (sqlite finds it malformed only on the page it reads,
    a row's JSON no longer decodes) raised out of the run; a fault of this program's own
    fails the second time too, and is raised. OSError (the output cannot be written) is
    raised at once, the manifest kept."""
    progress = progress or NoProgress()
    earlier = (opts.output / FILENAME).is_file()
    try:
        return builder(opts, progress).run()
    except (OSError, MissingResource):  # the output, or a broken install: not the manifest
        raise
    except Exception:
        if not earlier:
            raise
    discard(opts.output)
    return builder(opts, progress).run()
