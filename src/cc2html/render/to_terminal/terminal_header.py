"""The terminal view's header (`cc2html show`): a session's facts in a panel, as every
output states them (render/facts.py), then what its snapshot says that they do not. Every
transcript string is sanitized and put in a `Text`, never read as markup."""

from __future__ import annotations

from typing import Any, Optional

from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from ...model.sdk import SnapshotRecord
from ...tree.build import Session
from ...tree.stats import SessionStats
from ..facts import session_facts, stated
from ..text.sanitize import sanitize


def one_line(value: Any) -> str:
    """A field that is one line by nature (model, directory, title …) on one line: rich
    splits a table cell at each line break with a copy of the rest, so 100,000 of them in a
    model name took seconds and 1 MB of them minutes."""
    return " ".join(sanitize(value).split())


def snapshot_panel(session: Session, stats: SessionStats) -> Panel:
    """The session's facts (render/facts.py, as every output states them), then what its
    snapshot says that they do not."""
    grid = Table.grid(padding=(0, 2))
    grid.add_column(style="dim")
    grid.add_column()
    snap: Optional[SnapshotRecord] = session.snapshot
    rows: list[tuple[str, Any]] = [("Session", session.session_id)]
    if session.continues:
        rows.append(("Continues from", session.continues))
    facts = stated(session_facts(stats))
    rows += [(fact.label, fact.text) for fact in facts]
    if snap is not None:
        said = {fact.key: fact.value for fact in facts}
        rows += [("Model", snap.model if snap.model not in said.get("models", []) else ""),
                 ("Directory", snap.cwd if snap.cwd != said.get("cwd") else ""),
                 ("Permission mode", snap.permission_mode),
                 ("Claude Code", snap.version if snap.version != said.get("version") else ""),
                 ("Tools available", ", ".join(snap.tools)),
                 ("MCP servers", ", ".join(f"{n} ({s})" if s else n
                                           for n, s in snap.mcp_servers)),
                 ("Skills", ", ".join(snap.skills)),
                 ("Slash commands", " ".join("/" + c for c in snap.slash_commands)),
                 ("Agents", ", ".join(snap.agents)),
                 ("Plugins", ", ".join(n for n, _ in snap.plugins))]
    for key, value in rows:
        if value:
            grid.add_row(Text(key), Text(one_line(value)))
    return Panel(grid, title=Text(one_line(session.title), style="bold"), title_align="left")
