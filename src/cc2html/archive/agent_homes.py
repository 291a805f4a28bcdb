"""The other coding agents' homes in one archive: Codex CLI rollouts and Gemini CLI
sessions, planned into the same projects as Claude Code's.

Homes: `$CODEX_HOME/sessions` (else `~/.codex/sessions`), `YYYY/MM/DD/rollout-*.jsonl`
under it; `~/.gemini/tmp`, `<project hash>/chats/session-*.json(l)` under it. Every
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
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Optional

from ..read.agents import CODEX, GEMINI
from ..read.agents.gemini import GEMINI_HASH
from ..write import name_key
from .scan import Scan
from .plan import (Input, Plan, Planner, ProjectPlan, RESERVED, ScanCache, Selection,
                   SessionPlan, encode_path, folder_for, fs_text, page_for)

#: agent -> (the label its keys start with, the file names its sessions have)
KINDS = {"codex": ("~codex", ("rollout-",), (".jsonl",)),
         "gemini": ("~gemini", ("session-",), (".json", ".jsonl"))}


def _scan(path: Path) -> Scan:
    """The facts of a Codex or Gemini session file; raises OSError when it cannot be read."""
    return GEMINI.scan(path) if GEMINI.detect(path) else CODEX.scan(path)


def codex_home() -> Path:
    base = os.environ.get("CODEX_HOME")
    return (Path(base).expanduser() if base else Path.home() / ".codex") / "sessions"


def gemini_home() -> Path:
    return Path.home() / ".gemini" / "tmp"


def default_homes() -> list[tuple[str, Path]]:
    """The Codex and Gemini homes that exist on this machine."""
    return [(agent, home) for agent, home in (("codex", codex_home()), ("gemini", gemini_home()))
            if home.is_dir()]


def home_kind(folder: Path) -> str:
    """'codex' or 'gemini' when `folder` is such a home (by the names of the files in it)."""
    for agent, (_, starts, ends) in KINDS.items():
        if any(p.name.startswith(starts) and p.name.endswith(ends) for p in _walk(folder, 4)):
            return agent
    return ""


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
        elif entry.is_file():
            yield Path(entry.path)


class AgentPlanner(Planner):
    """A Planner over one agent home: keys under its label, its own scan."""

    def __init__(self, agent: str, home: Path, plan: Plan, cache: ScanCache,
                 selection: Selection, tidy: Optional[Callable[[str], str]],
                 inner_keys: bool) -> None:
        super().__init__(home, cache, selection, tidy, inner_keys)
        self.plan, self.agent = plan, agent
        self.label, self.starts, self.ends = KINDS[agent]
        self.folders = set(RESERVED) | {name_key(p.name) for p in plan.projects}
        self.scanner = _scan

    def input(self, entry: os.DirEntry) -> Input:
        item = super().input(entry)
        return Input(f"{self.label}/{item.rel}", item.path, item.size, item.mtime_ns)

    def files(self, home: Path) -> Iterator[os.DirEntry]:
        for path in _walk(home, 4):
            if path.name.startswith(self.starts) and path.name.endswith(self.ends):
                with os.scandir(path.parent) as it:
                    yield next(e for e in it if e.name == path.name)


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


def add_agent_homes(plan: Plan, homes: list[tuple[str, Path]], cache: ScanCache,
                    selection: Selection, tidy: Optional[Callable[[str], str]] = None,
                    inner_keys: bool = False) -> None:
    """Plan every session of `homes` into `plan`'s projects (new ones where none fits)."""
    by_name = {p.name: p for p in plan.projects}
    touched: set[str] = set()
    for agent, home in sorted(homes, key=lambda h: h[0]):  # codex first: gemini matches it
        known = {hashlib.sha256(p.path.encode("utf-8", "surrogateescape")).hexdigest(): p.path
                 for p in plan.projects}
        planner = AgentPlanner(agent, home, plan, cache, selection, tidy, inner_keys)
        for entry in planner.files(home):
            item = planner.input(entry)
            scan = planner.scan(item)
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
            stem = fs_text(entry.name).rsplit(".", 1)[0]
            proj.sessions.append(SessionPlan(proj.name, item, (), scan,
                                             f"{proj.name}/{page_for(stem, pages)}"))
            touched.add(proj.name)
    for proj in plan.projects:
        if proj.name in touched:
            proj.sessions.sort(key=SessionPlan.sort_key)
