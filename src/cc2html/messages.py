"""Content models: what a message *is*, independent of HTML.

Immutable; built by the factories, never changed by later stages. The tree
stage wraps them in nodes; the registry maps each class to its CSS classes,
template and icon.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Optional

from .items import ImageItem, Item, TextItem
from .tools import ToolInput, ToolOutput


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


@dataclass(frozen=True, slots=True)
class TokenUsage:
    input_tokens: int = 0
    output_tokens: int = 0
    cache_creation_input_tokens: int = 0
    cache_read_input_tokens: int = 0

    @property
    def total(self) -> int:
        return (self.input_tokens + self.output_tokens + self.cache_creation_input_tokens
                + self.cache_read_input_tokens)

    def __add__(self, other: "TokenUsage") -> "TokenUsage":
        return TokenUsage(
            self.input_tokens + other.input_tokens,
            self.output_tokens + other.output_tokens,
            self.cache_creation_input_tokens + other.cache_creation_input_tokens,
            self.cache_read_input_tokens + other.cache_read_input_tokens,
        )


# --------------------------------------------------------------------------- messages


@dataclass(frozen=True, kw_only=True)
class MessageContent:
    meta: MessageMeta = field(default_factory=MessageMeta)

    #: the role that starts a new turn in the hierarchy (see tree.py)
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
        return "\n".join(i.text for i in self.items if isinstance(i, TextItem))


@dataclass(frozen=True, kw_only=True)
class AssistantPart(MessageContent):
    """One block of an assistant API message; parts of one message share `message_id`."""

    model: Optional[str] = None
    message_id: Optional[str] = None
    usage: Optional[TokenUsage] = None


@dataclass(frozen=True, kw_only=True)
class AssistantTextMessage(AssistantPart):
    items: tuple[Item, ...] = ()
    is_api_error: bool = False

    @property
    def text(self) -> str:
        return "\n".join(i.text for i in self.items if isinstance(i, TextItem))


@dataclass(frozen=True, kw_only=True)
class ThinkingMessage(AssistantPart):
    thinking: str = ""


@dataclass(frozen=True, kw_only=True)
class RedactedThinkingMessage(ThinkingMessage):
    pass


@dataclass(frozen=True, kw_only=True)
class ToolUseMessage(AssistantPart):
    tool_use_id: str = ""
    tool_name: str = ""
    input: ToolInput = field(default_factory=ToolInput)


@dataclass(frozen=True, kw_only=True)
class ToolResultMessage(MessageContent):
    tool_use_id: str = ""
    output: ToolOutput = field(default_factory=ToolOutput)
    is_error: bool = False
    tool_name: Optional[str] = None
    agent_id: Optional[str] = None  # toolUseResult.agentId of a Task/Agent result
    sidecar: Any = None  # the entry's toolUseResult, kept for structured views


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
class UnknownMessage(MessageContent):
    """Anything we do not model: shown generically as folded JSON, never dropped."""

    kind: str = ""
    raw: Any = None


# --------------------------------------------------------------------------- user-side kinds
# (seed 001 §1.2): each a content class of its own, with a registry row and template.


@dataclass(frozen=True, kw_only=True)
class UserSlashCommandMessage(MessageContent):
    """An `isMeta` user line: the instruction text a slash command (or the harness) injected.

    Not typed by the user, so it does not start a turn: it folds under the command.
    """

    items: tuple[Item, ...] = ()

    @property
    def text(self) -> str:
        return "\n".join(i.text for i in self.items if isinstance(i, TextItem))


@dataclass(frozen=True, kw_only=True)
class SlashCommandMessage(MessageContent):
    """`<command-name>/<command-message>/<command-args>` (+ legacy `<command-contents>`)."""

    command_name: str = ""
    command_message: str = ""
    command_args: str = ""
    command_contents: str = ""
    extra: str = ""  # text outside the tags, kept

    @property
    def starts_turn(self) -> bool:
        return True


@dataclass(frozen=True, kw_only=True)
class CommandOutputMessage(MessageContent):
    """`<local-command-stdout>` / `<local-command-stderr>` of a local slash command."""

    stdout: str = ""
    stderr: str = ""
    extra: str = ""
    is_markdown: bool = False


@dataclass(frozen=True, kw_only=True)
class BashInputMessage(MessageContent):
    """A `!` bash-mode command the user ran (`<bash-input>`), with its output when the
    same line carries it (usually the output is the next line, a BashOutputMessage)."""

    command: str = ""
    extra: str = ""
    stdout: str = ""
    stderr: str = ""

    @property
    def starts_turn(self) -> bool:
        return True


@dataclass(frozen=True, kw_only=True)
class BashOutputMessage(MessageContent):
    """`<bash-stdout>` / `<bash-stderr>`: nests under the bash input before it (sequential pair)."""

    stdout: str = ""
    stderr: str = ""
    extra: str = ""


@dataclass(frozen=True, kw_only=True)
class CompactedSummaryMessage(MessageContent):
    """The summary a compaction wrote to continue a conversation (`isCompactSummary`)."""

    summary_text: str = ""

    @property
    def starts_turn(self) -> bool:
        return True


@dataclass(frozen=True, kw_only=True)
class UserSteeringMessage(UserTextMessage):
    """A prompt queued while the assistant worked and delivered mid-turn.

    `source` is "attachment" (modern `queued_command`) or "queue-operation" (legacy remove).
    It joins the running turn instead of starting one.
    """

    source: str = "attachment"

    @property
    def starts_turn(self) -> bool:
        return False


@dataclass(frozen=True, kw_only=True)
class SubagentPromptMessage(UserTextMessage):
    """The prompt that opened a subagent's transcript (first sidechain user line).

    Shown as the prompt card of the nested view; the main thread never repeats it.
    """


@dataclass(frozen=True, kw_only=True)
class UserMemoryMessage(MessageContent):
    """`<user-memory-input>`: a `#` note the user asked to be remembered."""

    memory_text: str = ""
    extra: str = ""

    @property
    def starts_turn(self) -> bool:
        return True


@dataclass(frozen=True, kw_only=True)
class TaskNotificationMessage(MessageContent):
    """`<task-notification>`: a background task (async agent, monitor …) reporting back."""

    task_id: str = ""
    tool_use_id: str = ""
    status: str = ""
    summary: str = ""
    result_text: str = ""
    usage: tuple[tuple[str, str], ...] = ()
    transcript_path: str = ""
    output_file: str = ""
    extra: str = ""

    @property
    def starts_turn(self) -> bool:
        return True


@dataclass(frozen=True, slots=True)
class TeammateNote:
    teammate_id: str = ""
    color: str = ""
    summary: str = ""
    body: str = ""
    fields: Any = None  # the body parsed as a JSON object, when it is one


@dataclass(frozen=True, kw_only=True)
class TeammateMessage(MessageContent):
    """`<teammate-message>`: another Claude session writing to this one."""

    notes: tuple[TeammateNote, ...] = ()
    before: str = ""
    after: str = ""

    @property
    def starts_turn(self) -> bool:
        return True


@dataclass(frozen=True, kw_only=True)
class InterruptionMessage(MessageContent):
    """`[Request interrupted by user]` (or `… for tool use`): marks the turn it cut."""

    text: str = ""
    for_tool_use: bool = False


# --------------------------------------------------------------------------- system-side kinds


@dataclass(frozen=True, kw_only=True)
class SystemNoticeMessage(SystemMessage):
    """A one-line system notice (compact boundary, turn duration, API error …)."""

    details: tuple[tuple[str, str], ...] = ()


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


# --------------------------------------------------------------------------- records


@dataclass(frozen=True, kw_only=True)
class SummaryRecord(MessageContent):
    """A `summary` line: titles its session; not a message of its own."""

    summary: str = ""
    leaf_uuid: Optional[str] = None


@dataclass(frozen=True, kw_only=True)
class TitleRecord(MessageContent):
    """A custom title the user gave the session."""

    title: str = ""


@dataclass(frozen=True, kw_only=True)
class HiddenRecord(MessageContent):
    """A line deliberately not shown as a message; counted, by kind, in the page's report."""

    kind: str = ""
    reason: str = ""


@dataclass(frozen=True, kw_only=True)
class SteeringRecord(HiddenRecord):
    """Pairing facts of one steering card, for the pre-pass in `steering.py` (never shown).

    `card` is the message the record describes; `role` is "card" (a `queued_command`
    attachment) or "remove" (a legacy queue-operation remove); `pair_text` is the
    normalised prompt text, None when the prompt cannot be paired (image-only, dict …).
    """

    role: str = "card"
    pair_text: Optional[str] = None
    card: Optional[MessageContent] = None


@dataclass(frozen=True, kw_only=True)
class AgentProgressRecord(MessageContent):
    """An `agent_progress` line: one message of a running subagent, copied into the main file.

    Not a message of the main thread. The tree builds the subagent's transcript
    from these only when no sidecar file and no in-file sidechain holds it.
    """

    parent_tool_use_id: str = ""
    agent_id: Optional[str] = None
    messages: tuple[MessageContent, ...] = ()
