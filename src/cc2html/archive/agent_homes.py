"""The other coding agents' homes in one archive: Codex CLI rollouts and Gemini CLI
sessions, planned into the same projects as Claude Code's.

Each agent's home, the names of its session files and how one is scanned are its row's
(read/agents/ AGENTS: `$CODEX_HOME/sessions`, else `~/.codex/sessions`, with
`YYYY/MM/DD/rollout-*.jsonl` under it, and `archived_sessions/rollout-*.jsonl` beside it,
keyed `~codex/archived_sessions/…`; `~/.gemini/tmp`, with
`<project hash>/chats/session-*.json(l)` under it, and each subagent of a session in
`chats/<session id>/<agent id>.jsonl`, a session of its own: read/agents/gemini.py). Every
agent's session goes to the project of its working directory, under the one folder
name rule Claude Code uses (plan.encode_path of the directory), so a repository worked
on with Claude Code and Codex is one project. A Gemini session names only the SHA-256
of its directory: matched against the directories the other sessions name, else its
project is `gemini-<first 12 hex digits>`. An agent session's manifest key starts with
its home's label (`~codex/…`, `~gemini/…`), so it is never a Claude project's key.
"""

from __future__ import annotations

import hashlib
import os
from dataclasses import replace
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Optional

from ..read.agents import AGENTS, Format, Home, by_name, detect_format
from ..read.agents.gemini import GEMINI_HASH
from ..read.codex_children import spawn_head
from ..read.codex_shape import rollout_ids
from ..read.opencode_store import session_files
from ..write import name_key
from .scan import Scan
from .plan import (Input, Plan, Planner, ProjectPlan, RESERVED, ScanCache, Selection,
                   SessionPlan, encode_path, folder_for, fs_text, page_for)

#: a session's files: the one its page and key come from, then the others it reads
Thread = tuple[os.DirEntry, tuple[os.DirEntry, ...]]


def _scan(path: Path) -> Scan:
    """The facts of a session file in an agent home, by its content's row (the agents asked
    from the last up, as read/agents/ detects; the first is the one left): raises OSError
    when it cannot be read."""
    for fmt in reversed(AGENTS[1:]):
        if fmt.detect(path):
            return fmt.scan(path)
    return AGENTS[0].scan(path)


def _home(fmt: Format) -> Home:
    assert fmt.home is not None
    return fmt.home


def default_homes() -> list[tuple[str, Path]]:
    """The other agents' homes (read/agents/ AGENTS) that exist on this machine."""
    return [(fmt.name, home) for fmt in AGENTS for home in _home(fmt).folders()
            if home.is_dir()]


def home_kind(folder: Path) -> str:
    """The agent whose home `folder` is (by the names of the files in it), else ''."""
    for fmt in AGENTS:
        if any(_home(fmt).holds_path(p) for p in _files(_home(fmt), folder)):
            return fmt.name
    return ""


def _files(home: Home, folder: Path) -> Iterator[Path]:
    """The files under an agent's home folder that may be sessions (its row's `find`)."""
    return home.find(folder) if home.find is not None else _walk(folder, 4)
def content_kind(folder: Path, tries: int = 5) -> str:
    """The agent whose home `folder` is by the content of its first session files, when all
    of them (up to `tries`) are that agent's: a home whose files are named as a Claude Code
    projects folder's may be (Copilot CLI's `<uuid>.jsonl`, `<uuid>/events.jsonl`)."""
    found: set[str] = set()
    for path in _walk(folder, 2):
        if len(found) > 1 or tries == 0:
            break
        if not any(_home(fmt).holds_path(path) for fmt in AGENTS):
            continue  # (no agent's session by its name)
        tries -= 1
        try:
            fmt = detect_format(path)
        except OSError:  # (unreadable, a symlink loop …: the planner says so later)
            continue
        found.add(fmt.name if fmt in AGENTS and _home(fmt).holds_path(path) else "")
    return next(iter(found)) if len(found) == 1 else ""


def _walk(folder: Path, depth: int) -> Iterator[Path]:
    try:
        with os.scandir(folder) as it:
            entries = sorted(it, key=lambda e: e.name)
    except OSError:
        return
    for entry in entries:
        if entry.name.startswith("."):
            continue
        if entry.is_dir(follow_symlinks=False) and depth > 0:
            yield from _walk(Path(entry.path), depth - 1)
        elif _is_file(entry):
            yield Path(entry.path)


