"""A line diff whose cost grows linearly with the lines, whatever they repeat.

`difflib.SequenceMatcher` looks for the longest matching block again in every gap it
leaves, which is roughly cubic when lines repeat (blank lines, `}`, `end`): one Edit of a
3,000-line file took over a minute. Here, as in patience diff:

1. the common head and tail of a region are matched at once;
2. a small region goes to difflib, whose answers on ordinary edits are the ones the pages
   have always shown: a whole input of at most `SMALL` line pairs (rows x columns), or a
   region of at most `REGION` pairs (difflib's cost grows with the pairs times the side,
   so the regions of a large input are kept smaller); diff.py matches the words of a
   changed line the same way, with smaller bounds;
3. a large one is split at the lines that occur exactly once on each side, in the order
   both sides share (the longest increasing run of them, found in n log n), and each gap
   between two such anchors is a region of its own;
4. a large region with no such line, or any region once the work used up its allowance
   (a fixed multiple of the lines, `BUDGET_PER_LINE`, and twice `small`), is one block of deleted lines and
   one of added lines.

Every step keeps both sides' lines in order, so no line is lost or shown twice; only
which lines pair up as unchanged can differ from a minimal diff.
"""

from __future__ import annotations

import bisect
import difflib
from collections.abc import Sequence

#: inputs of at most this many line pairs (rows x columns) are matched by difflib, and
#: regions of a larger input of at most `REGION` pairs
SMALL = 40_000
REGION = 2_500
#: the work allowed per line of both sides (a unit: one line counted, or one pair difflib
#: may compare), plus twice `small`, so that small inputs always get difflib's answer
BUDGET_PER_LINE = 64

Block = tuple[int, int, int]  # (i, j, size): a[i:i+size] == b[j:j+size]
Opcode = tuple[str, int, int, int, int]  # as difflib's get_opcodes


def _anchors(a: Sequence[str], b: Sequence[str], alo: int, ahi: int,
             blo: int, bhi: int) -> list[tuple[int, int]]:
    """(i, j) of the lines that occur once in a[alo:ahi] and once in b[blo:bhi], the
    longest chain of them increasing on both sides."""
    seen: dict[str, int] = {}
    for i in range(alo, ahi):
        seen[a[i]] = -1 if a[i] in seen else i
    where: dict[str, int] = {}
    for j in range(blo, bhi):
        line = b[j]
        if seen.get(line, -1) >= 0:
            where[line] = -1 if line in where else j
    pairs = sorted((seen[line], j) for line, j in where.items() if j >= 0)
    return _increasing(pairs)


def _increasing(pairs: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The longest run of `pairs` (sorted by i, all i and j distinct) increasing in j."""
    tails: list[int] = []  # j of the smallest last pair of a run of each length
    ends: list[int] = []  # index in pairs of that pair
    back = [-1] * len(pairs)
    for k, (_, j) in enumerate(pairs):
        n = bisect.bisect_left(tails, j)
        if n == len(tails):
            tails.append(j)
            ends.append(k)
        else:
            tails[n], ends[n] = j, k
        back[k] = ends[n - 1] if n else -1
    chain: list[tuple[int, int]] = []
    k = ends[-1] if ends else -1
    while k >= 0:
        chain.append(pairs[k])
        k = back[k]
    return chain[::-1]


class _Matcher:
    """The matching blocks of two line lists, found region by region within the budget."""

    def __init__(self, a: Sequence[str], b: Sequence[str], small: int, region: int) -> None:
        self.a, self.b = a, b
        self.small, self.region = small, region
        self.left = 2 * small + BUDGET_PER_LINE * (len(a) + len(b))
        self.blocks: list[Block] = []

    def run(self) -> list[Block]:
        if len(self.a) * len(self.b) <= self.small:  # all of it to difflib, without first
            self._difflib(0, len(self.a), 0, len(self.b))  # matching head and tail
            return self.blocks
        todo = [(0, len(self.a), 0, len(self.b))]
        while todo:  # a stack, last region first: regions pushed right to left stay in order
            todo.extend(reversed(self._region(*todo.pop())))
        return _merged(sorted(self.blocks))

    def _region(self, alo: int, ahi: int, blo: int, bhi: int) -> list[tuple[int, int, int, int]]:
        """Match what can be matched in one region at once; the gaps left to match."""
        a, b = self.a, self.b
        head = 0
        while alo + head < ahi and blo + head < bhi and a[alo + head] == b[blo + head]:
            head += 1
        if head:
            self.blocks.append((alo, blo, head))
            alo, blo = alo + head, blo + head
        tail = 0
        while ahi - tail > alo and bhi - tail > blo and a[ahi - tail - 1] == b[bhi - tail - 1]:
            tail += 1
        if tail:
            ahi, bhi = ahi - tail, bhi - tail
            self.blocks.append((ahi, bhi, tail))
        pairs = (ahi - alo) * (bhi - blo)
        if not pairs:
            return []
        if pairs <= self.region and pairs <= self.left:
            self.left -= pairs
            self._difflib(alo, ahi, blo, bhi)
            return []
        self.left -= (ahi - alo) + (bhi - blo)
        if self.left < 0:
            return []  # out of budget: one deleted block and one added block
        return self._split(alo, ahi, blo, bhi)

    def _difflib(self, alo: int, ahi: int, blo: int, bhi: int) -> None:
        matcher = difflib.SequenceMatcher(None, self.a[alo:ahi], self.b[blo:bhi], autojunk=False)
        self.blocks.extend((alo + i, blo + j, n) for i, j, n in matcher.get_matching_blocks() if n)

    def _split(self, alo: int, ahi: int, blo: int, bhi: int) -> list[tuple[int, int, int, int]]:
        """The gaps between the region's anchor lines (none: the region stays unmatched)."""
        anchors = _anchors(self.a, self.b, alo, ahi, blo, bhi)
        gaps = []
        for i, j in anchors:
            self.blocks.append((i, j, 1))
            gaps.append((alo, i, blo, j))
            alo, blo = i + 1, j + 1
        if anchors:
            gaps.append((alo, ahi, blo, bhi))
        return gaps


def _merged(blocks: list[Block]) -> list[Block]:
    out: list[Block] = []
    for i, j, n in blocks:
        if out and out[-1][0] + out[-1][2] == i and out[-1][1] + out[-1][2] == j:
            out[-1] = (out[-1][0], out[-1][1], out[-1][2] + n)
        else:
            out.append((i, j, n))
    return out


def matching_blocks(a: Sequence[str], b: Sequence[str], small: int = SMALL,
                    region: int = REGION) -> list[Block]:
    """The runs of lines `a` and `b` share, in order (as difflib's, without its last
    empty one). Inputs of at most `small` pairs, and regions of at most `region` pairs,
    go to difflib."""
    return _Matcher(a, b, small, region).run()


def opcodes(a: Sequence[str], b: Sequence[str], small: int = SMALL,
            region: int = REGION) -> list[Opcode]:
    """How to turn `a` into `b`, as difflib's get_opcodes: equal / replace / delete /
    insert runs covering both lists in order."""
    ops: list[Opcode] = []
    i = j = 0
    for bi, bj, n in [*matching_blocks(a, b, small, region), (len(a), len(b), 0)]:
        if i < bi and j < bj:
            ops.append(("replace", i, bi, j, bj))
        elif i < bi:
            ops.append(("delete", i, bi, j, bj))
        elif j < bj:
            ops.append(("insert", i, bi, j, bj))
        if n:
            ops.append(("equal", bi, bi + n, bj, bj + n))
        i, j = bi + n, bj + n
    return ops
