"""Forgetting a session (`cc2html forget`, whose command is cli/forget.py): which recorded
sessions a name matches, recording them as forgotten, the archive run that removes them
(one per format the archive holds), and the VACUUM after. Each step returns what it did
or raises; the command says it and picks the exit code."""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Optional

from ..options import Options
from .build import ArchiveOptions, Report
from .export_tree import build_any
from .manifest import FORMATS, Manifest


def matches(out: Path, session: str) -> list[str]:
    """Keys of the recorded sessions `session` names in any format: a key
    (`project/file.jsonl`), a file name or its stem (the session id), or a page or export
    (`project/file.html`, `.md`, `.json`)."""
    found: set[str] = set()
    for fmt in FORMATS:
        manifest = Manifest(out, fmt)
        try:
            for key, row in manifest.pages().items():
                if session in {key, Path(key).name, Path(key).stem, row.page,
                               Path(row.page).stem}:
                    found.add(key)
        finally:
            manifest.close()
    return sorted(found)


def last_options(manifest: Manifest, fmt: str) -> Options:
    """What format `fmt`'s last run wrote with: its redaction mode and detail level."""
    own = Manifest.own_key
    kinds = set((manifest.meta(own("redaction", fmt)) or "").split(","))
    return Options(redact="secrets" in kinds, redact_home="home" in kinds,
                   output_format=fmt, detail=manifest.meta(own("detail", fmt)) or "full")


def record(output: Path, keys: list[str]) -> list[Options]:
    """Record `keys` as forgotten in `output`'s manifest (their scans dropped); the options
    of each format the archive holds, as its last run wrote it (mode, detail level)."""
    manifest = Manifest(output)
    try:
        manifest.forget(keys)
        return [last_options(manifest, fmt) for fmt in manifest.formats() or ["html"]]
    finally:
        manifest.close()


def rebuild(output: Path, source: Optional[Path], options: Options) -> Report:
    """One archive run in `options`' format without the forgotten sessions: over `source`
    when given, else over an empty folder with every other session's state kept as it is
    (frozen). Raises what an archive run raises (MissingResource, OutputError)."""
    with tempfile.TemporaryDirectory(prefix="cc2html-forget-") as empty:
        return build_any(ArchiveOptions(source or Path(empty), output, options=options,
                                        frozen=source is None))


def vacuum(output: Path) -> None:
    """Rewrite the manifest's file, so no deleted row stays readable in its free pages."""
    manifest = Manifest(output)
    try:
        manifest.vacuum()
    finally:
        manifest.close()