def _is_file(entry: os.DirEntry) -> bool:
    """A symlink loop raises here; it must not hide the files beside it."""
    try:
        return entry.is_file()
    except OSError:
        return False


class AgentPlanner(Planner):
    """A Planner over one agent home: keys under its label, its own scan."""

    def __init__(self, agent: str, home: Path, plan: Plan, cache: ScanCache,
                 selection: Selection, tidy: Optional[Callable[[str], str]],
                 inner_keys: bool) -> None:
        super().__init__(home, cache, selection, tidy, inner_keys)
        self.plan, self.agent = plan, agent
        self.home = _home(by_name(agent))
        # a second home of one agent (Codex's archived_sessions beside sessions) keys its
        # sessions under its own name, so two homes never give one key
        self.label = self.home.label + ("/archived_sessions" if home.name ==
                                        "archived_sessions" else "")
        self.folders = set(RESERVED) | {name_key(p.name) for p in plan.projects}
        self.scanner = _scan

    def input(self, entry: os.DirEntry) -> Input:
        item = super().input(entry)
        return Input(f"{self.label}/{item.rel}", item.path, item.size, item.mtime_ns)

    def files(self, home: Path) -> Iterator[os.DirEntry]:
        for path in _files(self.home, home):
            if self.home.holds_path(path):
                with os.scandir(path.parent) as it:
                    yield next(e for e in it if e.name == path.name)

    def threads(self, home: Path) -> Iterator[Thread]:
        """Each session's files: a Codex thread paginated over several rollouts in one
        folder (`rollout-<ts>-<thread id>_<rollout id>.jsonl` beside the file named by the
        thread id alone, read/codex_pages.py) is one session, keyed by that first file;
        every other file is a session of its own."""
        if self.agent == "opencode":
            yield from self._opencode_threads(home)
            return
        groups: list[tuple[os.DirEntry, list[os.DirEntry]]] = []
        bases: dict[tuple[str, str], tuple[os.DirEntry, list[os.DirEntry]]] = {}
        parts: dict[tuple[str, str], list[os.DirEntry]] = {}
        for entry in self.files(home):
            ids = rollout_ids(entry.name) if self.agent == "codex" else None
            key = (os.path.dirname(entry.path), ids[0]) if ids else ("", "")
            if ids is None or ids[0] == ids[1]:
                groups.append((entry, []))
                if ids:
                    bases.setdefault(key, groups[-1])
            else:
                parts.setdefault(key, []).append(entry)
        for key, more in parts.items():
            base = bases.get(key)
            if base is None:
                groups.append((more[0], more[1:]))
            else:
                base[1].extend(more)
        for first, more in groups:
            yield first, tuple(more)


    def _opencode_threads(self, home: Path) -> Iterator[Thread]:
        """An opencode session is its session file, then every other file it reads (its
        messages', its parts', its child sessions': read/opencode_store.py), so a change
        to any redoes its page and its kept copy holds them all."""
        for entry in self.files(home):
            try:
                more = session_files(Path(entry.path))
            except OSError:
                more = []
            yield entry, tuple(_Entry(str(p)) for p in more
                               if str(p).startswith(self.prefix) and p.is_file())


class _Entry:
    """A file found by path, as the planner's `input` reads an os.DirEntry."""

    def __init__(self, path: str) -> None:
        self.path, self.name = path, os.path.basename(path)

    def stat(self) -> os.stat_result:
        return os.stat(self.path)


def _gemini_dir(cwd: Optional[str], known: dict[str, str]) -> tuple[str, str]:
    """(folder name, path shown) of a session's project."""
    if cwd and cwd.startswith(GEMINI_HASH):
        digest = cwd[len(GEMINI_HASH):]
        path = known.get(digest)
        if path is None:
            return f"gemini-{digest[:12]}", f"Gemini project {digest[:12]}"
        cwd = path
    return (encode_path(cwd), cwd) if cwd else ("unknown-directory", "(no directory recorded)")


def _project(plan: Plan, by_name: dict[str, ProjectPlan], name: str, path: str,
             used: set[str]) -> ProjectPlan:
    proj = by_name.get(name)
    if proj is None:
        proj = ProjectPlan(folder_for(name, used), path)
        by_name[name] = proj
        plan.projects.append(proj)
        plan.folders[proj.name] = path
    return proj


