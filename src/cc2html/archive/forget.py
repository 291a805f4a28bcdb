"""Forgetting a session (`cc2html forget`, cli/forget.py): which recorded sessions a
name matches, and what each format's last run wrote with."""

from __future__ import annotations

from pathlib import Path

from ..options import Options
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
