"""Growth cases of the exported archive's indexes (archive/export_index.py), for
adversarial.py's CASES: many sessions in one project, each with a long title of
characters Markdown escapes. (stage, make, run, base) tuples; adversarial.py makes them
Cases."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from cc2html.archive.export_index import index_json, project_md, top_md
from cc2html.archive.jobs import SessionSummary
from cc2html.archive.plan import Input, ProjectPlan, SessionPlan
from cc2html.archive.scan import Scan


def _summaries(n: int) -> list[dict[str, Any]]:
    return [SessionSummary(title="*_[`<&|" * 20 + str(k), own_title="t", title_kind="prompt",
                           started=f"2026-01-01T00:{k % 60:02d}:00Z", messages=k,
                           tokens=(k, k, 0, 0)).to_dict() for k in range(n)]


def _indexes(rows: list[dict[str, Any]]) -> object:
    proj = ProjectPlan("p", "/w")
    summaries = {}
    for k, row in enumerate(rows):
        key = f"p/s{k}.jsonl"
        proj.sessions.append(SessionPlan("p", Input(key, Path(key), 1, 0), (), Scan(),
                                         f"p/s{k}.md"))
        summaries[key] = SessionSummary.from_dict(row)
    return (project_md(proj, summaries, {}), top_md([proj], summaries, {}),
            index_json([proj], summaries, {}, "full"))


TREE_CASES = {
    "export: indexes of many sessions": ("export", _summaries, _indexes, 100),
}
