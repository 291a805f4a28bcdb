"""Per-session statistics, computed from a built session (never stored on its messages).

The facts come from the conversation: times from the main thread's lines, everything else
from its nodes and its subagents' (a tool call with its result counts as one), never from
the agents set aside as not part of it (tree/placement.py). Prompts are the ones the
human typed; what the harness injected into the user's side is counted apart.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import Optional

from ..model import (AssistantPart, BashInputMessage, CompactedSummaryMessage, MessageContent,
                     SlashCommandMessage, ToolResultMessage,
                     SubagentPromptMessage, TaskNotificationMessage, TokenUsage, ToolUseMessage,
                     UnknownMessage, UnrecognisedSystemMessage, UserSlashCommandMessage,
                     UserSteeringMessage, UserTextMessage)
from ..model.sdk import InjectedContextMessage, ReplayedUserMessage
from ..classify.commits import find_commits, runs_git
from ..model.tools.shell import BashInput, Commit
from ..model.workflow import RUN_PARTS, WorkflowAgentMessage
from ..read.times import ACTIVE_GAP_S, active_over, parse_time
from .build import MACHINERY_PREFIXES, Document, Node, Session
from .cost import Cost, api_messages, session_cost
from .prices import PriceTable, bundled_prices
from .nodes import walk
from .session_facts import SessionFacts
from .placement import conversation_times
from .tokens import TokenTotals, token_totals

__all__ = ["SessionStats", "all_messages", "document_stats", "fact_nodes", "parse_time", "session_stats",
           "subagent_nodes", "tool_seconds", "unknown_kinds"]

#: what a human typed (a subagent's prompt is a subclass of UserTextMessage: not one)
PROMPT_KINDS = (UserTextMessage, UserSteeringMessage, ReplayedUserMessage)
#: what the harness put on the user's side: reminders and command expansions (isMeta),
#: task notifications, compaction continuations, SDK synthetic context
INJECTED_KINDS = (UserSlashCommandMessage, TaskNotificationMessage, CompactedSummaryMessage,
                  InjectedContextMessage)
#: what a human ran rather than wrote: slash commands, `!` shell commands
COMMAND_KINDS = (SlashCommandMessage, BashInputMessage)


@dataclass(frozen=True)
class SessionStats:
    started: Optional[str] = None
    ended: Optional[str] = None
    duration_s: Optional[float] = None
    active_s: Optional[float] = None  # duration_s less pauses over ACTIVE_GAP_S
    classes: dict[type, int] = field(default_factory=dict)  # content class -> messages
    tools: dict[str, int] = field(default_factory=dict)
    usage: TokenUsage = field(default_factory=TokenUsage)
    models: tuple[str, ...] = ()
    cwd: Optional[str] = None
    git_branch: Optional[str] = None
    version: Optional[str] = None
    agent: Optional[str] = None  # the coding agent (None: Claude Code)
    messages: int = 0  # a tool call and its result are one
    prompts: int = 0  # typed by the human in the main thread
    injected: int = 0  # injected by the harness into the main thread's user side
    commands: int = 0  # slash and shell commands the human ran in the main thread
    subagent_prompts: int = 0
    tokens: TokenTotals = field(default_factory=TokenTotals)
    aside: int = 0  # agents of the folder not part of the conversation (left out)
    cost: Cost = field(default_factory=Cost)  # .usd, .estimate, .label (tree/cost.py)
    cost_days: dict[str, float] = field(default_factory=dict)  # UTC day -> USD
    commits: tuple[tuple[str, Commit], ...] = ()  # (the result's DOM id, commit), in order
    #: the subagents' share of the counts above (they include it): transcripts counted,
    #: tool calls, commits, tokens (None: no subagent, or the log's result lines do not
    #: say; their totals include subagents)
    subagents: int = 0
    subagent_tool_calls: int = 0
    subagent_commits: int = 0
    subagent_usage: Optional[TokenUsage] = None
    facts: SessionFacts = field(default_factory=SessionFacts)  # its own lines' (PR, mode …)


def unknown_kinds(sessions: list[Session]) -> dict[str, int]:
    """Unrecognised entry kinds the sessions show raw, by kind (for reports and --strict)."""
    found: Counter[str] = Counter()
    for session in sessions:
        for m in all_messages(session):
            if isinstance(m, UnknownMessage):
                found[m.kind] += 1
            elif isinstance(m, UnrecognisedSystemMessage):  # a subtype without a view
                found[f"system/{m.subtype}"] += 1
    return dict(sorted(found.items()))


def all_messages(session: Session) -> list[MessageContent]:
    """Every message the session's page shows: each node's, then its paired result's (a
    workflow run's own nodes are headings built from its files, not messages)."""
    msgs: list[MessageContent] = []
    for node in session.walk():
        if not isinstance(node.msg, RUN_PARTS):
            msgs.append(node.msg)
        if node.result is not None:
            msgs.append(node.result.msg)
    return msgs


