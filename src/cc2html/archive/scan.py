"""The archive's record of a file's cheap facts (`Scan`: first and last time, session id,
working directory, whether it holds a conversation), read from its head and tail only.

Each input format computes them in its own row (read/agents/): `scan_file` is the
transcript's, the scan of a Claude Code projects folder; an agent home's planner uses its
format's (archive/agent_homes.py).
"""

from __future__ import annotations

from ..read.agents.claude_code import scan as scan_file
from ..read.agents.format import Scan

__all__ = ["Scan", "scan_file"]
