"""Commits a Bash call made, recognised from `git commit`'s own report in its output:
`[branch abc1234] message` followed by ` N files changed, …` (the summary `git commit`
prints unless told to be quiet). One pass over the lines: linear on any input."""

from __future__ import annotations

import re

from ..model.tools.shell import Commit

#: `[main abc1234] msg`, `[main (root-commit) abc1234] msg`, `[detached HEAD abc1234] msg`
_HEAD = re.compile(r"\[(?P<branch>[^\]\n]{1,200}?)(?: \(root-commit\))? (?P<sha>[0-9a-f]{7,40})\]"
                   r"(?: (?P<message>.*))?")
_STAT = re.compile(r" ?\d+ files? changed(?:, .*)?")
#: at most this many commits recognised in one output (a rebase log can hold thousands)
MOST = 50


def find_commits(text: str) -> tuple[Commit, ...]:
    """The commits `git commit` reported in `text`, in order; () when it reported none."""
    if "changed" not in text or ("] " not in text and "]\n" not in text):
        return ()
    lines = text.splitlines()
    found: list[Commit] = []
    for i, line in enumerate(lines):
        head = _HEAD.fullmatch(line) if line.startswith("[") and "]" in line else None
        stat = _stat_after(lines, i + 1) if head else None
        if head and stat:
            found.append(Commit(branch=head["branch"], sha=head["sha"],
                                message=(head["message"] or "").strip(), stat=stat))
            if len(found) == MOST:
                break
    return tuple(found)


def _stat_after(lines: list[str], i: int) -> str:
    """The ` N files changed` line at `i`, past the ` Author:` / ` Date:` lines git prints
    when they differ from the committer's; "" when there is none."""
    for line in lines[i:i + 3]:
        if _STAT.fullmatch(line):
            return line.strip()
        if not line.startswith((" Author: ", " Date: ")):
            break
    return ""
