"""The archive's index pages: one for all projects, one per project.

Rendered from session summaries (no transcript is read here), deterministic:
rows are ordered by recorded times and names only, and nothing about the run
itself (no generation time) appears on a page.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Optional
from urllib.parse import quote

from ..resources import static_text
from ..render.text.controls import marked_html
from ..render.to_html.csp import inline_assets
from ..read.times import ACTIVE_GAP_S, parse_time, pause_left_out
from ..tree.cost_value import Cost
from .plan import ProjectPlan, SessionPlan, fs_text
from .jobs import SessionSummary

if TYPE_CHECKING:  # a run with no page to write never loads Jinja
    from jinja2 import Environment


@dataclass
class SessionRow:
    href: str
    name: str  # the session file
    title: str
    s: SessionSummary
    gone: Optional[str] = None  # its source is deleted: the date a run last saw it

    @property
    def agent(self) -> str:
        """The coding agent that wrote it, named ("Claude Code" when the summary names none)."""
        return self.s.agent or CLAUDE

    @property
    def paused(self) -> bool:
        """Whether its active time is said (read/times.pause_left_out: a pause left out)."""
        return pause_left_out(self.s.duration_s, self.s.active_s)

    @property
    def when(self) -> float:
        """Its start as seconds since the epoch (0 when unknown): the index's sort key."""
        return _when(self.s.started)


@dataclass
class ProjectRow:
    name: str
    path: str
    href: str
    sessions: list[SessionRow] = field(default_factory=list)  # newest first
    orphans: list[str] = field(default_factory=list)
    quiet: list[str] = field(default_factory=list)
    first: Optional[str] = None
    last: Optional[str] = None
    messages: int = 0
    tokens: int = 0
    cost: Cost = field(default_factory=Cost)
    days: dict[str, Cost] = field(default_factory=dict)  # UTC day -> the cost of that day

    @property
    def agents(self) -> list[str]:
        """The agents of its sessions, each once, in the order first met."""
        return list(dict.fromkeys(row.agent for row in self.sessions))

    @property
    def first_when(self) -> float:
        return _when(self.first)

    @property
    def last_when(self) -> float:
        return _when(self.last)


#: the agent a session summary names none for
CLAUDE = "Claude Code"


def heading(agents: list[str]) -> str:
    """The top index's heading: "Codex CLI sessions" when one agent wrote every session,
    plain "Sessions" when several did (or none is known)."""
    return f"{agents[0]} sessions" if len(agents) == 1 else "Sessions"


def _when(stamp: Optional[str]) -> float:
    parsed = parse_time(stamp)
    return parsed.timestamp() if parsed else 0.0


def add_days(into: dict[str, Cost], days: dict[str, Cost]) -> None:
    for day, cost in days.items():
        into[day] = into.get(day, Cost()) + cost


def by_day(days: dict[str, Cost]) -> list[tuple[str, Cost]]:
    """Newest UTC day first; the cost of messages without a time ("") last."""
    dated = sorted(((day, cost) for day, cost in days.items() if day), reverse=True)
    return dated + ([("", days[""])] if "" in days else [])


def project_row(proj: ProjectPlan, summaries: dict[str, SessionSummary],
                gone: Optional[dict[str, Optional[str]]] = None) -> ProjectRow:
    row = ProjectRow(proj.name, proj.path, quote(proj.name) + "/index.html",
                     orphans=proj.orphans, quiet=proj.quiet)
    for session in reversed(proj.sessions):
        s = summaries.get(session.key)
        if s is None:  # unreadable this run and never rendered: no page to link
            continue
        page = session.page.rsplit("/", 1)[-1]
        row.sessions.append(SessionRow(quote(page), fs_text(session.main.path.name), s.title, s,
                                       (gone or {}).get(session.key)))
        row.messages += s.messages
        row.tokens += s.total_tokens
        row.cost = row.cost + s.cost
        add_days(row.days, s.day_costs())
    starts = [s.s.started for s in row.sessions if s.s.started]
    ends = [s.s.ended for s in row.sessions if s.s.ended]
    row.first = min(starts, key=_when) if starts else None
    row.last = max(ends, key=_when) if ends else None
    return row


def _page_assets() -> dict[str, object]:
    """The index pages' style and their script (static/archive_index.js: sorting and the
    filter box; without it the table stays in date order and the box hidden)."""
    return inline_assets(static_text("style.css") + "\n" + static_text("archive.css"),
                         static_text("archive_index.js"))


def render_project(env: Environment, row: ProjectRow) -> str:
    return marked_html(env.get_template("archive/project.html").render(
        project=row, days=by_day(row.days), active_gap_min=ACTIVE_GAP_S // 60,
        **_page_assets()))


def render_top(env: Environment, rows: list[ProjectRow], cleanup_days: int) -> str:
    """`cleanup_days`: Claude Code's cleanupPeriodDays, stated on the page."""
    ordered = sorted(rows, key=lambda r: (-_when(r.last), r.name))
    totals = {"sessions": sum(len(r.sessions) for r in rows),
              "messages": sum(r.messages for r in rows), "tokens": sum(r.tokens for r in rows)}
    days: dict[str, Cost] = {}
    for r in rows:
        add_days(days, r.days)
    agents = list(dict.fromkeys(a for r in ordered for a in r.agents))
    return marked_html(env.get_template("archive/index.html").render(
        projects=ordered, totals=totals, heading=heading(agents), cleanup_days=cleanup_days, days=by_day(days),
        **_page_assets()))


def lineage_nav(s: SessionPlan, by_id: dict[str, SessionPlan],
                children: dict[str, list[SessionPlan]]) -> tuple[tuple[str, str], ...]:
    """`thread:<id>` -> the page of the session `s` was forked or spawned from, and of each
    session forked or spawned from it (Codex: read/agents/codex.py `parent_of`), relative
    to `s`'s page; the page links them where it names them (render/to_html/html.py)."""
    here = s.page.rsplit("/", 1)[0]

    def href(other: SessionPlan) -> str:
        folder, _, name = other.page.rpartition("/")
        return name if folder == here else f"../{other.page}"
    parent = by_id.get(s.scan.parent) if s.scan.parent else None
    links = ((f"thread:{s.scan.parent}", href(parent)),) if parent is not None else ()
    mine = children.get(s.scan.session_id or "", []) if s.scan.session_id else []
    return links + tuple((f"thread:{c.scan.session_id}", href(c)) for c in mine)


def session_nav(sessions: list[SessionPlan], n: int,
                by_stem: Optional[dict[str, SessionPlan]] = None) -> tuple[tuple[str, str], ...]:
    """up / prev (older) / next (newer) links of the n-th session page ("" when there is none),
    and `session:<id>` -> the page of the file named by the session id its first line names,
    when that is another file of the project (`by_stem`: the project's sessions by file stem):
    a resumed session's page links the session it continues (tree/sessions.py)."""
    name = lambda s: s.page.rsplit("/", 1)[-1]  # noqa: E731  (the page quotes it: local_href)
    links = (("up", "index.html"), ("prev", name(sessions[n - 1]) if n > 0 else ""),
             ("next", name(sessions[n + 1]) if n + 1 < len(sessions) else ""),
             ("search", "../search.html"))
    sid = sessions[n].scan.session_id
    other = (by_stem or {}).get(sid) if sid else None
    if other is not None and other is not sessions[n]:
        links += (("session:" + sid, name(other)),)
    return links
