"""Files an archive writes once for all its session pages: today the colour script
(render/to_html/colour_script.py), which each page with code to colour loads by `<script src>`
instead of carrying ~100 KB of it inline. Recorded with the indexes in the manifest, so
a later run rewrites it only when it changed, and a file there that cc2html did not
write stays (reported, as an index would be)."""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Optional

from ..render.to_html.colour_script import SHARED, shared_js, shared_src
from ..write import write_if_changed
from . import claim

__all__ = ["SHARED", "shared_src", "write_shared"]


def write_shared(out: Path, was: Optional[str], unwritable: list[tuple[str, str]]) -> str:
    """Write OUT/SHARED unless it holds this script already (`was`: the digest the manifest
    records, None when it records none); its digest, or "" when a file cc2html did not
    write is there (reported; the pages then carry the script inline, never load that)."""
    text = shared_js()
    digest = hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]
    if was == digest and (out / SHARED).is_file():
        return digest
    if was is None and claim.foreign(out / SHARED):
        unwritable.append((SHARED, claim.REFUSED))
        return ""
    write_if_changed(out / SHARED, text)
    return digest
