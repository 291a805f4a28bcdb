"""Find the secrets `--redact` would mask, session by session, writing nothing.

Each session is read exactly as a `--redact` run reads it: `pipeline.build_session` with
its subagents, workflow runs and tool-results files (the archive's own plan of them for a
folder: archive/plan.py and agent_homes.py), through a `redact.findings.Finder`, which is
the `--redact` redactor taking notes. So a session's findings are, by construction, what
its page counts as masked (`redactions`), kind by kind.

Streaming: one session is read, reported and dropped before the next (`scan_plan` is a
generator); only the plan (a row per file, as archive mode keeps) lives for the run.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Optional

from ..archive.agent_homes import add_agent_homes
from ..archive.plan import Plan, Selection, make_plan
from ..pipeline import build_session
from ..read.sniff import NotTranscript
from ..redact.findings import Finder, Finding


@dataclass
class SessionFindings:
    """One session's findings (files named relative to the session's folder), its counts
    by kind, and the error that stopped it being read ('' when it was)."""

    session: str
    findings: list[Finding] = field(default_factory=list)
    counts: dict[str, int] = field(default_factory=dict)
    error: str = ""


def _shown(file: str, folder: Path) -> str:
    """A finding's file relative to the session's folder (`s.jsonl`,
    `s/subagents/agent-a.jsonl`, `s/tool-results/x.txt`), else its name."""
    path = Path(file)
    try:
        return path.relative_to(folder).as_posix()
    except ValueError:
        return path.name


def scan_session(path: Path, name: str, input_format: str = "auto",
                 agents: Optional[dict[str, Path]] = None) -> SessionFindings:
    """The findings of the session `path` (its subagents found beside it, or `agents`);
    an unreadable file or one that is no transcript comes back with its error."""
    finder = Finder()
    report = SessionFindings(name)
    try:
        build_session(path, input_format, finder, agents)
    except OSError as exc:
        report.error = f"unreadable: {exc.strerror or exc}"
        return report
    except NotTranscript as exc:
        report.error = f"not a transcript: {exc.reason}"
        return report
    folder = path.parent
    report.findings = [Finding(f.kind, _shown(f.file, folder), f.line, f.preview)
                       for f in finder.take()]
    report.counts = finder.summary()
    return report


def plan_sessions(source: Path, homes: tuple[tuple[str, Path], ...]) -> Plan:
    """Archive mode's plan of `source` (a Claude Code projects folder or one project) and
    the other agents' `homes`: every session with its files, none left out."""
    plan = make_plan(source, {}, Selection())
    add_agent_homes(plan, list(homes), {}, Selection())
    return plan


def scan_plan(plan: Plan) -> Iterator[SessionFindings]:
    """Each planned session's findings, in the archive's order (project, then time)."""
    for project in plan.projects:
        for session in project.sessions:
            agents = {agent: item.path for agent, item in session.sidecars}
            yield scan_session(session.main.path, session.key, "auto", agents)
