"""Pydantic models of raw transcript lines (entries) and their content blocks.

Input only: nothing here knows about HTML. Every field that an old or trimmed
transcript can lack is optional. Unknown entry kinds and unknown content blocks
are kept whole (as their raw JSON) so they can be rendered generically.
"""

from __future__ import annotations

from typing import Any, Optional, Union

from pydantic import BaseModel, ConfigDict, field_validator


class _Model(BaseModel):
    model_config = ConfigDict(extra="ignore", frozen=True, defer_build=True)


# --------------------------------------------------------------------------- blocks


class Block(_Model):
    type: str = ""


class TextBlock(Block):
    text: str = ""
    citations: Optional[list[Any]] = None


class ThinkingBlock(Block):
    thinking: str = ""
    signature: Optional[str] = None
    display: Optional[str] = None  # "omitted": the API sent no text (Opus 4.7+ default)


class RedactedThinkingBlock(Block):
    data: Optional[str] = None


class ImageSource(_Model):
    type: str = "base64"
    media_type: Optional[str] = None
    data: Optional[str] = None
    url: Optional[str] = None


class ImageBlock(Block):
    source: ImageSource


class DocumentSource(_Model):
    type: str  # "base64" (a PDF …), "text" (plain text), "url", "content" … (required)
    media_type: Optional[str] = None
    data: Any = None
    url: Optional[str] = None


class DocumentBlock(Block):
    """A document the user attached: `{"type":"document","source":{"type":"base64",
    "media_type":"application/pdf","data":…}}` or `source.type "text"` with the text in
    `data` (claude-code-viewer `content/DocumentContentSchema.ts`; ../shared/formats.md
    §3d). The API's optional `title` is kept."""

    source: DocumentSource
    title: Any = None


class ToolUseBlock(Block):
    id: str = ""
    name: str = ""
    input: Any = None
    caller: Any = None


class ToolResultBlock(Block):
    tool_use_id: str = ""
    content: Union[str, list[Block], None] = None
    is_error: Optional[bool] = None

    @field_validator("content", mode="before")
    @classmethod
    def _blocks(cls, v: Any) -> Any:
        return parse_blocks(v) if isinstance(v, list) else v


class ToolReferenceBlock(Block):
    """A tool named inside a tool result (ToolSearch's results):
    `{"type":"tool_reference","tool_name":"WebFetch"}` (claude-code-viewer
    `content/ToolReferenceContentSchema.ts`; ../shared/formats.md §3d)."""

    tool_name: str


class UnknownBlock(Block):
    """A content block of a type we do not model (or one that failed validation)."""

    raw: Any = None


BLOCK_TYPES: dict[str, type[Block]] = {
    "text": TextBlock,
    "thinking": ThinkingBlock,
    "redacted_thinking": RedactedThinkingBlock,
    "image": ImageBlock,
    "tool_use": ToolUseBlock,
    "tool_result": ToolResultBlock,
    "tool_reference": ToolReferenceBlock,
    "document": DocumentBlock,
}


def parse_block(item: Any) -> Block:
    if isinstance(item, str):
        return TextBlock(type="text", text=item)
    if isinstance(item, dict):
        kind = item.get("type")
        cls = BLOCK_TYPES.get(kind) if isinstance(kind, str) else None
        if cls is not None:
            try:
                return cls.model_validate(item)
            except Exception:
                pass
        btype = item.get("type")
        return UnknownBlock(type=btype if isinstance(btype, str) else "", raw=item)
    return UnknownBlock(type="", raw=item)


def parse_blocks(items: list[Any]) -> list[Block]:
    return [parse_block(x) for x in items]


# --------------------------------------------------------------------------- messages


class Usage(_Model):
    """The counts as the line gives them, of any type (a count past a double's range, a
    negative or a fraction must not make the reply raw): classify/assistant.py keeps what
    model/numbers.py calls a count and reports the rest."""

    input_tokens: Any = None
    output_tokens: Any = None
    cache_creation_input_tokens: Any = None
    cache_read_input_tokens: Any = None
    cache_creation: Optional[dict[str, Any]] = None  # the 5-minute / 1-hour split
    service_tier: Optional[str] = None
    speed: Any = None  # "fast" (fast mode, priced apart) | "standard" (../shared/formats.md §3e)

    @field_validator("cache_creation", mode="before")
    @classmethod
    def _split(cls, v: Any) -> Any:
        return v if isinstance(v, dict) else None


