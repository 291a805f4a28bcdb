"""Content models: what a message *is*, independent of HTML.

Immutable; built by the factories, never changed by later stages. The tree stage wraps
them in nodes; the registry (render/registry.py) holds how each class is shown.
One module per family: `core` (metadata, the base class, the kinds every transcript
has), `user_kinds`, `system_kinds`, and `records` (lines that never render as messages).
"""

from .items import DocumentItem, ImageItem, Item, TextItem
from .core import (
    MessageMeta, TokenUsage, MessageContent, UserTextMessage, AssistantPart,
    AssistantTextMessage, ThinkingMessage, RedactedThinkingMessage, OmittedThinkingMessage,
    ToolUseMessage, ModelFallbackMessage,
    ToolResultMessage, SystemMessage, SessionHeaderMessage, RewoundBranch, UnknownMessage,
    PersistedOutput,
)
from .user_kinds import (
    UserSlashCommandMessage, SlashCommandMessage, CommandOutputMessage, BashInputMessage,
    BashOutputMessage, CompactedSummaryMessage, UserSteeringMessage, SubagentPromptMessage,
    UserMemoryMessage, TaskNotificationMessage, TeammateNote, TeammateMessage,
    InterruptionMessage, SystemReminderMessage, PeerMessage,
)
from .system_kinds import (
    SystemNoticeMessage, HookSummaryMessage, AwaySummaryMessage, AttachmentMessage,
    HookAttachmentMessage, UnrecognisedSystemMessage,
)
from .records import (
    SummaryRecord, TitleRecord, HiddenRecord, SteeringRecord, QueueRecord, AgentProgressRecord,
    FactRecord,
)

__all__ = [
    "DocumentItem", "ImageItem", "Item", "TextItem", "MessageMeta", "TokenUsage", "MessageContent",
    "UserTextMessage", "AssistantPart", "AssistantTextMessage", "ThinkingMessage",
    "RedactedThinkingMessage", "OmittedThinkingMessage", "ModelFallbackMessage", "ToolUseMessage",
    "ToolResultMessage", "PersistedOutput", "SystemMessage",
    "SessionHeaderMessage", "RewoundBranch", "UnknownMessage", "UserSlashCommandMessage",
    "SlashCommandMessage", "CommandOutputMessage", "BashInputMessage", "BashOutputMessage",
    "CompactedSummaryMessage", "UserSteeringMessage", "SubagentPromptMessage",
    "UserMemoryMessage", "TaskNotificationMessage", "TeammateNote", "TeammateMessage",
    "InterruptionMessage", "SystemReminderMessage", "PeerMessage", "SystemNoticeMessage", "HookSummaryMessage",
    "AwaySummaryMessage", "AttachmentMessage", "HookAttachmentMessage",
    "UnrecognisedSystemMessage", "SummaryRecord",
    "TitleRecord", "FactRecord", "HiddenRecord", "SteeringRecord", "QueueRecord", "AgentProgressRecord",
]
