"""Build tree: content models -> sessions of nested nodes.

Hierarchy by sequence and kind (seed §7.1), not by parentUuid: session header, then each
turn-starting user message, under it assistant/system messages, under an assistant text
the tool calls that follow it, each paired with its result by `tool_use_id`, and under a
Task/Agent call the subagent transcript that it spawned (a sidecar file or sidechain lines).
`build_document` runs the passes of `PASSES` in order, each a function below that says
what it reads and what it sets or returns: thread, sidecars, groups, progress, strays,
workflows, placement, sdk, labels, flatten, background. A pass returns the sessions (new
`Session` values where one changes) and sets only the node fields its docstring names."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from typing import Any, Optional

from ..model import (AgentProgressRecord, FactRecord, HiddenRecord, MessageContent,
                     SlashCommandMessage,
                     SubagentPromptMessage, SummaryRecord, TitleRecord, UserTextMessage)
from .background import link_session
from .branches import place_branches, split_rewinds
from .placement import place_session
from .nodes import (MAX_DEPTH, Document, Hidden, IdAllocator, Node, Session, Subagent,
                    dom_id, make_subagent, thread)
from ..model.sdk import SnapshotRecord, TaskRecord
from ..classify.sdk.tasks import fold_task
from .sessions import split_main, split_sessions
from .session_facts import collect, pick_title, worktree_names
from .subagents import Linker, sidechain_groups
from .workflows import RunInput, place_runs

__all__ = ["PASSES", "Build", "Document", "Hidden", "IdAllocator", "Node", "Session", "Subagent",
           "build_document", "dom_id", "thread"]

#: kinds whose text may title a session (a subagent file is titled by its prompt)
TITLE_KINDS = (UserTextMessage, SubagentPromptMessage)


#: the record classes `_Records.take` files (none is a subclass of another)
_RECORD_TYPES = (AgentProgressRecord, SnapshotRecord, TaskRecord, SummaryRecord,
                 TitleRecord, HiddenRecord)


@dataclass
class _Records:
    """The lines that are not messages of a thread: summaries, titles, hidden counts."""

    summaries: dict[str, str] = field(default_factory=dict)
    titles: dict[str, dict[str, str]] = field(default_factory=dict)  # session -> source -> last
    facts: dict[str, list[FactRecord]] = field(default_factory=dict)  # session -> its fact lines
    #: sidecar agent id -> its own fact lines (an `agent-name` labels that subagent only)
    agent_facts: dict[str, list[FactRecord]] = field(default_factory=dict)
    hidden: dict[str, Hidden] = field(default_factory=dict)
    snapshots: dict[str, SnapshotRecord] = field(default_factory=dict)
    tasks: dict[str, list[TaskRecord]] = field(default_factory=dict)
    #: Task/Agent tool_use id -> the agent_progress copies of its subagent's messages
    progress: dict[str, list[AgentProgressRecord]] = field(default_factory=dict)
    names: dict[str, str] = field(default_factory=dict)  # sidecar key -> its file's name

    def take(self, msg: MessageContent, agent: str = "") -> bool:
        """Files `msg` when it is a record (`agent`: the key of the subagent file it is a
        line of, `agent-<key>.jsonl`; "" the transcript); False when it is a message."""
        if not isinstance(msg, _RECORD_TYPES):  # most lines: one check, not six
            return False
        where = (self.names.get(agent, f"agent-{agent}.jsonl") if agent else "", msg.meta.line)
        if isinstance(msg, HiddenRecord):  # (the classes are disjoint: order is free)
            self.hidden.setdefault(msg.kind, Hidden()).add(msg.reason, where)
            if isinstance(msg, FactRecord):
                facts = self.agent_facts if agent else self.facts
                facts.setdefault(agent or msg.meta.session_id or "", []).append(msg)
        elif isinstance(msg, AgentProgressRecord):
            self.progress.setdefault(msg.parent_tool_use_id, []).append(msg)
        elif isinstance(msg, SnapshotRecord):
            self.snapshots[msg.meta.session_id or ""] = msg  # a later init refreshes it
        elif isinstance(msg, TaskRecord):
            self.tasks.setdefault(msg.tool_use_id or f"task-{msg.task_id}", []).append(msg)
        elif isinstance(msg, SummaryRecord):
            self.summaries[msg.leaf_uuid or ""] = msg.summary
        elif isinstance(msg, TitleRecord) and agent:  # its parent session's id: not its title
            self.hidden.setdefault(f"{msg.meta.entry_type or 'title'} (subagent file)", Hidden(
            )).add("a subagent file's title line; the subagent is headed by its prompt", where)
        elif isinstance(msg, TitleRecord):
            self.titles.setdefault(msg.meta.session_id or "", {})[msg.source] = msg.title
        else:
            return False
        return True


@dataclass
class Build:
    """What the passes share: the file's records and messages, the page's id allocator, the
    calls by tool_use id (each thread registers its calls), and the linker (which records
    the sidecars it has used). Passes read it; only `ids`, `uses` and `linker` change."""

    records: _Records
    main: dict[str, list[MessageContent]]  # session id -> its main-thread messages
    side: dict[str, list[MessageContent]]  # session id -> its sidechain lines
    agents: dict[str, list[MessageContent]]  # agent id -> its sidecar file's messages
    rank: dict[str, int]  # summary leaf uuid -> order (the first summary line wins)
    runs: dict[str, RunInput] = field(default_factory=dict)  # run id -> workflow run
    mine: frozenset[str] = frozenset()  # agent ids of sidecars that are surely this file's
    continues: dict[str, str] = field(default_factory=dict)  # session -> the one it resumes
    links: dict[str, Optional[str]] = field(default_factory=dict)  # record uuid -> parent
    ids: IdAllocator = field(default_factory=IdAllocator)
    uses: dict[str, Node] = field(default_factory=dict)
    notices: Optional[Any] = None  # background_session.Links of a large session, or None
    span: Optional[tuple[float, float]] = None  # the session's, when this is a segment
    linker: Linker = field(init=False)

    def __post_init__(self) -> None:
        self.linker = Linker(self.ids, self.uses, self.agents)


def _gather(messages: Iterable[MessageContent],
            sidecars: Optional[dict[str, list[MessageContent]]],
            runs: Optional[dict[str, RunInput]] = None,
            mine: Iterable[str] = (), names: Optional[dict[str, str]] = None,
            ids: Optional[IdAllocator] = None, span: Optional[tuple] = None) -> Build:
    """The file's messages split into records, main-thread and sidechain lines by session."""
    main: list[MessageContent] = []
    side: list[MessageContent] = []
    records = _Records(names=dict(names or {}))
    links: dict[str, Optional[str]] = {}
    for msg in messages:
        if records.take(msg):
            if msg.meta.uuid:
                links.setdefault(msg.meta.uuid, msg.meta.parent_uuid)
            continue
        (side if msg.meta.is_sidechain else main).append(msg)
    agents = {key: [m for m in msgs if not records.take(m, key)]
              for key, msgs in (sidecars or {}).items()}
    split, continues = split_main(main) if main else ({"": []} if not side else {}, {})
    rank = {leaf: n for n, leaf in enumerate(records.summaries)}
    runs = {key: replace(run, transcripts={agent: [m for m in msgs
                                                   if not records.take(m, agent)]
                                           for agent, msgs in run.transcripts.items()})
            for key, run in (runs or {}).items()}
    return Build(records, split, split_sessions(side), agents, rank, runs, frozenset(mine),
                 continues, links, ids or IdAllocator(), span=span)


