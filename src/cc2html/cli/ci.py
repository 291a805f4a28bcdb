"""`cc2html ci`: render an agent's runs and report them where CI reads it.

The sources (given, else the runner's defaults: ci/sources.py) are rendered into one
folder (ci/runs.py), with `summary.md` beside the pages (ci/summary.py). Under GitHub
Actions the summary is appended to `$GITHUB_STEP_SUMMARY` and the outputs written to
`$GITHUB_OUTPUT` (ci/github.py); elsewhere (GitLab CI, a shell) the folder is all.

Exit 0 whenever the summary was written, whatever the runs' results (a failed run is
reported, not this step's failure: the agent's own step says it failed); 1 when the
folder, the summary or the outputs cannot be written.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Optional

from rich.console import Console

from ..ci.github import append, outputs, write_outputs
from ..ci.sources import default_sources, find_files
from ..ci.runs import render_all
from ..ci.summary import Where, run_url, summary_markdown
from ..model.text import counted
from ..options import Options
from .console import complain, say
from .exits import EXIT_OK, EXIT_UNREADABLE

SUMMARY_FILE = "summary.md"


@dataclass(frozen=True)
class CiArgs:
    sources: list[Path]
    output: Optional[Path]
    options: Options
    summary: bool
    artifact: str


def default_output(environ: Mapping[str, str]) -> Path:
    temp = environ.get("RUNNER_TEMP")
    return (Path(temp) if temp else Path.cwd()) / "cc2html-pages"


def _path(environ: Mapping[str, str], name: str) -> Optional[Path]:
    value = environ.get(name)
    return Path(value) if value else None


def run_ci(args: CiArgs, err: Console, environ: Mapping[str, str] = os.environ) -> int:
    """Render, write summary.md, the job summary and the outputs; the exit code."""
    out = (args.output or default_output(environ)).expanduser().resolve()
    found = find_files(args.sources or default_sources(environ))
    for path in found.missing:
        complain(err, f"{path}: no such file or folder", "warning")
    try:
        out.mkdir(parents=True, exist_ok=True)
        rendered = render_all(found.files, out, args.options)
        where = Where(out, args.artifact, run_url(environ.get("GITHUB_SERVER_URL"),
                                                  environ.get("GITHUB_REPOSITORY"),
                                                  environ.get("GITHUB_RUN_ID")))
        text = summary_markdown(rendered, where, found.left_out, found.missing)
        (out / SUMMARY_FILE).write_text(text, encoding="utf-8", newline="\n")
        step_summary, step_outputs = (_path(environ, "GITHUB_STEP_SUMMARY"),
                                      _path(environ, "GITHUB_OUTPUT"))
        if args.summary and step_summary is not None:
            append(step_summary, text)
        if step_outputs is not None:
            write_outputs(step_outputs, outputs(rendered, out))
    except OSError as exc:
        complain(err, f"{getattr(exc, 'filename', None) or out}: {exc.strerror or exc}")
        return EXIT_UNREADABLE
    for path, reason in rendered.refused:
        complain(err, f"{path}: {reason}", "warning")
    say(err, f"{counted(len(rendered.runs), 'session')} rendered into {out}")
    return EXIT_OK