class MessageBody(_Model):
    role: Optional[str] = None
    content: Union[str, list[Block], None] = None
    id: Optional[str] = None
    model: Optional[str] = None
    usage: Optional[Usage] = None
    stop_reason: Optional[str] = None
    phase: Optional[str] = None  # Codex: "commentary" (progress) or "final_answer"

    @field_validator("content", mode="before")
    @classmethod
    def _blocks(cls, v: Any) -> Any:
        return parse_blocks(v) if isinstance(v, list) else v

    @field_validator("usage", mode="before")
    @classmethod
    def _usage(cls, v: Any) -> Any:
        return v if isinstance(v, dict) else None


# --------------------------------------------------------------------------- entries


class Entry(_Model):
    """Fields common to every transcript line. `line` is set by the reader."""

    type: str = ""
    line: int = 0
    uuid: Optional[str] = None
    parentUuid: Optional[str] = None
    isSidechain: bool = False
    sessionId: Optional[str] = None
    timestamp: Optional[str] = None
    version: Optional[str] = None
    cwd: Optional[str] = None
    gitBranch: Optional[str] = None
    agentId: Optional[str] = None
    isMeta: Optional[bool] = None
    userType: Optional[str] = None
    agent: Optional[str] = None  # set by the other agents' adapters ("Codex CLI" …)

    @field_validator("isSidechain", mode="before")
    @classmethod
    def _bool(cls, v: Any) -> bool:
        return bool(v) if isinstance(v, (bool, int)) else False

    @field_validator("timestamp", "uuid", "parentUuid", "sessionId", "version", "cwd",
                     "gitBranch", "agentId", mode="before")
    @classmethod
    def _str(cls, v: Any) -> Any:
        return v if isinstance(v, str) or v is None else str(v)


class UserEntry(Entry):
    message: MessageBody
    toolUseResult: Any = None
    isCompactSummary: Optional[bool] = None
    isVisibleInTranscriptOnly: Optional[bool] = None
    imagePasteIds: Any = None  # deliberately untyped: a malformed value is reported, not fatal
    sourceToolUseID: Optional[str] = None
    sourceToolAssistantUUID: Optional[str] = None


class AssistantEntry(Entry):
    message: MessageBody
    requestId: Optional[str] = None
    isApiErrorMessage: Optional[bool] = None
    error: Any = None
    #: the reasoning effort the reply was asked for (Claude Code 2.1.212+: low, medium,
    #: high, xhigh, max; ../shared/formats.md §3e); any type: classify keeps a short word
    effort: Any = None


class SystemEntry(Entry):
    """A `system` line. Fields it does not declare are kept (`model_extra`): a subtype
    without a view shows them all, so none is lost (system lines are few)."""

    model_config = ConfigDict(extra="allow", frozen=True, defer_build=True)

    subtype: Optional[str] = None
    content: Any = None
    level: Optional[str] = None
    toolUseID: Optional[str] = None
    hookCount: Optional[int] = None
    hookInfos: Any = None
    hookErrors: Any = None
    hasOutput: Optional[bool] = None
    preventedContinuation: Optional[bool] = None
    stopReason: Optional[str] = None
    compactMetadata: Any = None
    durationMs: Any = None  # any type: classify/system_kinds.py takes an amount
    logicalParentUuid: Optional[str] = None
    # api_error / turn_duration details (kept untyped: shapes vary by harness version)
    error: Any = None
    retryAttempt: Any = None
    maxRetries: Any = None
    retryInMs: Any = None
    messageCount: Any = None


class SummaryEntry(Entry):
    summary: str = ""
    leafUuid: Optional[str] = None


class QueueOperationEntry(Entry):
    operation: Optional[str] = None
    content: Any = None


class FileHistorySnapshotEntry(Entry):
    messageId: Optional[str] = None
    snapshot: Any = None
    isSnapshotUpdate: Optional[bool] = None


class AttachmentEntry(Entry):
    attachment: Any = None


class ProgressEntry(Entry):
    data: Any = None
    toolUseID: Optional[str] = None
    parentToolUseID: Optional[str] = None


class PermissionModeEntry(Entry):
    permissionMode: Optional[str] = None


class LastPromptEntry(Entry):
    lastPrompt: Optional[str] = None
    text: Optional[str] = None


