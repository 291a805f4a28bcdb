"""Plain formatters every output uses: durations, numbers, model names, the resume
command and JSON text (the HTML output's Jinja filters call these too; render/to_html/
filters.py)."""

from __future__ import annotations

import json
import re
import shlex
from collections.abc import Iterable, Iterator
from typing import Any, Optional

from ...read.jsonsafe import fallback_text, shallow


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


#: at most this many runs of lines a report row names (the JSON export lists every line)
MOST_RUNS = 200


def line_ranges(where: Iterable[tuple[str, int]], most: int = MOST_RUNS) -> str:
    """Where lines are, as a report names them: "lines 3–5, 9; agent-a1.jsonl line 2"
    (by file, the transcript's first; runs of consecutive lines joined; a line 0, one no
    line of a file holds, left out); past `most` runs, how many lines more."""
    files: dict[str, set[int]] = {}
    for file, line in where:
        if line > 0:
            files.setdefault(file, set()).add(line)
    parts: list[str] = []
    shown = left = 0
    for file in sorted(files, key=lambda name: (name != "", name)):
        runs: list[str] = []
        for first, last in _runs(sorted(files[file])):
            if shown < most:
                runs.append(f"{first}–{last}" if last > first else str(first))
                shown += 1
            else:
                left += last - first + 1
        if runs:
            many = len(files[file]) > 1
            parts.append(f"{file + ' ' if file else ''}line{'s' if many else ''} "
                         + ", ".join(runs))
    more = f" … and {fmt_int(left)} more" if left else ""
    return "; ".join(parts) + more


def _runs(lines: list[int]) -> Iterator[tuple[int, int]]:
    """Runs of consecutive numbers in sorted `lines`: (first, last)."""
    start = prev = lines[0] if lines else 0
    for line in lines[1:]:
        if line != prev + 1:
            yield start, prev
            start = line
        prev = line
    if lines:
        yield start, prev
