"""Content-Security-Policy source hashes: a page allows exactly its own inline style and
script, so an injected inline script could not run even if escaping failed."""

from __future__ import annotations

import base64
import hashlib


def csp_hash(source: str) -> str:
    digest = hashlib.sha256(source.encode("utf-8")).digest()
    return "'sha256-" + base64.b64encode(digest).decode("ascii") + "'"
