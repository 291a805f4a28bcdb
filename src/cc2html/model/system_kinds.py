"""System-side kinds (seed 001 Part 3): notices, hook summaries, recaps, attachments."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Optional

from .core import MessageContent, SystemMessage


# --------------------------------------------------------------------------- system-side kinds


@dataclass(frozen=True, kw_only=True)
class SystemNoticeMessage(SystemMessage):
    """A one-line system notice (compact boundary, turn duration, API error …)."""

    details: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True, kw_only=True)
class UnrecognisedSystemMessage(SystemMessage):
    """A `system` line of a subtype cc2html has no view for: its content, and every other
    field in a "more fields" fold. Counted as unrecognised (`--strict` fails on it)."""

    fields: tuple[tuple[str, Any], ...] = ()


@dataclass(frozen=True, kw_only=True)
class HookSummaryMessage(MessageContent):
    """`stop_hook_summary`: which hooks ran when the turn stopped, and their errors."""

    commands: tuple[str, ...] = ()
    hook_errors: tuple[str, ...] = ()
    has_output: bool = False
    prevented_continuation: bool = False
    stop_reason: str = ""
    level: str = ""


@dataclass(frozen=True, kw_only=True)
class AwaySummaryMessage(MessageContent):
    """`away_summary`: the recap Claude Code writes when a session resumes after a break."""

    text: str = ""


@dataclass(frozen=True, kw_only=True)
class AttachmentMessage(MessageContent):
    """An `attachment` line of a kind without a view of its own: its fields, generically."""

    kind: str = ""
    content: str = ""  # a text payload worth showing as Markdown, when there is one
    fields: tuple[tuple[str, Any], ...] = ()


@dataclass(frozen=True, kw_only=True)
class HookAttachmentMessage(AttachmentMessage):
    """`hook_success` / `hook_*_error` / `hook_additional_context` attachments."""

    hook_event: str = ""
    hook_name: str = ""
    tool_use_id: str = ""  # the call a Pre/PostToolUse hook ran for
    command: str = ""
    stdout: str = ""
    stderr: str = ""
    exit_code: Optional[int] = None
    duration_ms: Optional[float] = None
    is_error: bool = False
