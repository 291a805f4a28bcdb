"""`cc2html secrets [SRC]...`: list where a file, a folder or (no argument) every agent's
home holds secrets, by the rules `--redact` masks with, writing no page.

The work is the audit library's (cc2html/audit: a `SessionFindings` per session, streamed);
this module prints it and picks the exit code, a CI gate's: 0 nothing found; 1 a secret
found (what `--redact` would mask); 2 bad input (a SRC missing or no transcript, a folder
without transcripts) or a session that could not be read, so not checked (a finding
outranks it: 1). Every name and preview is sanitized to one line (render/text/sanitize.py);
previews are cut from the masked text, so no value is ever printed. Findings go to stdout
(a line each, under their session), the totals to stderr; `--json` streams one document
(its shape: docs/safety.md "cc2html secrets"); bad input under `--json` is
`cc2html`, `exit_code` and `error` on stdout too.
"""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path
from typing import IO, Any, Optional

from rich.console import Console

from .. import __version__
from ..audit import SessionFindings, plan_sessions, scan_plan, scan_session
from ..model.text import counted
from ..read.jsonsafe import ascii_json
from ..read.sniff import not_transcript
from ..render.text.sanitize import sanitize
from .archive import Refused, _sources
from .console import complain, say, stderr_console
from .exits import EXIT_OK, EXIT_UNREADABLE, EXIT_USAGE

#: the exit code when something was found (exits.py's 1: a CI step fails on it)
FOUND = EXIT_UNREADABLE


def clean(text: object) -> str:
    return sanitize(text, single_line=True)


class BadInput(Exception):
    """Nothing can be scanned: the message is one line to say (exit 2)."""


def _sessions(sources: list[Path], input_format: str, err: Console) -> tuple[list[str], Any]:
    """(what is scanned, an iterator of SessionFindings); BadInput when there is nothing
    to scan. Files of a folder that are no transcript, or unreadable, are said on `err`."""
    missing = [s for s in sources if not s.exists()]
    if missing:
        raise BadInput("; ".join(f"{s}: no such file or folder" for s in missing))
    if len(sources) == 1 and not sources[0].is_dir():
        path = sources[0]
        why = _refused(path)
        if why:
            raise BadInput(f"{path}: not a transcript: {why}")
        return [str(path)], iter([scan_session(path, path.name, input_format)])
    if any(not s.is_dir() for s in sources):
        raise BadInput("several sources must all be folders (one archive of them)")
    try:
        source, homes = _sources(sources[0] if sources else None, tuple(sources[1:]))
    except Refused as refusal:
        raise BadInput(str(refusal)) from None
    if not source.is_dir():
        raise BadInput(f"no transcript given and {source} is not a folder")
    plan = plan_sessions(source.resolve(), homes)
    for name, why in plan.not_transcripts:
        complain(err, f"{name}: not a transcript: {why}; not scanned", "warning")
    for name, error in plan.unreadable:
        complain(err, f"{name}: {error}")
    if not any(p.sessions for p in plan.projects):
        raise BadInput(f"no session transcripts found in {source}")
    scanned = [str(source), *(str(home) for _, home in homes)]
    return scanned, _with_errors(plan.unreadable, scan_plan(plan))


def _refused(path: Path) -> str:
    """Why a file given is no transcript ('' when it may be one, or is a pipe: read once,
    by the scan; an unreadable one is said by the scan)."""
    try:
        return not_transcript(path) if path.is_file() else ""
    except OSError:
        return ""


def _with_errors(unreadable: list[tuple[str, str]], found: Any) -> Any:
    """The plan's unreadable files as sessions not read, then the sessions scanned."""
    for name, error in unreadable:
        yield SessionFindings(name, error=error)
    yield from found


class Tally:
    """What the run found so far: counts by kind, sessions, errors (no finding is kept)."""

    def __init__(self) -> None:
        self.totals: Counter[str] = Counter()
        self.sessions = self.with_secrets = 0
        self.errors: list[tuple[str, str]] = []

    def add(self, report: SessionFindings) -> None:
        if report.error:
            self.errors.append((clean(report.session), clean(report.error)))
            return
        self.sessions += 1
        self.with_secrets += bool(report.findings)
        self.totals.update(report.counts)

    @property
    def code(self) -> int:
        return FOUND if self.totals else EXIT_USAGE if self.errors else EXIT_OK


def _finding_json(report: SessionFindings) -> dict[str, Any]:
    return {"session": clean(report.session),
            "findings": [{"kind": f.kind, "file": clean(f.file), "line": f.line,
                          "preview": clean(f.preview)} for f in report.findings],
            "counts": report.counts}


def _text_lines(report: SessionFindings) -> list[str]:
    lines = [f"{clean(report.session)}: {counted(len(report.findings), 'secret')}"]
    lines += [f"  {clean(f.file)}:{f.line}  {f.kind}  {clean(f.preview)}"
              for f in report.findings]
    return lines


def _stream(found: Any, tally: Tally, out: IO[str], as_json: bool) -> None:
    """Each session with findings printed as soon as it is scanned (JSON: one array item)."""
    first = True
    for report in found:
        tally.add(report)
        if report.error or not report.findings:
            continue
        if as_json:
            out.write(("" if first else ",\n") + ascii_json(_finding_json(report), indent=None))
        else:
            out.write("".join(line + "\n" for line in _text_lines(report)))
        first = False
        out.flush()


def _totals_text(tally: Tally, err: Console) -> None:
    for name, error in tally.errors:
        complain(err, f"{name}: {error}; not scanned")
    if not tally.totals and tally.sessions:
        say(err, f"no secrets found in {counted(tally.sessions, 'session')}")
        return
    kinds = ", ".join(f"{kind} {n}" for kind, n in sorted(tally.totals.items()))
    say(err, f"{counted(sum(tally.totals.values()), 'secret')} in "
             f"{counted(tally.with_secrets, 'session')} of {tally.sessions} ({kinds}); "
             "--redact masks every one")


def run_secrets(sources: list[Path], as_json: bool, input_format: str = "auto",
                color: Optional[bool] = None) -> int:
    """Scan `sources` (none: every agent's home), print the findings; the exit code."""
    err = stderr_console(color)
    try:
        scanned, found = _sessions(sources, input_format, err)
    except BadInput as bad:
        complain(err, str(bad))
        if as_json:  # (a CI step reads JSON either way)
            sys.stdout.write(ascii_json({"cc2html": __version__, "exit_code": EXIT_USAGE,
                                         "error": clean(bad)}) + "\n")
        return EXIT_USAGE
    tally = Tally()
    out = sys.stdout
    if as_json:
        out.write('{"cc2html": %s, "sources": %s, "sessions": [\n' % (
            ascii_json(__version__), ascii_json([clean(s) for s in scanned], indent=None)))
    _stream(found, tally, out, as_json)
    if as_json:
        tail = {"totals": dict(sorted(tally.totals.items())),
                "sessions_scanned": tally.sessions, "sessions_with_secrets": tally.with_secrets,
                "errors": [{"session": n, "error": e} for n, e in tally.errors],
                "exit_code": tally.code}
        out.write("\n], " + ascii_json(tail)[1:] + "\n")
    _totals_text(tally, err)
    return tally.code
