"""The core content models: metadata, the base class and the kinds every transcript has."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Optional

from .items import Item, items_text
from .tools.base import ToolInput, ToolOutput

@dataclass(frozen=True, slots=True)
class MessageMeta:
    uuid: Optional[str] = None
    parent_uuid: Optional[str] = None
    timestamp: Optional[str] = None
    session_id: Optional[str] = None
    is_sidechain: bool = False
    agent_id: Optional[str] = None
    line: int = 0
    cwd: Optional[str] = None
    git_branch: Optional[str] = None
    version: Optional[str] = None
    block: int = 0  # index of the content block inside its entry
    entry_type: Optional[str] = None  # the line's `type` ("user", "assistant", "system" …)
    agent: Optional[str] = None  # the coding agent that wrote it (None: Claude Code)
    #: a compact boundary's parentUuid is null: the uuids of the message it continues, in
    #: order of preference (its `logicalParentUuid`, then its preserved segment's head);
    #: empty on every other line (classify/system_kinds.py `compact_boundary`)
    logical_parents: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class TokenUsage:
    input_tokens: int = 0
    output_tokens: int = 0
    cache_creation_input_tokens: int = 0
    cache_read_input_tokens: int = 0
    #: the part of cache_creation_input_tokens written for an hour (`cache_creation.
    #: ephemeral_1h_input_tokens`), billed above the 5-minute writes; 0 when not said
    cache_write_1h: int = 0

    @property
    def total(self) -> int:
        return (self.input_tokens + self.output_tokens + self.cache_creation_input_tokens
                + self.cache_read_input_tokens)

    def peak(self, other: "TokenUsage") -> "TokenUsage":
        """Each count's larger value: two snapshots of one API message, the later complete."""
        return TokenUsage(
            max(self.input_tokens, other.input_tokens),
            max(self.output_tokens, other.output_tokens),
            max(self.cache_creation_input_tokens, other.cache_creation_input_tokens),
            max(self.cache_read_input_tokens, other.cache_read_input_tokens),
            max(self.cache_write_1h, other.cache_write_1h),
        )

    def __add__(self, other: "TokenUsage") -> "TokenUsage":
        return TokenUsage(
            self.input_tokens + other.input_tokens,
            self.output_tokens + other.output_tokens,
            self.cache_creation_input_tokens + other.cache_creation_input_tokens,
            self.cache_read_input_tokens + other.cache_read_input_tokens,
            self.cache_write_1h + other.cache_write_1h,
        )


# --------------------------------------------------------------------------- messages


@dataclass(frozen=True, kw_only=True)
class MessageContent:
    meta: MessageMeta = field(default_factory=MessageMeta)

    #: the role that starts a new turn in the hierarchy (see tree/build.py)
    @property
    def starts_turn(self) -> bool:
        return False


@dataclass(frozen=True, kw_only=True)
class UserTextMessage(MessageContent):
    items: tuple[Item, ...] = ()

    @property
    def starts_turn(self) -> bool:
        return True

    @property
    def text(self) -> str:
        return items_text(self.items)


@dataclass(frozen=True, kw_only=True)
class AssistantPart(MessageContent):
    """One block of an assistant API message; parts of one message share `message_id`."""

    model: Optional[str] = None
    message_id: Optional[str] = None
    usage: Optional[TokenUsage] = None
    effort: str = ""  # the reasoning effort asked for ("high" …; "" when not said)
    fast: bool = False  # served in fast mode (`usage.speed: "fast"`): billed at its own rates


@dataclass(frozen=True, kw_only=True)
class AssistantTextMessage(AssistantPart):
    items: tuple[Item, ...] = ()
    is_api_error: bool = False
    phase: str = ""  # Codex: "commentary" (a progress note) or "final_answer"

    @property
    def text(self) -> str:
        return items_text(self.items)


@dataclass(frozen=True, kw_only=True)
class ThinkingMessage(AssistantPart):
    thinking: str = ""


@dataclass(frozen=True, kw_only=True)
class RedactedThinkingMessage(ThinkingMessage):
    pass


@dataclass(frozen=True, kw_only=True)
class OmittedThinkingMessage(ThinkingMessage):
    """A `thinking` block with no text: the API did not send it (Opus 4.7+ default
    `display: "omitted"`: an empty `thinking` plus a `signature`), unlike a
    `redacted_thinking` block, whose text the API encrypted."""


