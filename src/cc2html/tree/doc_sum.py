"""What a session exported a segment at a time (stream.py `pieces`) states about the whole
session, gathered from its segments' documents one after another: the session's head
(id, title, summary, snapshot, facts, the session it continues), the files it changed,
its unlinked subagents (shown at its end), the lines not shown (`Document.hidden`) and the
summaries that title no session. The exports write the head last (render/exports.py
`export_streamed`); tree/stats_sum.py sums the counted facts the same way.

Held per session: its head, one `FileChange` per file changed with the DOM id of each
edit call (~40 bytes a call), the unlinked subagents (their nodes: few; none in a
session with no subagent files, the only kind stream.py `plan` streams); per hidden line
its line number (as `Document.hidden` holds it whole). Nothing else of a segment is kept.

How the head is merged (tree/build.py `_session` decides it for a whole session): the
title is the last segment's custom title, else the last AI title, else the first
segment's (its summary, first prompt or command, or the id); the summary and the
session it continues are the first segment's that has one; the snapshot is the last;
facts (tree/session_facts.py `collect`: the last of each kind wins) are the later
segment's where it states them, pull requests and tags are added up in order. Where a
whole build decides across segments differently (a custom title that only a worktree
name stated in an earlier segment shows to be stamped; a summary line in one segment
whose leaf is in another) the streamed export can differ: docs/decisions/large-sessions.md
"Status (h-sexport)" lists it.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields, replace
from typing import Optional

from .build import Document
from .changes import FileChange, session_changes
from .nodes import Hidden, Session, Subagent
from .session_facts import SessionFacts

__all__ = ["DocSum"]

#: the title sources that a later segment's title overrides an earlier one's by
_STATED = ("custom", "ai")


@dataclass
class _Head:
    """One session's head so far."""

    session: Session  # its first segment's, without nodes or messages
    changes: dict[str, list] = field(default_factory=dict)  # path -> [added, removed, calls]
    unlinked: list[Subagent] = field(default_factory=list)


def _facts(old: SessionFacts, new: SessionFacts) -> SessionFacts:
    """`new`'s facts where it states them, else `old`'s; pull requests and tags of both."""
    merged = {f.name: getattr(new, f.name) or getattr(old, f.name) for f in fields(old)
              if f.name not in ("prs", "tags")}
    prs = {pr.label: pr for pr in (*old.prs, *new.prs)}
    tags = dict.fromkeys((*old.tags, *new.tags))
    return SessionFacts(**merged, prs=tuple(prs.values()), tags=tuple(tags))


def _later(head: Session, seg: Session) -> Session:
    """`head` with what segment `seg` adds to it (see the module docstring)."""
    title, source = head.title, head.title_source
    if seg.title_source == "custom" or (seg.title_source == "ai" and source != "custom"):
        title, source = seg.title, seg.title_source
    return replace(head, title=title, title_source=source,
                   summary=head.summary or seg.summary,
                   continues=head.continues or seg.continues,
                   snapshot=seg.snapshot or head.snapshot,
                   facts=_facts(head.facts, seg.facts))


class DocSum:
    """A session's whole-document facts from its segments' documents (`add` each, in order;
    `document` at the end)."""

    def __init__(self) -> None:
        self.heads: dict[str, _Head] = {}
        self.hidden: dict[str, Hidden] = {}
        self.summaries: dict[str, None] = {}  # every summary text a segment had, in order

    def add(self, doc: Document) -> None:
        """One segment's document (before the detail level selects from it)."""
        for seg in doc.sessions:
            head = self.heads.get(seg.session_id)
            if head is None:
                head = self.heads[seg.session_id] = _Head(replace(seg, nodes=[], messages=[],
                                                                  unlinked=[]))
            else:
                head.session = _later(head.session, seg)
            for change in session_changes(replace(seg, unlinked=[])):
                total = head.changes.setdefault(change.path, [0, 0, []])
                total[0] += change.added
                total[1] += change.removed
                total[2].extend(change.calls)
            head.unlinked.extend(seg.unlinked)
            if seg.summary:
                self.summaries[seg.summary] = None
        for kind, hidden in doc.hidden.items():
            whole = self.hidden.setdefault(kind, Hidden())
            for reason, where in hidden.reasons.items():
                whole.reasons.setdefault(reason, []).extend(where)
            whole.count += hidden.count
        self.summaries.update(dict.fromkeys(doc.other_summaries))

    def changes(self, session_id: str) -> tuple[FileChange, ...]:
        """The files the session changed (tree/changes.py `session_changes` of the whole:
        the main thread's in order first changed, then the unlinked subagents')."""
        head = self.heads[session_id]
        changes = dict(head.changes)
        for change in session_changes(replace(head.session, nodes=[], unlinked=head.unlinked)):
            total = changes.setdefault(change.path, [0, 0, []])
            changes[change.path] = [total[0] + change.added, total[1] + change.removed,
                                    [*total[2], *change.calls]]
        return tuple(FileChange(path, a, r, tuple(calls)) for path, (a, r, calls)
                     in changes.items())

    def document(self) -> Document:
        """The sessions' heads (no nodes: the segments had them) with their unlinked
        subagents, the hidden lines and the summaries that title no session."""
        sessions = [replace(h.session, unlinked=h.unlinked) for h in self.heads.values()]
        used = {s.summary for s in sessions}
        return Document(sessions, self.hidden,
                        [text for text in self.summaries if text not in used])

    def first_title(self) -> Optional[str]:
        """The first session's title (the export's), None without a session."""
        return next((h.session.title for h in self.heads.values()), None)
