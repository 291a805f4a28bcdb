"""Jinja filters for the templates: the page's <time> element, class-safe tokens, message
keys, and the plain formatters of text/formats.py under their template names."""

from __future__ import annotations

import hashlib
import re
from datetime import datetime, timezone
from functools import lru_cache
from typing import Any, Optional

from markupsafe import Markup

from ...read.times import is_common_stamp, parse_iso
from ...model.text import counted, first_line
from .engine.codegen import printed
from ..text.formats import (fmt_duration, fmt_elapsed, fmt_int, line_ranges, resume_command,
                            short_model,
                            to_json)
from ..text.highlight import plain as pre
from ...tree.stats import thread_counts


def fmt_time(stamp: Optional[str]) -> Markup:
    """A <time> element: UTC text (readable without JS), local time added by the page script.

    A stamp with an offset is shown converted to UTC; one that names no zone is shown as
    written, with no zone claimed. Claude Code's own form (`2025-06-01T12:34:56.789Z`, one
    a message), once read as a date (month 13 is not), is its own text in UTC already: it
    is cut, not formatted, and holds nothing to escape.
    """
    try:
        when = parse_iso(stamp) if isinstance(stamp, str) and stamp else None
    except ValueError:
        when = None
    if when is None or not isinstance(stamp, str):
        return Markup("")
    if is_common_stamp(stamp):
        text = f"{stamp[:10]} {stamp[11:19]} UTC"
        return Markup(f'<time datetime="{stamp}" title="{text}">{text}</time>')  # noqa: S704
    # both escaped as `Markup(...) % (...)` escapes them, without its helper objects
    text = printed(_clock(when))
    return Markup(f'<time datetime="{printed(stamp)}" title="{text}">{text}</time>')  # noqa: S704


def _clock(when: datetime) -> str:
    """`YYYY-MM-DD HH:MM:SS` in UTC with " UTC", or as written when it names no zone.

    Written out field by field: `strftime("%Y")` does not pad years below 1000 on glibc.
    A moment that has no UTC equivalent in range (year 1 with a positive offset) keeps its
    own offset rather than claiming UTC.
    """
    zone = ""
    if when.tzinfo is not None:
        try:
            when, zone = when.astimezone(timezone.utc), " UTC"
        except OverflowError:
            zone = " " + (when.strftime("%z") or "")
    return (f"{when.year:04d}-{when.month:02d}-{when.day:02d} "
            f"{when.hour:02d}:{when.minute:02d}:{when.second:02d}{zone}")


def is_multiline(value: Any) -> bool:
    return isinstance(value, str) and ("\n" in value or len(value) > 120)


_CSS_UNSAFE = re.compile(r"[^a-z0-9_-]+")


def css_token(value: Any) -> str:
    """Transcript data inside a class attribute (`status-{{ x|css_token }}`): one lower-case
    token of [a-z0-9_-], so a value with spaces can never add classes of its own choosing."""
    text = value if isinstance(value, str) else "" if value is None else str(value)
    return _CSS_UNSAFE.sub("-", text.lower())[:40].strip("-") or "other"


def msg_key(message_id: Any) -> str:
    """An API message id as the page's `data-msg` key: the first 12 hex digits of its SHA-1
    (UTF-8), so cards of one message can be matched without transcript text in markup."""
    return _key(message_id if isinstance(message_id, str) else str(message_id))


@lru_cache(maxsize=1024)  # (the cards of one API message ask for the same key)
def _key(text: str) -> str:
    return hashlib.sha1(text.encode("utf-8", "surrogatepass")).hexdigest()[:12]


FILTERS = {
    "css_token": css_token,
    "msg_key": msg_key,
    "fmt_time": fmt_time,
    "fmt_duration": fmt_duration,
    "fmt_elapsed": fmt_elapsed,
    "fmt_int": fmt_int,
    "counted": counted,
    "short_model": short_model,
    "resume_command": resume_command,
    "to_json": to_json,
    "first_line": first_line,
    "is_multiline": is_multiline,
    "pre": pre,
    "thread_counts": thread_counts,
    "line_ranges": line_ranges,
}
