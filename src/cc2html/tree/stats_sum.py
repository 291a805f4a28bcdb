"""A session's statistics summed over the segments it was built in (issue 34 item 2:
stream.py builds a large transcript segment by segment, each its own Document): `add`
each segment's document in file order, then `result()` equals, field for field,
`tree.stats.document_stats` of the whole file's document.

What is kept between segments is small and does not grow with the lines: counters, the
first line's metadata, the commits' hashes, and the conversation times as one 8-byte
integer (microseconds) a line, since the active time needs them all in time order (a
line may be stamped earlier than one of an earlier segment). An API message's lines are
all in one turn and a segment starts at a prompt (read/cut.py), so no message's usage or
cost is split between segments; the cost is summed message by message in file order, as
`total_cost` does, so the float sums are the same. Facts (tree/session_facts.py): each
segment's last non-empty value wins, as the last line of the whole would; an
`agent-color` line with a colour outside AGENT_COLOURS that follows a valid one in an
earlier segment keeps the earlier colour (the whole keeps none): not seen in any corpus.
"""

from __future__ import annotations

from array import array
from collections import Counter
from dataclasses import replace
from datetime import datetime, timedelta, timezone
from typing import Optional

from ..classify.commits import find_commits, runs_git
from ..model import (AssistantPart, MessageContent, SubagentPromptMessage, ToolResultMessage,
                     ToolUseMessage, TokenUsage)
from ..model.sdk import ResultNotice
from ..model.tools.shell import BashInput, Commit
from ..read.times import active_over, parse_time
from .build import Document, Session
from .cost import Cost, _priced, _utc_day, api_messages
from .placement import CONVERSATION_TYPES
from .prices import PriceTable, bundled_prices
from .session_facts import SessionFacts
from .stats import (COMMAND_KINDS, INJECTED_KINDS, SessionStats, _is_prompt, fact_nodes,
                    subagent_nodes)
from .tokens import TokenTotals, token_totals

__all__ = ["StatsSum"]

_EPOCH = datetime(1970, 1, 1, tzinfo=timezone.utc)
_US = timedelta(microseconds=1)


class _Times:
    """The conversation's times as microseconds, with the strings of the first and last
    (ties: the first and the last in file order, as the whole's stable sort keeps them)."""

    def __init__(self) -> None:
        self.us = array("q")
        self.first: Optional[tuple[int, str]] = None
        self.last: Optional[tuple[int, str]] = None

    def add(self, messages: list[MessageContent]) -> None:
        for msg in messages:
            if msg.meta.entry_type not in CONVERSATION_TYPES:
                continue
            when = parse_time(msg.meta.timestamp)
            if when is None:
                continue
            us = (when - _EPOCH) // _US
            self.us.append(us)
            if self.first is None or us < self.first[0]:
                self.first = (us, msg.meta.timestamp or "")
            if self.last is None or us >= self.last[0]:
                self.last = (us, msg.meta.timestamp or "")

    def span(self) -> tuple[Optional[str], Optional[str], Optional[float]]:
        if self.first is None or self.last is None:
            return None, None, None
        seconds = timedelta(microseconds=self.last[0] - self.first[0]).total_seconds()
        return self.first[1], self.last[1], seconds

    def active(self) -> Optional[float]:
        # active_over sorts datetimes and sums timedeltas' seconds: the same steps here
        return active_over([_EPOCH + us * _US for us in self.us]) if self.us else None


def _merge_facts(old: SessionFacts, new: SessionFacts) -> SessionFacts:
    """`new` (a later segment's facts) over `old`: its non-empty values win; pull requests
    and tags each once, in first-seen order, a later pull request's details winning."""
    prs = {pr.label: pr for pr in old.prs}
    prs.update((pr.label, pr) for pr in new.prs)
    changed = {name: getattr(new, name) for name in (
        "mode", "worktree", "remote_url", "agent_name", "agent_colour", "agent_setting")
        if getattr(new, name)}
    if new.worktree:
        changed["worktree_branch"] = new.worktree_branch
    return replace(old, **changed, prs=tuple(prs.values()),
                   tags=tuple(dict.fromkeys(old.tags + new.tags)))


