"""`cc2html DIR`: archive mode's arguments, summary and exit code (its progress display:
progress.py).

Exit codes (cli/exits.py): 0 done; 1 some input unreadable or the output unwritable;
2 usage; 3 with --strict when a session has skipped lines or unrecognised kinds, or a file
is no transcript at all; 130 stopped by Ctrl+C (the pages done are indexed).
"""

from __future__ import annotations

import os
import time
import webbrowser
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Optional

from rich.console import Console

from .. import __version__
from ..archive.agent_homes import content_kind, default_homes, home_kind
from ..archive.report import ArchiveOptions, NoProgress, Report
from ..archive.dates import DateError, parse_bound
from ..archive.export_tree import build_any, index_name
from ..archive.manifest import FILENAME
from ..archive.plan import Selection, is_project
from ..archive.public import rename_folders
from ..archive.report import Interrupted
from ..archive.runner import available_cpus
from ..options import Options, Tidy, tidier
from ..read.jsonsafe import ascii_json
from ..resources import MissingResource
from .console import complain, is_tty, say
from .exits import EXIT_INTERRUPTED, EXIT_OK, EXIT_STRICT, EXIT_UNREADABLE, EXIT_USAGE
from .progress import PlainProgress, RichProgress


def default_source() -> Path:
    return Path.home() / ".claude" / "projects"


def default_output(source: Path) -> Path:
    """A sibling of the input folder, never inside it: ~/.claude/projects -> projects-html."""
    return source.parent / (source.name + "-html")


def has_transcripts(source: Path) -> bool:
    if is_project(source):
        return True
    try:
        with os.scandir(source) as it:
            return any(_is_dir(e) and not e.name.startswith(".") and is_project(Path(e.path))
                       for e in it)
    except OSError:
        return False


def _is_dir(entry: os.DirEntry) -> bool:
    """A symlink loop among the projects raises here; it must not hide the others."""
    try:
        return entry.is_dir()
    except OSError:
        return False


@dataclass(frozen=True)
class ArchiveArgs:
    source: Optional[Path]
    output: Optional[Path]
    date_from: Optional[str] = None
    date_to: Optional[str] = None
    project: Optional[str] = None
    jobs: Optional[int] = None
    open_index: bool = False
    as_json: bool = False
    strict: bool = False
    quiet: bool = False
    options: Options = Options()
    prune: bool = False
    keep_sources: bool = True
    link_sources: bool = False
    more: tuple[Path, ...] = ()  # further folders given: other agents' homes


def _selection(args: ArchiveArgs) -> Selection:
    start = parse_bound(args.date_from) if args.date_from else None
    end = parse_bound(args.date_to, end=True) if args.date_to else None
    return Selection(start, end, args.project)


def summary_json(report: Report, source: Path, output: Path, seconds: float,
                 code: int, tidy: Tidy = str, index: str = "index.html") -> dict[str, Any]:
    """`tidy` shortens the paths as the pages are (--redact-home: ~/… for /home/<user>/…);
    `index`: the top index of the format written."""
    return {
        "cc2html": __version__, "input": tidy(str(source)), "output": tidy(str(output)),
        "index": tidy(str(output / index)), "exit_code": code,
        "projects": report.projects, "sessions": report.sessions,
        "inputs_seen": report.files_seen, "excluded_by_filters": report.excluded,
        "kept_source_deleted": report.kept, "kept_outside_filters": report.held,
        "kept_copies": report.copies,
        "retention": {**report.retention.to_dict(), "setting": tidy(report.retention.origin)},
        "pages": report.pages, "indexes": report.indexes, "search_files": report.search_files,
        "part_files": report.parts,
        "problems": [{"file": key, **value} for key, value in report.problems.items()],
        "unreadable": [{"file": key, "error": error} for key, error in report.unreadable],
        "unwritable": [{"page": page, "error": error} for page, error in report.unwritable],
        "not_transcripts": [{"file": key, "reason": why} for key, why in report.not_transcripts],
        "interrupted": report.interrupted,
        "redactions": dict(sorted(report.redactions.items())),
        "orphan_subagent_files": report.orphans, "files_without_conversation": report.quiet,
        "untracked_home_folders": len(report.leftovers),
        "seconds": round(seconds, 3),
    }


