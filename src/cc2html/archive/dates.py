"""--from / --to values: a date, a date and time, or words ("today", "yesterday", "7 days ago")."""

from __future__ import annotations

import re
from datetime import date, datetime, time, timedelta
from typing import Optional

from ..read.times import parse_iso

_AGO = re.compile(r"^(\d+)\s*(minute|hour|day|week)s?\s+ago$")


class DateError(ValueError):
    pass


def _day(day: date, end: bool) -> datetime:
    moment = datetime.combine(day, time.max if end else time.min)
    return moment.astimezone()  # local midnight (or end of day)


def parse_bound(text: str, end: bool = False, now: Optional[datetime] = None) -> float:
    """Epoch seconds. A calendar day means its start for --from and its end for --to."""
    now = now or datetime.now().astimezone()
    value = text.strip().lower()
    if value in ("today", "yesterday"):
        return _day(now.date() - timedelta(days=value == "yesterday"), end).timestamp()
    if value == "now":
        return now.timestamp()
    match = _AGO.match(value)
    if match:
        count, unit = int(match.group(1)), match.group(2)
        if unit in ("day", "week"):
            days = count * (7 if unit == "week" else 1)
            return _day(now.date() - timedelta(days=days), end).timestamp()
        return (now - timedelta(**{unit + "s": count})).timestamp()
    try:
        if re.fullmatch(r"\d{4}-\d{2}-\d{2}", value):
            return _day(date.fromisoformat(value), end).timestamp()
        moment = parse_iso(text.strip())
    except ValueError:
        raise DateError(f"not a date: {text!r} (use YYYY-MM-DD, 'yesterday', "
                        f"'7 days ago', or an ISO date and time)") from None
    return (moment if moment.tzinfo else moment.astimezone()).timestamp()
