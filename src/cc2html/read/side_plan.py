"""Which segment of a large session builds each of its subagent files (issue 34; stream.py
`plan`): a byte scan in the first pass, no models, so that a segment's build reads only its
own subagents' files and links them as the whole build does (tree/subagents.py, placement.py).

The whole build (pipeline.py `build_session`, tree/build.py PASSES) links a subagent file
`agent-<id>.jsonl` to the Task/Agent call whose result's `toolUseResult.agentId` is `<id>`
(classify/user.py; in an `agent_progress` line's `data.agentId` too: tree/subagents.py
`link_progress`); a subagent's own calls link deeper files the same way. So a file goes to:
1. the first segment whose lines hold `"agentId":"<id>"` (a call's result is in its call's
   segment: read/cut.py never cuts between them);
2. else the segment of the file that names it (a subagent spawned by a subagent), found by
   scanning the files placed so far, level by level;
3. else (no line names it: a compaction agent `acompact-*`, a warm-up, an orphan) the
   segment that holds the compacted-conversation card tree/placement.py `_card_for` would
   give a compaction agent (the first card, in time order, stamped at or after the agent's
   last line and not given to an earlier agent in key order), else the last segment, whose
   build adds it to the session's unlinked subagents, shown at its end as the whole
   build shows them (stream_head.py and tree/doc_sum.py collect them in segment order).

Workflow runs (read/sidecars.py `find_runs`) go the same way (tree/workflows.py
`place_runs` nests a run under the first Workflow call whose result names it:
`toolUseResult.runId`, its `transcriptDir`, or a `subagents/workflows/<run>` path in its
text): to the first segment whose lines name it so, else with the subagent file that
does, else to the last segment (whose build shows it at the session's end, as the whole
build does).

Each subagent file is read and built whole by its segment: they are far smaller than the
main file (the make_workload 40 MB session: 2.8 MB of files, the largest 0.1 MB); one that
is itself huge costs what the whole path costs for it (not bounded here).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Optional, TypeVar

from .times import parse_time

T = TypeVar("T")

__all__ = ["SegmentSide", "assign", "assign_runs", "card_stamps", "named_ids", "named_runs"]

#: `"agentId":"<id>"` as JSON writes a key (Claude Code writes it without spaces; any
#: white space allowed); an escaped copy inside a string (`\"agentId\"`) does not match
_AGENT = re.compile(rb'"agentId"\s*:\s*"([^"\\]{1,200})"')
#: a compacted-conversation card: classify/user_kinds.py `isCompactSummary` or a text that
#: starts with one of COMPACT_MARKERS (a copy: read/ must not import classify/)
_CARD = re.compile(rb'"isCompactSummary"\s*:\s*true|"(?:This session is being continued '
                   rb'from a previous conversation|\(compacted conversation\))')
#: where a Workflow call's result names its run (tree/workflows.py `run_id_of`)
_RUN = re.compile(rb'"runId"\s*:\s*"([^"\\]{1,200})"|subagents/workflows/([A-Za-z0-9_.-]+)')
_STAMP = re.compile(rb'"timestamp"\s*:\s*"([^"\\]{1,64})"')
BLOCK = 16 * 2**20
COMPACT_PREFIX = "acompact-"  # tree/placement.py's


@dataclass(frozen=True)
class SegmentSide:
    """A segment's share of the session's side files: agent id -> its subagent file (the
    files this segment's build reads), and the session's conversation span (first and last
    POSIX second of its main thread, read/prescan.py Clock) that tree/placement.py decides
    `aside` agents by, so each segment decides as the whole build does."""

    files: dict[str, Path]
    span: Optional[tuple[float, float]] = None
    runs: dict[str, Any] = field(default_factory=dict)  # run id -> its RunFiles


def _lines(path: Path, start: int, end: int) -> Iterator[bytes]:
    """Bytes `start`..`end` of `path` in blocks of whole lines (about BLOCK bytes each; a
    line longer than a block comes whole, its pieces joined once)."""
    with path.open("rb") as f:
        f.seek(start)
        left, pending = end - start, []
        while left > 0:
            block = f.read(min(BLOCK, left))
            if not block:
                break
            left -= len(block)
            cut = block.rfind(b"\n") + 1
            if cut == 0:
                pending.append(block)
                continue
            yield b"".join(pending) + block[:cut] if pending else block[:cut]
            pending = [block[cut:]] if cut < len(block) else []
        if pending:
            yield b"".join(pending)


def named_ids(path: Path, start: int = 0, end: Optional[int] = None) -> Iterator[str]:
    """Every `"agentId":"<id>"` of bytes `start`..`end` of `path`, in order."""
    end = path.stat().st_size if end is None else end
    for block in _lines(path, start, end):
        if b'"agentId"' in block:
            for match in _AGENT.finditer(block):
                yield match.group(1).decode("utf-8", "replace")


def named_runs(path: Path, start: int = 0, end: Optional[int] = None) -> Iterator[str]:
    """Every run id bytes `start`..`end` of `path` name as a Workflow result does."""
    end = path.stat().st_size if end is None else end
    for block in _lines(path, start, end):
        if b"runId" in block or b"subagents/workflows/" in block:
            for match in _RUN.finditer(block):
                yield (match.group(1) or match.group(2)).decode("utf-8", "replace")


def assign_runs(path: Path, ranges: list[tuple[int, int]], runs: dict[str, Any],
                files: list[dict[str, Path]]) -> list[dict[str, Any]]:
    """Run id -> its files for each segment (the module's rule); `files`: each segment's
    subagent files (`assign`)."""
    if not runs:  # (no workflow runs: the file is not read)
        return [{} for _ in ranges]
    where = _first_named(path, ranges, named_runs, runs)
    for n, mine in enumerate(files):
        for file in mine.values():
            if len(where) == len(runs):
                break
            if not file.is_file():
                continue
            for key in named_runs(file):
                if key in runs:
                    where.setdefault(key, n)
    return _shared_out(runs, where, len(ranges))  # (in run id order, as find_runs gives them)


def _first_named(path: Path, ranges: list[tuple[int, int]],
                 named: Callable[..., Iterator[str]], wanted: Mapping[str, Any]) -> dict[str, int]:
    """Each key of `wanted` that `named` finds in a segment's bytes -> the first such
    segment's index."""
    where: dict[str, int] = {}
    for n, (start, end) in enumerate(ranges):
        for key in named(path, start, end):
            if key in wanted:
                where.setdefault(key, n)
    return where


def _shared_out(items: Mapping[str, T], where: dict[str, int], count: int) -> list[dict[str, T]]:
    """`items` given to the `count` segments by `where` (the last segment: those not in
    it), each segment's in `items`' order."""
    out: list[dict[str, T]] = [{} for _ in range(count)]
    for key, item in items.items():
        out[where.get(key, count - 1)][key] = item
    return out


def _stamp(line: bytes) -> Optional[float]:
    match = _STAMP.search(line)
    when = parse_time(match.group(1).decode("utf-8", "replace")) if match else None
    return when.timestamp() if when is not None else None


def card_stamps(path: Path, start: int, end: int) -> list[float]:
    """The times of the compacted-conversation cards among bytes `start`..`end`."""
    stamps = []
    for block in _lines(path, start, end):
        for match in _CARD.finditer(block):
            first = block.rfind(b"\n", 0, match.start()) + 1
            last = block.find(b"\n", match.end())
            stamp = _stamp(block[first:last if last >= 0 else len(block)])
            if stamp is not None:
                stamps.append(stamp)
    return stamps


def _last_stamp(path: Path) -> Optional[float]:
    stamps = [s for block in _lines(path, 0, path.stat().st_size)
              for line in block.splitlines() if (s := _stamp(line)) is not None]
    return max(stamps) if stamps else None


def assign(path: Path, ranges: list[tuple[int, int]], files: dict[str, Path]) -> list[dict[str, Path]]:
    """Agent id -> file for each segment (byte range of `path`, in order): the module's rule."""
    if not files:  # (no subagent files: the file is not read)
        return [{} for _ in ranges]
    where = _first_named(path, ranges, named_ids, files)
    level = list(where)
    while level and len(where) < len(files):  # 2: named by a file placed the level before
        found = []
        for parent in level:
            if not files[parent].is_file():  # a FIFO would block: never read (as the whole path)
                continue
            for key in named_ids(files[parent]):
                if key in files and key not in where:
                    where[key] = where[parent]
                    found.append(key)
        level = found
    _compaction_agents(path, ranges, files, where)
    return _shared_out(files, where, len(ranges))  # (in find_sidecars' order)


def _compaction_agents(path: Path, ranges: list[tuple[int, int]], files: dict[str, Path],
                       where: dict[str, int]) -> None:
    """3: each compaction agent no line names placed with the card placement.py gives it."""
    agents = sorted(k for k in files if k.startswith(COMPACT_PREFIX) and k not in where)
    if not agents:
        return
    cards = sorted((stamp, n) for n, (start, end) in enumerate(ranges)
                   for stamp in card_stamps(path, start, end))
    taken: set[int] = set()
    for key in agents:
        end = _last_stamp(files[key]) if files[key].is_file() else None
        card = next((i for i, (stamp, _) in enumerate(cards)
                     if end is not None and stamp >= end and i not in taken), None)
        if card is not None:
            taken.add(card)
            where[key] = cards[card][1]