def homes_read(source: Path, homes: tuple[tuple[str, Path], ...], tidy: Tidy) -> str:
    """The summary's line naming each agent home the run read, by agent: "read Claude Code
    (~/.claude/projects), Codex (~/.codex/sessions, ~/.codex/archived_sessions)" (the Claude Code folder is the
    source unless the source is one of the other homes: _sources)."""
    from ..read.agents import by_name
    read: dict[str, list[str]] = {} if any(home == source for _, home in homes) else {
        "Claude Code": [tidy(str(source))]}
    for kind, home in homes:
        read.setdefault(by_name(kind).agent, []).append(tidy(str(home)))
    return "read " + ", ".join(f"{agent} ({', '.join(where)})" for agent, where in read.items())


def _tell(err: Console, report: Report, output: Path, index: str = "index.html",
          read: str = "") -> None:
    from ..model.text import counted
    p, i = report.pages, report.indexes
    if report.interrupted:
        say(err, outcome(report, output, index))
        return
    if read:
        say(err, read)
    say(err, f"{counted(report.sessions, 'session')} in {counted(report.projects, 'project')}: "
             f"{counted(p['written'], 'page')} written, {p['unchanged']} unchanged, {p['removed']} removed; "
             f"{counted(i['written'], 'index page')} written")
    if any(report.parts.values()):  # a large session's page is a head and parts (split.py)
        say(err, f"{counted(report.parts['written'], 'part file')} of split pages written, "
                 f"{report.parts['removed']} removed")
    r = report.retention
    if r.at_risk:
        say(err, f"{counted(r.at_risk, 'session')} will be deleted by Claude Code within 7 days "
                 f"(cleanupPeriodDays {r.days}); the archive holds {r.held} of them")
    if report.kept or report.held:
        say(err, f"kept {counted(report.kept, 'page')} whose source is deleted and {report.held} outside "
                 "the filters (--prune drops them)")
    if report.problems:
        say(err, f"{counted(len(report.problems), 'session')} with skipped lines, raw or unrecognised "
                 f"entries (listed in their pages; --json for details)")
    say(err, outcome(report, output, index))


def opens(report: Report, output: Path, index: str) -> bool:
    """Whether the archive's top index is there to open (written now or before)."""
    return (index not in {page for page, _ in report.unwritable}
            and (output / index).is_file())


def outcome(report: Report, output: Path, index: str) -> str:
    """The run's last line: `open …/index.html` only when that is all there is to say;
    after a Ctrl+C what the run left, after failures how many (both: the index, if any,
    holds the rest)."""
    from ..model.text import counted
    there = opens(report, output, index)
    rest = f"open {output / index} for the pages done" if there else "no index written"
    if report.interrupted:
        return (f"interrupted: {report.pages['written']} of {counted(report.planned, 'page')} "
                f"written; run cc2html again to finish ({rest})")
    failed = len(report.unreadable) + len(report.unwritable)
    if failed:
        return f"failed: {counted(failed, 'file')} not read or not written (listed above); {rest}"
    return f"open {output / index}"


class Refused(Exception):
    """A run that cannot start (exit 2) or cannot write its output (exit 1)."""

    def __init__(self, code: int, message: str, source: Path, output: Optional[Path]) -> None:
        super().__init__(message)
        self.code, self.source, self.output = code, source, output


def _sources(given: Optional[Path], more: tuple[Path, ...] = ()
             ) -> tuple[Path, tuple[tuple[str, Path], ...]]:
    """The Claude Code folder (or the first home, when there is none) and the other agents'
    homes: with no argument every home found (agent_homes.py), else the folders given, of
    which at most one is a Claude Code folder and the others agents' homes (AGENTS)."""
    if given is not None:
        claude: list[Path] = []
        homes: list[tuple[str, Path]] = []
        for folder in (given.expanduser(), *(p.expanduser() for p in more)):
            kind = "" if not folder.is_dir() else content_kind(folder) if has_transcripts(
                folder) else home_kind(folder)
            if kind:
                homes.append((kind, folder.resolve()))
            else:
                claude.append(folder)
        if len(claude) > 1:
            from ..read.agents import homes_listed
            raise Refused(EXIT_USAGE, f"{claude[1]}: one Claude Code projects folder per "
                          f"archive (the others given must be {homes_listed()} homes)",
                          claude[0], None)
        return (claude[0] if claude else homes[0][1]), tuple(homes)
    homes = [(agent, home.resolve()) for agent, home in default_homes()]
    claude = default_source()
    return (claude if claude.is_dir() or not homes else homes[0][1]), tuple(homes)


