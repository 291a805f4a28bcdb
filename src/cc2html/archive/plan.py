"""Discover an archive: projects, their sessions, each session's subagent files.

Layouts (all may be mixed):
  ROOT/<project>/<session>.jsonl                      a session
  ROOT/<project>/<session>/subagents/agent-<id>.jsonl its subagents (current layout)
  ROOT/<project>/agent-<id>.jsonl                     a subagent, owner named by its sessionId
  ROOT/<project>/<session>/subagents/workflows/<run>/, <session>/workflows/<run>.json
                                                      its workflow runs' files (read by the
                                                      worker; listed here for the manifest)
  ROOT/<project>/<session>/tool-results/<name>        tool output Claude Code moved out of
                                                      the transcript (the same: inputs)
DIR may also be one project folder. `agent-*` files never become sessions. Which files
are subagents is read/sidecars.py's rule; flat ones go to the session their sessionId names.
"""

from __future__ import annotations

import json
import os
import re
from collections import Counter
from dataclasses import dataclass, field, replace
from fnmatch import fnmatchcase
from pathlib import Path
from typing import Callable, Optional

from ..read.sidecars import agent_id, find_runs, find_sidecars, find_tool_results, is_agent_file
from ..read.sniff import BLANK, EMPTY, not_transcript
from ..read.times import parse_time
from ..write import name_key, portable_name
from .scan import Scan, scan_any

ScanCache = dict[str, tuple[int, int, Scan]]  # scan key (see Planner) -> (size, mtime_ns, scan)
#: an encoded home folder at the start of a project folder's name: `-home-alice`, `-Users-bob`
#: (`C--Users-alice` on Windows, where `C:\Users\alice\app` is stored as `C--Users-alice-app`)
ENCODED_HOME = re.compile(r"(?:-home|-Users|[A-Za-z]--Users)-[A-Za-z0-9-]{1,64}")


@dataclass(frozen=True)
class Input:
    rel: str  # posix path relative to the archive root (also the manifest key)
    path: Path
    size: int
    mtime_ns: int


@dataclass
class SessionPlan:
    project: str
    main: Input
    sidecars: tuple[tuple[str, Input], ...]  # (agent id, file)
    scan: Scan
    page: str  # output path relative to OUT
    #: every file of its workflow runs: inputs, so a change to one redoes the page
    workflows: tuple[Input, ...] = ()
    #: its tool-results files: inputs too (a changed one redoes the page; the copy keeps it)
    tool_results: tuple[Input, ...] = ()

    @property
    def key(self) -> str:
        return self.main.rel

    @property
    def inputs(self) -> tuple[Input, ...]:
        return ((self.main,) + tuple(file for _, file in self.sidecars) + self.workflows
                + self.tool_results)

    def stat_key(self) -> str:
        return json.dumps([[i.rel, i.size, i.mtime_ns] for i in self.inputs])

    def sort_key(self) -> tuple:
        when = parse_time(self.scan.first_ts)
        return (when is None, when.timestamp() if when else 0.0, self.main.rel)


@dataclass
class ProjectPlan:
    name: str  # folder name (also the output folder; its public name with --redact-home)
    path: str  # the real directory, decoded with the cwd recorded in its sessions
    sessions: list[SessionPlan] = field(default_factory=list)  # selected, oldest first
    orphans: list[str] = field(default_factory=list)  # agent files whose session is absent
    quiet: list[str] = field(default_factory=list)  # files with no conversation in them


@dataclass
class Plan:
    projects: list[ProjectPlan]
    files_seen: int = 0
    unreadable: list[tuple[str, str]] = field(default_factory=list)
    #: (file, why) for files that are no transcript at all: binary, an image, compressed
    not_transcripts: list[tuple[str, str]] = field(default_factory=list)
    scans: ScanCache = field(default_factory=dict)  # every scan used (cached or new)
    excluded: int = 0  # sessions left out by --from/--to/--project
    held: set[str] = field(default_factory=set)  # their keys (their sources are there)
    folders: dict[str, str] = field(default_factory=dict)  # every folder looked at -> its path


