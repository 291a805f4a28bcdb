"""Transcript timestamps (ISO 8601, often with a trailing Z) as datetimes; None if unreadable."""

from __future__ import annotations

from datetime import datetime
from typing import Optional


def parse_time(stamp: Optional[str]) -> Optional[datetime]:
    if not stamp:
        return None
    try:
        return datetime.fromisoformat(stamp.replace("Z", "+00:00"))
    except (ValueError, TypeError):
        return None
