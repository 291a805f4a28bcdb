"""The Markdown export's list of what a session changed (tree/changes.py), under its facts:
each file the edit calls of the main agent and its subagents changed, in the order first changed, with the lines
they added and removed and how many calls did it; the diffs follow in the calls themselves.
"""

from __future__ import annotations

from collections.abc import Iterator

from ...model.text import counted
from ...tree.build import Session
from ...tree.changes import FileChange, session_changes
from .md_anchors import link
from .md_text import code


def changes_md(session: Session, cwd: str | None = None, links: bool = False,
               changes: tuple[FileChange, ...] | None = None) -> Iterator[str]:
    """The session's "Changes" block (nothing when it changed no file); a path under `cwd`
    (the session's folder) is written from it; `links`: each file's edit calls linked
    (md_anchors: the whole export's headings); `changes`: the session's when known apart
    (a session exported a segment at a time: md_stream.py), else its nodes'."""
    changes = session_changes(session) if changes is None else changes
    if not changes:
        return
    base = cwd.rstrip("/") + "/" if cwd else ""
    added, removed = sum(c.added for c in changes), sum(c.removed for c in changes)
    lines = [f"**Changes**: {counted(len(changes), 'file')} changed, +{added:,} −{removed:,}"]
    for change in changes:
        path = change.path[len(base):] if base and change.path.startswith(base) else change.path
        calls = f" ({counted(len(change.calls), 'edit')})" if len(change.calls) > 1 else ""
        if links:
            calls = (f" ({counted(len(change.calls), 'edit')}: " + ", ".join(
                link(str(n), call) for n, call in enumerate(change.calls, 1)) + ")"
                if len(change.calls) > 1 else f" ({link('edit', change.calls[0])})")
        lines.append(f"- {code(path)} +{change.added:,} −{change.removed:,}{calls}")
    yield "\n".join(lines)
