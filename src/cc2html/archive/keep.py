"""What the archive keeps that this run did not read: sessions whose source Claude Code
deleted (or that `--from/--to/--project` left out) keep their pages and their rows in the
indexes and the search, unless `--prune` asks for a mirror of the input.

A kept session goes back into the plan as a `SessionPlan` built from its manifest row,
in its place among its project's sessions (so its neighbours' links do not change). The
date it was last seen is the date of the last run that read its source, recorded in the
manifest: a page never depends on the day it is rendered.
"""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path
from typing import Optional

from ..write import name_key, remove, remove_empty_dir
from .jobs import PageNote, SessionSummary
from .manifest import Manifest, PageRow
from .plan import Input, Plan, ProjectPlan, SessionPlan
from .scan import Scan
from .manifest import dumps
from .sources import STATE, copy_rel

__all__ = ["LAST_RUN", "copies", "hold", "page_note", "remove_file", "shown",
           "today"]

#: manifest meta key: the UTC date of the last run
LAST_RUN = "last_run"


def today() -> str:
    """The run's date, for the manifest only (never on a page)."""
    return dt.datetime.now(dt.timezone.utc).date().isoformat()


def _linked_session(nav: str) -> Optional[str]:
    """The session id a page's recorded links name (`session:<id>`, see session_nav)."""
    try:
        return next((str(k)[len("session:"):] for k, _ in json.loads(nav)
                     if str(k).startswith("session:")), None)
    except (ValueError, TypeError):
        return None


def _ghost(row: PageRow, summary: SessionSummary) -> SessionPlan:
    scan = Scan(first_ts=summary.started, last_ts=summary.ended,
                session_id=_linked_session(row.nav), cwd=summary.cwd, conversation=True)
    main = Input(row.key, Path(row.key), -1, 0)
    return SessionPlan(row.page.rsplit("/", 1)[0], main, (), scan, row.page)


def _project(plan: Plan, name: str, summary: SessionSummary) -> ProjectPlan:
    for proj in plan.projects:
        if proj.name == name:
            return proj
    proj = ProjectPlan(name, summary.cwd or name)
    plan.projects.append(proj)
    plan.projects.sort(key=lambda p: p.name)
    return proj


def hold(plan: Plan, rows: dict[str, PageRow], summaries: dict[str, SessionSummary],
         manifest: Manifest, out: Path, copies: dict[str, tuple[str, str, str]],
         moved: set[str], frozen: bool = False) -> dict[str, Optional[str]]:
    """Put every recorded session this run did not plan back into `plan`; key -> the date
    its source was last seen when it is gone (None: it is there, outside the selection or
    unreadable this run). A session with neither its page nor a kept copy is not kept, nor
    one whose page a session read this run has now, nor one `moved` (renamed by a switch
    of --redact-home: the plan has it under its new name). `frozen` (forget's run, which
    reads no input): every session keeps the state the manifest records."""
    planned = {s.key for proj in plan.projects for s in proj.sessions}
    live = {name_key(s.page) for proj in plan.projects for s in proj.sessions}
    unreadable = {key for key, _ in plan.unreadable}
    before, last_run = manifest.gone(), manifest.meta(LAST_RUN)
    held: dict[str, Optional[str]] = {}
    for key in sorted(rows.keys() - planned - moved):
        row, summary = rows[key], summaries.get(key)
        copy = copies.get(key)
        if (summary is None or "/" not in row.page or name_key(row.page) in live
                or not ((out / row.page).is_file() or (copy and (out / copy[0]).is_file()))):
            continue
        present = key in plan.held or key in unreadable
        held[key] = before.get(key) if frozen else None if present else before.get(key) or last_run or _mtime_date(row)
        _project(plan, row.page.rsplit("/", 1)[0], summary).sessions.append(_ghost(row, summary))
    if held:
        for proj in plan.projects:
            proj.sessions.sort(key=SessionPlan.sort_key)
    manifest.set_gone({k: d for k, d in held.items() if d is not None})
    return held


def _mtime_date(row: PageRow) -> str:
    """When no run date was recorded (a manifest from before): the source's last mtime."""
    try:
        mtime = max(stat[2] for stat in json.loads(row.stats))
    except (ValueError, TypeError, IndexError):
        return "?"
    return dt.datetime.fromtimestamp(mtime / 1e9, dt.timezone.utc).date().isoformat()


def copies(manifest: Manifest, out: Path, keeping: bool) -> dict[str, tuple[str, str, str]]:
    """The kept copies the manifest records; with `--no-keep-sources` every one is deleted
    first (OUT may then be published without them)."""
    found = manifest.copies()
    if keeping:
        return found
    for key, (file, _, _) in sorted(found.items()):
        remove_file(out, file)
        manifest.drop_copy(key)
    remove_empty_dir(out / STATE)
    return {}


def remove_file(out: Path, rel: str) -> None:
    """Delete a kept copy and the folders it leaves empty, up to OUT's state folder."""
    path = out / rel
    remove(path)
    for parent in path.parents:
        if parent == out:
            break
        remove_empty_dir(parent)


def page_note(page: str, last_seen: Optional[str], copy: Optional[tuple[str, str, str]],
              mode: str, link: bool) -> PageNote:
    """What a session's page says of its source: the date a run last saw it when it is
    gone (from the manifest: never today's date), whether it stays redacted (its only copy
    was masked in a mode this run no longer masks), and with `link` (--link-sources, copies
    kept) a relative link to its kept copy (written this run when its source is there)."""
    kinds = set(mode.split(",")) - {""}
    redacted = bool(last_seen and copy and set(copy[2].split(",")) - {""} - kinds)
    file = copy[0] if last_seen and copy else None if last_seen else copy_rel(page)
    return last_seen, redacted, "../" * page.count("/") + file if link and file else None


def shown(nav: tuple, note: PageNote) -> str:
    """The links and note a page was rendered with, as the manifest records them (a page
    with no note records its links only, as before)."""
    return dumps(nav) if note == (None, False, None) else dumps([*nav, ["note", list(note)]])
