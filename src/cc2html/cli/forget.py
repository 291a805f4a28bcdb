"""`cc2html forget SESSION_ID [-o OUT]`: remove one session from an archive completely,
the way to purge a session that leaked a secret.

The session's key is recorded as forgotten in the manifest (its scans dropped), and one
archive run does the rest with the code every run uses: its page, passages, kept copy,
index rows, search terms and manifest rows go, and every later run leaves it out, even
while its transcript is still there. That run reads no input (unless `--source` names
the folder): every other session keeps its state (nothing is marked "source deleted",
the last run's date stays), and only its neighbours' pages are rendered again, from
their kept copies, so their links skip it. The manifest is then VACUUMed, so no deleted
row stays readable in the file's free pages.
"""

from __future__ import annotations

from pathlib import Path
from typing import Optional

from rich.console import Console

from ..archive.forget import matches, rebuild, record, vacuum
from ..archive.manifest import FILENAME
from ..model.text import counted
from ..options import Options
from ..resources import MissingResource
from ..write import OutputError
from .console import complain, say
from .exits import EXIT_OK, EXIT_UNREADABLE, EXIT_USAGE


def forget(session: str, output: Path, source: Optional[Path], err: Console) -> int:
    """Forget `session` in the archive `output`; the exit code."""
    if not (output / FILENAME).is_file():
        complain(err, f"{output} is not an archive made by cc2html (no {FILENAME})")
        return EXIT_USAGE
    keys = matches(output, session)
    if not keys:
        complain(err, f"no session {session!r} in {output}")
        return EXIT_USAGE
    code = max(_rebuild(output, source, o, err) for o in record(output, keys))
    vacuum(output)
    for key in keys:
        say(err, f"forgot {key}")
    return code


def _rebuild(output: Path, source: Optional[Path], options: Options, err: Console) -> int:
    """The archive run in `options`' format (archive/forget.py `rebuild`), said; its code."""
    if source is not None and not source.is_dir():
        complain(err, f"{source} is not a folder")
        return EXIT_USAGE
    try:
        report = rebuild(output, source, options)
    except MissingResource as exc:
        complain(err, str(exc))
        return EXIT_UNREADABLE
    except OutputError as exc:
        complain(err, f"{exc.filename or output}: cannot write: {exc.strerror or exc}")
        return EXIT_UNREADABLE
    for key, error in report.unreadable:
        complain(err, f"{key}: {error}")
    what = "page" if options.output_format == "html" else options.output_format + " file"
    say(err, f"{counted(report.pages['removed'], what)} removed")
    return EXIT_UNREADABLE if report.unreadable or report.unwritable else EXIT_OK
