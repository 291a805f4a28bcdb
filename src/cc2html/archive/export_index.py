"""The indexes of an archive exported as Markdown or JSON (export_tree.py).

Markdown: `index.md` lists the projects, `<project>/index.md` its sessions, newest first,
each a relative link (percent-quoted: names are the transcripts' file names) to the file
beside it; readable as text in a terminal, linked in GitHub or Obsidian. JSON: one
`index.json` (its schema: render/to_json/index_schema.py, `cc2html schema index`) with every
project, its sessions' files relative to OUT, titles, times and facts.

Made from the session summaries the manifest keeps (no transcript is read here), in
the order of recorded times and names only: the same archive gives the same bytes.
"""

from __future__ import annotations

import json
from typing import Any, Optional
from urllib.parse import quote

from .. import __version__
from ..model.text import counted
from ..read.times import ACTIVE_GAP_S, parse_time, pause_left_out
from ..render.text.formats import fmt_duration
from ..render.to_json.index_schema import INDEX_SCHEMA_ID, INDEX_SCHEMA_VERSION
from ..render.to_markdown.md_text import MD_MARK, code, escape_inline, one_line
from .indexes import ProjectRow, SessionRow, heading, project_row
from .jobs import SessionSummary
from .plan import ProjectPlan

Summaries = dict[str, SessionSummary]
Held = dict[str, Optional[str]]


def _when(stamp: Optional[str]) -> str:
    """A time as UTC text to the minute ("" when there is none or it cannot be read)."""
    parsed = parse_time(stamp)
    return parsed.strftime("%Y-%m-%d %H:%M UTC") if parsed else ""


def _last(row: ProjectRow) -> float:
    parsed = parse_time(row.last)
    return parsed.timestamp() if parsed else 0.0


def _paused(s: SessionSummary) -> bool:
    """Whether its active time leaves a pause out (the page's facts say it only then)."""
    return pause_left_out(s.duration_s, s.active_s)


def _session_md(row: SessionRow) -> str:
    s = row.s
    bits = [_when(s.started), counted(s.prompts, "prompt"), counted(s.messages, "message"),
            counted(s.total_tokens, "token")]
    bits += [fmt_duration(s.duration_s)] if s.duration_s else []
    if _paused(s):
        bits.append(f"{fmt_duration(s.active_s)} active")  # as the page's facts say it
    bits += [escape_inline(s.cost.label)] if s.cost.label else []
    bits += [f"branch {code(s.branch)}"] if s.branch else []
    bits += [escape_inline(s.agent)] if s.agent else []
    if row.gone:
        bits.append(f"source deleted, last seen {escape_inline(row.gone)}")
    if s.skipped or s.unknown:
        bits.append(f"{counted(s.skipped, 'line')} skipped, "
                    f"{sum(s.unknown.values())} unrecognised")
    title = one_line(row.title, 200) or escape_inline(row.name)
    return f"- [{title}]({row.href}) · {' · '.join(b for b in bits if b)}"


def _files_md(heading: str, names: list[str]) -> list[str]:
    return [f"## {heading}", "\n".join(f"- {code(name)}" for name in names)] if names else []


def project_md(proj: ProjectPlan, summaries: Summaries, held: Held) -> str:
    """`<project>/index.md`: the project's sessions, newest first, and the files it could
    not show (subagent files whose session is absent, files with no conversation)."""
    row = project_row(proj, summaries, held)
    cost = f", {escape_inline(row.cost.label)}" if row.cost.label else ""
    blocks = [f"# {one_line(row.path, 300) or escape_inline(row.name)}",
              f"*{code(row.name)}: {counted(len(row.sessions), 'session')}, "
              f"{counted(row.messages, 'message')}, {counted(row.tokens, 'token')}{cost}"
              f"{MD_MARK}",
              "[↑ All projects](../index.md)"]
    if any(_paused(s.s) for s in row.sessions):
        blocks.append(f"*Active: the time between messages, pauses over {ACTIVE_GAP_S // 60} "
                      "min left out.*")
    blocks.append("\n".join(_session_md(s) for s in row.sessions)
                  if row.sessions else "No sessions selected in this project.")
    blocks += _files_md("Subagent files whose session is not in this folder", row.orphans)
    blocks += _files_md("Files with no conversation in them", row.quiet)
    return "\n\n".join(blocks) + "\n"


def top_md(projects: list[ProjectPlan], summaries: Summaries, held: Held) -> str:
    """`index.md`: every project, the most recently active first, linked to its index."""
    rows = sorted((project_row(p, summaries, held) for p in projects),
                  key=lambda r: (-_last(r), r.name))
    total = sum(len(r.sessions) for r in rows)
    agents = list(dict.fromkeys(a for r in rows for a in r.agents))
    blocks = [f"# {heading(agents)}",
              f"*{counted(total, 'session')} in {counted(len(rows), 'project')}{MD_MARK}"]
    lines = []
    for r in rows:
        span = " to ".join(dict.fromkeys(t for t in (_when(r.first), _when(r.last)) if t))
        bits = [code(r.name), counted(len(r.sessions), "session"),
                counted(r.messages, "message"), escape_inline(r.cost.label), span]
        lines.append(f"- [{one_line(r.path, 300) or escape_inline(r.name)}]"
                     f"({quote(r.name)}/index.md) · {' · '.join(b for b in bits if b)}")
    blocks.append("\n".join(lines) if lines else "No projects.")
    return "\n\n".join(blocks) + "\n"


def _facts(s: SessionSummary) -> dict[str, Any]:
    return {"messages": s.messages, "duration_s": s.duration_s,
            "tokens": dict(zip(("input", "output", "cache_creation", "cache_read"), s.tokens)),
            "models": list(s.models), "cost_usd": s.cost_usd, "git_branch": s.branch,
            "cwd": s.cwd, "agent": s.agent, "kinds": dict(s.kinds)}


def _session_json(key: str, page: str, s: SessionSummary,
                  gone: Optional[str]) -> dict[str, Any]:
    return {"file": page, "source": key, "title": s.title, "started": s.started,
            "ended": s.ended, "source_deleted": gone, "facts": _facts(s),
            "problems": {"skipped_lines": s.skipped, "shown_raw": s.shown_raw,
                         "warnings": s.warnings, "unknown_kinds": dict(s.unknown)}}


def index_json(projects: list[ProjectPlan], summaries: Summaries, held: Held,
               detail: str) -> str:
    """`index.json`: every project (by folder name) and its sessions, oldest first."""
    doc = {"$schema": INDEX_SCHEMA_ID, "schema_version": INDEX_SCHEMA_VERSION,
           "generator": f"cc2html {__version__}", "detail": detail, "projects": [
               {"name": p.name, "path": p.path,
                "sessions": [_session_json(s.key, s.page, summaries[s.key], held.get(s.key))
                             for s in p.sessions if s.key in summaries],
                "orphan_subagent_files": list(p.orphans),
                "files_without_conversation": list(p.quiet)}
               for p in sorted(projects, key=lambda p: p.name)]}
    return json.dumps(doc, indent=1, ensure_ascii=False, allow_nan=False) + "\n"
