"""A Codex thread's subagent threads, found beside it for a single conversion.

Codex writes a spawned subagent's conversation to a rollout of its own (a thread with its
own id, created by `spawn_agent`: openai/codex core/src/tools/handlers/multi_agents/spawn.rs
`spawn_agent_with_metadata`), in the sessions folder of the day it started
(`sessions/YYYY/MM/DD/rollout-<ts>-<thread id>.jsonl`), its first `session_meta` naming
the parent in `source.subagent.thread_spawn.parent_thread_id` (codex_shape.spawner_of).
Nothing in the parent names the child's file, so it is looked for, cheaply and bounded:
in the parent's folder the rollouts named at or after the parent's start, and when that
folder is a `YYYY/MM/DD` one, the next day's (a thread that runs past midnight), at most
`MAX_HEADS` files, each read up to its `session_meta` only. A child of a child (a deeper
spawn) is found the same way among those files. A subagent started two or more days after
its parent began is not found here; the archive, which scans every rollout anyway, nests
it (archive/agent_homes.py).
"""

from __future__ import annotations

import json
from datetime import date, timedelta
from pathlib import Path
from typing import Optional

from .codex_shape import ROLLOUT_NAME, rollout_ids, spawner_of
from .filebytes import open_lines
from .sniff import BOM

__all__ = ["MAX_HEADS", "child_rollouts", "spawn_head"]

#: rollouts whose heads one single conversion reads at most, looking for subagents
MAX_HEADS = 2000
_META_LINES = 5  # `session_meta` is a rollout's first line; a few more are allowed


def spawn_head(path: Path) -> tuple[Optional[str], Optional[str]]:
    """(thread id, the thread that spawned it) from a rollout's first `session_meta`;
    (None, None) when there is none in its first lines. Raises OSError."""
    with open_lines(path) as lines:
        for n, raw in enumerate(lines):
            if n >= _META_LINES:
                break
            try:
                obj = json.loads(raw.removeprefix(BOM))
            except (ValueError, RecursionError):
                continue
            if not isinstance(obj, dict):
                continue
            payload = obj.get("payload")
            if obj.get("type") == "session_meta" and isinstance(payload, dict):
                sid = payload.get("id")
                return (sid if isinstance(sid, str) else None), spawner_of(payload)
    return None, None


def _next_day(folder: Path) -> Optional[Path]:
    """`…/YYYY/MM/DD` of the day after `folder`'s, when it names a day."""
    try:
        day = date(int(folder.parent.parent.name), int(folder.parent.name), int(folder.name))
    except ValueError:
        return None
    nxt = day + timedelta(days=1)
    return folder.parent.parent.parent / f"{nxt:%Y}" / f"{nxt:%m}" / f"{nxt:%d}"


def _candidates(path: Path) -> list[Path]:
    """The rollouts that may be `path`'s subagents', first files of a thread only (a
    paginated thread's later files are read with its first: codex_pages.py)."""
    start = ROLLOUT_NAME.fullmatch(path.name)
    stamp = start.group(1) if start else ""
    found: list[Path] = []
    for folder, since in ((path.parent, stamp), (_next_day(path.parent), "")):
        if folder is None or not folder.is_dir():
            continue
        for entry in sorted(folder.iterdir()):
            match = ROLLOUT_NAME.fullmatch(entry.name)
            ids = rollout_ids(entry.name)
            if match and ids and ids[0] == ids[1] and match.group(1) >= since \
                    and entry != path and entry.is_file():
                found.append(entry)
    return found[:MAX_HEADS]


def child_rollouts(path: Path, thread_id: Optional[str]) -> dict[str, Path]:
    """Thread id -> rollout of each subagent thread `thread_id` spawned, and of theirs
    (in the order found), among `_candidates(path)`; unreadable files are passed over."""
    if not thread_id:
        return {}
    by_parent: dict[str, list[tuple[str, Path]]] = {}
    for file in _candidates(path):
        try:
            sid, spawner = spawn_head(file)
        except OSError:
            continue
        if sid and spawner:
            by_parent.setdefault(spawner, []).append((sid, file))
    found: dict[str, Path] = {}
    todo = [thread_id]
    while todo:
        for sid, file in by_parent.get(todo.pop(0), []):
            if sid not in found and sid != thread_id:
                found[sid] = file
                todo.append(sid)
    return found
