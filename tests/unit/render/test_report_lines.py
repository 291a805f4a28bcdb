"""The report names the lines it lists compactly and truly: runs joined, the transcript's
lines before a subagent file's, a line 0 (no line of a file) left out, a cap that says
how many lines more."""

from __future__ import annotations

from cc2html.render.text.formats import line_ranges


def test_runs_of_lines_are_joined_by_file():
    where = [("", 5), ("", 3), ("", 4), ("agent-a1.jsonl", 2), ("", 9), ("", 0)]
    assert line_ranges(where) == "lines 3–5, 9; agent-a1.jsonl line 2"


def test_past_the_cap_the_report_says_how_many_more():
    assert line_ranges([("", n) for n in range(1, 20, 2)], most=3) == "lines 1, 3, 5 … and 7 more"


def test_no_line_numbers_say_nothing():
    assert line_ranges([]) == "" and line_ranges([("", 0)]) == ""
