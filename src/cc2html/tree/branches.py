"""Rewinds: branches of a session's conversation that the user went back from.

Claude Code chains lines by parentUuid. When the user rewinds (edits an earlier prompt,
or restores the conversation to an earlier point) the next line's parent is that earlier
message, so it has two children that are both conversation lines (prompts or assistant
messages; tool results, commands, hooks and system lines never make a fork, and blocks of
one API message count once). The branch that goes on is the one whose lines reach
furthest in the file (rewinds only append, so the abandoned branch was written first);
the others, and every line descending from them, are the abandoned branches, shown folded
at the fork instead of interleaved with the conversation that went on.

A compaction's boundary has no parent: it names the message it continues as its
`logicalParentUuid` (`MessageMeta.logical_parents`), and is read as that message's child,
so the conversation after it reaches as far as the branch it continued, and that branch
goes on even when another was written after it (claude-code-log reads the boundary the
same way: test/test_compact_after_rewind.py, "the boundary must continue that branch").
A logical parent not in the file leaves the boundary without a parent, as before.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from ..model import AssistantPart, MessageContent, SubagentPromptMessage, UserTextMessage
from ..model.core import MessageMeta, RewoundBranch
from .nodes import IdAllocator, Node, dom_id, thread, walk


@dataclass
class Branch:
    """An abandoned branch: the uuid of the message it forked from, and its lines."""

    fork: str
    messages: list[MessageContent]


def _conversational(msg: MessageContent) -> bool:
    if isinstance(msg, AssistantPart):
        return True
    return isinstance(msg, UserTextMessage) and not isinstance(msg, SubagentPromptMessage)


def _key(msg: MessageContent) -> str:
    """What counts once among a parent's children: an API message, else the line."""
    return getattr(msg, "message_id", None) or msg.meta.uuid or ""


#: hops through lines that are not messages (progress, hidden records) to a message parent
MAX_HOPS = 64


def _parents(msgs: list[MessageContent], links: dict[str, Optional[str]],
             first: dict[str, int]) -> list[Optional[int]]:
    """Each line's parent's position (an earlier line), through `links` (uuid -> parent
    uuid of the lines that are not messages of the thread: progress lines sit in chains);
    `first` is each uuid's first position."""
    out: list[Optional[int]] = []
    for i, msg in enumerate(msgs):
        meta = msg.meta
        out.append(_parent(meta.parent_uuid, i, links, first) if not meta.logical_parents
                   else next((p for p in (_parent(u, i, links, first)
                                          for u in meta.logical_parents) if p is not None),
                             None))
    return out


def _parent(uuid: Optional[str], i: int, links: dict[str, Optional[str]],
            first: dict[str, int]) -> Optional[int]:
    """The position of the line `uuid` names (through `links`), when before line `i`."""
    hops = 0
    while uuid and uuid not in first and uuid in links and hops < MAX_HOPS:
        uuid, hops = links[uuid], hops + 1
    p = first.get(uuid or "")
    return p if p is not None and p < i else None


def split_rewinds(msgs: list[MessageContent], links: dict[str, Optional[str]]
                  ) -> tuple[list[MessageContent], list[Branch]]:
    """The lines the conversation kept, in order, and its abandoned branches (file order)."""
    first: dict[str, int] = {}
    for i, msg in enumerate(msgs):
        if msg.meta.uuid:
            first.setdefault(msg.meta.uuid, i)
    parent = _parents(msgs, links, first)
    kids: dict[int, dict[str, list[int]]] = {}
    for i, (msg, p) in enumerate(zip(msgs, parent)):
        if p is not None and _conversational(msg) and first.get(msg.meta.uuid or "") == i:
            kids.setdefault(p, {}).setdefault(_key(msg), []).append(i)
    forks = {p: groups for p, groups in kids.items() if len(groups) > 1}
    if not forks:
        return msgs, []
    reach = list(range(len(msgs)))  # the last line of each line's subtree
    for i in range(len(msgs) - 1, -1, -1):
        p = parent[i]
        if p is not None and reach[i] > reach[p]:
            reach[p] = reach[i]
    heads: set[int] = set()
    for groups in forks.values():
        kept = max(groups.values(), key=lambda g: max(reach[i] for i in g))
        heads.update(i for g in groups.values() if g is not kept for i in g)
    return _collect(msgs, parent, heads)