def fact_nodes(session: Session) -> Iterator[Node]:
    """The nodes the facts count: the conversation's and its subagents', not those aside
    (nor a workflow run's headings, which are built from its files)."""
    nodes = [walk(session.nodes)] + [walk(sub.nodes) for sub in session.unlinked
                                     if not sub.aside]
    for found in nodes:
        yield from (node for node in found if not isinstance(node.msg, RUN_PARTS))


def subagent_nodes(session: Session) -> tuple[int, set[int]]:
    """The subagent transcripts the facts count (linked to their call, nested ones and
    those of the folder part of the conversation) and the ids of their nodes."""
    subs = [node.subagent for node in walk(session.nodes) if node.subagent is not None]
    subs += [sub for sub in session.unlinked if not sub.aside]
    return len(subs), {id(node) for sub in subs for node in walk(sub.nodes)}


def _is_prompt(msg: MessageContent) -> bool:
    if type(msg) not in PROMPT_KINDS:
        return False
    text = msg.text.strip()  # type: ignore[attr-defined]
    return bool(text) and not text.startswith(MACHINERY_PREFIXES)


def active_seconds(session: Session, gap_s: float = ACTIVE_GAP_S) -> Optional[float]:
    """The conversation's active time: the seconds between its consecutive lines, each
    pause longer than `gap_s` left out (a span of idle days is not work). None without
    times."""
    return active_over([when for when, _ in conversation_times(session)], gap_s)


def document_active_seconds(sessions: Iterable[Session],
                            gap_s: float = ACTIVE_GAP_S) -> Optional[float]:
    """The active time of several sessions (one file's) together, over all their
    conversation times: the sum of each one's would leave out the time between them and
    count twice the time they overlap."""
    return active_over([when for s in sessions for when, _ in conversation_times(s)], gap_s)


def _span(session: Session) -> tuple[Optional[str], Optional[str], Optional[float]]:
    """First and last timestamp of the main thread's conversation (its user, assistant and
    system lines: not a hook that ran before the first prompt, nor a record), and the
    seconds between them."""
    times = conversation_times(session)
    if not times:
        return None, None, None
    (first, started), (last, ended) = times[0], times[-1]
    return started, ended, (last - first).total_seconds()


