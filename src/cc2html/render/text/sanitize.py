"""Make untrusted text safe to print on a terminal: the one function for it, `sanitize()`.

A transcript can hold anything a tool printed or a web page said, and a file name anything
a file system allows: colour codes, screen clears (ESC[2J), OSC 8 hyperlinks, OSC 52
clipboard writes, bells, C1 controls, carriage returns that overwrite what was printed
before, bidi overrides that make text read other than it is, invisible characters that
hide some of it. None of it may reach a terminal raw: the terminal view (`show`), every
status and error line on stderr (file names, error texts, progress) and a page printed
on a terminal (`-o -`) go through `sanitize()`:

- escape sequences (CSI, OSC, DCS/SOS/PM/APC strings, two-byte escapes, in 7-bit and C1
  forms) are removed, payload and all;
- carriage returns become line breaks (nothing is overwritten);
- every other control character is shown as a visible marker (controls.visible: ␛ ␇ ␡,
  `\\x85` for C1), as are bidi controls and the other invisible format characters
  (Unicode category Cf: zero-width space, BOM, tag characters …) and the line and
  paragraph separators (`<U+202E>`, `<U+200B>`, `<U+2028>`) — neutralised, not silently
  lost. Zero-width (non-)joiners are kept: they spell words in Persian and Indic scripts
  and join emoji, and neither reorder nor hide text;
- a lone surrogate (JSON allows "\\ud800"; no terminal encoding can print it) becomes U+FFFD.

Newlines and tabs are kept, unless `single_line`: then they are markers too (␊ ␉ ␍), so a
file name cannot start a line of its own that looks like one of ours; and a single line
is no workflow command of a CI log (`cc2html ci` and `cc2html secrets` print into one): a
GitHub Actions runner obeys `::cmd::` where a line starts after white space and the
legacy `##[cmd]` anywhere in a line (actions/runner src/Runner.Common/ActionCommand.cs,
TryParseV2 and TryParse: annotations, add-mask, stop-commands, set-output), so a leading
`::` is shown as `\\::` and `##[` as `##[\\` (the runner's own escape of its markers,
Handlers/OutputManager.cs).
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
#: Cf (format) characters but U+200C/U+200D, with U+2028/U+2029 (Unicode 15.1;
#: tests/unit/render/test_terminal_safe.py compares it with Python's unicodedata)
_INVISIBLE = ("\u00ad\u0600-\u0605\u061c\u06dd\u070f\u0890\u0891\u08e2\u180e\u200b\u200e"
              "\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb\U000110bd"
              "\U000110cd\U00013430-\U0001343f\U0001bca0-\U0001bca3\U0001d173-\U0001d17a"
              "\U000e0001\U000e0020-\U000e007f")
_MARKED = re.compile(f"[\x00-\x08\x0b-\x1f\x7f-\x9f{_INVISIBLE}]")
_MARKED_ONE_LINE = re.compile(f"[\x00-\x1f\x7f-\x9f{_INVISIBLE}]")
_SURROGATES = re.compile("[\ud800-\udfff]")
_COMMAND_START = re.compile(r"\A(\s*)::")


def _marker(match: re.Match[str]) -> str:
    return visible(match.group())


def sanitize(text: object, *, single_line: bool = False) -> str:
    """`text` (str() of anything; None is "") with no escape sequence and nothing raw a
    terminal would obey or not show, but newlines and tabs (unless `single_line`)."""
    if text is None:
        return ""
    value = _ESCAPES.sub("", text if isinstance(text, str) else str(text))
    if single_line:
        value = _MARKED_ONE_LINE.sub(_marker, _SURROGATES.sub("\ufffd", value))
        return _COMMAND_START.sub(r"\1\\::", value.replace("##[", "##[\\"), count=1)
    value = _LONE_CR.sub("\n", value.replace("\r\n", "\n"))
    return _MARKED.sub(_marker, _SURROGATES.sub("\ufffd", value))
