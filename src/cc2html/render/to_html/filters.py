"""Jinja filters: formatting of times, numbers, JSON and text for the templates."""

from __future__ import annotations

import hashlib
import json
import re
import shlex
from collections.abc import Iterable
from datetime import datetime, timezone
from functools import lru_cache
from typing import Any, Optional

from markupsafe import Markup

from ...model import ToolUseMessage
from ...model.workflow import RUN_PARTS, WorkflowAgentMessage
from ...read.times import is_common_stamp, parse_iso
from ...tree.nodes import Node
from ...read.jsonsafe import fallback_text, shallow
from ...model.text import counted, first_line
from .engine.codegen import printed
from ..text.highlight import plain as pre


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


_MODEL_DATE = re.compile(r"-\d{8}$")


def short_model(name: Any) -> str:
    """A model id as the one-line facts name it: "claude-opus-4-6" is "opus-4-6",
    "claude-haiku-4-5-20251001" is "haiku-4-5" (the full id stays in the details)."""
    text = name if isinstance(name, str) else str(name)
    text = text[len("claude-"):] if text.startswith("claude-") else text
    return _MODEL_DATE.sub("", text) or text


def resume_command(session_id: Any, cwd: Any = None) -> str:
    """The shell command that resumes a session: `claude --resume ID`, after `cd DIR && `
    when the working directory is known; both quoted for a POSIX shell."""
    command = f"claude --resume {shlex.quote(str(session_id))}"
    return f"cd {shlex.quote(str(cwd))} && {command}" if cwd else command


#: levels of a JSON value shown indented; deeper ones are cut (jsonsafe.CUT). Indentation
#: grows with the depth, so the text of a value nested n deep grows as n squared: 9,000
#: levels (which Python 3.13 decodes) made 80 MB of spaces and took 4 s
SHOWN_DEPTH = 100


def to_json(value: Any) -> str:
    try:
        return json.dumps(shallow(value, SHOWN_DEPTH), ensure_ascii=False, indent=2, default=str)
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


def msg_key(message_id: Any) -> str:
    """An API message id as the page's `data-msg` key: the first 12 hex digits of its SHA-1
    (UTF-8), so cards of one message can be matched without transcript text in markup."""
    return _key(message_id if isinstance(message_id, str) else str(message_id))


@lru_cache(maxsize=1024)  # (the cards of one API message ask for the same key)
def _key(text: str) -> str:
    return hashlib.sha1(text.encode("utf-8", "surrogatepass")).hexdigest()[:12]


def thread_counts(nodes: Iterable[Node]) -> tuple[int, int, int]:
    """(messages, tool calls, workflow agents) of a thread: its nodes and their children, a
    nested subagent's own left out (it has a head of its own); a workflow run's headings
    are no messages, its agents are counted. Iterative: threads can be long."""
    messages = tools = agents = 0
    stack = list(nodes)
    while stack:
        node = stack.pop()
        stack.extend(node.children)
        if isinstance(node.msg, ToolUseMessage):
            tools += 1
        elif isinstance(node.msg, WorkflowAgentMessage):
            agents += 1
        elif not isinstance(node.msg, RUN_PARTS):
            messages += 1
    return messages, tools, agents


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
}