def thread_pass(b: Build, _: list[Session]) -> list[Session]:
    """Reads `b.main`, `b.side`: one titled Session per session id, its nodes the main
    thread nested by sequence (`thread`), each branch the user rewound away from folded at
    its fork (branches.py); a session of sidechain lines only has no nodes."""
    sessions = [_session(b, sid, _main_thread(b, msgs), msgs) for sid, msgs in b.main.items()]
    return sessions + [_session(b, sid, [], msgs) for sid, msgs in b.side.items()
                       if sid not in b.main]


def _main_thread(b: Build, msgs: list[MessageContent]) -> list[Node]:
    kept, branches = split_rewinds(msgs, b.links)
    return place_branches(thread(kept, b.ids, b.uses), branches, b.ids, b.uses)


def sidecars_pass(b: Build, sessions: list[Session]) -> list[Session]:
    """Sets `Node.subagent` on each Task/Agent call whose result names a sidecar file."""
    for session in sessions:
        b.linker.link_sidecars(session.nodes)
    return sessions


def groups_pass(b: Build, sessions: list[Session]) -> list[Session]:
    """Sidechain lines of this file, one group per run: each set as `Node.subagent` of the
    call that spawned it, or added to the session's `unlinked` (a session of sidechain lines
    only: all of them, their own calls linked to sidecars)."""
    out = []
    for session in sessions:
        sid = session.session_id
        groups = sidechain_groups(b.side.get(sid, []))
        if sid in b.main:
            unlinked = b.linker.link_groups(session.nodes, groups, sid)
        else:
            unlinked = [make_subagent(b.ids, g[0].meta.agent_id or f"side{n + 1}",
                                      thread(g, b.ids, b.uses), "sidechain", linked=False)
                        for n, g in enumerate(groups)]
            for sub in unlinked:
                b.linker.link_sidecars(sub.nodes)
        out.append(replace(session, unlinked=session.unlinked + unlinked))
    return out


