"""Content-Security-Policy source hashes: a page allows exactly its own inline style and
script, so an injected inline script could not run even if escaping failed.

`inline_assets` gives templates/page/_head.html (the one <head> of every page type) what
it writes: the inline CSS and scripts and the hashes its CSP meta allows them by.
"""

from __future__ import annotations

import base64
import hashlib
from collections.abc import Sequence

from markupsafe import Markup


def csp_hash(source: str) -> str:
    digest = hashlib.sha256(source.encode("utf-8")).digest()
    return "'sha256-" + base64.b64encode(digest).decode("ascii") + "'"


def inline_assets(css: str, js: str = "", head_js: str = "",
                  self_scripts: bool = False, more: Sequence[str] = (),
                  self_frames: bool = False) -> dict[str, object]:
    """Template values for a page's inline style, its <head> script (`head_js`, before first
    paint) and its <body> script (`js`). With neither script, the CSP says script-src 'none';
    `self_scripts` also allows script files beside the page (the archive's search data);
    `more` are other forms the <body> script may take (allowed whether or not it does);
    `self_frames` allows frames of files beside the page (a session page's `watch` live
    file, static/live.js), else frame-src is 'none'."""
    scripts = [text for text in (js, head_js, *more) if text]
    return {"css": Markup(css), "css_hash": csp_hash(css), "js": Markup(js),
            "head_js": Markup(head_js), "js_hash": " ".join(map(csp_hash, scripts)),
            "self_scripts": self_scripts, "self_frames": self_frames}
