"""User-side kinds of seed 001 §1.2: each a content class with a registry row and template."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .items import Item, items_text
from .core import MessageContent, UserTextMessage


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
        return items_text(self.items)


@dataclass(frozen=True, kw_only=True)
class SystemReminderMessage(UserSlashCommandMessage):
    """An `isMeta` user line of `<system-reminder>` text: context the harness injected
    (hook output, file changes, reminders), not a command's instructions."""


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

    `source` is "attachment" (modern `queued_command`), "queue-operation" (legacy remove),
    "enqueue" (only its queue-operation enqueue holds the text; see classify/queue.py) or
    "queue-operation/<op>" (only that operation holds it: a popAll's, a dequeue's text).
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
class PeerMessage(MessageContent):
    """A message from another agent (agent teams; cross-session SendMessage since 2.1.224):
    a prompt `<agent-message from="researcher">…</agent-message>`, written as a
    `queued_command` attachment with `origin: {"kind": "peer", "from", "body",
    "senderTaskId"}` when it arrives mid-turn, or as a user line when it opens one. Neither
    the user's words nor a prompt the user typed."""

    sender: str = ""  # the agent's name ("" when the line does not say)
    text: str = ""  # the message, without its wrapper tags
    sender_task_id: str = ""
    mid_turn: bool = False  # delivered while Claude worked (joins the running turn)

    @property
    def starts_turn(self) -> bool:
        return not self.mid_turn


@dataclass(frozen=True, kw_only=True)
class InterruptionMessage(MessageContent):
    """`[Request interrupted by user]` (or `… for tool use`): marks the turn it cut."""

    text: str = ""
    for_tool_use: bool = False
