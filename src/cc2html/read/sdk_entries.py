"""Pydantic models of Agent SDK stream-json messages (`claude -p --output-format stream-json`).

Input only, like `cc2html.read.entries`: every field an older or newer CLI can lack
is optional, and each message keeps its whole JSON object in `raw`, so fields
we do not model still reach the page (notices list them, unknown kinds dump
them). Content blocks reuse the transcript models (`MessageBody`).
"""

from __future__ import annotations

from typing import Any, Optional

from pydantic import BaseModel, ConfigDict, field_validator

from .entries import MessageBody


class SdkMessage(BaseModel):
    """Fields common to every SDK message. `line` is set by the reader."""

    model_config = ConfigDict(extra="ignore", frozen=True, defer_build=True)

    type: str = ""
    subtype: Optional[str] = None
    line: int = 0
    uuid: Optional[str] = None
    session_id: Optional[str] = None
    parent_tool_use_id: Optional[str] = None
    timestamp: Optional[str] = None
    raw: dict[str, Any] = {}

    @field_validator("uuid", "session_id", "parent_tool_use_id", "timestamp", "subtype",
                     mode="before")
    @classmethod
    def _str(cls, v: Any) -> Any:
        return v if isinstance(v, str) or v is None else str(v)

    def get(self, key: str, default: Any = None) -> Any:
        """A field of the raw message (for the many we do not model)."""
        return self.raw.get(key, default)


class SdkAssistant(SdkMessage):
    message: MessageBody
    error: Any = None


class SdkUser(SdkMessage):
    message: MessageBody
    isSynthetic: Optional[bool] = None
    isReplay: Optional[bool] = None
    tool_use_result: Any = None
    priority: Optional[str] = None


class SdkResult(SdkMessage):
    """The figures as the line gives them, of any type (a cost of 1e999 must not make the
    result raw): classify/sdk/notices.py keeps what model/numbers.py allows."""

    is_error: Optional[bool] = None
    duration_ms: Any = None
    duration_api_ms: Any = None
    num_turns: Any = None
    result: Any = None
    stop_reason: Optional[str] = None
    total_cost_usd: Any = None
    usage: Any = None
    modelUsage: Any = None
    permission_denials: Any = None
    errors: Any = None


class SdkSystem(SdkMessage):
    """Every `system` subtype: init, status, hooks, tasks, compact boundary …"""


class SdkEvent(SdkMessage):
    """Top-level kinds without a message body: stream_event, tool_progress, rate limits …"""


class SdkUnknown(SdkMessage):
    """A message of a type we do not model (or of the wrong shape): rendered generically."""


SDK_TYPES: dict[str, type[SdkMessage]] = {
    "assistant": SdkAssistant,
    "user": SdkUser,
    "result": SdkResult,
    "system": SdkSystem,
    "stream_event": SdkEvent,
    "tool_progress": SdkEvent,
    "tool_use_summary": SdkEvent,
    "auth_status": SdkEvent,
    "rate_limit_event": SdkEvent,
    "prompt_suggestion": SdkEvent,
    "keep_alive": SdkEvent,
    "control_request": SdkEvent,
    "control_response": SdkEvent,
    "control_cancel_request": SdkEvent,
}