class CustomTitleEntry(Entry):
    customTitle: Optional[str] = None


class AiTitleEntry(Entry):
    """`ai-title`: the title Claude Code generates; several per session, the last wins
    (claude-code-viewer `entry/AiTitleEntrySchema.ts`; formats.md §3a)."""

    aiTitle: Any = None


class SessionFactEntry(Entry):
    """A line that states one fact of its session (formats.md §3a: claude-code-viewer
    `entry/{AgentName,ModeEntry,PrLink}EntrySchema.ts`, agentsview `parser/claude.go`;
    `agent-color`, `tag` and `worktree-state` only in third-party test code): `agent-name`
    (`agentName`), `agent-color` (`agentColor`), `agent-setting` (`agentSetting`), `mode`
    (`mode`), `tag` (`tag`), `pr-link` (`prNumber`, `prUrl`, `prRepository`) and
    `worktree-state` (`worktreeSession.worktreeName` …). Values are untyped: a wrong type is
    dropped where the fact is taken (classify/session_facts.py), never a skipped line."""

    agentName: Any = None
    agentColor: Any = None
    agentSetting: Any = None
    mode: Any = None
    tag: Any = None
    prNumber: Any = None
    prUrl: Any = None
    prRepository: Any = None
    worktreeSession: Any = None


class LedgerEntry(Entry):
    """A Claude Code bookkeeping line that carries nothing for a reader (`atis-latch`,
    `cost-state`, `bridge-session`, `file-history-delta` … : LEDGER_KINDS); counted in the
    page's report with its reason (classify/session_facts.py)."""


class JournalEntry(Entry):
    """A line of a workflow run's journal (`<session>/subagents/workflows/<run>/journal.jsonl`)
    met where transcript lines are read: a journal file given alone, or such a line inside
    a transcript. `{"type":"started","key":"v2:…","agentId":…}` when an agent starts,
    `{"type":"result","key":…,"agentId":…,"result": <Markdown string or object>}` when it
    has its result (shape: daaain-claude-code-log `test/test_data/workflow_basic/…/
    journal.jsonl`, jazzyalex-agent-sessions `stage0/agents/claude/small.jsonl`; a run's own
    journal is read by read/workflows.py). `key` is required: a `started` or `result` line
    without one is no journal line and is shown raw."""

    key: str
    result: Any = None


class UnknownEntry(Entry):
    """A line of a kind we do not model: kept whole and rendered as folded JSON."""

    raw: Any = None


ENTRY_TYPES: dict[str, type[Entry]] = {
    "user": UserEntry,
    "assistant": AssistantEntry,
    "system": SystemEntry,
    "summary": SummaryEntry,
    "queue-operation": QueueOperationEntry,
    "file-history-snapshot": FileHistorySnapshotEntry,
    "attachment": AttachmentEntry,
    "progress": ProgressEntry,
    "permission-mode": PermissionModeEntry,
    "last-prompt": LastPromptEntry,
    "custom-title": CustomTitleEntry,
    "ai-title": AiTitleEntry,
    "started": JournalEntry,  # a workflow journal's lines (JournalEntry)
    "result": JournalEntry,
    **dict.fromkeys(("agent-name", "agent-color", "agent-setting", "mode", "tag", "pr-link",
                     "worktree-state"), SessionFactEntry),
    **dict.fromkeys(("atis-latch", "cost-state", "bridge-session", "file-history-delta",
                     "content-replacement", "relocated", "isolation-latch",
                     "attribution-snapshot", "speculation-accept", "fork-context-ref",
                     "frame-link"), LedgerEntry),
}

#: kinds known by their prefix (formats.md §3a: `artifact-comment-monitor`,
#: `artifact-autoreact-ledger`, `marble-origami-commit`, `marble-origami-snapshot` …)
ENTRY_PREFIXES: tuple[tuple[str, type[Entry]], ...] = (
    ("artifact-", LedgerEntry), ("marble-origami-", LedgerEntry))


def entry_class(kind: str) -> Optional[type[Entry]]:
    """The model of an entry kind: by name, else by prefix; None for an unknown kind."""
    cls = ENTRY_TYPES.get(kind)
    if cls is None:
        cls = next((c for prefix, c in ENTRY_PREFIXES if kind.startswith(prefix)), None)
    return cls
