"""Content models of the Agent SDK's three tracks, beside the transcript ones.

Turns reuse `cc2html.model` (user text, assistant text, thinking, tool
calls and results); this module adds what only the SDK stream carries:
the session snapshot (`system/init`), notices (rate limits, hooks, results …),
subagent task events, injected context (`isSynthetic`), server and MCP tool
blocks with their structured results, citations and attachments.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional

from .items import Item, items_text
from . import (AssistantTextMessage, MessageContent, TokenUsage, ToolResultMessage,
                        ToolUseMessage, UserTextMessage)
from .tools.base import ToolInput, ToolOutput

Facts = tuple[tuple[str, str], ...]


# --------------------------------------------------------------------------- records


@dataclass(frozen=True, kw_only=True)
class SnapshotRecord(MessageContent):
    """`system/init`: what the session had available; a header panel, not a message."""

    model: str = ""
    cwd: str = ""
    permission_mode: str = ""
    version: str = ""
    tools: tuple[str, ...] = ()
    mcp_servers: tuple[tuple[str, str], ...] = ()  # (name, status)
    plugins: tuple[tuple[str, str], ...] = ()  # (name, path)
    skills: tuple[str, ...] = ()
    slash_commands: tuple[str, ...] = ()
    agents: tuple[str, ...] = ()
    other: Facts = ()  # output style, API key source, fast mode … (whatever else init says)


@dataclass(frozen=True, kw_only=True)
class TaskRecord(MessageContent):
    """`system/task_*`: one lifecycle event of a subagent/background task."""

    event: str = ""  # "started" | "progress" | "updated" | "notification"
    task_id: str = ""
    tool_use_id: str = ""
    description: str = ""
    status: str = ""
    summary: str = ""
    last_tool: str = ""
    usage: Facts = ()
    detail: Facts = ()  # task type, workflow, output file, prompt …


# --------------------------------------------------------------------------- messages


@dataclass(frozen=True, kw_only=True)
class NoticeMessage(MessageContent):
    """A harness event shown as a compact line (rate limit, hook, retry, result …)."""

    kind: str = ""  # wire kind, e.g. "system/api_retry" or "rate_limit_event"
    title: str = ""
    text: str = ""  # the one-line gist
    level: str = "info"  # "info" | "warning" | "error"
    facts: Facts = ()
    body: str = ""  # longer text shown when expanded (hook output, command output …)
    result_text: str = ""  # the final answer (a ResultNotice)
    denials: tuple[str, ...] = ()  # permission denials (a ResultNotice)


@dataclass(frozen=True, kw_only=True)
class ResultNotice(NoticeMessage):
    """`result`: the end of a query, with cost, turns, duration, usage, the final answer
    and any permission denials. `usage` is the query's main conversation; `model_usage`
    the sum over the models of `modelUsage` (subagents included)."""

    usage: Optional[TokenUsage] = None
    model_usage: Optional[TokenUsage] = None
    cost_usd: Optional[float] = None
    duration_ms: Optional[float] = None


@dataclass(frozen=True, kw_only=True)
class InjectedContextMessage(MessageContent):
    """A user-role message the harness wrote (`isSynthetic`): folded, not a user turn."""

    items: tuple[Item, ...] = ()
    reason: str = "other"  # "skill-body" | "system-reminder" | "hook-output" | "slash-command" | …

    @property
    def text(self) -> str:
        return items_text(self.items)


@dataclass(frozen=True, kw_only=True)
class ReplayedUserMessage(UserTextMessage):
    """An `isReplay` user message that is the only record of its text in this log."""


@dataclass(frozen=True, slots=True)
class Citation:
    title: str = ""
    url: str = ""
    quote: str = ""
    kind: str = ""


@dataclass(frozen=True, kw_only=True)
class CitedTextMessage(AssistantTextMessage):
    citations: tuple[Citation, ...] = ()


@dataclass(frozen=True, kw_only=True)
class AttachmentMessage(MessageContent):
    """A document, search result or container upload block."""

    kind: str = ""
    title: str = ""
    media_type: str = ""
    text: str = ""
    source: str = ""


@dataclass(frozen=True, kw_only=True)
class ServerToolUseMessage(ToolUseMessage):
    """`server_tool_use`: a tool Anthropic's API ran (web search, code execution …)."""


@dataclass(frozen=True, kw_only=True)
class CalledToolUseMessage(ToolUseMessage):
    """A client tool call made by another tool (`caller` not "direct"), e.g. code execution."""

    caller_id: str = ""


@dataclass(frozen=True, kw_only=True)
class McpToolUseMessage(ToolUseMessage):
    """`mcp_tool_use`: a call through the API's MCP connector."""


@dataclass(frozen=True, kw_only=True)
class DeniedToolResultMessage(ToolResultMessage):
    """A tool result saying the call was not permitted (the user or a policy said no)."""

    denied: bool = True


@dataclass(frozen=True, kw_only=True)
class ServerToolResultMessage(ToolResultMessage):
    """`*_tool_result` blocks of server tools, and `mcp_tool_result`."""

    block_type: str = ""


# --------------------------------------------------------------------------- tool views


class ServerToolInput(ToolInput):
    """Input of a server tool: same table, marked as run by the API."""

    @property
    def summary(self) -> str:
        for key in ("query", "url", "path", "pattern", "command", "code"):
            value = self.params.get(key)
            if isinstance(value, str) and value.strip():
                return value.strip().splitlines()[0]
        return ""


class McpToolInput(ToolInput):
    mcp_server: str = ""

    @property
    def server(self) -> Optional[str]:  # type: ignore[override]
        return self.mcp_server or None


@dataclass(frozen=True, slots=True)
class SearchHit:
    title: str = ""
    url: str = ""
    page_age: str = ""


@dataclass(frozen=True, kw_only=True)
class WebSearchOutput(ToolOutput):
    hits: tuple[SearchHit, ...] = ()
    error_code: str = ""


@dataclass(frozen=True, kw_only=True)
class CodeRunOutput(ToolOutput):
    """Code execution / bash code execution: stdout, stderr, return code."""

    stdout: str = ""
    stderr: str = ""
    return_code: Optional[int] = None
    error_code: str = ""
    files: tuple[str, ...] = ()


@dataclass(frozen=True, kw_only=True)
class ServerResultOutput(ToolOutput):
    """Web fetch, text editor, tool search: the text plus a few labelled facts."""

    facts: Facts = ()
    error_code: str = ""
    links: tuple[SearchHit, ...] = field(default_factory=tuple)
