"""Links the page makes itself, to files beside it (archive navigation)."""

from __future__ import annotations

import re
from urllib.parse import quote

_SCHEME = re.compile(r"^[A-Za-z][A-Za-z0-9+.\-]*:")


def local_href(path: str) -> str:
    """A relative link to a file whose name came from a transcript or folder name.

    Percent-encoded, and prefixed with `./` when the name would otherwise read as a
    scheme (`javascript:alert(1).html`) or a network path (`//host`)."""
    href = quote(path, safe="/._~-")  # "#", "\\" too: parts of a name, never a fragment or a folder
    if _SCHEME.match(href) or href.startswith("//"):
        href = "./" + href.lstrip("/")
    return href