@dataclass(frozen=True)
class Selection:
    start: Optional[float] = None  # epoch seconds, inclusive
    end: Optional[float] = None
    project: Optional[str] = None  # glob, or a case-insensitive substring

    def wants_project(self, name: str, path: str) -> bool:
        if not self.project:
            return True
        pattern = self.project
        if any(ch in pattern for ch in "*?["):
            return fnmatchcase(name, pattern) or fnmatchcase(path, pattern)
        low = pattern.lower()
        return low in name.lower() or low in path.lower()

    def wants_session(self, scan: Scan) -> bool:
        if self.start is None and self.end is None:
            return True
        first, last = parse_time(scan.first_ts), parse_time(scan.last_ts)
        if first is None:
            return False
        first_s, last_s = first.timestamp(), (last or first).timestamp()
        return ((self.start is None or last_s >= self.start)
                and (self.end is None or first_s <= self.end))


def encode_path(path: str) -> str:
    """How Claude Code names a project folder after its directory."""
    return re.sub(r"[^A-Za-z0-9]", "-", path)


def home_prefix(name: str, cwd: str) -> Optional[str]:
    """The encoded home that starts folder `name`, when `cwd` is its directory shortened to
    `~/…` (--redact-home): `-home-alice-smith-app` with `~/app` -> `-home-alice-smith`."""
    if not cwd.startswith("~"):
        return None
    rest = encode_path(cwd[1:])
    prefix = name[: len(name) - len(rest)]
    return prefix if name.endswith(rest) and ENCODED_HOME.fullmatch(prefix) else None


def project_path(name: str, cwds: list[str]) -> str:
    counts = Counter(c for c in cwds if c)
    for cwd, _ in counts.most_common():
        if encode_path(cwd) == name or home_prefix(name, cwd):
            return cwd
    if counts:
        return counts.most_common(1)[0][0]
    if re.match(r"[A-Za-z]--", name):  # a Windows drive: `C--x-y` was `C:\x\y`
        return name[0] + ":/" + name[3:].replace("-", "/")
    return name.replace("-", "/") if name.startswith("-") else name


def page_name(stem: str) -> str:
    return ("index-session" if stem.lower() == "index" else stem) + ".html"


def fs_text(name: str) -> str:
    """A file name as text that can be written anywhere: bytes that were not UTF-8 (kept by
    Python as lone surrogates, which sqlite and UTF-8 files refuse) as `\\xff`."""
    return name.encode("utf-8", "surrogateescape").decode("utf-8", "backslashreplace")


#: names the archive writes at the top of OUT: no project folder may take one
RESERVED = frozenset({"index.html", "index.md", "index.json", "search.html", "cc2html-search"})


def unique_name(wanted: str, used: set[str], suffix: str = "") -> str:
    """`wanted` (+suffix), or with -2, -3 … before the suffix when taken; compared by
    `name_key` (OUT may be on a disk that ignores case or normalises Unicode). Records the
    key of the name it returns."""
    name, n = wanted + suffix, 1
    while name_key(name) in used:
        n += 1
        name = f"{wanted}-{n}{suffix}"
    used.add(name_key(name))
    return name


def page_for(stem: str, pages: set[str]) -> str:
    """The page of session file `stem`.jsonl among the project's `pages` (name keys, see
    unique_name): a name valid on every platform, told apart from the others."""
    return unique_name(portable_name(page_name(fs_text(stem)))[: -len(".html")], pages, ".html")


def folder_for(name: str, used: set[str]) -> str:
    """The output folder of project folder `name`, among the folders `used` (name keys)."""
    return unique_name(portable_name(fs_text(name)), used)


def _files(folder: Path, bad: Optional[list[tuple[str, str]]] = None,
           suffixes: tuple[str, ...] = (".jsonl",)) -> tuple[list[os.DirEntry], set[str]]:
    """The folder's files ending in one of `suffixes` and its subfolders. An entry that cannot be looked at (a
    symlink loop, a file gone since the listing) goes to `bad` as (path, error), not up: one
    such entry made the whole folder unreadable (or, at the root, ended the run)."""
    files, dirs = [], set()
    with os.scandir(folder) as it:
        for entry in it:
            if entry.name.startswith("."):
                continue
            try:
                if entry.is_dir():
                    dirs.add(entry.name)
                elif entry.name.endswith(suffixes) and entry.is_file():
                    entry.stat()  # cached for Planner.input
                    files.append(entry)
            except OSError as exc:
                if bad is not None:
                    bad.append((entry.path, exc.strerror or str(exc)))
    return sorted(files, key=lambda e: e.name), dirs


