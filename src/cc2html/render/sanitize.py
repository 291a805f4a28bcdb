"""Make transcript text safe to print on a terminal.

A transcript can hold anything a tool printed or a web page said: colour codes,
screen clears (ESC[2J), OSC 8 hyperlinks, OSC 52 clipboard writes, bells,
C1 controls, carriage returns that overwrite what was printed before. None of
it may reach a terminal raw. `sanitize()` removes escape sequences (CSI, OSC,
DCS/SOS/PM/APC strings, two-byte escapes, in 7-bit and C1 forms), turns
carriage returns into line breaks (so nothing is overwritten), and shows every
other control character as a visible symbol (␇, \\x9b, <U+202E>) — neutralised,
but not silently lost.
"""

from __future__ import annotations

import re

from .controls import visible

_ST = r"(?:\x1b\\|\x9c|\x07)"  # string terminator: ESC \, C1 ST, or BEL (xterm)
_ESCAPES = re.compile(
    r"(?:\x1b\]|\x9d)[^\x07\x1b\x9c]*" + _ST + r"?"  # OSC (hyperlinks, clipboard, titles)
    r"|(?:\x1b[P_X^]|[\x90\x98\x9e\x9f])[^\x1b\x9c]*" + r"(?:\x1b\\|\x9c)?"  # DCS SOS PM APC
    r"|(?:\x1b\[|\x9b)[0-?]*[ -/]*[@-~]?"  # CSI (colours, cursor moves, screen clears)
    r"|\x1b[ -/]*[0-~]?"  # other escapes: ESC c (reset), ESC 7, ESC ( B …
)
_LONE_CR = re.compile(r"\r(?!\n)")
_BIDI = re.compile("[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]")
_CONTROLS = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")
#: lone surrogates (JSON allows "\\ud800"): no terminal encoding can print them
_SURROGATES = re.compile("[\ud800-\udfff]")


def sanitize(text: object) -> str:
    """Text with no escape sequence and no control character but newline and tab."""
    if text is None:
        return ""
    value = text if isinstance(text, str) else str(text)
    value = _ESCAPES.sub("", value)
    value = value.replace("\r\n", "\n")
    value = _LONE_CR.sub("\n", value)
    value = _BIDI.sub(lambda m: f"<U+{ord(m.group()):04X}>", value)
    value = _SURROGATES.sub("\ufffd", value)
    return _CONTROLS.sub(lambda m: visible(m.group()), value)
