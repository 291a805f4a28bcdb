"""A file read again after it changed, in the Markdown export (markdown_export.py): its
lines as a diff against an earlier read of the same file written whole, when that diff is
much shorter than the lines. Applying the diff to the earlier read's lines gives these
lines exactly: each hunk header counts the file's own line numbers (both reads start at
the same line), one line of context around each change.

Which lines match is linediff's (linear in the lines, render/text/linediff.py).
"""

from __future__ import annotations

from typing import Optional

from ..text.linediff import opcodes

#: unchanged lines kept around each change
CONTEXT = 1
#: a diff is written only when it is at most this share of the lines' own text
SHARE = 0.5


def _rows(a: list[str], b: list[str]) -> list[tuple[str, int, int, str]]:
    """(sign, index in a, index in b, text) of every line of both sides, in order (an
    added line's index in a is the next line of a, a removed one's in b likewise)."""
    rows = []
    for op, i1, i2, j1, j2 in opcodes(a, b):
        if op == "equal":
            rows.extend((" ", i1 + k, j1 + k, a[i1 + k]) for k in range(i2 - i1))
            continue
        rows.extend(("-", i, j1, a[i]) for i in range(i1, i2))
        rows.extend(("+", i2, j, b[j]) for j in range(j1, j2))
    return rows


def _header(hunk: list[tuple[str, int, int, str]], start: int) -> str:
    olds = sum(1 for r in hunk if r[0] != "+")
    news = sum(1 for r in hunk if r[0] != "-")
    old_at = start + hunk[0][1] - (0 if olds else 1)
    new_at = start + hunk[0][2] - (0 if news else 1)
    return f"@@ -{old_at},{olds} +{new_at},{news} @@"


def read_diff(before: list[str], after: list[str], start: int) -> Optional[str]:
    """The unified diff from `before` to `after` (lines of one file from line `start`),
    or None when they are the same or the diff is not much shorter than `after`."""
    if before == after:
        return None
    rows = _rows(before, after)
    changed = [n for n, row in enumerate(rows) if row[0] != " "]
    keep = set()
    for n in changed:
        keep.update(range(max(0, n - CONTEXT), min(len(rows), n + CONTEXT + 1)))
    out: list[str] = []
    hunk: list[tuple[str, int, int, str]] = []
    for n, row in enumerate(rows):
        if n in keep:
            hunk.append(row)
        if hunk and (n not in keep or n == len(rows) - 1):
            out.append(_header(hunk, start))
            out.extend(sign + text for sign, _, _, text in hunk)
            hunk = []
    text = "\n".join(out)
    return text if len(text) <= SHARE * sum(len(line) + 1 for line in after) else None
