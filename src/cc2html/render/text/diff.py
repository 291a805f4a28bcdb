"""Diffs of edits: a unified-diff text, and a row structure with intra-line changes.

`diff_rows(old, new)` gives every line of both sides (full context: nothing of
either string is hidden), each row marked context / deleted / added, and for
a replaced line paired with its replacement the changed character runs, so the
template can show them as <del>/<ins> inside the line. Character matching is
capped: long lines or big blocks are shown as whole-line changes. Which lines
match is linediff's (linear in the lines, where difflib alone is cubic on repeated ones).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Optional

from .linediff import BUDGET_PER_LINE, opcodes

#: intra-line matching only for lines up to this long, and blocks up to this many lines
MAX_INLINE_CHARS = 400
MAX_PAIRED_LINES = 200
#: intra-line matching: words of lines with at most INLINE_SMALL token pairs (one line's
#: tokens x its replacement's) all go to difflib, as they always did; longer lines are
#: split at words each side has once (linediff.py), the gaps of at most INLINE_REGION
#: pairs to difflib. difflib alone is cubic when tokens repeat (a space between unique
#: words): 200 replaced lines of 400 characters took 7 s
INLINE_SMALL = 2_500
INLINE_REGION = 400
#: token pairs difflib compares in one diff at most (a fixed part, and a part per
#: character of both sides): past it, the other replaced lines are whole-line changes
INLINE_PAIRS = 100_000
INLINE_PAIRS_PER_CHAR = 16
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


def _span(n: int) -> str:
    """A hunk header's range over a whole side, as difflib writes it."""
    return "1" if n == 1 else f"{min(n, 1)},{n}"


def unified_diff(old: str, new: str) -> str:
    """The whole edit as a diff: every line of both sides stays visible (full context)."""
    a, b = old.splitlines(), new.splitlines()
    if a == b:
        return " " + "\n ".join(a)
    lines = [f"@@ -{_span(len(a))} +{_span(len(b))} @@"]
    for op, i1, i2, j1, j2 in opcodes(a, b):
        if op == "equal":
            lines.extend(" " + line for line in a[i1:i2])
            continue
        lines.extend("-" + line for line in a[i1:i2])
        lines.extend("+" + line for line in b[j1:j2])
    return "\n".join(lines)


@dataclass(slots=True)
class _Allowance:
    pairs: int  # token pairs intra-line matching may still compare


def _inline(old: str, new: str, allowance: _Allowance
            ) -> tuple[tuple[Segment, ...], tuple[Segment, ...]]:
    """The changed runs of one replaced line against its replacement, word by word.

    Whole words change, never letters inside one: a word split over marked and
    unmarked runs reads (and extracts, for search) as fragments.
    """
    whole = (Segment(old, True),), (Segment(new, True),)
    if len(old) > MAX_INLINE_CHARS or len(new) > MAX_INLINE_CHARS:
        return whole
    a, b = _TOKENS.findall(old), _TOKENS.findall(new)
    cost = min(len(a) * len(b), 2 * INLINE_SMALL + BUDGET_PER_LINE * (len(a) + len(b)))
    if cost > allowance.pairs:
        return whole
    allowance.pairs -= cost
    ops = opcodes(a, b, INLINE_SMALL, INLINE_REGION)
    same = sum(i2 - i1 for op, i1, i2, _, _ in ops if op == "equal")
    if 2 * same < 0.4 * (len(a) + len(b)):  # mostly different: marking runs would be noise
        return whole
    left: list[Segment] = []
    right: list[Segment] = []
    for op, i1, i2, j1, j2 in ops:
        changed = op != "equal"
        if i2 > i1:
            left.append(Segment("".join(a[i1:i2]), changed))
        if j2 > j1:
            right.append(Segment("".join(b[j1:j2]), changed))
    return tuple(left), tuple(right)


def _replace(old: list[str], new: list[str], o: int, n: int, allowance: _Allowance
             ) -> list[DiffRow]:
    dels: list[DiffRow] = []
    adds: list[DiffRow] = []
    paired = len(old) == len(new) and len(old) <= MAX_PAIRED_LINES
    for k in range(max(len(old), len(new))):
        a = old[k] if k < len(old) else None
        b = new[k] if k < len(new) else None
        if paired and a is not None and b is not None:
            left, right = _inline(a, b, allowance)
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
    allowance = _Allowance(INLINE_PAIRS + INLINE_PAIRS_PER_CHAR * (len(old) + len(new)))
    for op, i1, i2, j1, j2 in opcodes(a, b):
        if op == "equal":
            rows.extend(DiffRow("ctx", offset + i1 + k + 1, offset + j1 + k + 1, (Segment(a[i1 + k]),))
                        for k in range(i2 - i1))
        else:
            rows.extend(_replace(a[i1:i2], b[j1:j2], offset + i1, offset + j1, allowance))
    added = sum(1 for r in rows if r.kind == "add")
    removed = sum(1 for r in rows if r.kind == "del")
    return Diff(tuple(rows), added, removed)
