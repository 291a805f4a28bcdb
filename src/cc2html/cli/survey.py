"""`cc2html survey [SRC]...`: print what cc2html does not know yet in files, folders or (no
argument) every agent's default home, per agent and version, to paste into a bug report.

The work is the survey library's (cc2html/survey: it returns a report); this module says
it and picks the exit code (exits.py): 0 when the survey ran, whatever it found; 1 when
a SRC is missing or a file could not be read; 2 when a SRC is a file that is no
transcript, or there is none (a folder without transcripts, no agent home on this
machine). Only names are printed, cleaned (survey/report.py `clean`): no transcript text.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any, Optional

from .. import __version__
from ..model.text import counted
from ..read.jsonsafe import ascii_json
from ..survey import SurveyReport, default_sources, survey
from ..survey.scan import shown
from ..survey.report import CATEGORIES
from .console import complain, say, stderr_console
from .exits import EXIT_OK, EXIT_UNREADABLE, EXIT_USAGE
from .params import HOMES

REPORT_HINT = ("Names only, no transcript content. To report them, open an issue in "
               "cc2html's tracker and paste this output.")
NAME_WIDTH = 40


def run_survey(sources: list[Path], as_json: bool, color: Optional[bool] = None) -> int:
    """Survey `sources` (none: every agent's home), print the table or JSON; the code."""
    err = stderr_console(color)
    missing = [s for s in sources if not s.exists()]
    for source in missing:
        complain(err, f"{source}: no such file or folder")
    if missing:
        return EXIT_UNREADABLE
    sources = sources or default_sources()
    if not sources:
        complain(err, f"no agent's home on this machine ({HOMES}); give a file or folder")
        return EXIT_USAGE
    report = survey(sources)
    named = {shown(s) for s in sources if s.is_file()}
    refused = [(name, why) for name, why in report.skipped if name in named]
    for name, why in refused:
        complain(err, f"{name}: not a transcript: {why}")
    for name, error in report.unreadable:
        complain(err, f"{name}: {error}")
    if refused or not report.files and not report.unreadable:
        if not refused:
            complain(err, f"no transcripts in {', '.join(report.sources)}")
        return EXIT_USAGE
    data = report.to_json(__version__)
    sys.stdout.write(ascii_json(data) + "\n" if as_json else "".join(
        line + "\n" for line in text_lines(data)))
    if not as_json:
        say(err, _summary(report))
    return EXIT_UNREADABLE if report.unreadable else EXIT_OK


def _summary(report: SurveyReport) -> str:
    return (f"surveyed {counted(report.files, 'file')} ({counted(report.lines, 'line')}) in "
            f"{report.seconds:.1f} s: {counted(report.unknown, 'unknown name')}, "
            f"{counted(len(report.skipped), 'file')} skipped (no transcript)")


def text_lines(data: dict[str, Any]) -> list[str]:
    """The table: a heading per agent and version with unknown names, a row per name
    (category, name, count, first file:line, whether --strict fails on it); then the
    groups with nothing unknown on one line, and a legend of the categories shown."""
    lines = [f"cc2html {data['cc2html']} survey of {', '.join(data['sources'])}: "
             f"{counted(data['files'], 'file')}", REPORT_HINT]
    clean_groups = []
    for group in data["groups"]:
        label = _label(group)
        if not group["unknown"]:
            clean_groups.append(label)
            continue
        lines += ["", f"{label} ({counted(group['files'], 'file')})"]
        lines += [_row(found) for found in group["unknown"]]
    if clean_groups:
        lines += ["", "Nothing unknown: " + "; ".join(clean_groups)]
    shown = {found["category"] for group in data["groups"] for found in group["unknown"]}
    if shown:
        lines += ["", "strict: `--strict` exits 3 on a file with it (the page lists it as "
                      "unrecognised); the others are shown generically."]
        lines += [f"{name}: {CATEGORIES[name]}" for name in CATEGORIES if name in shown]
    else:
        lines += ["", "Nothing unknown to cc2html."]
    return lines


def _label(group: dict[str, Any]) -> str:
    return f"{group['agent']} ({group['format']}) {group['version'] or '(no version)'}"


def _row(found: dict[str, Any]) -> str:
    first = found["first"]
    strict = "  strict" if found["fails_strict"] else ""
    return (f"  {found['category']:<10} {found['name']:<{NAME_WIDTH}} {found['count']:>7}  "
            f"{first['file']}:{first['line']}{strict}")
