"""Titles a session takes from another file of its project: a summary line whose leaf
message is in the session (Claude Code writes them into the next session's file)."""

from __future__ import annotations

from .jobs import SessionSummary, pack_uuid
from .manifest import Manifest
from .plan import Plan


def _contains(blob: bytes, needle: bytes) -> bool:
    at = blob.find(needle)
    while at != -1 and at % 16:
        at = blob.find(needle, at + 1)
    return at != -1


def foreign_titles(plan: Plan, summaries: dict[str, SessionSummary],
                   uuids: dict[str, bytes], manifest: Manifest) -> dict[str, str]:
    """Titles from summary lines in other files of the project whose leaf is in a session."""
    titles: dict[str, str] = {}
    for proj in plan.projects:
        keys = [s.key for s in proj.sessions if s.key in summaries]
        foreign = [(pack_uuid(leaf), text, key) for key in sorted(keys)
                   for leaf, text in summaries[key].summaries]
        if not foreign:
            continue
        wanting = [k for k in keys if summaries[k].title_kind == "prompt"]
        blobs = {k: uuids[k] for k in wanting if k in uuids}
        blobs.update(manifest.uuids([k for k in wanting if k not in blobs]))
        for key, blob in blobs.items():
            for leaf, text, source in foreign:
                if source != key and _contains(blob, leaf):
                    titles[key] = text
    return titles
