"""The Markdown export of a session built a segment at a time (stream.py `pieces`), the same
text as markdown_export.py's `markdown_chunks` of the whole document, in bounded memory.

Each segment's turns are written as the whole export writes them (`body`), by one
`MarkdownExport` kept across segments, so what spans the session carries over: a long
result written again is linked to its first copy (`results`: a 16-byte digest and the
call's id and tool per distinct long result), a file read again is a diff against its
last read (`reads`: per file, its last read's lines), headings get GitHub's ids in order
(md_anchors.Resolver: per heading its id's 64-bit hash in a HashedSlugger; the DOM id
-> id of the headings a later segment may link to, `prune`).
The head (title, facts, changes) needs the whole session, so it is written last
(`finish`): the caller puts it before the body it set aside.

A heading's id depends on the headings before it, the head's two among them. The body's
are given without the head's; `finish` checks that no head id is one the body used
(then each is what the whole export gives it) and otherwise raises `Reslug` with the head's
heading texts: the caller writes the body again with them first (`MarkdownStream(seed)`).
A link to a heading of a later segment (none is written today: results and reads link
back, a task notification to its call, which is earlier) would be its label only.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import replace
from typing import Any

from ...tree.build import Document, Node
from ...tree.changes import FileChange
from ...tree.stats import SessionStats
from ..page_info import PageInfo
from .markdown_export import MarkdownExport
from .md_anchors import HashedSlugger, Resolver, heading_text

__all__ = ["MarkdownStream", "Reslug"]

#: the body's place among the head's blocks (a block no export writes: compared by identity)
BODY = "\x00body\x00"


class Reslug(Exception):
    """The head's headings take an id the body's used: write the body again after them."""

    def __init__(self, seed: list[str]) -> None:
        super().__init__("the head's heading ids meet the body's")
        self.seed = seed


class _Export(MarkdownExport):
    """The export whose thread of a session without nodes of its own is the body's place."""

    body_nodes: list[Node] = []

    def thread(self, nodes: list[Node], depth: int) -> list[str]:
        if nodes is self.body_nodes:
            return [BODY]
        return super().thread(nodes, depth)


class MarkdownStream:
    """One session file's Markdown export, a segment at a time (see the module docstring)."""

    def __init__(self, info: PageInfo, seed: list[str] | None = None) -> None:
        self.export = _Export([], info.detail == "conversation", anchors=True)
        self.export.body_nodes = []
        self.resolver = Resolver(HashedSlugger())
        self.seed = seed
        for text in seed or ():  # the head's headings come first in the file
            self.resolver.slugger.slug(text)
        self.reported: set[str] = set()  # calls a task notification reports on (`prune`)

    def body(self, doc: Document) -> Iterator[str]:
        """One segment's turns (its sessions' nodes, as the detail level keeps them): each
        block after a blank line, as the whole export joins them (the head is never empty)."""
        blocks = [b for s in doc.sessions for b in self.export.thread(s.nodes, 0)]
        self.reported.update(node.id for s in doc.sessions for node in s.walk()
                             if node.notifications)
        for block in self.resolver.links(self.resolver.headings(blocks)):
            yield "\n\n" + block

    def prune(self, linked: Iterable[str]) -> None:
        """Forget the ids of headings no later block can link to: a later segment links
        back only to a result's first copy (`results`), a file's last read (`reads`),
        a task notification to its call (`reported`), and the head to the edit calls
        (`linked`: ChangeSum's)."""
        keep = {first for first, _ in self.export.results.values()}
        keep.update(self.reported)
        keep.update(base[0] for base in self.export.reads.values())
        keep.update(linked)
        self.resolver.ids = {k: v for k, v in self.resolver.ids.items() if k in keep}

    def finish(self, skeleton: Document, info: PageInfo, stats: list[SessionStats],
               changes: tuple[FileChange, ...]) -> tuple[str, list[str]]:
        """The text before the body (title, facts, changes) and the blocks after it (the
        unlinked subagents, the report), each joined as the whole export joins them.
        `skeleton`: the whole session's head (tree/doc_sum.py), its nodes left out."""
        self.export.stats, self.export.changes = stats, changes
        doc = replace(skeleton, sessions=[replace(s, nodes=self.export.body_nodes)
                                          for s in skeleton.sessions])
        blocks: list[Any] = list(self.export.document(doc, info))
        at = next(n for n, block in enumerate(blocks) if block is BODY)
        if self.seed is None:
            head = Resolver()
            head_blocks = head.headings(blocks[:at])
            seen, key = self.resolver.slugger.seen, self.resolver.slugger.key
            if any(key(slug) in seen for slug in head.slugger.seen):
                raise Reslug([heading_text(b.split("\n", 1)[0]) for b in head_blocks
                              if b.startswith("#")])
            seen.update((key(slug), n) for slug, n in head.slugger.seen.items())
            self.resolver.ids.update(head.ids)
        else:
            head_blocks = Resolver().headings(blocks[:at])  # (ids given first: in `seed`)
        tail = self.resolver.headings(blocks[at + 1:])
        head_text = "\n\n".join(self.resolver.links(head_blocks))
        return head_text, ["\n\n" + b for b in self.resolver.links(tail)] + ["\n"]

