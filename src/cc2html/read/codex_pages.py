"""A Codex thread paginated over several rollout files (0.146+), read as one session.

Shape (formats.md §4a; kzahel/yepanywhere#122; openai/codex codex-rs/rollout/src/ordinal.rs):
a paginated rollout's `session_meta.payload` says `history_mode: "paginated"` and every
line carries an `ordinal`. A later file of the thread is named `rollout-<ts>-<thread
id>_<rollout id>.jsonl`, keeps the thread's id in its `session_meta.payload.id`, and holds
only its own records: its `history_base {thread_id, end_ordinal_exclusive,
end_byte_offset}` names the physical rollout it continues (the first file's rollout id is
the thread id) and the ordinal it continues from. So the history is the chain from the
first file to the last, each earlier file up to the ordinal the next continues from.

The files are looked for beside the one given, by the thread id in its name. A line of an
earlier file at or past that ordinal (a reply rolled back before the next file began) is
hidden and said; where a file's lines carry no ordinal the whole file is read. Line
numbers run on across the files; a notice at each seam names the next file and the line
its first line is here.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any, Optional

from ..redact.redactor import Redactor
from .agent_entries import AgentNoticeEntry
from .codex_shape import rollout_ids
from .codex_state import CodexState
from .filebytes import open_lines
from .transcript import Item, ParseProblem, iter_entries

#: (a file of the chain, the ordinal the next file continues from: None for the last)
Chain = list[tuple[Path, Optional[int]]]
MakeEntries = Callable[[dict[str, Any], int], Iterator[Item]]


def _meta(path: Path) -> Optional[dict[str, Any]]:
    """The `session_meta` payload of a rollout's first line, else None."""
    try:
        with open_lines(path) as lines:
            first = next(iter(lines), b"")
        obj = json.loads(first)
    except (OSError, ValueError, RecursionError):
        return None
    payload = obj.get("payload") if isinstance(obj, dict) else None
    return payload if obj.get("type") == "session_meta" and isinstance(payload, dict) \
        else None


def _members(path: Path, thread: str) -> dict[str, tuple[Path, dict[str, Any]]]:
    """Rollout id -> (file, its history_base or {}) for every file of `thread` beside
    `path` whose first line is the thread's session_meta."""
    found = {}
    for sibling in sorted(path.parent.glob(f"rollout-*{thread}*.jsonl")):
        ids = rollout_ids(sibling.name)
        meta = _meta(sibling) if ids is not None and ids[0] == thread else None
        if meta is None or meta.get("id") != thread:
            continue
        base = meta.get("history_base")
        found[ids[1]] = (sibling, base if isinstance(base, dict) else {})
    return found


def _back(members: dict[str, tuple[Path, dict[str, Any]]], leaf: str) -> list[str]:
    """Rollout ids from `leaf` back to the first file (each named by the one after)."""
    walked = [leaf]
    while True:
        base = members[walked[-1]][1].get("thread_id")
        if not isinstance(base, str) or base not in members or base in walked:
            return walked
        walked.append(base)


def chain(path: Path) -> Chain:
    """The files of `path`'s thread in order, first to last, with each one's cut; just
    `path` when it is no paginated thread's file (its first line says so: the folder is
    only searched for a paginated one)."""
    ids, meta = rollout_ids(path.name), _meta(path)
    paged = meta is not None and (meta.get("history_mode") == "paginated"
                                  or "history_base" in meta)
    members = _members(path, ids[0]) if ids is not None and paged else {}
    if len(members) < 2 or ids is None or ids[1] not in members:
        return [(path, None)]
    named = {b.get("thread_id") for _, b in members.values()}
    leaves = [rid for rid in members if rid not in named]
    chains = [_back(members, leaf) for leaf in leaves]
    mine = [c for c in chains if ids[1] in c] or [[ids[1]]]
    newest = max(mine, key=lambda c: (members[c[0]][0].stat().st_mtime_ns, c[0]))
    order = list(reversed(newest))
    cuts: list[Optional[int]] = []
    for after in order[1:]:
        cut = members[after][1].get("end_ordinal_exclusive")
        cuts.append(cut if isinstance(cut, int) and not isinstance(cut, bool) else None)
    return [(members[rid][0], cut) for rid, cut in zip(order, cuts + [None])]


def _line_count(path: Path) -> int:
    with open_lines(path) as lines:
        return sum(1 for _ in lines)


def _seam(state: CodexState, path: Path, line: int) -> AgentNoticeEntry:
    return AgentNoticeEntry(
        type="rollout_part", kind="rollout_part", title="Continued in the next file",
        text=f"{path.name}: its line 1 is line {line} here", **state.base(line, {}))


def read_chain(parts: Chain, make: MakeEntries, feed: Callable[[Any], Iterator[Item]],
               state: CodexState, redactor: Optional[Redactor]) -> Iterator[Item]:
    """The entries of every file of `parts` in order, line numbers run on; `feed` puts an
    entry made here in line order among the reader's (codex_usage.UsagePlacer)."""
    offset = 0
    numbered: set[int] = set()  # problems the reader made (their line already runs on)
    for n, (path, cut) in enumerate(parts):
        if n:
            yield from feed(_seam(state, path, offset + 1))

        def make_line(obj: dict[str, Any], line: int, cut: Optional[int] = cut,
                      offset: int = offset) -> Iterator[Item]:
            ordinal = obj.get("ordinal")
            if cut is not None and isinstance(ordinal, int) and ordinal >= cut:
                yield from feed(state.hidden(
                    line + offset, obj, "rolled back", "past the point "
                    "the next file of this session continues from (rolled back): not in "
                    "its history"))
                return
            for item in make(obj, line + offset):
                if isinstance(item, ParseProblem):
                    numbered.add(id(item))
                yield item

        for item in iter_entries(path, make_line, redactor):
            mine = isinstance(item, ParseProblem) and id(item) not in numbered
            yield replace(item, line=item.line + offset) if mine else item
        offset += _line_count(path)
