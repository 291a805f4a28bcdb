"""The head's search index over a split page's parts: words.js (issue 34).

The in-page search of a head asks which parts not read in yet hold every word of the
query, and reads those in. words.js says it with each distinct word of the parts written
once, in a group with every other word the same parts hold:

    cc2htmlParts.words({"2":"alpha beta","2-4,7":"the zebra",…});

A group's key lists its parts, runs of consecutive parts as `first-last`. Most of a large
session's words are in one part (identifiers, paths, numbers), and the words every part
holds are one group, so a word costs its letters once instead of once per part: 6.1 MB
against 18.4 MB for a 500 MB session (151 parts, 359 k distinct words in 1.85 M part
slots), which the head reads in before its first search can look anything up.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator


def word_groups(parts: Iterable[tuple[int, str]]) -> list[tuple[str, str]]:
    """(key, words) for each set of parts that hold the same words, in the order of their
    first part (then their next…); `parts`: (number, its distinct words one space apart),
    read one at a time. A group's words are sorted, one space apart."""
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
    keyed = sorted((_members(mask, numbers), words) for mask, words in groups.items())
    groups.clear()
    return [(part_key(members), " ".join(sorted(words))) for members, words in keyed]


def part_key(members: list[int]) -> str:
    """Part numbers (ascending) as a group's key: `2-4,7` for 2, 3, 4 and 7."""
    return ",".join(str(a) if a == b else f"{a}-{b}" for a, b in _runs(members))


def parts_of(key: str) -> list[int]:
    """The part numbers a group's key lists (`part_key`'s inverse)."""
    out: list[int] = []
    for run in key.split(","):
        first, _, last = run.partition("-")
        out.extend(range(int(first), int(last or first) + 1))
    return out


def _members(mask: int, numbers: list[int]) -> list[int]:
    return [number for bit, number in enumerate(numbers) if mask >> bit & 1]


def _runs(members: list[int]) -> Iterator[tuple[int, int]]:
    start = prev = members[0]
    for n in members[1:]:
        if n != prev + 1:
            yield start, prev
            start = n
        prev = n
    yield start, prev
