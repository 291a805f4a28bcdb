"""Commits a shell call made, recognised from `git commit`'s own report in its output:
`[branch abc1234] message`, usually followed by ` N files changed, …` (the summary `git
commit` prints unless told to be quiet). Git prints the bracket line alone where there is
no summary to print: `git commit --allow-empty`, a commit whose summary an agent's shell
tool cut (git's sequencer.c `print_commit_summary`: `[` the branch or "detached HEAD",
` (root-commit)` on a first commit, then `%h] %s`; the diffstat after it only when the
commit changed files).
A bracket line alone is taken for a commit only when the caller knows git ran (`bare`):
a log line such as `[worker 1234567] started` has its shape too. One pass over the
lines: linear on any input."""

from __future__ import annotations

import re

from ..model.tools.shell import Commit

#: `[main abc1234] msg`, `[main (root-commit) abc1234] msg`, `[detached HEAD abc1234] msg`
#: (a branch name holds no whitespace: git's check-ref-format)
_HEAD = re.compile(r"\[(?P<branch>detached HEAD|[^\]\s]{1,200})(?: \(root-commit\))? "
                   r"(?P<sha>[0-9a-f]{7,40})\](?: (?P<message>.*))?")
_STAT = re.compile(r" ?\d+ files? changed(?:, .*)?")
#: a command that runs git (`git commit`, `git -C dir commit`, `cd x && git cherry-pick`)
_GIT = re.compile(r"(?<![\w./-])git(?![\w-])")
#: at most this many commits recognised in one output (a rebase log can hold thousands)
MOST = 50


def runs_git(command: str) -> bool:
    """Whether a shell command runs git (so a bare `[branch sha] subject` line is its
    report of a commit)."""
    return _GIT.search(command) is not None


def find_commits(text: str, bare: bool = False) -> tuple[Commit, ...]:
    """The commits `git commit` reported in `text`, in order; () when it reported none.
    With `bare`, a bracket line without its summary counts too (its `stat` is "")."""
    if "] " not in text and "]\n" not in text and not text.endswith("]"):
        return ()
    if not bare and "changed" not in text:
        return ()
    lines = text.splitlines()
    found: list[Commit] = []
    for i, line in enumerate(lines):
        head = _HEAD.fullmatch(line) if line.startswith("[") and "]" in line else None
        if head is None:
            continue
        stat = _stat_after(lines, i + 1)
        if stat or bare:
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
