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

from ..cli.console import complain, say
from ..cli.exits import EXIT_OK, EXIT_UNREADABLE, EXIT_USAGE
from ..model.text import counted
from ..options import Options
from ..resources import MissingResource
from ..write import OutputError
from .build import ArchiveOptions, build_archive
from .manifest import FILENAME, Manifest


def matches(manifest: Manifest, session: str) -> list[str]:
    """Keys of the recorded sessions `session` names: a key (`project/file.jsonl`), a file
    name or its stem (the session id), or a page (`project/file.html`)."""
    found = []
    for key, row in sorted(manifest.pages().items()):
        names = {key, Path(key).name, Path(key).stem, row.page, Path(row.page).stem}
        if session in names:
            found.append(key)
    return found


def _options(mode: Optional[str]) -> Options:
    kinds = set((mode or "").split(","))
    return Options(redact="secrets" in kinds, redact_home="home" in kinds)


def forget(session: str, output: Path, source: Optional[Path], err: Console) -> int:
    """Forget `session` in the archive `output`; the exit code."""
    if not (output / FILENAME).is_file():
        complain(err, f"{output} is not an archive made by cc2html (no {FILENAME})")
        return EXIT_USAGE
    manifest = Manifest(output)
    try:
        keys = matches(manifest, session)
        mode = manifest.meta("redaction")
        if keys:
            manifest.forget(keys)
    finally:
        manifest.close()
    if not keys:
        complain(err, f"no session {session!r} in {output}")
        return EXIT_USAGE
    code = _rebuild(output, source, mode, err)
    manifest = Manifest(output)
    try:
        manifest.vacuum()
    finally:
        manifest.close()
    for key in keys:
        say(err, f"forgot {key}")
    return code


def _rebuild(output: Path, source: Optional[Path], mode: Optional[str], err: Console) -> int:
    """One archive run without the forgotten sessions: over `source` when given, else
    over an empty folder with every other session's state kept as it is (frozen)."""
    if source is not None and not source.is_dir():
        complain(err, f"{source} is not a folder")
        return EXIT_USAGE
    with tempfile.TemporaryDirectory(prefix="cc2html-forget-") as empty:
        opts = ArchiveOptions(source or Path(empty), output, options=_options(mode),
                              frozen=source is None)
        try:
            report = build_archive(opts)
        except MissingResource as exc:
            complain(err, str(exc))
            return EXIT_UNREADABLE
        except OutputError as exc:
            complain(err, f"{exc.filename or output}: cannot write: {exc.strerror or exc}")
            return EXIT_UNREADABLE
    for key, error in report.unreadable:
        complain(err, f"{key}: {error}")
    say(err, f"{counted(report.pages['removed'], 'page')} removed")
    return EXIT_UNREADABLE if report.unreadable or report.unwritable else EXIT_OK
