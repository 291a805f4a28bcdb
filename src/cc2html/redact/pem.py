"""Private key blocks (PEM, OpenSSH, PGP) in linear time, for `--redact`.

A block is its BEGIN line, then lines of base64 (or armour headers such as `Proc-Type:` and
`Version:`), then its END line. The lines may be broken by real newlines, by `\\n` as JSON
writes them inside a string (a service-account key file shown as text), by spaces (a key
flattened into one environment variable), and numbered as the Read tool numbers file lines
(`    12→`). A block cut off before its END (a truncated tool output) ends where its base64
ends. A BEGIN line with no base64 after it (`PEM_HEADER = "-----BEGIN PRIVATE KEY-----"` in
code that parses keys) is not a key and is left alone, so is the code between two such
lines: only base64 lines may stand between a BEGIN and the END that closes it.

Each BEGIN is matched once, from where it stands, by patterns whose repeated piece must end
in a line break: no rescans, no backtracking beyond one line.
"""

from __future__ import annotations

import re
from typing import Callable

BEGIN = re.compile(r"-----BEGIN[A-Z0-9 ]{0,40} PRIVATE KEY(?: BLOCK)?-----")
_END = r"-----END[A-Z0-9 ]{0,40} PRIVATE KEY(?: BLOCK)?-----"
_SGR = r"(?:\x1b\[[0-9;]{0,20}m)*"  # colour codes (a coloured terminal output)
_PREFIX = _SGR + r"[ \t]*(?:[0-9]{1,7}(?:→|\t))?"  # indentation; a Read result's line number
_ARMOUR = r"(?:Proc-Type|DEK-Info|Version|Comment|Hash|Charset|MessageID):[^\r\n\\\x1b]*"


def _body(eol: str) -> re.Pattern[str]:
    line = rf"{_PREFIX}(?:[A-Za-z0-9+/=]+|{_ARMOUR})?{_SGR}{eol}"
    # a last line cut short is base64 up to the end, not the first word of a sentence; the
    # run is taken whole, never backed into: a lookahead is atomic, and Python 3.10 has no
    # atomic group `(?>...)`
    last = r"(?=(?P<run>[A-Za-z0-9+/=]*))(?P=run)(?![ \t]+[A-Za-z0-9])"
    return re.compile(rf"(?:{line})*(?:{_PREFIX}(?P<end>{_END})|{_PREFIX}{last})")


#: lines broken by newlines, real or escaped once, twice or three times (`\\n` in JSON text)
_LINES = _body(r"(?:\r?\n|(?:\\{1,3}r)?\\{1,3}n)")
#: the same, or by spaces (a key flattened to one line): trusted only when its END is found
_SPACED = _body(r"(?:\r?\n|(?:\\{1,3}r)?\\{1,3}n|[ ]+)")
#: a real key holds a run of base64 this long, with a digit, `+`, `/` or random case in it;
#: header lines, line numbers, escapes and words (`internationalization`) do not
_RUN = re.compile(r"[A-Za-z0-9+/]{16,}")
_NOT_A_WORD = re.compile(r"[0-9+/]|[A-Z]{2}[a-z]|[a-z][A-Z]{2}")


def _keylike(inner: str) -> bool:
    return any(_NOT_A_WORD.search(run.group()) for run in _RUN.finditer(inner))


def _trimmed(inner: str) -> int:
    """The length of `inner` without the line breaks (real or escaped) it ends with."""
    end = len(inner)
    while end:
        if inner[end - 1].isspace():
            end -= 1
        elif inner[end - 1] in "rn" and end > 1 and inner[end - 2] == "\\":
            end -= 2
            while end and inner[end - 1] == "\\":
                end -= 1
        else:
            break
    return end


def mask(text: str, marker: str, on_cut: Callable[[], None], open_end: bool = False
         ) -> tuple[str, int]:
    """`text` with every private key block replaced by `marker`, and how many there were.
    `on_cut` is called for a block whose END line is missing. With `open_end` (one raw line
    of a file that is not JSON: the key's lines follow on the next ones), a block whose
    base64 runs to the end of `text` is one even when it is short or empty."""
    parts: list[str] = []
    pos = count = 0
    search_from = 0
    while True:
        head = BEGIN.search(text, search_from)
        if head is None:
            break
        body = _SPACED.match(text, head.end())
        if body is None or body.group("end") is None:
            body = _LINES.match(text, head.end())
        if body is None:  # words right after the BEGIN line: no key
            search_from = head.end()
            continue
        inner = text[head.end():body.start("end") if body.group("end") else body.end()]
        at_end = open_end and body.group("end") is None and body.end() == len(text)
        if not _keylike(inner) and not at_end:
            search_from = head.end()
            continue
        stop = body.end()
        if body.group("end") is None:
            on_cut()
            stop = head.end() + _trimmed(inner)  # the line breaks after it stay
        parts.append(text[pos:head.start()])
        parts.append(marker)
        pos = search_from = stop
        count += 1
    if not count:
        return text, 0
    parts.append(text[pos:])
    return "".join(parts), count


#: a whole raw line of a key's body (a key pasted across lines that are not JSON)
BODY_LINE = re.compile(rf"{_PREFIX}(?:[A-Za-z0-9+/=]+|{_ARMOUR})?")