def is_project(folder: Path) -> bool:
    try:
        files, _ = _files(folder)
    except OSError:
        return False
    return any(not is_agent_file(e.name) for e in files)


class Planner:
    """`tidy` masks what a scan read before it is kept (cwds: --redact, --redact-home);
    `inner_keys` keys the scan cache by the path inside the project folder, so the cache
    (stored in OUT) never names the folder (--redact-home; a clash only costs a re-scan)."""

    def __init__(self, root: Path, cache: ScanCache, selection: Selection,
                 tidy: Optional[Callable[[str], str]] = None, inner_keys: bool = False) -> None:
        self.cache, self.selection = cache, selection
        self.tidy, self.inner_keys = tidy, inner_keys
        self.prefix = os.path.join(str(root), "")  # inputs are named relative to this
        self.plan = Plan([])
        self.folders = set(RESERVED)  # output folder names taken (lower case)
        self.scanner: Callable[[Path], Scan] = scan_any  # (agent_homes.py: its own)

    def input(self, entry: os.DirEntry) -> Input:
        st = entry.stat()
        rel = fs_text(entry.path[len(self.prefix):].replace(os.sep, "/"))
        self.plan.files_seen += 1
        return Input(rel, Path(entry.path), st.st_size, st.st_mtime_ns)

    def listing(self, folder: Path, every: bool = False, suffixes: tuple[str, ...] = (".jsonl",)
                ) -> tuple[list[os.DirEntry], set[str]]:
        """`_files(folder, suffixes)`, reporting the entries it could not look at as unreadable
        (only those with `suffixes` unless `every`: at the root, any may have been a project)."""
        bad: list[tuple[str, str]] = []
        found = _files(folder, bad, suffixes)
        for path, error in bad:
            if every or path.endswith(suffixes):
                rel = fs_text(path[len(self.prefix):].replace(os.sep, "/"))
                self.plan.unreadable.append((rel, error))
        return found

    def scan(self, item: Input) -> Optional[Scan]:
        key = item.rel.partition("/")[2] if self.inner_keys else item.rel
        cached = self.cache.get(key)
        if cached and cached[0] == item.size and cached[1] == item.mtime_ns:
            scan = cached[2]
        else:
            try:
                scan = self.scanner(item.path)
            except OSError as exc:
                self.plan.unreadable.append((item.rel, exc.strerror or str(exc)))
                return None
            if self.tidy is not None and scan.cwd:
                scan = replace(scan, cwd=self.tidy(scan.cwd))
        self.plan.scans[key] = (item.size, item.mtime_ns, scan)
        return scan

    def refused(self, item: Input) -> bool:
        """Whether a file whose scan found no conversation is no transcript at all (binary,
        an image, compressed: read/sniff.py), noted with the reason; an empty one is not
        (Claude Code leaves those), nor one that cannot be read now (noted as unreadable)."""
        try:
            reason = not_transcript(item.path)
        except OSError as exc:
            self.plan.unreadable.append((item.rel, exc.strerror or str(exc)))
            return True
        if reason in ("", EMPTY, BLANK):
            return False
        self.plan.not_transcripts.append((item.rel, reason))
        return True

    def subagents(self, session: Path) -> list[tuple[str, Input]]:
        """The session's nested subagent files (flat ones are attached by `_attach_flat`)."""
        found = find_sidecars(session, self._sidecar_listing, flat=False)
        return [(agent, self.input(entry)) for agent, entry in found.items()]

    def _sidecar_listing(self, folder: Path) -> list[os.DirEntry]:
        return self._run_listing(folder, (".jsonl",))[0]

    def runs(self, session: Path) -> tuple[Input, ...]:
        """Every file of the session's workflow runs (read/sidecars.py `find_runs`)."""
        found = find_runs(session, self._run_listing)
        return tuple(self.input(entry) for run in found.values() for entry in run.files())

    def tool_results(self, session: Path) -> tuple[Input, ...]:
        """The session's tool-results files (read/sidecars.py `find_tool_results`); a symlink
        is not one (its target could be any file: a kept copy would hold it)."""
        found = find_tool_results(session, lambda f: self._run_listing(f, (".txt", ".json"))[0])
        return tuple(self.input(e) for e in found.values() if not e.is_symlink())

    def _run_listing(self, folder: Path, suffixes: tuple[str, ...] = (".jsonl", ".json")
                     ) -> tuple[list[os.DirEntry], set[str]]:
        if not folder.is_dir():
            return [], set()
        try:
            return self.listing(folder, suffixes=suffixes)
        except OSError as exc:
            rel = str(folder)[len(self.prefix):].replace(os.sep, "/")
            self.plan.unreadable.append((fs_text(rel), exc.strerror or str(exc)))
            return [], set()

    def project(self, folder: Path, name: str) -> Optional[ProjectPlan]:
        try:
            files, dirs = self.listing(folder)
        except OSError as exc:
            self.plan.unreadable.append((fs_text(name), exc.strerror or str(exc)))
            return None
        mains, flat = [], []
        for entry in files:
            (flat if is_agent_file(entry.name) else mains).append(entry)
        shown = fs_text(name)
        out = folder_for(name, self.folders)  # "index.html", "Proj" beside "proj", "a:b" …
        proj = ProjectPlan(out, shown)
        pages = {"index.html"}  # the project's own index page
        sessions: list[SessionPlan] = []
        owners: dict[str, SessionPlan] = {}
        for entry in mains:
            item = self.input(entry)
            scan = self.scan(item)
            if scan is None:
                continue
            if not scan.conversation:
                if not self.refused(item):
                    proj.quiet.append(item.rel)
                continue
            stem = entry.name[: -len(".jsonl")]
            subs = self.subagents(folder / entry.name) if stem in dirs else []
            runs = self.runs(folder / entry.name) if stem in dirs else ()
            moved = self.tool_results(folder / entry.name) if stem in dirs else ()
            page = page_for(stem, pages)
            session = SessionPlan(out, item, tuple(subs), scan, f"{out}/{page}", runs, moved)
            sessions.append(session)
            owners.setdefault(stem, session)
            if scan.session_id:
                owners.setdefault(scan.session_id, session)
        self._attach_flat(proj, flat, owners)
        proj.path = project_path(shown, [s.scan.cwd or "" for s in sessions])
        self.plan.folders[out] = proj.path  # (keyed by the output name, as proj.name is)
        if not sessions and not proj.orphans and not proj.quiet:
            return None
        if not self.selection.wants_project(name, proj.path):
            self.plan.excluded += len(sessions)
            self.plan.held.update(s.key for s in sessions)
            return None
        chosen = [s for s in sessions if self.selection.wants_session(s.scan)]
        self.plan.excluded += len(sessions) - len(chosen)
        self.plan.held.update(s.key for s in sessions if not self.selection.wants_session(s.scan))
        proj.sessions = sorted(chosen, key=SessionPlan.sort_key)
        return proj

    def _attach_flat(self, proj: ProjectPlan, flat: list[os.DirEntry],
                     owners: dict[str, SessionPlan]) -> None:
        extra: dict[int, list[tuple[str, Input]]] = {}
        for entry in flat:
            item = self.input(entry)
            scan = self.scan(item)
            owner = owners.get(scan.session_id or "") if scan else None
            if owner is None:
                if scan is not None and (scan.conversation or not self.refused(item)):
                    proj.orphans.append(item.rel)
                continue
            agent = agent_id(entry.name) or ""
            extra.setdefault(id(owner), []).append((agent, item))
        for session in owners.values():
            more = extra.pop(id(session), None)
            if more:
                known = {agent for agent, _ in session.sidecars}
                session.sidecars += tuple(p for p in more if p[0] not in known)


def make_plan(root: Path, cache: ScanCache, selection: Selection,
              on_folder: Optional[Callable[[str], None]] = None,
              tidy: Optional[Callable[[str], str]] = None, inner_keys: bool = False) -> Plan:
    """Every project under `root` (and `root` itself when it holds sessions: a stray session
    file in the projects folder made every project in it vanish from the archive)."""
    planner = Planner(root, cache, selection, tidy, inner_keys)
    own = is_project(root)
    if own:
        planner.prefix = os.path.join(str(root.parent), "")
    _, dirs = _files(root) if own else planner.listing(root, every=True)
    folders = [(root, root.name)] if own else []
    folders += [(root / name, name) for name in sorted(dirs) if not own or is_project(root / name)]
    for folder, name in folders:
        if on_folder:
            on_folder(name)
        proj = planner.project(folder, name)
        planner.plan.folders.setdefault(name, project_path(name, []))
        if proj is not None:
            planner.plan.projects.append(proj)
    return planner.plan
