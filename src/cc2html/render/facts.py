"""The session's facts, once: every output states these, in this order, with these values.

A session's stats (tree/stats.py, computed once by the caller of a render) become an
ordered tuple of `Fact`s: its `key` (the JSON export's key), `label` (as a list of facts
names it), `value` (the JSON export's value: None when the session has none), `text` (as a
list of facts states it: "" when it does not state it) and `short` (as the one-line
summary states it). The page's fact line and header card (kinds/session_header.html), the
Markdown header (markdown_export.py), the JSON export's `facts` and its schema
(json_export.py, json_schema.py) and the terminal panel (terminal.py) all read this tuple,
so a fact added here is in every one of them, with the same value.

A fact whose `text` is "" is the JSON export's alone where the others fold it into another
fact (injected prompts and commands into the prompts, the tokens' source into the tokens,
whether the cost is an estimate into its "≈", the subagents' share into the tool calls,
tokens and commits they are part of: "294 tool calls (51 in subagents)").
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Optional

from ..model.text import counted
from ..tree.session_facts import PullRequest, SessionFacts
from ..read.times import pause_left_out
from ..tree.stats import ACTIVE_GAP_S, SessionStats
from .export_data import data
from .text.formats import fmt_duration, fmt_int, short_model

__all__ = ["FACTS", "LINE", "Fact", "fact_line", "facts_json", "session_facts", "stated"]


@dataclass(frozen=True)
class Fact:
    key: str  # the JSON export's key
    label: str  # as a list of facts names it
    value: Any  # the JSON export's value (None: the session has none)
    text: str = ""  # as a list of facts states it ("": not stated there)
    short: str = ""  # as the one-line summary states it (its text when "")
    #: (text, https URL) links the page makes of it (a pull request, the remote-control URL);
    #: a URL of "" is text without a link
    links: tuple[tuple[str, str], ...] = ()

    @property
    def line(self) -> str:
        return self.short or self.text


#: key -> (label, the JSON value's type): the facts in the order every output lists them;
#: the JSON schema's `Facts` is made from it (json_schema.py)
FACTS: dict[str, tuple[str, Any]] = {
    "started": ("Started", Optional[str]),
    "ended": ("Ended", Optional[str]),
    "duration_s": ("Duration", Optional[float]),
    "active_s": ("Active time", Optional[float]),
    "cwd": ("Directory", Optional[str]),
    "git_branch": ("Branch", Optional[str]),
    "worktree": ("Worktree", Optional[str]),
    "mode": ("Mode", Optional[str]),
    "pull_requests": ("Pull requests", list[dict[str, str]]),
    "remote_control": ("Remote control", Optional[str]),
    "agent_name": ("Agent name", Optional[str]),
    "agent_setting": ("Agent definition", Optional[str]),
    "tags": ("Tags", list[str]),
    "models": ("Models", list[str]),
    "agent": ("Agent", Optional[str]),
    "version": ("Version", Optional[str]),
    "prompts": ("Prompts", int),
    "commands": ("Commands", int),
    "injected": ("Injected", int),
    "subagent_prompts": ("Subagent prompts", int),
    "messages": ("Messages", int),
    "tool_calls": ("Tool calls", int),
    "subagent_tool_calls": ("Tool calls in subagents", Optional[int]),
    "usage": ("Tokens", Any),
    "subagent_usage": ("Tokens in subagents", Any),
    "usage_source": ("Token source", str),
    "cost_usd": ("Cost", Optional[float]),
    "cost_estimate": ("Cost is an estimate", Optional[bool]),
    "commits": ("Commits", int),
    "subagent_commits": ("Commits in subagents", Optional[int]),
    "tools": ("Tools", dict[str, int]),
}

#: the one-line summary's facts, in its order (those the session states)
LINE = ("duration_s", "active_s", "prompts", "tool_calls", "models", "git_branch", "commits", "cost_usd")


def _count(value: int) -> str:
    """A count a list states only when there is one."""
    return fmt_int(value) if value else ""


def _models_short(models: tuple[str, ...]) -> str:
    """The first two models, shortened ("opus-4-6, haiku-4-5 +1")."""
    more = f" +{len(models) - 2}" if len(models) > 2 else ""
    return ", ".join(short_model(m) for m in models[:2]) + more


def in_subagents(stats: SessionStats, count: int) -> str:
    """How much of a count the session's subagents made (" (51 in subagents)"): the
    counts include theirs; "" when the session has no subagent or they made none of it
    (the count is the same either way; the JSON export still says 0)."""
    return f" ({fmt_int(count)} in subagents)" if stats.subagents and count else ""


def tokens_in_subagents(stats: SessionStats) -> str:
    """The subagents' share of the tokens (" (incl. subagents: 1,200 in · 300 out)"), or
    that the totals include theirs without saying how much (the log's result lines)."""
    if not stats.subagents:
        return ""
    share = stats.subagent_usage
    if share is None:
        return " (incl. subagents)"
    if not share.total:  # (they used none: the totals are the main thread's)
        return ""
    return (f" (incl. subagents: {fmt_int(share.input_tokens)} in · "
            f"{fmt_int(share.output_tokens)} out)")


def _tokens(stats: SessionStats) -> str:
    usage = stats.usage
    if not usage.total:
        return ""
    partial = " (partial: streaming snapshots)" if stats.tokens.partial else ""
    return (f"{fmt_int(usage.input_tokens)} in · {fmt_int(usage.output_tokens)} out · "
            f"{fmt_int(usage.cache_creation_input_tokens)} cache write · "
            f"{fmt_int(usage.cache_read_input_tokens)} cache read{partial}"
            f"{tokens_in_subagents(stats)}")


def _active(stats: SessionStats) -> tuple[Any, str, str]:
    """Active time (tree/stats.active_seconds), stated only when a pause was left out."""
    active = stats.active_s
    if not pause_left_out(stats.duration_s, active):
        return active, "", ""
    text = fmt_duration(active)
    return (active, f"{text} (pauses over {ACTIVE_GAP_S // 60} min between messages left out)",
            f"{text} active")


def _pr_text(pr: PullRequest) -> str:
    return pr.label if pr.label == pr.url or not pr.url else f"{pr.label} {pr.url}"


def _session_facts(facts: SessionFacts) -> dict[str, tuple[Any, str, str]]:
    """The facts of the session's own lines (tree/session_facts.py): key -> (value, text,
    short). Every URL in them is an https one (`https_url`); a PR whose line gave none is
    named without a link."""
    worktree = facts.worktree + (f" (branch {facts.worktree_branch})"
                                 if facts.worktree_branch else "")
    return {
        "worktree": (facts.worktree or None, worktree if facts.worktree else "", ""),
        "mode": (facts.mode or None, facts.mode, ""),
        "pull_requests": ([{"url": pr.url, "number": pr.number, "repository": pr.repository}
                           for pr in facts.prs], ", ".join(map(_pr_text, facts.prs)), ""),
        "remote_control": (facts.remote_url or None, facts.remote_url, ""),
        "agent_name": (facts.agent_name or None, facts.agent_name, ""),
        "agent_setting": (facts.agent_setting or None, facts.agent_setting, ""),
        "tags": (list(facts.tags), ", ".join(facts.tags), ""),
    }


def _links(facts: SessionFacts) -> dict[str, tuple[tuple[str, str], ...]]:
    """key -> the links its fact makes: (text, https URL or "": then text only)."""
    return {"pull_requests": tuple((pr.label, pr.url) for pr in facts.prs),
            "remote_control": ((facts.remote_url, facts.remote_url),)
            if facts.remote_url else ()}


def _made(stats: SessionStats) -> dict[str, tuple[Any, str, str]]:
    """key -> (value, text, short)."""
    cost, tool_calls = stats.cost, sum(stats.tools.values())
    sub_calls, sub_commits = stats.subagent_tool_calls, stats.subagent_commits
    commits, by_subs = len(stats.commits), in_subagents(stats, sub_commits)
    return {
        **_session_facts(stats.facts),
        "started": (stats.started, stats.started or "", ""),
        "ended": (stats.ended, stats.ended or "", ""),
        "duration_s": (stats.duration_s, fmt_duration(stats.duration_s), ""),
        "active_s": _active(stats),
        "cwd": (stats.cwd, stats.cwd or "", ""),
        "git_branch": (stats.git_branch, stats.git_branch or "", ""),
        "models": (list(stats.models), ", ".join(stats.models), _models_short(stats.models)),
        "agent": (stats.agent, stats.agent or "Claude Code", ""),
        "version": (stats.version, stats.version or "", ""),
        "prompts": (stats.prompts, fmt_int(stats.prompts), counted(stats.prompts, "prompt")),
        "commands": (stats.commands, _count(stats.commands), ""),
        "injected": (stats.injected, _count(stats.injected), ""),
        "subagent_prompts": (stats.subagent_prompts, _count(stats.subagent_prompts), ""),
        "messages": (stats.messages, fmt_int(stats.messages), ""),
        "tool_calls": (tool_calls, fmt_int(tool_calls) + in_subagents(stats, sub_calls),
                       counted(tool_calls, "tool call") + in_subagents(stats, sub_calls)),
        "subagent_tool_calls": (sub_calls if stats.subagents else None, "", ""),
        "usage": (data(stats.tokens.usage), _tokens(stats), ""),
        "subagent_usage": (data(stats.subagent_usage) if stats.subagent_usage else None,
                           "", ""),
        "usage_source": (stats.tokens.source, "", ""),
        "cost_usd": (cost.usd, f"{cost.label} ({cost.title})" if cost.label else "",
                     cost.label),
        "cost_estimate": (cost.estimate if cost.usd is not None else None, "", ""),
        "commits": (commits, _count(commits) and _count(commits) + by_subs,
                    counted(commits, "commit") + by_subs if commits else ""),
        "subagent_commits": (sub_commits if stats.subagents else None, "", ""),
        "tools": (dict(sorted(stats.tools.items())),
                  ", ".join(f"{tool} {count}" for tool, count in stats.tools.items()), ""),
    }


def session_facts(stats: SessionStats) -> tuple[Fact, ...]:
    """The session's facts, in FACTS' order."""
    made, links = _made(stats), _links(stats.facts)
    return tuple(Fact(key, label, *made[key], links=links.get(key, ()))
                 for key, (label, _) in FACTS.items())


def stated(facts: tuple[Fact, ...]) -> list[Fact]:
    """The facts a list states (Markdown header, terminal panel), in order."""
    return [fact for fact in facts if fact.text]


def fact_line(facts: tuple[Fact, ...]) -> str:
    """The one-line summary: LINE's facts the session states, joined."""
    by_key = {fact.key: fact for fact in facts}
    return " · ".join(by_key[key].line for key in LINE if by_key[key].text)


def facts_json(facts: tuple[Fact, ...]) -> dict[str, Any]:
    """The JSON export's `facts`: every key, its value (null when none)."""
    return {fact.key: fact.value for fact in facts}
