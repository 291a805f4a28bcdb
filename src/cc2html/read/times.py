"""Transcript timestamps (ISO 8601, often with a trailing Z) as datetimes; None if unreadable.

One grammar on every Python: `datetime.fromisoformat` of 3.10 takes only 3- or 6-digit
fractions and no `Z`, 3.11's takes those and much more, so it is not called here. Accepted:
`YYYY-MM-DD`, then optionally one separator (`T`, a space: any character but a digit), a time
`HH[:MM[:SS[.fraction]]]` (`.` or `,`; any number of digits, cut to microseconds as 3.11
does) with an optional zone: `Z`, `±HH`, `±HHMM`, `±HH:MM`, `±HH:MM:SS[.ffffff]`. On this
grammar the result is what 3.11's `fromisoformat` returns; week dates, basic-format dates
and a fraction of a minute are refused on every version.
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta, timezone
from functools import lru_cache
from typing import Optional

#: a pause between two conversation lines longer than this is not active time
#: (tree/stats.active_seconds; the page's facts and the project index state it); 30 min,
#: as a person stepping away, not a long tool run. Here, with the times, so an index
#: can name it without loading the tree.
ACTIVE_GAP_S = 30 * 60


def active_over(times: list[datetime], gap_s: float = ACTIVE_GAP_S) -> Optional[float]:
    """Active seconds over conversation times: the span from the first to the last less
    each pause longer than `gap_s` between consecutive times (sorted here: a line stamped
    earlier than the one before it takes no time away). None without times. Of every set
    of times, so of several sessions together too: a gap between two sessions is a pause
    like any other (summing each session's active time lost it, issue 33)."""
    if not times:
        return None
    ordered = sorted(times)
    steps = ((b - a).total_seconds() for a, b in zip(ordered, ordered[1:]))
    return round(sum(step for step in steps if step <= gap_s), 3)


def pause_left_out(duration_s: Optional[float], active_s: Optional[float],
                   gap_s: float = ACTIVE_GAP_S) -> bool:
    """Whether an active time is worth saying beside the span: only when it left a pause
    out, so it is shorter than the span by more than `gap_s` (each pause left out is
    longer than that). The one rule of the page's facts, the HTML indexes and index.md:
    a 3 s session never shows "2s active, pauses over 30 min left out"."""
    if active_s is None or not duration_s:
        return False
    return 0 <= active_s <= duration_s and duration_s - active_s >= gap_s

_FRACTION = r"[.,][0-9]+"
_STAMP = re.compile(
    r"(?P<date>[0-9]{4}-[0-9]{2}-[0-9]{2})"
    rf"(?:[^0-9](?P<hour>[0-9]{{2}})(?::(?P<minute>[0-9]{{2}})(?::(?P<second>[0-9]{{2}})"
    rf"(?P<fraction>{_FRACTION})?)?)?"
    rf"(?P<zone>Z|[+-][0-9]{{2}}(?:[0-9]{{2}}|:[0-9]{{2}}(?::[0-9]{{2}}(?:{_FRACTION})?)?)?)?)?")


def _micro(fraction: Optional[str]) -> int:
    """`.5` or `,1234567` as microseconds: padded, or cut (not rounded) to six digits."""
    return int(fraction[1:7].ljust(6, "0")) if fraction else 0


def _zone(text: Optional[str]) -> Optional[timezone]:
    if not text:
        return None
    if text == "Z":
        return timezone.utc
    digits, fraction = text[1:].replace(":", ""), None
    if len(digits) > 6:
        digits, fraction = digits[:6], digits[6:]
    offset = timedelta(hours=int(digits[:2]), minutes=int(digits[2:4] or 0),
                       seconds=int(digits[4:6] or 0), microseconds=_micro(fraction))
    return timezone(-offset if text[0] == "-" else offset)  # ValueError from 24 hours on


#: Claude Code's own form, `2025-06-01T12:34:56.789Z`: the grammar's result is what
#: `fromisoformat` gives for it with the `Z` as `+00:00` (3.10 takes that shape too)
COMMON_STAMP = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}\.[0-9]{3}Z")
_UTC = "+00:00"


def is_common_stamp(text: str) -> bool:
    """Whether `text` has Claude Code's own form (COMMON_STAMP; a date or not: month 13)."""
    return len(text) == 24 and COMMON_STAMP.fullmatch(text) is not None


def parse_iso(text: str) -> datetime:
    """`text` as a datetime (naive when it names no zone); ValueError if it is not one."""
    if is_common_stamp(text):
        return datetime.fromisoformat(text[:23] + _UTC)  # ValueError for month 13 too
    match = _STAMP.fullmatch(text)
    if match is None:
        raise ValueError(f"not an ISO 8601 date and time: {text!r}")
    year, month, day = map(int, match["date"].split("-"))
    return datetime(year, month, day, int(match["hour"] or 0), int(match["minute"] or 0),
                    int(match["second"] or 0), _micro(match["fraction"]),
                    tzinfo=_zone(match["zone"]))


def parse_time(stamp: Optional[str]) -> Optional[datetime]:
    """`stamp` as an aware datetime in UTC, for ordering and durations; None if unreadable.

    A stamp that names no zone is taken as UTC, so that sorting and subtracting never mix
    naive and aware times and no result depends on the machine's time zone. The tree's
    passes ask for each line's stamp several times: answers are kept (datetimes are
    immutable), a bounded number.
    """
    if not stamp or not isinstance(stamp, str):
        return None
    return _utc(stamp)


def stamp_seconds(stamp: Optional[str]) -> Optional[float]:
    """`parse_time(stamp)` as POSIX seconds (None: unreadable), without its cache for
    Claude Code's own form (the first pass asks once a line: read/prescan_line.py)."""
    if isinstance(stamp, str) and is_common_stamp(stamp):
        try:
            return parse_iso(stamp).timestamp()
        except ValueError:  # (month 13)
            return None
    when = parse_time(stamp)
    return when.timestamp() if when is not None else None


@lru_cache(maxsize=4096)
def _utc(stamp: str) -> Optional[datetime]:
    try:
        when = parse_iso(stamp)
    except (ValueError, TypeError):
        return None
    if when.tzinfo is None:
        return when.replace(tzinfo=timezone.utc)
    try:
        return when.astimezone(timezone.utc)
    except OverflowError:  # year 1 with a positive offset: before the first UTC moment
        return None
