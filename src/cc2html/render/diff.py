"""Diffs of edits: a unified-diff text, and a row structure with intra-line changes.

`diff_rows(old, new)` gives every line of both sides (full context: nothing of
either string is hidden), each row marked context / deleted / added, and for
a replaced line paired with its replacement the changed character runs, so the
template can show them as <del>/<ins> inside the line. Character matching is
capped: long lines or big blocks are shown as whole-line changes.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass
from typing import Optional

#: intra-line matching only for lines up to this long, and blocks up to this many lines
MAX_INLINE_CHARS = 400
MAX_PAIRED_LINES = 200
#: intra-line changes are whole words, runs of space, or single punctuation marks
_TOKENS = re.compile(r"\w+|\s+|[^\w\s]")


@dataclass(frozen=True, slots=True)
class Segment:
    text: str
    changed: bool = False


@dataclass(frozen=True, slots=True)
class DiffRow:
    kind: str  # "ctx" | "del" | "add"
    old_no: Optional[int]
    new_no: Optional[int]
    segments: tuple[Segment, ...]

    @property
    def sign(self) -> str:
        return {"ctx": " ", "del": "-", "add": "+"}[self.kind]


@dataclass(frozen=True, slots=True)
class Diff:
    rows: tuple[DiffRow, ...]
    added: int
    removed: int


def unified_diff(old: str, new: str) -> str:
    """The whole edit as a diff: every line of both sides stays visible (full context)."""
    old_lines, new_lines = old.splitlines(), new.splitlines()
    context = max(len(old_lines), len(new_lines))
    lines = difflib.unified_diff(old_lines, new_lines, "before", "after", n=context, lineterm="")
    text = "\n".join(list(lines)[2:])  # drop the ---/+++ header lines
    if not text and old == new:
        return " " + "\n ".join(old.splitlines())
    return text


def _inline(old: str, new: str) -> tuple[tuple[Segment, ...], tuple[Segment, ...]]:
    """The changed runs of one replaced line against its replacement, word by word.

    Whole words change, never letters inside one: a word split over marked and
    unmarked runs reads (and extracts, for search) as fragments.
    """
    if len(old) > MAX_INLINE_CHARS or len(new) > MAX_INLINE_CHARS:
        return (Segment(old, True),), (Segment(new, True),)
    a, b = _TOKENS.findall(old), _TOKENS.findall(new)
    matcher = difflib.SequenceMatcher(None, a, b, autojunk=False)
    if matcher.ratio() < 0.4:  # mostly different: marking runs would be noise
        return (Segment(old, True),), (Segment(new, True),)
    left: list[Segment] = []
    right: list[Segment] = []
    for op, i1, i2, j1, j2 in matcher.get_opcodes():
        changed = op != "equal"
        if i2 > i1:
            left.append(Segment("".join(a[i1:i2]), changed))
        if j2 > j1:
            right.append(Segment("".join(b[j1:j2]), changed))
    return tuple(left), tuple(right)


def _replace(old: list[str], new: list[str], o: int, n: int) -> list[DiffRow]:
    dels: list[DiffRow] = []
    adds: list[DiffRow] = []
    paired = len(old) == len(new) and len(old) <= MAX_PAIRED_LINES
    for k in range(max(len(old), len(new))):
        a = old[k] if k < len(old) else None
        b = new[k] if k < len(new) else None
        if paired and a is not None and b is not None:
            left, right = _inline(a, b)
        else:
            left = (Segment(a, True),) if a is not None else ()
            right = (Segment(b, True),) if b is not None else ()
        if a is not None:
            dels.append(DiffRow("del", o + k + 1, None, left))
        if b is not None:
            adds.append(DiffRow("add", None, n + k + 1, right))
    return dels + adds


def diff_rows(old: str, new: str, start: int = 1) -> Diff:
    """Every line of `old` and `new`, as context, deleted and added rows (numbered from start)."""
    a, b = old.splitlines(), new.splitlines()
    rows: list[DiffRow] = []
    offset = start - 1
    matcher = difflib.SequenceMatcher(None, a, b, autojunk=False)
    for op, i1, i2, j1, j2 in matcher.get_opcodes():
        if op == "equal":
            rows.extend(DiffRow("ctx", offset + i1 + k + 1, offset + j1 + k + 1, (Segment(a[i1 + k]),))
                        for k in range(i2 - i1))
        else:
            rows.extend(_replace(a[i1:i2], b[j1:j2], offset + i1, offset + j1))
    added = sum(1 for r in rows if r.kind == "add")
    removed = sum(1 for r in rows if r.kind == "del")
    return Diff(tuple(rows), added, removed)
