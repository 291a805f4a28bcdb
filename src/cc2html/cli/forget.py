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

import tempfile
from pathlib import Path
from typing import Optional

from rich.console import Console

from ..archive.build import ArchiveOptions
from ..archive.export_tree import build_any
from ..archive.forget import last_options, matches
from ..archive.manifest import FILENAME, Manifest
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
    manifest = Manifest(output)
    try:
        manifest.forget(keys)
        # each format the archive holds, as its last run wrote it (mode, detail level)
        options = [last_options(manifest, fmt) for fmt in manifest.formats() or ["html"]]
    finally:
        manifest.close()
    code = max(_rebuild(output, source, o, err) for o in options)
    manifest = Manifest(output)
    try:
        manifest.vacuum()
    finally:
        manifest.close()
    for key in keys:
        say(err, f"forgot {key}")
    return code


def _rebuild(output: Path, source: Optional[Path], options: Options, err: Console) -> int:
    """One archive run in `options`' format without the forgotten sessions: over `source`
    when given, else over an empty folder with every other session's state kept as it is
    (frozen)."""
    if source is not None and not source.is_dir():
        complain(err, f"{source} is not a folder")
        return EXIT_USAGE
    with tempfile.TemporaryDirectory(prefix="cc2html-forget-") as empty:
        opts = ArchiveOptions(source or Path(empty), output, options=options,
                              frozen=source is None)
        try:
            report = build_any(opts)
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