def _spawned(sessions: list[SessionPlan]) -> dict[str, list[SessionPlan]]:
    """Thread id -> the planned subagent threads it spawned (a fork names its parent in
    its scan too: told apart by the head's `thread_spawn`, read/codex_children.py)."""
    ids = {s.scan.session_id for s in sessions if s.scan.session_id}
    children: dict[str, list[SessionPlan]] = {}
    for s in sessions:
        if s.scan.parent not in ids or s.scan.parent == s.scan.session_id:
            continue
        try:
            spawner = spawn_head(s.main.path)[1]
        except OSError:
            continue
        if spawner == s.scan.parent:
            children.setdefault(spawner, []).append(s)
    return children


def nest_subagents(sessions: list[SessionPlan]) -> None:
    """Each Codex thread's subagent threads, and theirs, become its page's subagent
    transcripts (`sidecars`, keyed by thread id; their later pages inputs too), so the page
    nests them under the call that spawned them and a change to one redoes it. Each keeps
    its own page as well (a page renders each line once; two pages may show one line)."""
    children = _spawned(sessions)
    for s in sessions:
        todo, seen = list(children.get(s.scan.session_id or "", [])), {s.key}
        while todo:
            child = todo.pop(0)
            if child.key in seen:
                continue
            seen.add(child.key)
            s.sidecars += ((child.scan.session_id or child.key, child.main),)
            s.workflows += child.workflows
            todo.extend(children.get(child.scan.session_id or "", []))


def _children(planner: AgentPlanner, entry: os.DirEntry) -> tuple[tuple[str, Input], ...]:
    """The subagent files a row finds beside a session (Cursor's `subagents/`): its page
    nests them, and a change to one redoes it."""
    if planner.agent == "opencode":  # (its thread lists its child sessions' files already)
        return ()
    children = by_name(planner.agent).children
    found = children(Path(entry.path)) if children is not None else {}
    out = []
    for key, path in found.items():
        try:
            with os.scandir(path.parent) as it:
                child = next((e for e in it if e.name == path.name), None)
        except OSError:
            continue
        if child is not None:
            out.append((key, planner.input(child)))
    return tuple(out)


def add_agent_homes(plan: Plan, homes: list[tuple[str, Path]], cache: ScanCache,
                    selection: Selection, tidy: Optional[Callable[[str], str]] = None,
                    inner_keys: bool = False) -> None:
    """Plan every session of `homes` into `plan`'s projects (new ones where none fits)."""
    by_name = {p.name: p for p in plan.projects}
    touched: set[str] = set()
    codex: list[SessionPlan] = []
    for agent, home in sorted(homes, key=lambda h: h[0]):  # codex first: gemini matches it
        known = {hashlib.sha256(p.path.encode("utf-8", "surrogateescape")).hexdigest(): p.path
                 for p in plan.projects}
        planner = AgentPlanner(agent, home, plan, cache, selection, tidy, inner_keys)
        for entry, more in planner.threads(home):
            item, parts = planner.input(entry), tuple(planner.input(e) for e in more)
            scan = planner.scan(item)
            lasts = [s.last_ts for s in map(planner.scan, parts) if s and s.last_ts] \
                if agent != "opencode" else []  # (its session file's times are the session's)
            if scan is not None and lasts:  # the session ends where its last file does
                scan = replace(scan, last_ts=max([scan.last_ts or "", *lasts]))
            if scan is None or not scan.conversation:
                if scan is not None:
                    planner.refused(item)  # binary, an image …: said; an empty file is not
                continue
            name, path = _gemini_dir(scan.cwd, known)
            proj = _project(plan, by_name, name, path, planner.folders)
            if not (selection.wants_project(proj.name, proj.path)
                    and selection.wants_session(scan)):
                plan.excluded += 1
                plan.held.add(item.rel)
                continue
            pages = {"index.html"} | {name_key(s.page.partition("/")[2]) for s in proj.sessions}
            stem = planner.home.page(Path(entry.path)) if planner.home.page is not None \
                else fs_text(entry.name).rsplit(".", 1)[0]
            if agent == "copilot" and stem == "events":  # `<session id>/events.jsonl`
                stem = fs_text(os.path.basename(os.path.dirname(entry.path)))
            proj.sessions.append(SessionPlan(proj.name, item, (), scan,
                                             f"{proj.name}/{page_for(stem, pages)}",
                                             parts))
            touched.add(proj.name)
            proj.sessions[-1].sidecars += _children(planner, entry)
            if agent == "codex":
                codex.append(proj.sessions[-1])
    nest_subagents(codex)
    for proj in plan.projects:
        if proj.name in touched:
            proj.sessions.sort(key=SessionPlan.sort_key)