def session_stats(session: Session, prices: Optional[PriceTable] = None) -> SessionStats:
    """The session's facts; its cost at `prices` (the bundled table when None)."""
    nodes = list(fact_nodes(session))
    subagents, in_sub = subagent_nodes(session)
    classes: Counter[type] = Counter()
    tools: Counter[str] = Counter()
    models: dict[str, None] = {}
    for node in nodes:
        msg = node.msg
        classes[type(msg)] += 1
        if isinstance(msg, ToolUseMessage):
            tools[msg.tool_name] += 1
        if isinstance(msg, AssistantPart) and msg.model and not msg.model.startswith("<"):
            models[msg.model] = None
    first = next((m.meta for m in session.messages if m.meta.cwd or m.meta.version), None)
    started, ended, duration = _span(session)
    tokens = token_totals(session.messages, nodes, sdk=session.snapshot is not None,
                          sub=in_sub)
    commits = _commits(nodes)
    if duration is None and tokens.query_s is not None:
        duration = tokens.query_s
    cost, days = session_cost(tokens, api_messages(nodes), prices or bundled_prices(), started)
    return SessionStats(
        started=started, ended=ended, duration_s=duration, active_s=active_seconds(session),
        classes=dict(classes), tools=dict(tools.most_common()), usage=tokens.usage,
        models=tuple(models),
        cwd=first.cwd if first else None,
        git_branch=first.git_branch if first else None,
        version=first.version if first else None,
        agent=next((m.meta.agent for m in session.messages if m.meta.agent), None),
        messages=len(nodes),
        prompts=sum(1 for m in session.messages if _is_prompt(m)),
        injected=sum(1 for m in session.messages if isinstance(m, INJECTED_KINDS)),
        commands=sum(1 for m in session.messages if isinstance(m, COMMAND_KINDS)),
        subagent_prompts=classes[SubagentPromptMessage],
        tokens=tokens,
        aside=sum(1 for sub in session.unlinked if sub.aside),
        cost=cost, cost_days=days,
        commits=tuple((rid, commit) for rid, commit, _ in commits),
        subagents=subagents,
        subagent_tool_calls=sum(1 for node in nodes if id(node) in in_sub
                                and isinstance(node.msg, ToolUseMessage)),
        subagent_commits=sum(1 for _, _, node in commits if id(node) in in_sub),
        subagent_usage=tokens.subagents if subagents else None,
        facts=session.facts,
    )


def document_stats(doc: Document, prices: Optional[PriceTable] = None) -> list[SessionStats]:
    """Each session's stats, once per render: its caller (pipeline.py, archive/worker.py,
    cli/show.py) computes them from the whole document and every output reads them."""
    return [session_stats(s, prices) for s in doc.sessions]


def _commits(nodes: list[Node]) -> list[tuple[str, Commit, Node]]:
    """The commits shell calls reported (classify/commits.py), each once (by its hash: one
    commit reported twice is one), with the id of the result that first reported it and
    the call. Every agent's shell call counts (Claude Code's Bash, Codex's and Gemini's
    shell tools), read from the result's text: what the model saw, with or without the
    harness's structured copy; a bracket line without its summary counts where the
    command ran git (`--allow-empty`)."""
    found: list[tuple[str, Commit, Node]] = []
    seen: set[str] = set()
    for node in nodes:
        result, msg = node.result, node.msg
        if (result is None or not isinstance(result.msg, ToolResultMessage)
                or not isinstance(msg, ToolUseMessage) or not isinstance(msg.input, BashInput)):
            continue
        for commit in find_commits(result.msg.output.text, bare=runs_git(msg.input.command)):
            if commit.sha[:7] not in seen:
                seen.add(commit.sha[:7])
                found.append((result.id, commit, node))
    return found


def tool_seconds(node: Node) -> Optional[float]:
    """Seconds from a tool call to its result, from their timestamps (None when unknown)."""
    if node.result is None:
        return None
    start = parse_time(node.msg.meta.timestamp)
    end = parse_time(node.result.msg.meta.timestamp)
    if start is None or end is None:
        return None
    seconds = (end - start).total_seconds()  # both aware (read/times.parse_time)
    return seconds if seconds >= 0 else None


def thread_counts(nodes: Iterable[Node]) -> tuple[int, int, int]:
    """(messages, tool calls, workflow agents) of a thread: its nodes and their children, a
    nested subagent's own left out (it has a head of its own); a workflow run's headings
    are no messages, its agents are counted. Iterative: threads can be long."""
    messages = tools = agents = 0
    stack = list(nodes)
    while stack:
        node = stack.pop()
        stack.extend(node.children)
        if isinstance(node.msg, ToolUseMessage):
            tools += 1
        elif isinstance(node.msg, WorkflowAgentMessage):
            agents += 1
        elif not isinstance(node.msg, RUN_PARTS):
            messages += 1
    return messages, tools, agents
