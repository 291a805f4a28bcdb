"""A file read again after it changed is written in the Markdown export as a diff against
its earlier read (render/to_markdown/md_reads.py): the diff applied to the earlier lines
gives the new lines exactly, its hunks counting the file's line numbers."""

from __future__ import annotations

import random
import re

from cc2html.render.to_markdown.md_reads import read_diff


def apply(before: list[str], diff: str, start: int) -> list[str]:
    """A unified diff applied to lines numbered from `start` (hunks checked)."""
    out, at = [], start  # `at`: the next line of `before` (file numbering)
    lines = diff.split("\n")
    n = 0
    while n < len(lines):
        old_at, olds, new_at, news = map(int, re.fullmatch(
            r"@@ -(\d+),(\d+) \+(\d+),(\d+) @@", lines[n]).groups())
        first = old_at if olds else old_at + 1
        out.extend(before[at - start:first - start])
        at = first
        assert new_at == (start + len(out) if news else start + len(out) - 1)
        n += 1
        while n < len(lines) and not lines[n].startswith("@@"):
            sign, text = lines[n][0], lines[n][1:]
            if sign in " -":
                assert before[at - start] == text
                at += 1
            if sign in " +":
                out.append(text)
            n += 1
    return out + before[at - start:]


def test_the_diff_applied_to_the_earlier_lines_gives_the_new_ones():
    rng = random.Random(7)
    for _ in range(200):
        before = [f"line {rng.randrange(30)} {k}" for k in range(rng.randrange(1, 60))]
        after = list(before)
        for _ in range(rng.randrange(1, 4)):
            at = rng.randrange(len(after) + 1)
            if rng.random() < 0.5 and at < len(after):
                del after[at]
            else:
                after.insert(at, f"new {rng.randrange(1000)}")
        start = rng.choice((1, 40))
        diff = read_diff(before, after, start)
        if diff is not None:
            assert apply(before, diff, start) == after


def test_the_same_lines_or_a_long_diff_are_no_diff():
    lines = [f"line {n}" for n in range(50)]
    assert read_diff(lines, lines, 1) is None
    assert read_diff(lines, [f"other {n}" for n in range(50)], 1) is None
    grown = read_diff(lines, [*lines, "one more"], 1)
    assert grown == "@@ -50,1 +50,2 @@\n line 49\n+one more"
