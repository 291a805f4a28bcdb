"""What a session exported a segment at a time (stream.py `pieces`) states about the whole
session, gathered from its segments' documents one after another: the session's head
(id, title, summary, snapshot, facts, the session it continues), its unlinked subagents (shown at its end), the lines not shown (`Document.hidden`) and the
summaries that title no session. The exports write the head last (render/exports.py
stream.py `export_streamed`); tree/stats_sum.py sums the counted facts the same way.

Held per session: its head, the unlinked subagents (their nodes: few; the subagent files
and workflow runs no call names, read/side_plan.py gives them to the last segment); per
hidden line
its line number (as `Document.hidden` holds it whole). Nothing else of a segment is kept.

How the head is merged (tree/build.py `_session` decides it for a whole session): the
title is the last segment's custom title, else the last AI title, else the summary, the
first segment's first prompt, else its first command (`_Head.title`); the summary and the
session it continues are the first segment's that has one; the snapshot is the last;
facts (tree/session_facts.py `collect`: the last of each kind wins) are the later
segment's where it states them, pull requests and tags are added up in order. Where a
whole build decides across segments differently (a custom title that only a worktree
name stated in an earlier segment shows to be stamped; a summary line in one segment
whose leaf is in another) the streamed export can differ: docs/decisions/large-sessions.md
"Status (h-sexport)" lists it.

`ChangeSum` adds up the files a session changed the same way (per file changed: its
counts and the DOM id of each edit call, ~40 bytes a call).
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields, replace
from typing import Optional

from .build import Document, _first_command, _first_words
from .changes import FileChange, session_changes
from .nodes import Hidden, Session, Subagent, Where
from .session_facts import SessionFacts

__all__ = ["ChangeSum", "DocSum", "by_file"]

#: the title sources that a later segment's title overrides an earlier one's by
_STATED = ("custom", "ai")


@dataclass
class _Head:
    """One session's head so far."""

    session: Session  # its first segment's, without nodes or messages
    unlinked: list[Subagent] = field(default_factory=list)
    #: title source -> the title it gives: the last custom and AI titles, the first
    #: prompt's words, command and stamped custom title (tree/build.py `_session`'s order)
    titles: dict[str, str] = field(default_factory=dict)

    def title(self) -> tuple[str, str]:
        """(title, source) as tree/build.py `_session` picks them for the whole session."""
        sid, summary = self.session.session_id, self.session.summary
        for title, source in ((self.titles.get("custom"), "custom"),
                              (self.titles.get("ai"), "ai"), (summary, "summary"),
                              (self.titles.get("words"), "prompt"),
                              (self.titles.get("command"), "prompt"),
                              (self.titles.get("worktree"), "worktree")):
            if title:
                return title, source
        return (f"Session {sid[:8]}" if sid else "Session"), ""

    def note(self, seg: Session) -> None:
        """The title candidates of one more segment."""
        if seg.title_source in ("custom", "ai"):
            self.titles[seg.title_source] = seg.title
        for key, found in (("words", _first_words), ("command", _first_command)):
            if key not in self.titles and found(seg.messages):
                self.titles[key] = found(seg.messages)
        if seg.title_source == "worktree":
            self.titles.setdefault("worktree", seg.title)


def _facts(old: SessionFacts, new: SessionFacts) -> SessionFacts:
    """`new`'s facts where it states them, else `old`'s; pull requests and tags of both."""
    merged = {f.name: getattr(new, f.name) or getattr(old, f.name) for f in fields(old)
              if f.name not in ("prs", "tags")}
    prs = {pr.label: pr for pr in (*old.prs, *new.prs)}
    tags = dict.fromkeys((*old.tags, *new.tags))
    return SessionFacts(**merged, prs=tuple(prs.values()), tags=tuple(tags))


def _later(head: Session, seg: Session) -> Session:
    """`head` with what segment `seg` adds to it (see the module docstring; the title is
    `_Head.title`'s)."""
    return replace(head, summary=head.summary or seg.summary,
                   continues=head.continues or seg.continues,
                   snapshot=seg.snapshot or head.snapshot,
                   facts=_facts(head.facts, seg.facts))


def by_file(where: list[Where]) -> list[Where]:
    """Hidden lines in the whole build's order: the transcript's (file "") first, then each
    subagent file's, by name (tree/build.py `_gather` takes the file's records, then each
    sidecar's in read/sidecars.py `find_sidecars` order: name order; a session with both
    a `subagents/` folder and flat `agent-*.jsonl` siblings lists the flat ones after the
    nested, which this does not). Each segment reads its own subagent files after its lines
    (stream.py), so the segments' lists interleave them."""
    if all(not name for name, _ in where):
        return where
    return sorted(where, key=lambda w: (w[0] != "", w[0]))  # (stable: lines stay in order)


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
            head.note(seg)
            head.unlinked.extend(seg.unlinked)
            if seg.summary:
                self.summaries[seg.summary] = None
        for kind, hidden in doc.hidden.items():
            whole = self.hidden.setdefault(kind, Hidden())
            for reason, where in hidden.reasons.items():
                whole.reasons.setdefault(reason, []).extend(where)
            whole.count += hidden.count
        self.summaries.update(dict.fromkeys(doc.other_summaries))

    def document(self) -> Document:
        """The sessions' heads (no nodes: the segments had them) with their unlinked
        subagents, the hidden lines and the summaries that title no session."""
        sessions = [replace(h.session, unlinked=h.unlinked, title=h.title()[0],
                            title_source=h.title()[1]) for h in self.heads.values()]
        used = {s.summary for s in sessions}
        for hidden in self.hidden.values():
            for reason, where in hidden.reasons.items():
                hidden.reasons[reason] = by_file(where)
        return Document(sessions, self.hidden,
                        [text for text in self.summaries if text not in used])

    def first_title(self) -> Optional[str]:
        """The first session's title (the export's), None without a session."""
        return next((h.title()[0] for h in self.heads.values()), None)


class ChangeSum:
    """The files a session changed (tree/changes.py `session_changes` of the whole), from
    its segments' sessions as the export shows them: `add` each (its nodes: in the order
    first changed), then `result` with the session's head (its unlinked subagents last)."""

    def __init__(self) -> None:
        self.changes: dict[str, list] = {}  # path -> [added, removed, [call ids]]

    def _add(self, changes: tuple[FileChange, ...]) -> None:
        for change in changes:
            total = self.changes.setdefault(change.path, [0, 0, []])
            total[0] += change.added
            total[1] += change.removed
            total[2].extend(change.calls)

    def add(self, session: Session) -> None:
        self._add(session_changes(replace(session, unlinked=[])))

    def result(self, head: Session) -> tuple[FileChange, ...]:
        self._add(session_changes(replace(head, nodes=[])))
        return tuple(FileChange(path, a, r, tuple(calls))
                     for path, (a, r, calls) in self.changes.items())
