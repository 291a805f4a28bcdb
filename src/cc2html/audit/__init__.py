"""`cc2html secrets`: where an archive holds secrets, by the rules `--redact` masks with.

A library (like archive/ and survey/): it returns each session's `SessionFindings` and
raises; cli/secrets.py prints them (sanitized) and picks the exit code. No value leaves
it: a finding holds a kind, a place and a preview cut from the masked text
(redact/findings.py).
"""

from __future__ import annotations

from .scan import SessionFindings, plan_sessions, scan_plan, scan_session

__all__ = ["SessionFindings", "plan_sessions", "scan_plan", "scan_session"]