def progress_pass(b: Build, sessions: list[Session]) -> list[Session]:
    """Sets `Node.subagent` on calls still without one from their agent_progress copies (or
    the sidecar those name)."""
    for session in sessions:
        b.linker.link_progress(session.nodes, b.records.progress)
    return sessions


def strays_pass(b: Build, sessions: list[Session]) -> list[Session]:
    """Sidecar files no call points at: added to `unlinked` of the session their lines name,
    else (one of `b.mine`) of the first session; flat layouts hold other sessions' agents
    too: those are left out."""
    by_id = {s.session_id: n for n, s in enumerate(sessions)}
    if sessions:  # the file's own that no line names: by prompt, else in order (Cursor)
        b.linker.link_unnamed(sessions[0].nodes, sorted(
            k for k in b.mine & b.agents.keys() - b.linker.used
            if not any(m.meta.session_id in by_id for m in b.agents.get(k, ()))))
    extra: dict[int, list[Subagent]] = {}
    for key in sorted(b.agents.keys() - b.linker.used):
        owner = next((by_id[m.meta.session_id] for m in b.agents[key]
                      if m.meta.session_id in by_id), 0 if key in b.mine and sessions else None)
        if owner is not None:
            nodes = thread(b.agents[key], b.ids, b.uses, key)
            extra.setdefault(owner, []).append(make_subagent(b.ids, key, nodes, "sidecar",
                                                             linked=False))
    return [replace(s, unlinked=s.unlinked + extra[n]) if n in extra else s
            for n, s in enumerate(sessions)]


def workflows_pass(b: Build, sessions: list[Session]) -> list[Session]:
    """Adds each workflow run as the last child of the Workflow call that launched it (run ->
    phases -> agents, an agent's transcript its `Node.subagent`); a run no call launched is
    added to the first session's `unlinked` (tree/workflows.py)."""
    return place_runs(b.ids, b.uses, b.runs, sessions) if b.runs else sessions


def placement_pass(b: Build, sessions: list[Session]) -> list[Session]:
    """Unlinked subagents placed (placement.py): a compaction agent set as `Node.subagent` of
    its compacted-conversation card, warm-up and out-of-time agents (`b.span`) `aside`."""
    return [place_session(session, b.span) for session in sessions]