class _One:
    """One session's running sums."""

    def __init__(self, table: PriceTable) -> None:
        self.table = table
        self.times = _Times()
        self.classes: Counter[type] = Counter()
        self.tools: Counter[str] = Counter()
        self.models: dict[str, None] = {}
        self.first_meta = None
        self.agent: Optional[str] = None
        self.counts: Counter[str] = Counter()
        self.usage = TokenUsage()
        self.sub_usage = TokenUsage()
        self.source = ""
        self.partial = False
        self.results: list[ResultNotice] = []
        self.cost = Cost(described=table.described)
        self.days: dict[str, float] = {}
        self.commits: list[tuple[str, Commit]] = []
        self.seen: set[str] = set()
        self.facts = SessionFacts()

    def add(self, session: Session) -> None:
        nodes = list(fact_nodes(session))
        subagents, in_sub = subagent_nodes(session)
        self.times.add(session.messages)
        for node in nodes:
            msg = node.msg
            self.classes[type(msg)] += 1
            if isinstance(msg, ToolUseMessage):
                self.tools[msg.tool_name] += 1
                self.counts["sub_tools"] += id(node) in in_sub
            if isinstance(msg, AssistantPart) and msg.model and not msg.model.startswith("<"):
                self.models[msg.model] = None
        self._meta(session)
        self._tokens(session, nodes, in_sub)
        for m, cost in _priced(api_messages(nodes).values(), self.table):
            self.cost = self.cost + cost  # total_cost's and cost_by_day's order
            if cost.usd is not None:
                day = _utc_day(m.stamp)
                self.days[day] = self.days.get(day, 0.0) + cost.usd
        self._commits(nodes, in_sub)
        c = self.counts
        c["messages"] += len(nodes)
        c["prompts"] += sum(1 for m in session.messages if _is_prompt(m))
        c["injected"] += sum(1 for m in session.messages if isinstance(m, INJECTED_KINDS))
        c["commands"] += sum(1 for m in session.messages if isinstance(m, COMMAND_KINDS))
        c["subagents"] += subagents
        c["aside"] += sum(1 for sub in session.unlinked if sub.aside)
        self.facts = _merge_facts(self.facts, session.facts)

    def _meta(self, session: Session) -> None:
        if self.first_meta is None:
            self.first_meta = next((m.meta for m in session.messages
                                    if m.meta.cwd or m.meta.version), None)
        if self.agent is None:
            self.agent = next((m.meta.agent for m in session.messages if m.meta.agent), None)

    def _tokens(self, session: Session, nodes: list, in_sub: set[int]) -> None:
        self.results += [m for m in session.messages if isinstance(m, ResultNotice)]
        tokens = token_totals([], nodes, sdk=session.snapshot is not None, sub=in_sub)
        self.usage = self.usage + tokens.usage
        self.sub_usage = self.sub_usage + (tokens.subagents or TokenUsage())
        self.source = self.source or tokens.source
        self.partial = self.partial or tokens.partial

    def _commits(self, nodes: list, in_sub: set[int]) -> None:
        """As tree/stats._commits, each hash once over all segments."""
        for node in nodes:
            result, msg = node.result, node.msg
            if (result is None or not isinstance(result.msg, ToolResultMessage)
                    or not isinstance(msg, ToolUseMessage)
                    or not isinstance(msg.input, BashInput)):
                continue
            for commit in find_commits(result.msg.output.text, bare=runs_git(msg.input.command)):
                if commit.sha[:7] not in self.seen:
                    self.seen.add(commit.sha[:7])
                    self.commits.append((result.id, commit))
                    self.counts["sub_commits"] += id(node) in in_sub

    def result(self) -> SessionStats:
        started, ended, duration = self.times.span()
        tokens = token_totals(self.results, [])
        if tokens.source != "result":  # no SDK result lines: the messages' sums
            tokens = TokenTotals(self.usage, self.source, self.partial, subagents=self.sub_usage)
        cost, days = self.cost, dict(sorted(self.days.items()))
        if tokens.cost_usd is not None:
            cost, days = Cost(tokens.cost_usd, estimate=False), {_utc_day(started): tokens.cost_usd}
        if duration is None and tokens.query_s is not None:
            duration = tokens.query_s
        meta, c = self.first_meta, self.counts
        return SessionStats(
            started=started, ended=ended, duration_s=duration, active_s=self.times.active(),
            classes=dict(self.classes), tools=dict(self.tools.most_common()),
            usage=tokens.usage, models=tuple(self.models),
            cwd=meta.cwd if meta else None, git_branch=meta.git_branch if meta else None,
            version=meta.version if meta else None, agent=self.agent,
            messages=c["messages"], prompts=c["prompts"], injected=c["injected"],
            commands=c["commands"], subagent_prompts=self.classes[SubagentPromptMessage],
            tokens=tokens, aside=c["aside"], cost=cost, cost_days=days,
            commits=tuple(self.commits), subagents=c["subagents"],
            subagent_tool_calls=c["sub_tools"], subagent_commits=c["sub_commits"],
            subagent_usage=tokens.subagents if c["subagents"] else None, facts=self.facts)


class StatsSum:
    """`document_stats` of a file built in segments: `add(doc)` each segment's document in
    file order, `result()` the sessions' stats (sessions told apart by id, in first-seen
    order; stream.plan streams single-session files only)."""

    def __init__(self, prices: Optional[PriceTable] = None) -> None:
        self.table = prices or bundled_prices()
        self.sessions: dict[str, _One] = {}

    def add(self, doc: Document) -> None:
        """One segment's document (the next in file order)."""
        for session in doc.sessions:
            one = self.sessions.get(session.session_id)
            if one is None:
                one = self.sessions[session.session_id] = _One(self.table)
            one.add(session)

    def result(self) -> list[SessionStats]:
        """Each session's stats, equal to `document_stats` of the whole document."""
        return [one.result() for one in self.sessions.values()]
