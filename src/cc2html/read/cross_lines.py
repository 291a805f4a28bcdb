"""The few lines of a large session that decide its facts across segments, picked right
after the first pass while its record is at hand (issue 34; read/prescan_cross.py says
what the pass notes). The record is let go after the cut; these lists (byte offset and
line number of each line) are what a session-wide resolution reads again, with the
conversion's redactor: tree/background_session.py (task notifications and their calls)
and classify/replays_session.py (replayed assistant records).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from .prescan import Prescan, line_facts
from .prescan_cross import ANNOUNCE_MARKS

__all__ = ["TASKS_LOOKED_FOR", "CrossLines", "Where", "cross_lines"]

#: at most this many task ids are looked for in each result line holding a mark (a scan
#: of the line each); with more, every such line is kept (a superset: the session-wide
#: resolution applies the rule), so the cost stays linear in the lines however many tasks
#: a file announces
TASKS_LOOKED_FOR = 32
#: a line: its byte offset and its 1-based number in the file
Where = tuple[int, int]


@dataclass(frozen=True)
class CrossLines:
    """The lines to read again: `notices` (task notifications), `calls` (the calls whose id
    a notification names, file order), `announcers` (a call and the result that may announce
    its task's id, by the call's line: only when a notification names a task), `replays`
    (every assistant line of an API message that may be replayed, file order), `agents`
    (the line index and agent id of each call's first agent_progress line)."""

    notices: tuple[Where, ...] = ()
    calls: tuple[Where, ...] = ()
    announcers: tuple[tuple[Where, Where], ...] = ()
    replays: tuple[Where, ...] = field(default=())
    agents: tuple[tuple[int, str], ...] = ()


def _where(scan: Prescan, index: int) -> Where:
    return scan.offsets[index], scan.numbers[index]


def _announcers(path: Path, scan: Prescan, tasks: set[bytes]) -> list[tuple[Where, Where]]:
    """(call, result) pairs whose result line may announce one of the task ids `tasks`:
    the result lines holding a mark and one of those ids read again, each paired with the
    last line before it opening a call its results answer (read/prescan.py pairs a result
    with the call open before it). (A task id the line writes with JSON escapes is not
    seen.)"""
    cross = scan.cross
    few = len(tasks) <= TASKS_LOOKED_FOR  # (more: every result with a mark is kept)
    found: list[tuple[int, int]] = []
    wanted: dict[int, list[int]] = {}  # hash(tool_use id) -> result lines answering it
    with path.open("rb") as fh:
        for index in cross.results:
            fh.seek(scan.offsets[index])
            raw = fh.readline()
            if not any(mark in raw for mark in ANNOUNCE_MARKS) \
                    or (few and not any(task in raw for task in tasks)):
                continue
            facts = line_facts(raw[3:] if raw.startswith(b"\xef\xbb\xbf") else raw)
            for call in facts.results if facts is not None else ():
                wanted.setdefault(hash(call), []).append(index)
    lines = cross.lines_of_calls(set(wanted))
    for value, results in wanted.items():
        for result in results:
            before = [line for line in lines.get(value, ()) if line < result]
            if before:
                found.append((before[-1], result))
    return [(_where(scan, call), _where(scan, result)) for call, result in sorted(set(found))]


def cross_lines(path: Path, scan: Prescan) -> CrossLines:
    """The lines of `path` (its first pass `scan`) the cross-segment facts are read from."""
    cross = scan.cross
    replays = tuple(_where(scan, index) for index in cross.replay_lines())
    agents = tuple(cross.agents)
    if not cross.notices:
        return CrossLines(replays=replays, agents=agents)
    named = {hash(tool_use) for _, tool_use, _ in cross.notices if tool_use}
    calls = sorted({line for lines in cross.lines_of_calls(named).values() for line in lines})
    tasks = {task.encode() for _, _, task in cross.notices if task}
    return CrossLines(tuple(_where(scan, index) for index, _, _ in cross.notices),
                      tuple(_where(scan, index) for index in calls),
                      tuple(_announcers(path, scan, tasks)) if tasks else (), replays, agents)
