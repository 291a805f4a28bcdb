"""The head's search index over a split page's parts: words.js (issue 34).

The in-page search of a head asks which parts not read in yet hold every word of the
query, and reads those in. words.js says it with each distinct word of the parts written
once, in a group with every other word the same parts hold:

    cc2htmlParts.words([["2","alpha beta"],["2-4,7","the zebra"],…]);

A group's key lists its parts, runs of consecutive parts as `first-last`. Most of a large
session's words are in one part (identifiers, paths, numbers), and the words every part
holds are one group, so a word costs its letters once instead of once per part: 6.1 MB
against 18.4 MB for a 500 MB session (151 parts, 359 k distinct words in 1.85 M part
slots), which the head reads in before its first search can look anything up.

Grouping needs each word's parts: a map of every distinct word, which grows with the
session (the parent's peak went from 268 to 445 MB at 2 GB). So each part's sorted words
are cut into `RANGES` ranges of the alphabet (the same bounds for every part, taken from
the first part's words), kept apart, and grouped a range at a time: a key can then
appear once a range, and the map holds one range's words.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Iterable, Iterator, Sequence

_SET = re.compile("1+")
#: ranges the words are grouped in, one at a time (about a sixteenth of the words each)
RANGES = 16


def range_bounds(words: Sequence[str]) -> list[str]:
    """Where the ranges start (after the first), from sorted `words`: at even steps
    through them, distinct."""
    bounds = sorted({words[len(words) * i // RANGES] for i in range(1, RANGES)} if words else ())
    return [b for b in bounds if b > words[0]]


def in_ranges(words: Sequence[str], bounds: Sequence[str]) -> list[str]:
    """Sorted `words` cut at `bounds`: a range's words one space apart, a text a range."""
    cuts = [0, *(bisect_left(words, b) for b in bounds), len(words)]
    return [" ".join(words[a:b]) for a, b in zip(cuts, cuts[1:])]


def word_groups(parts: Sequence[tuple[int, Sequence[str]]]) -> Iterator[tuple[str, str]]:
    """(key, words) for each set of parts that hold the same words, a range at a time;
    `parts`: (number, its words a text a range, as `in_ranges` gives them, read one at a
    time). In a range, groups come in the order of their parts' lists; a group's words are
    sorted, one space apart."""
    for groups in ranged_groups(parts):
        yield from groups


def ranged_groups(parts: Sequence[tuple[int, Sequence[str]]]
                  ) -> Iterator[list[tuple[str, str]]]:
    """`word_groups`, a list a range (words.js writes a range's at once)."""
    for at in range(max((len(ranges) for _, ranges in parts), default=0)):
        yield _groups((number, ranges[at] if at < len(ranges) else "")
                      for number, ranges in parts)


def _groups(parts: Iterable[tuple[int, str]]) -> list[tuple[str, str]]:
    numbers: list[int] = []
    held: dict[str, int] = {}  # word -> a bit per part holding it (bit i: numbers[i])
    for bit, (number, words) in enumerate(parts):
        numbers.append(number)
        flag = 1 << bit
        get = held.get
        for word in words.split(" ") if words else ():
            held[word] = get(word, 0) | flag
    groups: dict[int, list[str]] = {}
    for word, mask in held.items():
        groups.setdefault(mask, []).append(word)
    held.clear()
    on = numbers == list(range(numbers[0], numbers[0] + len(numbers))) if numbers else True
    keyed = sorted((_member_runs(mask, numbers) if on else list(_runs(_members(mask, numbers))),
                    words) for mask, words in groups.items())
    groups.clear()
    return [(_key(runs), " ".join(sorted(words))) for runs, words in keyed]


def part_key(members: list[int]) -> str:
    """Part numbers (ascending) as a group's key: `2-4,7` for 2, 3, 4 and 7."""
    return _key(list(_runs(members)))


def parts_of(key: str) -> list[int]:
    """The part numbers a group's key lists (`part_key`'s inverse)."""
    out: list[int] = []
    for run in key.split(","):
        first, _, last = run.partition("-")
        out.extend(range(int(first), int(last or first) + 1))
    return out


def _members(mask: int, numbers: list[int]) -> list[int]:
    return [number for bit, number in enumerate(numbers) if mask >> bit & 1]


def _member_runs(mask: int, numbers: list[int]) -> list[tuple[int, int]]:
    """The runs of consecutive parts a mask's bits name, `numbers` numbered on (a run of
    set bits is a run of parts; a page's parts are: per bit, `_members` took 0.75 s of
    the 2 s the grouping took at 500 MB)."""
    bits = bin(mask)[:1:-1]  # bit 0 first
    return [(numbers[m.start()], numbers[m.end() - 1]) for m in _SET.finditer(bits)]


def _key(runs: list[tuple[int, int]]) -> str:
    return ",".join(str(a) if a == b else f"{a}-{b}" for a, b in runs)


def _runs(members: list[int]) -> Iterator[tuple[int, int]]:
    start = prev = members[0]
    for n in members[1:]:
        if n != prev + 1:
            yield start, prev
            start = n
        prev = n
    yield start, prev
