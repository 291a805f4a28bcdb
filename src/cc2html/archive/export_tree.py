"""Folder mode in Markdown or JSON: `cc2html DIR -o OUT --format md|json [--detail …]`.

The HTML archive's build (build.py) with another writer: the same plan, workers, kept
copies and keep-history rules (sessions whose transcript is deleted stay, `--prune`,
`cc2html forget`), its own manifest rows (manifest.py: each format's tables), so one OUT
may hold the pages and the exports side by side and each format is brought up to date on
its own (a Markdown run neither redoes nor removes the pages, nor they the Markdown).

Each session is one file beside its page's name (`<project>/<stem>.md` or `.json`),
its subagents nested in it as in a single-file export (as the HTML archive nests them in
the page: a subagent has no file of its own). Markdown adds `index.md` and one
`<project>/index.md`, linked both ways; JSON one `index.json` (export_index.py). The
renderer fingerprint each row records starts with the format and detail level
(`md:conversation:…`), so changing `--detail` redoes that format's files only. There is
no archive search: it is the pages'.
"""

from __future__ import annotations

import hashlib
from dataclasses import replace
from typing import Any, Callable, Optional

from ..options import SUFFIXES
from ..write import remove, remove_empty_dir
from .build import Build, build_archive
from .jobs import Job
from .manifest import dumps
from .plan import Plan, ProjectPlan, SessionPlan
from .report import ArchiveOptions, Progress, Report

__all__ = ["ExportBuild", "build_any", "index_name"]


def index_name(fmt: str) -> str:
    """The archive's top index in format `fmt`: what a run tells the user to open."""
    return "index" + SUFFIXES[fmt]


class NoSearch:
    """An export's stand-in for the archive search store: nothing to index, always valid."""

    def valid(self, key: str, page: str, digest: str, renderer: str) -> bool:
        return True

    def put(self, key: str, page: str, digest: str, renderer: str, packed: bytes) -> None:
        pass

    def files(self) -> list[str]:
        return []


class ExportBuild(Build):
    """An archive run writing `opts.options.output_format` (md or json)."""

    def __init__(self, opts: ArchiveOptions, progress: Progress) -> None:
        super().__init__(opts, progress)
        o = opts.options
        self.fmt, self.suffix = o.output_format, SUFFIXES[o.output_format]
        self.fp = f"{self.fmt}:{o.detail}:{self.fp}"

    def _search_store(self) -> NoSearch:  # type: ignore[override]
        return NoSearch()

    def _note_plan(self, plan: Plan) -> None:
        """Name each session's file as its page is named, in this format's suffix."""
        for proj in plan.projects:
            for s in proj.sessions:
                s.page = s.page[: -len(".html")] + self.suffix
        super()._note_plan(plan)

    def _select(self, plan: Plan, drop: frozenset[str] | set[str] = frozenset()  # type: ignore[override]
                ) -> dict[str, tuple]:
        """Build's selection; a file's links name this format's index and no search."""
        up = index_name(self.fmt)
        return {key: (s, tuple((k, up if k == "up" else v) for k, v in nav if k != "search"))
                for key, (s, nav) in Build._select(plan, drop).items()}

    def _job(self, s: SessionPlan, nav: tuple, title: Optional[str]) -> Job:
        return replace(super()._job(s, nav, title), search=None)

    def _drop_renamed(self, page: str) -> None:
        remove(self.out / page)
        remove_empty_dir((self.out / page).parent)

    def _write_search(self, plan: Plan, selected: dict[str, tuple]) -> None:
        self.manifest.set_meta(self.manifest.own("detail"), self.opts.options.detail)
        self.manifest.commit()

    def _wanted(self, plan: Plan) -> list[tuple[str, list[ProjectPlan], Callable[[], str]]]:
        """This format's indexes: (file, the projects it shows, how to make its text)."""
        s, held = self.summaries, self.held
        if self.fmt == "json":
            return [("index.json", plan.projects, _made(
                lambda ix: ix.index_json(plan.projects, s, held, self.opts.options.detail)))]
        return [*((f"{p.name}/index.md", [p], _made(lambda ix, p=p: ix.project_md(p, s, held)))
                  for p in plan.projects),
                ("index.md", plan.projects, _made(lambda ix: ix.top_md(plan.projects, s, held)))]

    def _write_indexes(self, plan: Plan) -> None:
        """Write an index only when what it shows changed (or the file is missing); remove
        the indexes this format wrote before and no longer has."""
        before = self.manifest.indexes()
        after: dict[str, str] = {}
        for rel, projects, make in self._wanted(plan):
            after[rel] = _digest([self.fp, rel, [
                (p.name, p.path, p.orphans, p.quiet,
                 [(s.key, s.page, self.rows[s.key].summary, self.held.get(s.key))
                  for s in p.sessions if s.key in self.rows]) for p in projects]])
            if before.get(rel) == after[rel] and (self.out / rel).is_file():
                self.report.indexes["unchanged"] += 1
                continue
            self._index(rel, make())
        self._settle_indexes(before, after)


def _made(text: Callable[[Any], str]) -> Callable[[], str]:
    """An index's text from export_index.py, imported only when an index is written: it
    loads render/'s filters, which a run with nothing to write does not need."""
    def make() -> str:
        from . import export_index
        return text(export_index)
    return make


def _digest(value: object) -> str:
    return hashlib.sha256(dumps(value).encode("utf-8")).hexdigest()[:32]


def build_any(opts: ArchiveOptions, progress: Optional[Progress] = None) -> Report:
    """One archive run in the format `opts.options` names (build.build_archive)."""
    builder = Build if opts.options.output_format == "html" else ExportBuild
    return build_archive(opts, progress, builder)