def _collect(msgs: list[MessageContent], parent: list[Optional[int]], heads: set[int]
             ) -> tuple[list[MessageContent], list[Branch]]:
    """Each line into the branch of its parent, or of the head it is; the rest kept."""
    owner: list[Optional[int]] = [None] * len(msgs)  # position of the head of its branch
    kept: list[MessageContent] = []
    branches: dict[int, Branch] = {}
    for i, msg in enumerate(msgs):
        p = parent[i]
        head = owner[p] if p is not None and owner[p] is not None else (i if i in heads else None)
        owner[i] = head
        if head is None:
            kept.append(msg)
            continue
        if head not in branches:
            branches[head] = Branch(msgs[p].meta.uuid or "" if p is not None else "", [])
        branches[head].messages.append(msg)
    return kept, list(branches.values())


def place_branches(nodes: list[Node], branches: list[Branch], ids: IdAllocator,
                   uses: dict[str, Node]) -> list[Node]:
    """`nodes` (the kept thread) with each branch as a folded RewoundBranch node: after the
    turn of its fork when it starts with a prompt, else in that turn among its children
    by file position; a fork not on the page puts it among the turns by file position.
    One merge per list, so a file of many forks stays linear."""
    if not branches:
        return nodes
    where: dict[str, tuple[Node, Node]] = {}  # uuid -> (its node, the turn it is in)
    for root in nodes:
        for node in walk([root]):
            if node.msg.meta.uuid:
                where.setdefault(node.msg.meta.uuid, (node, root))
    after: dict[int, list[Node]] = {}  # id(turn) -> branches placed right after it
    inside: dict[int, tuple[Node, list[Node]]] = {}  # id(turn) -> (turn, branches in it)
    loose: list[Node] = []
    for branch in branches:
        fork, turn = where.get(branch.fork, (None, None))
        node = _branch_node(branch, fork, ids, uses)
        if turn is None:
            loose.append(node)
        elif branch.messages[0].starts_turn:
            after.setdefault(id(turn), []).append(node)
        else:
            inside.setdefault(id(turn), (turn, []))[1].append(node)
    for turn, extra in inside.values():
        turn.children = _merge(turn.children, extra)
    roots = []
    for root in nodes:
        roots.append(root)
        roots += after.get(id(root), [])
    return _merge(roots, loose)


def _merge(siblings: list[Node], extra: list[Node]) -> list[Node]:
    """`siblings` with `extra` (in file order) each before the first sibling after it."""
    if not extra:
        return siblings
    out: list[Node] = []
    pending = iter(extra)
    nxt = next(pending, None)
    for sibling in siblings:
        while nxt is not None and nxt.msg.meta.line < sibling.msg.meta.line:
            out.append(nxt)
            nxt = next(pending, None)
        out.append(sibling)
    if nxt is not None:
        out.append(nxt)
    out.extend(pending)
    return out


def _branch_node(branch: Branch, fork: Optional[Node], ids: IdAllocator,
                 uses: dict[str, Node]) -> Node:
    head = branch.messages[0].meta
    msg = RewoundBranch(meta=MessageMeta(line=head.line, timestamp=head.timestamp,
                                         session_id=head.session_id),
                        prompts=sum(1 for m in branch.messages if m.starts_turn),
                        count=len(branch.messages))
    ident = ids.claim("rewound-" + dom_id(head.uuid or f"line-{head.line}"))
    return Node(msg, ident, children=thread(branch.messages, ids, uses), fork=fork)