def _checked(args: ArchiveArgs) -> tuple[Path, Path, Selection, tuple[tuple[str, Path], ...]]:
    """The run's input and output folders, the other agents' homes and the filters, or
    Refused with the reason."""
    source, homes = _sources(args.source, args.more)
    if not source.is_dir():
        raise Refused(EXIT_USAGE, f"no transcript given and {source} is not a folder",
                      source, args.output)
    source = source.resolve()
    output = (args.output.expanduser() if args.output else default_output(source)).resolve()
    try:
        selection = _selection(args)
    except DateError as exc:
        raise Refused(EXIT_USAGE, str(exc), source, output) from None
    if output.exists() and not output.is_dir():
        raise Refused(EXIT_USAGE, f"{output} exists and is not a folder", source, output)
    if args.jobs is not None and args.jobs < 1:
        raise Refused(EXIT_USAGE, "-j needs at least 1 worker", source, output)
    if not has_transcripts(source) and not homes and not (output / FILENAME).is_file():
        # (an archive made before keeps its sessions when every transcript is gone)
        raise Refused(EXIT_USAGE, f"no session transcripts (*.jsonl) found in {source}",
                      source, output)
    return source, output, selection, homes


def _refused(args: ArchiveArgs, err: Console, refusal: Refused) -> int:
    """Say why on stderr, and with --json on stdout too: a CI step reads JSON either way."""
    complain(err, str(refusal))
    if args.as_json:
        tidy = tidier(args.options)
        print(ascii_json({
            "cc2html": __version__, "input": tidy(str(refusal.source)),
            "output": tidy(str(refusal.output)) if refusal.output else None,
            "exit_code": refusal.code, "error": tidy(str(refusal)),
        }))
    return refusal.code


def run_archive(args: ArchiveArgs, err: Console) -> int:
    try:
        source, output, selection, homes = _checked(args)
    except Refused as refusal:
        return _refused(args, err, refusal)
    quiet_console = args.quiet or not is_tty(err.file)  # FORCE_COLOR in a log: lines, no bar
    progress = (NoProgress() if args.quiet else
                PlainProgress(err) if quiet_console else RichProgress(err))
    cpus = available_cpus()
    if args.jobs is not None and args.jobs > cpus and not args.quiet:
        say(err, f"cc2html: -j {args.jobs} reduced to {cpus}, the CPUs this process may use")
    opts = ArchiveOptions(source, output, selection, min(args.jobs or cpus, cpus),
                          args.options, args.prune, args.keep_sources,
                          args.link_sources, homes=homes)
    started = time.monotonic()
    try:
        report = build_any(opts, progress)
    except Interrupted as stopped:  # Ctrl+C again while the indexes were written
        report = stopped.report
    except MissingResource as exc:  # neither the input's fault nor the output's
        return _refused(args, err, Refused(EXIT_UNREADABLE, str(exc), source, output))
    except OSError as exc:  # the output cannot be written (read-only, full, not a folder …)
        return _refused(args, err, Refused(
            EXIT_UNREADABLE, f"{exc.filename or output}: cannot write: {exc.strerror or exc}",
            source, output))
    finally:
        getattr(progress, "stop", lambda: None)()
    seconds = time.monotonic() - started
    index = index_name(args.options.output_format)
    for key, error in report.unreadable:
        complain(err, f"{key}: {error}")
    for page, error in report.unwritable:
        complain(err, f"{output / page}: {error}")
    if report.retention.stale_since:  # printed even with --quiet: history may be lost
        complain(err, f"the previous run was on {report.retention.stale_since}, more than "
                      f"{report.retention.days} days ago (cleanupPeriodDays): Claude Code may "
                      "have deleted sessions this archive never saw", "warning")
    for name in report.leftovers:  # printed even with --quiet: it defeats --redact-home
        complain(err, f"{name} in the output is named after a home folder but was not written "
                      "by this run; remove it before publishing", "warning")
    for key, why in report.not_transcripts:  # (listed, with no page: read/sniff.py)
        complain(err, f"{key}: not a transcript: {why}; left out", "warning")
    code = (EXIT_INTERRUPTED if report.interrupted else
            EXIT_UNREADABLE if report.unreadable or report.unwritable else
            EXIT_STRICT if args.strict and report.strict_failure else EXIT_OK)
    if args.as_json:
        tidy = tidier(args.options)
        shown = lambda text: tidy(rename_folders(text, report.names))  # noqa: E731
        print(ascii_json(summary_json(report, source, output, seconds, code, shown, index)))
    if not args.quiet or report.interrupted:  # (what a stopped run left: said even with -q)
        _tell(err, report, output, index, homes_read(source, homes, tidier(args.options)))
    if args.open_index and opens(report, output, index):
        webbrowser.open((output / index).as_uri())
    return code
