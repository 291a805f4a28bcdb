"""A session's facts from its fact lines (classify/session_facts.py, system_recent.py), and
its title from its title lines.

Facts: the last line of each kind wins (Claude Code rewrites them as they change), except
pull requests and tags, which are kept each once in order. A URL is kept only when it is
an https URL with no space, quote, angle bracket or control character (`https_url`); a
fact line whose URL is not is still counted, and its text is shown unlinked.

Titles (formats.md §3g): a user's `custom-title` wins, then the last `ai-title`, then the
summary and the first prompt (tree/build.py). Since Claude Code 2.1.223 entering a worktree
stamps a `custom-title` equal to the worktree's name, and Claude Desktop stamps one equal to
the session's `agent-name`; such a title (equal to a name from a `worktree-state` or
`agent-name` line of the session) is auto-stamped: it titles the session only when nothing
else does.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..classify.session_facts import https_url
from ..model import FactRecord

__all__ = ["AGENT_COLOURS", "PullRequest", "SessionFacts", "collect", "https_url",
           "pick_title", "worktree_names"]

#: the colours Claude Code offers for an agent (its /agents colour picker); any other value
#: is dropped, so a transcript never puts its own text into a class attribute
AGENT_COLOURS = frozenset({"red", "blue", "green", "yellow", "purple", "orange", "pink",
                           "cyan"})

@dataclass(frozen=True)
class PullRequest:
    url: str  # https only ("": the line's URL was not one)
    number: str = ""
    repository: str = ""

    @property
    def label(self) -> str:
        """How the header names it: "o/r#123", else the URL."""
        if self.number:
            return f"{self.repository}#{self.number}" if self.repository else f"#{self.number}"
        return self.url or self.repository


@dataclass(frozen=True)
class SessionFacts:
    mode: str = ""
    worktree: str = ""
    worktree_branch: str = ""
    remote_url: str = ""  # https only
    agent_name: str = ""
    agent_colour: str = ""  # one of AGENT_COLOURS, or ""
    agent_setting: str = ""
    prs: tuple[PullRequest, ...] = ()
    tags: tuple[str, ...] = ()


def collect(records: list[FactRecord]) -> SessionFacts:
    """The facts the records state (in file order: the last of each kind wins)."""
    last: dict[str, FactRecord] = {}
    prs: dict[str, PullRequest] = {}
    tags: dict[str, None] = {}
    for rec in records:
        if rec.fact == "pr":
            detail = dict(rec.detail)
            pr = PullRequest(https_url(rec.value), detail.get("number", ""),
                             detail.get("repository", ""))
            if pr.label:
                prs[pr.label] = pr
        elif rec.fact == "tags":
            if rec.value:
                tags[rec.value] = None
        elif rec.value:
            last[rec.fact] = rec
    value = {key: rec.value for key, rec in last.items()}
    colour = value.get("agent_color", "").lower()
    worktree = last.get("worktree")
    return SessionFacts(
        mode=value.get("mode", ""), worktree=value.get("worktree", ""),
        worktree_branch=dict(worktree.detail).get("branch", "") if worktree else "",
        remote_url=https_url(value.get("remote_url", "")),
        agent_name=value.get("agent_name", ""),
        agent_colour=colour if colour in AGENT_COLOURS else "",
        agent_setting=value.get("agent_setting", ""), prs=tuple(prs.values()),
        tags=tuple(tags))


def worktree_names(records: list[FactRecord]) -> frozenset[str]:
    """The names a `custom-title` may be auto-stamped with: every worktree name the
    session's `worktree-state` lines give, and every `agent-name` (Claude Desktop 2.1.246+
    writes a `custom-title` equal to the `agent-name` before each one: corpus-modern's
    armanisadeghi-matrx-local files, where the user's own title follows it)."""
    return frozenset(r.value for r in records
                     if r.fact in ("worktree", "agent_name") and r.value)


def pick_title(titles: dict[str, str], worktrees: frozenset[str]) -> tuple[str, str]:
    """(title, source) from the session's last custom and AI titles: the user's custom title,
    else the AI title; ("", "worktree") when the custom title is only the worktree's name
    stamped by Claude Code, ("", "") when there is neither."""
    custom, ai = titles.get("custom", ""), titles.get("ai", "")
    stamped = bool(custom) and custom.strip() in worktrees
    if custom and not stamped:
        return custom, "custom"
    if ai:
        return ai, "ai"
    return ("", "worktree") if stamped else ("", "")