def sdk_pass(b: Build, sessions: list[Session]) -> list[Session]:
    """SDK only: each system/init snapshot set as its session's `snapshot`; each task card
    set as `Subagent.task` of its Agent/Task call's subagent, or added to `unlinked`."""
    if not sessions:
        return sessions
    by_id = {s.session_id: n for n, s in enumerate(sessions)}
    out = list(sessions)
    strays = []
    for sid, snapshot in b.records.snapshots.items():
        if sid in by_id:
            out[by_id[sid]] = replace(out[by_id[sid]], snapshot=snapshot)
        else:
            strays.append((sid, snapshot))
    for sid, snapshot in strays:  # an init of a session without messages
        if out[0].snapshot is None:
            out[0] = replace(out[0], snapshot=snapshot)
        else:  # it would replace the first session's own setup: a session of its own
            out.append(Session(sid, [], [], title=f"Session {sid[:8]}" if sid else "Session",
                               snapshot=snapshot))
    extra: dict[int, list[Subagent]] = {}
    for key, events in b.records.tasks.items():
        card = fold_task(events)
        call = b.uses.get(card.tool_use_id) if card.tool_use_id else None
        if call is not None:
            call.subagent = (replace(call.subagent, task=card) if call.subagent is not None
                             else make_subagent(b.ids, key, [], "task", task=card))
        else:
            extra.setdefault(by_id.get(card.session_id or "", 0), []).append(
                make_subagent(b.ids, card.task_id or key, [], "task", linked=False, task=card))
    return [replace(s, unlinked=s.unlinked + extra[n]) if n in extra else s
            for n, s in enumerate(out)]


def labels_pass(b: Build, sessions: list[Session]) -> list[Session]:
    """Reads `b.records.agent_facts`: sets `Subagent.name` and `.colour` of each subagent
    whose sidecar file has `agent-name` / `agent-color` lines (tree/session_facts.py)."""
    if not b.records.agent_facts:
        return sessions
    for session in sessions:
        subs = [node.subagent for node in session.walk() if node.subagent is not None]
        for sub in subs + session.unlinked:
            facts = b.records.agent_facts.get(sub.key)
            if facts:
                label = collect(facts)
                sub.name, sub.colour = label.agent_name, label.agent_colour
    return sessions


def flatten_pass(_: Build, sessions: list[Session]) -> list[Session]:
    """Subagents nested deeper than MAX_DEPTH: `Node.subagent` cleared, the subagent added to
    the session's `unlinked` (marked `too_deep`)."""
    return [flatten_deep(session) for session in sessions]


def background_pass(b: Build, sessions: list[Session]) -> list[Session]:
    """Task notifications linked to their calls, hooks moved under theirs (background.py)."""
    return [link_session(session, b.notices) for session in sessions]


Pass = Callable[[Build, list[Session]], list[Session]]

#: the passes that build the tree, in the order they run: each takes the sessions so far
#: and returns them (new Session values where one gains unlinked subagents or new nodes)
PASSES: tuple[tuple[str, Pass], ...] = (
    ("thread", thread_pass),
    ("sidecars", sidecars_pass),
    ("groups", groups_pass),
    ("progress", progress_pass),
    ("strays", strays_pass),
    ("workflows", workflows_pass),
    ("placement", placement_pass),
    ("sdk", sdk_pass),
    ("labels", labels_pass),
    ("flatten", flatten_pass),
    ("background", background_pass),
)


def build_document(messages: Iterable[MessageContent],
                   sidecars: Optional[dict[str, list[MessageContent]]] = None,
                   runs: Optional[dict[str, RunInput]] = None,
                   mine: Iterable[str] = (), names: Optional[dict[str, str]] = None,
                   ids: Optional[IdAllocator] = None, links: Any = None,
                   span: Optional[tuple] = None) -> Document:
    """The file's content models (and its sidecars' by agent id, its workflow runs' by run
    id) as a document: every pass of `PASSES` in order, then the summaries that title none
    of its sessions. `mine`: the sidecars that are this file's whatever their lines say;
    `names`: a sidecar's file name where it is not `agent-<id>.jsonl` (a Codex thread's);
    `ids`, `span`, `links`: a segment's (stream.py): the session's DOM ids, conversation
    span and notifications linked once (background_session.py)."""
    b = _gather(messages, sidecars, runs, mine, names, ids, span)
    b.notices = links
    sessions: list[Session] = []
    for _name, run in PASSES:
        sessions = run(b, sessions)
    used = {s.summary for s in sessions}
    others = [text for text in b.records.summaries.values() if text not in used]
    return Document(sessions, b.records.hidden, others)


