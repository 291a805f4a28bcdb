"""pi's session file (`~/.pi/agent/sessions/--<cwd>--/<timestamp>_<id>.jsonl`): its row of
the table. The reader is read/pi.py.

Where: badlogic/pi-mono packages/coding-agent/src/config.ts `getAgentDir()` (the
`PI_CODING_AGENT_DIR` variable, else `~/.pi/agent`) and src/core/session-manager.ts
(`sessions/` under it, one folder per working directory, `--` + the path with `/`, `\\`
and `:` as `-` + `--`; a file `<ISO time with : and . as ->_<session id>.jsonl`). Told by
its first line, the `session` header (read/pi_shape.py). Head/tail facts: the header's
id, cwd and time, the last entry's `timestamp`.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any, Optional

from ..filebytes import open_lines
from ..pi_shape import is_header
from ..sniff import first_object
from .format import HEAD_LINES, Format, Home, Scan, line_object, tail_stamp, text

if TYPE_CHECKING:
    from ...redact.redactor import Redactor
    from ..transcript import Item


def detect(path: Path) -> bool:
    """A file whose first line is a pi session header."""
    return is_header(first_object(path))


def read(path: Path, redactor: Optional[Redactor] = None) -> Iterator[Item]:
    from ..pi import iter_pi
    return iter_pi(path, redactor)


def _stamp(obj: dict[str, Any]) -> Optional[str]:
    return text(obj, "timestamp") if obj.get("type") != "session" else None


def scan(path: Path) -> Scan:
    """Head and tail facts; raises OSError when the file cannot be read."""
    head: dict[str, Any] = {}
    talk = False
    with open_lines(path) as lines:
        for n, line in enumerate(lines):
            obj = line_object(line)
            if n >= HEAD_LINES or talk:
                break
            if obj is not None and not head and is_header(obj):
                head = obj
            talk = obj is not None and obj.get("type") == "message"
        last = tail_stamp(path, lines, _stamp, grow=False)
    first = text(head, "timestamp")
    return Scan(first, last or first, text(head, "id"), text(head, "cwd"), talk)


def pi_home() -> tuple[Path, ...]:
    """`$PI_CODING_AGENT_DIR/sessions`, else `~/.pi/agent/sessions`."""
    base = os.environ.get("PI_CODING_AGENT_DIR")
    root = Path(base).expanduser() if base else Path.home() / ".pi" / "agent"
    return (root / "sessions",)


#: a session file's name: `<ISO time, ':' and '.' as '-'>_<id>.jsonl` (session-manager.ts)
_NAME = re.compile(r"\d{4}-\d\d-\d\dT[\d-]+Z?_[^/]+\.jsonl")


def _session_file(path: Path) -> bool:
    """A session file in a `--<cwd>--` folder (or one named as pi names them)."""
    folder = path.parent.name
    return bool(_NAME.fullmatch(path.name)) or (folder.startswith("--")
                                                 and folder.endswith("--"))


PI = Format("pi", "pi", "", detect, read, scan,
            Home(pi_home, "~/.pi/agent/sessions", "~pi", ("",), (".jsonl",),
                 where=_session_file))
