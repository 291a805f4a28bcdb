"""The retention guard: Claude Code deletes transcripts older than `cleanupPeriodDays`
(30 unless its settings say otherwise), so a run says what is at risk.

The setting is read from Claude Code's user settings (`$CLAUDE_CONFIG_DIR/settings.json`,
by default `~/.claude/settings.json`) and, for a project, from the project's own
`.claude/settings.json` and `.claude/settings.local.json` where present (the last one
found wins, as in Claude Code). The top index states the user setting (no page depends
on today's date); the run's stderr and `--json` say how many sessions Claude Code will
delete within 7 days and how many of those the archive holds (a page, and a kept copy
unless `--no-keep-sources`); a run warns when the previous one is older than the setting.
"""

from __future__ import annotations

import datetime as dt
import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Optional

from .plan import Plan

DEFAULT_DAYS = 30
SOON_DAYS = 7


@dataclass(frozen=True)
class Retention:
    days: int  # cleanupPeriodDays of the user settings (or the default)
    origin: str  # where it came from: a settings file, or "default"
    at_risk: int = 0  # sessions Claude Code deletes within SOON_DAYS
    held: int = 0  # of those, the ones this archive holds
    stale_since: Optional[str] = None  # the previous run's date, when older than `days`

    def to_dict(self) -> dict[str, Any]:
        return {"cleanup_period_days": self.days, "setting": self.origin,
                "deleted_within_7_days": self.at_risk, "held_by_archive": self.held,
                "previous_run": self.stale_since}


def config_dir() -> Path:
    named = os.environ.get("CLAUDE_CONFIG_DIR")
    return Path(named).expanduser() if named else Path.home() / ".claude"


def _read_days(path: Path) -> Optional[int]:
    """The file's cleanupPeriodDays; None when the file, or a usable value, is not there."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    value = data.get("cleanupPeriodDays") if isinstance(data, dict) else None
    return value if isinstance(value, int) and not isinstance(value, bool) and value >= 0 else None


def user_setting() -> tuple[int, str]:
    path = config_dir() / "settings.json"
    days = _read_days(path)
    return (DEFAULT_DAYS, "default") if days is None else (days, str(path))


def project_days(project_path: str, default: int) -> int:
    days = default
    try:  # (--redact-home shows `~/app`, or `~\\app` for a Windows home: no user to find)
        root = Path(project_path).expanduser()
    except RuntimeError:
        return days
    if root.is_absolute():
        for name in ("settings.json", "settings.local.json"):
            found = _read_days(root / ".claude" / name)
            days = found if found is not None else days
    return days


def assess(plan: Plan, held: set[str], previous: Optional[str],
           now: Optional[dt.datetime] = None) -> Retention:
    """What Claude Code will delete soon (by the transcripts' mtimes) and whether `held`
    (the keys the archive holds after this run) covers it."""
    days, origin = user_setting()
    now = now or dt.datetime.now(dt.timezone.utc)
    at_risk = kept = 0
    for proj in plan.projects:
        limit = project_days(proj.path, days)
        cutoff = (now - dt.timedelta(days=limit - SOON_DAYS)).timestamp() * 1e9
        for s in proj.sessions:
            if 0 < s.main.mtime_ns <= cutoff:
                at_risk += 1
                kept += s.key in held
    stale = None
    try:
        if previous and (now.date() - dt.date.fromisoformat(previous)).days > days:
            stale = previous
    except ValueError:
        pass
    return Retention(days, origin, at_risk, kept, stale)