def flatten_deep(session: Session) -> Session:
    """Subagents nested deeper than MAX_DEPTH move to the session's end (marked `too_deep`):
    the page renders nesting by recursion, and a chain of thousands must not end it.
    Iterative, as nothing else may recurse that deep."""
    stack = [(node, 0) for node in session.nodes]
    stack += [(node, 1) for sub in session.unlinked for node in sub.nodes]
    moved: list[Subagent] = []
    while stack:
        node, depth = stack.pop()
        stack += [(child, depth) for child in node.children]
        sub = node.subagent
        if sub is None:
            continue
        if depth >= MAX_DEPTH:
            node.subagent = None
            moved.append(replace(sub, too_deep=True, linked=False))
            depth = 0
        stack += [(child, depth + 1) for child in sub.nodes]
    return replace(session, unlinked=session.unlinked + moved) if moved else session


def _session(b: Build, sid: str, nodes: list[Node], msgs: list[MessageContent]) -> Session:
    """A session of `nodes`, titled and given the summary of its leaf (see `Build.rank`)."""
    summaries, titles, rank = b.records.summaries, b.records.titles, b.rank
    # the session's uuids looked up among the summaries' leaves, not every summary scanned
    # for each session (quadratic: 20,000 sessions with a summary each took 20 s)
    leaves = [m.meta.uuid for m in msgs if m.meta.uuid and m.meta.uuid in rank]
    summary = summaries[min(leaves, key=rank.__getitem__)] if leaves else None
    if summary is None and len(summaries) == 1 and "" in summaries:
        summary = summaries[""]
    facts = b.records.facts.get(sid, [])
    own = titles.get(sid, {})
    title, source = pick_title(own, worktree_names(facts))
    if not title:
        title, source = next(((t, s) for t, s in (
            (summary, "summary"), (_first_words(msgs), "prompt"),
            (_first_command(msgs), "prompt"), (own.get("custom"), "worktree"))
            if t), (f"Session {sid[:8]}" if sid else "Session", ""))
    origin = b.continues.get(sid)
    return Session(sid, nodes, msgs, title=title, summary=summary, continues=origin,
                   continues_here=origin in b.main, title_source=source,
                   facts=collect(facts))


#: prompt texts the harness writes itself; they never title a session
MACHINERY_PREFIXES = ("Caveat: The messages below were generated", "<local-command-",
                      "<command-", "<system-reminder>", "[Request interrupted")


def _first_words(msgs: list[MessageContent], limit: int = 80) -> str:
    for msg in msgs:
        if type(msg) in TITLE_KINDS:
            text = " ".join(msg.text.split())
            if text and not text.startswith(MACHINERY_PREFIXES):
                return _cut(text, limit)
    return ""


def _first_command(msgs: list[MessageContent], limit: int = 80) -> str:
    """A session with no prompt of its own (one slash command and what it ran) is titled
    by its first command and arguments, not by its id."""
    for msg in msgs:
        if isinstance(msg, SlashCommandMessage) and msg.command_name.strip():
            return _cut(" ".join(f"{msg.command_name} {msg.command_args}".split()), limit)
    return ""


def _cut(text: str, limit: int) -> str:
    """`text` cut to `limit` characters with an ellipsis, at the last space when there is
    one in the second half (a title ends on a whole word), else mid-word."""
    if len(text) <= limit:
        return text
    head = text[: limit - 1]
    space = head.rfind(" ")
    return (head[:space] if space >= limit // 2 else head).rstrip() + "…"
