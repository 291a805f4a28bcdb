"""Characters a reader cannot see, shown as visible markers in what the page and the
archive show.

- Bidirectional embedding, override and isolate controls (U+202A-202E, U+2066-2069) become
  `<U+202E>`: inside a transcript they can make text read other than it is (a file name
  "exe.png" that is really "gnp.exe", code whose order on screen is not its order:
  "Trojan Source"). Marks like U+200F (RLM) that right-to-left text legitimately uses are
  left alone.
- C0 controls but tab, newline and carriage return become control pictures (␛, ␀, ␇),
  DEL ␡, and C1 controls `\\x9b`: a browser draws nothing for them, so the ESC of a colour
  code that reached a file or a prompt (not a tool output, whose colours are rendered)
  used to vanish and leave "[32m" behind; and `cat page.html` would have obeyed them.

The terminal view marks them too, and every other invisible format character
(sanitize.py). No template, script or style sheet of ours contains these characters
(tests/unit/render/test_controls.py), so any in the output came from a transcript."""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable

BIDI = "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
#: one regex pass finds any of them (~1.5 ms a megabyte of page); with none, `sub` returns
#: the very string it was given, so no separate search first
_ANY = re.compile(f"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f{BIDI}]")


def visible(char: str) -> str:
    """The marker shown for one control character."""
    code = ord(char)
    if code < 0x20:
        return chr(0x2400 + code)  # ␀ … ␟ (control pictures)
    if code == 0x7F:
        return "\u2421"  # ␡
    if code < 0xA0:
        return f"\\x{code:02x}"  # C1 controls
    return f"<U+{code:04X}>"


def _html_marker(match: re.Match[str]) -> str:
    return visible(match.group()).replace("<", "&lt;").replace(">", "&gt;")


def has_controls(text: str) -> bool:
    """Does `text` hold a character `marked_html` marks (with none, it returns `text`)."""
    return _ANY.search(text) is not None


def marked_html(html: str) -> str:
    """Escaped HTML (text or attribute values) with each control as a visible marker."""
    return _ANY.sub(_html_marker, html)


def marker_knowing(known: Iterable[str]) -> Callable[[str], str]:
    """`marked_html` for a page's chunks, given strings that come as chunks of their own
    (a page's inline style sheet and scripts, the very same objects every page: cached).
    Each is searched once, here; a chunk that is one of those found without a control is
    passed as it is (the same text `marked_html` returns for it), any other is marked.
    On a small page those assets are most of its characters (~230 KB, ~0.5 ms a page)."""
    clean = {id(text): text for text in known if _ANY.search(text) is None}  # (kept alive:
    sub = _ANY.sub  # an id here is never another object's)

    def marked(chunk: str) -> str:
        return chunk if id(chunk) in clean else sub(_html_marker, chunk)
    return marked


def _json_marker(match: re.Match[str]) -> str:
    return json.dumps(visible(match.group()), ensure_ascii=False)[1:-1]


def marked_json(text: str) -> str:
    """JSON text (search data) with each control in its strings as a visible marker; the
    marker is JSON-escaped (the C1 one holds a backslash)."""
    return _ANY.sub(_json_marker, text)
