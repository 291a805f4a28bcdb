"""The archive's record of a file's cheap facts (`Scan`: first and last time, session id,
working directory, whether it holds a conversation), read from its head and tail only.

Each input format computes them in its own row (read/agents/): `scan_file` is the
transcript's, the scan of a Claude Code projects folder; an agent home's planner uses its
format's (archive/agent_homes.py). `scan_any` is a folder of sessions': a file Claude
Code's scan finds no conversation in is asked of the row its content shows.
"""

from __future__ import annotations

from pathlib import Path

from ..read.agents import detect_format
from ..read.agents.claude_code import scan as scan_file
from ..read.agents.format import Scan

__all__ = ["Scan", "scan_any", "scan_file"]


def scan_any(path: Path) -> Scan:
    """Claude Code's scan of `path`; when it finds no conversation (another agent's session
    has no line of Claude Code's shape: a pi, Cursor or Antigravity file given in a folder
    of sessions), the scan of the row whose content `path` has, so the file is planned as
    a session, not listed as one with no conversation. Detection is asked only then: a
    Claude Code folder's files cost what they did. Raises OSError."""
    scan = scan_file(path)
    if scan.conversation:
        return scan
    fmt = detect_format(path)
    return scan if fmt.scan is scan_file else fmt.scan(path)
