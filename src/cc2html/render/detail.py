"""--detail: the part of a built Document a level keeps, and a count of what it leaves out.

`full` keeps everything. `conversation` keeps the prompts (what the human typed), the
answers and the tool calls (each with its result, for its outcome; a renderer shows it as
one line), not thinking, system messages, notices, injected context, subagents' or
workflow runs' transcripts, or rewound branches. `prompts` keeps the human's prompts only.
What is left out is not in the output at all; `left_out` counts it by kind (the registry
row's title), every node of a dropped subtree included, so the report can say so. New
nodes and sessions are made; the built tree is not changed.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from ..model import AssistantTextMessage, RewoundBranch, ToolUseMessage
from ..tree.build import Document, Node, Session
from ..tree.nodes import walk
from ..tree.stats import PROMPT_KINDS
from .registry import row_for


def _keeps(level: str, node: Node) -> bool:
    msg = node.msg
    if type(msg) in PROMPT_KINDS:  # exactly: a subagent's prompt is a UserTextMessage too
        return True
    return level == "conversation" and isinstance(msg, (AssistantTextMessage, ToolUseMessage))


def _count(nodes: list[Node], counts: Counter[str]) -> None:
    for node in walk(nodes):
        counts[row_for(node.msg).title] += 1


class _Selection:
    def __init__(self, level: str) -> None:
        self.level = level
        self.left_out: Counter[str] = Counter()

    def nodes(self, nodes: list[Node]) -> list[Node]:
        kept: list[Node] = []
        for node in nodes:
            if isinstance(node.msg, RewoundBranch):  # abandoned: none of it is the conversation
                _count([node], self.left_out)
                continue
            children = self.nodes(node.children)
            if not _keeps(self.level, node):
                self.left_out[row_for(node.msg).title] += 1
                if node.subagent is not None:
                    _count(node.subagent.nodes, self.left_out)
                kept.extend(children)  # what it held that the level keeps takes its place
                continue
            if node.subagent is not None:
                _count(node.subagent.nodes, self.left_out)
            result = node.result if self.level == "conversation" else None
            kept.append(Node(node.msg, node.id, children=children, result=result))
        return kept

    def session(self, session: Session) -> Session:
        nodes = self.nodes(session.nodes)
        for sub in session.unlinked:
            _count(sub.nodes, self.left_out)
        if session.snapshot is not None:
            self.left_out["Session snapshot"] += 1
        return replace(session, nodes=nodes, unlinked=[], snapshot=None)


def select(doc: Document, level: str) -> tuple[Document, dict[str, int]]:
    """The document `level` keeps, and what it left out by kind (nothing for `full`)."""
    if level == "full":
        return doc, {}
    selection = _Selection(level)
    sessions = [selection.session(s) for s in doc.sessions]
    return replace(doc, sessions=sessions), dict(sorted(selection.left_out.items()))