@dataclass(frozen=True, kw_only=True)
class ModelFallbackMessage(AssistantPart):
    """A `fallback` block: the API handed the reply to another model after the first one
    declined (server-side fallback): `{"type": "fallback", "from": {"model": …}, "to":
    {"model": …}, "trigger": …}` (Anthropic's BetaFallbackBlock; ../shared/corpus-modern
    jazzyalex small.jsonl)."""

    from_model: str = ""
    to_model: str = ""
    trigger: str = ""  # what made the first model hand over (its `type`/`category`)

    @property
    def text(self) -> str:
        """One line: "claude-fable-5 → claude-opus-4-8 (refusal)"."""
        said = f"{self.from_model or '?'} → {self.to_model or '?'}"
        return said + (f" ({self.trigger})" if self.trigger else "")


@dataclass(frozen=True, kw_only=True)
class ToolUseMessage(AssistantPart):
    tool_use_id: str = ""
    tool_name: str = ""
    input: ToolInput = field(default_factory=ToolInput)
    caller: str = ""  # the tool that made this call ("": the model; sdk.CalledToolUseMessage)


def byte_size(n: int) -> str:
    """A size as Claude Code's marker words it, spaced: 512 B, 141 KB, 257.8 KB, 1.2 MB."""
    for unit, scale in (("MB", 1 << 20), ("KB", 1 << 10)):
        if n >= scale:
            value = f"{n / scale:.1f}".removesuffix(".0")
            return f"{value} {unit}"
    return f"{n} B"


@dataclass(frozen=True, slots=True)
class PersistedOutput:
    """A result Claude Code moved to `<session>/tool-results/<name>` (read/persisted.py):
    where it went, and whether the page shows it whole, its start, or only the preview."""

    name: str  # the file name in the session's tool-results folder ("": the marker's
    #            path was not one in a tool-results folder)
    size: str = ""  # its size as Claude Code gave it, or as read ("257.8 KB")
    preview: str = ""  # the preview's size as the marker gives it ("2 KB")
    #: "whole" | "start" (cut at the read limit) | "record" (the file not read, the line's
    #: own toolUseResult holds it all) | "preview"
    shown: str = "preview"
    shown_size: str = ""  # of "start": how much is shown
    why: str = ""  # of "preview": "missing", "a symbolic link, not followed", …

    @property
    def note(self) -> str:
        """The sentence every output shows above the result."""
        size = f" ({self.size})" if self.size else ""
        where = f"tool-results/{self.name}"
        if self.shown == "whole":
            return f"Claude Code moved this output{size} to {where}; shown whole from there."
        if self.shown == "start":
            return (f"Claude Code moved this output{size} to {where}; its first "
                    f"{self.shown_size} are shown.")
        if self.shown == "record":
            gone = "which is no longer there" if self.why == "missing" \
                else f"not read ({self.why})"
            return (f"Claude Code moved this output{size} to {where}, {gone}; shown whole "
                    "from the copy in the transcript line's toolUseResult.")
        preview = f"only the {self.preview} preview is shown" if self.preview \
            else "only the preview is shown"
        if not self.name:
            return (f"The full output{size} was saved to a path outside this session's "
                    f"tool-results folder, which is never read; {preview}.")
        why = {"missing": "which is no longer there"}.get(self.why, f"not read ({self.why})")
        return f"The full output{size} was saved to {where}, {why}; {preview}."


@dataclass(frozen=True, kw_only=True)
class ToolResultMessage(MessageContent):
    tool_use_id: str = ""
    output: ToolOutput = field(default_factory=ToolOutput)
    is_error: bool = False
    denied: bool = False  # the call was not permitted (sdk.DeniedToolResultMessage)
    tool_name: Optional[str] = None
    agent_id: Optional[str] = None  # toolUseResult.agentId of a Task/Agent result
    sidecar: Any = None  # the entry's toolUseResult, kept for structured views
    persisted: Optional[PersistedOutput] = None  # the output Claude Code moved to a file


@dataclass(frozen=True, kw_only=True)
class SystemMessage(MessageContent):
    level: str = "info"
    text: str = ""
    subtype: Optional[str] = None


@dataclass(frozen=True, kw_only=True)
class SessionHeaderMessage(MessageContent):
    title: str = ""
    session_id: str = ""
    summary: Optional[str] = None


@dataclass(frozen=True, kw_only=True)
class RewoundBranch(MessageContent):
    """Made by the tree stage (tree/branches.py), not read from a line: a branch of the
    conversation the user rewound away from (a later line went on from an earlier message).
    Its node's children are the branch's messages; `meta` is its first line's."""

    prompts: int = 0  # turn-starting messages in the branch
    count: int = 0  # messages in the branch


@dataclass(frozen=True, kw_only=True)
class UnknownMessage(MessageContent):
    """Anything we do not model: shown generically as folded JSON, never dropped."""

    kind: str = ""
    raw: Any = None
