"""Jinja filters: formatting of times, numbers, JSON and text for the templates."""

from __future__ import annotations

import json
import re
from typing import Any, Optional

from markupsafe import Markup

from ..tree.stats import parse_time
from ..read.jsonsafe import fallback_text
from ..model.text import first_line
from .highlight import plain as pre


def fmt_time(stamp: Optional[str]) -> Markup:
    """A <time> element: UTC text (readable without JS), local time added by the page script."""
    when = parse_time(stamp)
    if when is None:
        return Markup("")
    text = when.strftime("%Y-%m-%d %H:%M:%S") + (" UTC" if when.tzinfo else "")
    # `%` escapes its arguments like .format, at a third of the cost (one per message)
    return Markup('<time datetime="%s" title="%s">%s</time>') % (stamp, text, text)


def fmt_duration(seconds: Optional[float]) -> str:
    if seconds is None:
        return ""
    seconds = int(round(seconds))
    hours, rest = divmod(seconds, 3600)
    minutes, secs = divmod(rest, 60)
    if hours:
        return f"{hours}h {minutes:02d}m"
    if minutes:
        return f"{minutes}m {secs:02d}s"
    return f"{secs}s"


def fmt_elapsed(seconds: Optional[float]) -> str:
    """A short elapsed time for a tool call: "0.4s", "12s", "3m 05s"."""
    if seconds is None:
        return ""
    if seconds < 10:
        return f"{seconds:.1f}s"
    return fmt_duration(seconds)


def fmt_int(value: Any) -> str:
    return f"{value:,}" if isinstance(value, int) else str(value)


def to_json(value: Any) -> str:
    try:
        return json.dumps(value, ensure_ascii=False, indent=2, default=str)
    except (ValueError, RecursionError):
        return fallback_text(value, 2)


def is_multiline(value: Any) -> bool:
    return isinstance(value, str) and ("\n" in value or len(value) > 120)


_CSS_UNSAFE = re.compile(r"[^a-z0-9_-]+")


def css_token(value: Any) -> str:
    """Transcript data inside a class attribute (`status-{{ x|css_token }}`): one lower-case
    token of [a-z0-9_-], so a value with spaces can never add classes of its own choosing."""
    text = value if isinstance(value, str) else "" if value is None else str(value)
    return _CSS_UNSAFE.sub("-", text.lower())[:40].strip("-") or "other"


FILTERS = {
    "css_token": css_token,
    "fmt_time": fmt_time,
    "fmt_duration": fmt_duration,
    "fmt_elapsed": fmt_elapsed,
    "fmt_int": fmt_int,
    "to_json": to_json,
    "first_line": first_line,
    "is_multiline": is_multiline,
    "pre": pre,
}
