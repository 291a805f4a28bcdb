"""One table: content class -> everything that presents it.

A row gives a class its CSS classes, template, icon, title and filter group;
a message row also names its search passage (archive/passages.py) and its
family (each output's rule table is keyed by it: the terminal's TERMINAL_RULES,
the Markdown export's MARKDOWN_RULES), so adding a kind is one row here.
Rows cover message content models, the items of a message body (text, images,
notices: templates/items/, in the terminal by TERMINAL_ITEM_RULES) and the typed
tool inputs/outputs shown inside tool calls. `row_for` walks the class
hierarchy, so a subclass without a row of its own inherits its parent's;
`css_classes` adds the dynamic modifiers (system level, tool error, sidechain)
from `MODIFIERS`. The page renders four rows' templates (a tool call, an assistant
text, thinking, a user's text) through their hand-compiled Python instead
(render/to_html/hot_kinds.py), which tests check against the templates on every node.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Optional

from .. import model as m
from ..model import sdk as sdk
from ..model import workflow as wf
from ..model.inline import FlowText, FoldedNote, IdeNotice, PlacedImage
from ..model.tools import agents, base, files, planning, search, shell, skill, web
from ..model.tools import agents_cli

#: filter group -> the label of its toolbar button, in the buttons' order (the page script
#: reads both from the page: toolbar.html writes these pairs into #filters as data-groups)
FILTER_LABELS: dict[str, str] = {
    "session": "Session", "user": "User", "assistant": "Assistant", "thinking": "Thinking",
    "tool": "Tools", "system": "System", "notice": "Notices", "context": "Context",
    "sidechain": "Subagents",
}


@dataclass(frozen=True, slots=True)
class Passage:
    """What the archive's search index keeps of a kind: a kind letter (a key of
    archive/search_text.PASSAGE_CHARS; "" keeps nothing) and the message's text."""

    kind: str
    text: Callable[[Any], str]


def _text(msg: Any) -> str:
    return msg.text


def _tool_call(msg: Any) -> str:
    return f"{msg.input.display_name or msg.tool_name} {msg.input.summary}"


def _slash_command(msg: Any) -> str:
    return f"{msg.command_name} {msg.command_args}"


def _shell_command(msg: Any) -> str:
    return msg.command


PROMPT = Passage("u", _text)
SUBAGENT_PROMPT = Passage("s", _text)
ANSWER = Passage("a", _text)
TOOL_CALL = Passage("t", _tool_call)
SLASH_COMMAND = Passage("c", _slash_command)
SHELL_COMMAND = Passage("c", _shell_command)
WORKFLOW = Passage("t", _text)  # a workflow run, phase or agent: names and results' previews
UNSEARCHED = Passage("", _text)  # a kind the search deliberately leaves out


@dataclass(frozen=True, slots=True)
class Row:
    css: tuple[str, ...]
    template: str
    icon: str = ""
    title: str = ""
    filter: str = ""  # the filter group this kind belongs to in the page's toolbar
    passage: Optional[Passage] = None  # messages: what search keeps (UNSEARCHED: nothing)
    #: the family the kind belongs to ("user", "tool", "notice", ...): the key of each
    #: output's rule table (to_terminal TERMINAL_RULES, items TERMINAL_ITEM_RULES;
    #: to_markdown MARKDOWN_RULES)
    family: str = ""
    inline: str = ""  # items: its template inside a run of preformatted text (FlowText.parts)

    @property
    def label(self) -> str:
        """The filter group's button label ("" for a tool part, which has no group)."""
        return FILTER_LABELS.get(self.filter, "")


REGISTRY: dict[type, Row] = {
    # messages
    m.SessionHeaderMessage: Row(("session_header",), "kinds/session_header.html", "☰", "Session",
                                "session", UNSEARCHED, "generic"),
    m.UserTextMessage: Row(("user",), "kinds/user_text.html", "❯", "User", "user", PROMPT,
                           "user"),
    m.RewoundBranch: Row(("rewound",), "kinds/rewound.html", "↶", "Rewound", "notice", UNSEARCHED,
                         "rewound"),
    m.AssistantTextMessage: Row(("assistant",), "kinds/assistant_text.html", "✦", "Assistant",
                                "assistant", ANSWER, "assistant"),
    m.ThinkingMessage: Row(("thinking",), "kinds/thinking.html", "∴", "Thinking", "thinking",
                           UNSEARCHED, "thinking"),
    m.RedactedThinkingMessage: Row(("thinking",), "kinds/thinking.html", "∴",
                                   "Thinking (redacted)", "thinking", UNSEARCHED, "thinking"),
    m.OmittedThinkingMessage: Row(("thinking", "omitted"), "kinds/thinking_omitted.html", "∴",
                                  "Thinking not recorded", "thinking", UNSEARCHED, "thinking"),
    m.ModelFallbackMessage: Row(("notice", "fallback"), "kinds/model_fallback.html", "⇢",
                                "Model fallback", "notice", UNSEARCHED, "generic"),
    m.ToolUseMessage: Row(("tool_use",), "kinds/tool_use.html", "⚒", "Tool use", "tool",
                          TOOL_CALL, "tool"),
    m.ToolResultMessage: Row(("tool_result",), "kinds/tool_result.html", "↩", "Tool result",
                             "tool", UNSEARCHED, "orphan_result"),
    m.SystemMessage: Row(("system",), "kinds/system.html", "⚙", "System", "system", UNSEARCHED,
                         "system"),
    m.UnknownMessage: Row(("unknown",), "kinds/unknown.html", "?", "Unrecognised", "system",
                          UNSEARCHED, "unknown"),
    m.UnrecognisedSystemMessage: Row(("system",), "kinds/system_unrecognised.html", "⚙",
                                     "System", "system", UNSEARCHED, "system"),
    # user-side kinds (seed 001 §1.2)
    m.UserSlashCommandMessage: Row(("user", "slash-command"), "kinds/user_slash_command.html",
                                   "⌘", "Command instructions", "user", UNSEARCHED, "generic"),
    m.SystemReminderMessage: Row(("user", "system-reminder"), "kinds/system_reminder.html",
                                 "⌘", "System reminder", "user", UNSEARCHED, "generic"),
    m.SlashCommandMessage: Row(("user", "slash-command"), "kinds/slash_command.html", "⌨",
                               "Slash command", "user", SLASH_COMMAND, "generic"),
    m.CommandOutputMessage: Row(("user", "command-output"), "kinds/command_output.html", "▭",
                                "Command output", "user", UNSEARCHED, "generic"),
    m.BashInputMessage: Row(("bash-input",), "kinds/bash_input.html", "$", "Bash", "user",
                            SHELL_COMMAND, "generic"),
    m.BashOutputMessage: Row(("bash-output",), "kinds/bash_output.html", "▭", "Bash output",
                             "user", UNSEARCHED, "generic"),
    m.CompactedSummaryMessage: Row(("user", "compacted"), "kinds/compacted.html", "⇊",
                                   "Compacted conversation", "user", UNSEARCHED, "generic"),
    m.UserSteeringMessage: Row(("user", "steering"), "kinds/steering.html", "↪",
                               "User (steering)", "user", PROMPT, "user"),
    m.SubagentPromptMessage: Row(("user",), "kinds/subagent_prompt.html", "❖", "Subagent prompt",
                                 "user", SUBAGENT_PROMPT, "user"),
    m.UserMemoryMessage: Row(("user",), "kinds/user_memory.html", "◎", "Memory", "user",
                             UNSEARCHED, "generic"),
    m.TaskNotificationMessage: Row(("user", "task-notification"), "kinds/task_notification.html",
                                   "•", "Task notification", "user", UNSEARCHED, "generic"),
    m.TeammateMessage: Row(("user", "teammate"), "kinds/teammate.html", "⚇", "Teammate", "user",
                           UNSEARCHED, "generic"),
    m.PeerMessage: Row(("peer",), "kinds/peer_message.html", "⇄", "Agent message", "sidechain",
                       UNSEARCHED, "peer"),
    m.InterruptionMessage: Row(("user", "interruption"), "kinds/interruption.html", "✕",
                               "Interrupted", "user", UNSEARCHED, "interruption"),
    # system-side kinds (seed 001 Part 3)
    m.SystemNoticeMessage: Row(("system", "system-notice"), "kinds/system_notice.html", "ℹ",
                               "Notice", "system", UNSEARCHED, "system"),
    m.HookSummaryMessage: Row(("system", "system-hook"), "kinds/hook_summary.html", "⚓",
                              "Stop hooks", "system", UNSEARCHED, "generic"),
    m.AwaySummaryMessage: Row(("system", "system-away-summary"), "kinds/away_summary.html", "✎",
                              "Recap", "system", UNSEARCHED, "generic"),
    m.AttachmentMessage: Row(("system", "system-attachment"), "kinds/attachment.html", "⊕",
                             "Attachment", "system", UNSEARCHED, "generic"),
    m.HookAttachmentMessage: Row(("system", "system-hook-attachment"),
                                 "kinds/hook_attachment.html", "⚓", "Hook", "system",
                                 UNSEARCHED, "generic"),
    # workflow runs (model/workflow.py): nested under the Workflow call that launched them
    wf.WorkflowRunMessage: Row(("tool_use", "workflow_run"), "kinds/workflow_run.html", "⊞",
                               "Workflow run", "tool", WORKFLOW, "workflow"),
    wf.WorkflowPhaseMessage: Row(("tool_use", "workflow_phase"), "kinds/workflow_phase.html",
                                 "◧", "Phase", "tool", WORKFLOW, "workflow"),
    wf.WorkflowAgentMessage: Row(("tool_use", "workflow_agent"), "kinds/workflow_agent.html",
                                 "❖", "Agent", "tool", WORKFLOW, "workflow"),
    # a workflow journal's `result` line read as a transcript line (classify/journal.py)
    wf.WorkflowJournalResult: Row(("tool_use", "workflow_agent", "journal_result"),
                                  "kinds/workflow_journal_result.html", "❖",
                                  "Workflow agent result", "tool", WORKFLOW, "journal_result"),
    # items of a message body (model/items.py, model/inline.py)
    m.TextItem: Row((), "items/text.html", family="text", inline="items/inline/text.html"),
    m.ImageItem: Row((), "items/image.html", family="image"),
    m.DocumentItem: Row((), "items/document.html", family="document"),
    FlowText: Row((), "items/flow_text.html", family="text"),
    PlacedImage: Row((), "items/placed_image.html", family="placed_image",
                     inline="items/inline/placed_image.html"),
    IdeNotice: Row((), "items/ide_notice.html", family="ide"),
    FoldedNote: Row((), "items/folded_note.html", family="folded"),
    # tool views (model/tools/), by family: the input shown inside a tool_use, the output
    # inside a tool_result
    base.ToolInput: Row((), "tools/generic_input.html", "⚒"),
    base.ToolOutput: Row((), "tools/generic_output.html"),
    files.ReadInput: Row((), "tools/read_input.html", "▤"),
    files.WriteInput: Row((), "tools/write_input.html", "✎"),
    files.EditInput: Row((), "tools/edit_input.html", "±"),
    files.MultiEditInput: Row((), "tools/multiedit_input.html", "±"),
    files.NotebookEditInput: Row((), "tools/notebook_edit_input.html", "▣"),
    files.ReadOutput: Row((), "tools/read_output.html"),
    files.FileChangeOutput: Row((), "tools/file_change_output.html"),
    shell.BashInput: Row((), "tools/bash_input.html", "$"),
    shell.ShellRefInput: Row((), "tools/shell_ref_input.html", "$"),
    shell.KillShellInput: Row((), "tools/shell_ref_input.html", "✕"),
    shell.TaskStopInput: Row((), "tools/shell_ref_input.html", "✕"),
    shell.TaskOutputInput: Row((), "tools/shell_ref_input.html", "❖"),
    shell.ShellOutput: Row((), "tools/shell_output.html"),
    shell.TaggedOutput: Row((), "tools/tagged_output.html"),
    shell.StatusOutput: Row((), "tools/status_output.html"),
    search.GlobInput: Row((), "tools/glob_input.html", "✱"),
    search.GrepInput: Row((), "tools/grep_input.html", "⌕"),
    search.LSInput: Row((), "tools/ls_input.html", "▦"),
    search.FileListOutput: Row((), "tools/file_list_output.html"),
    search.MatchesOutput: Row((), "tools/matches_output.html"),
    planning.TodoWriteInput: Row((), "tools/todo_input.html", "☑"),
    planning.AskUserQuestionInput: Row((), "tools/ask_input.html", "?"),
    planning.ExitPlanModeInput: Row((), "tools/plan_input.html", "⇥"),
    planning.TodoOutput: Row((), "tools/todo_output.html"),
    planning.AnswersOutput: Row((), "tools/answers_output.html"),
    planning.PlanOutput: Row((), "tools/plan_output.html"),
    web.WebFetchInput: Row((), "tools/webfetch_input.html", "⇣"),
    web.WebSearchInput: Row((), "tools/websearch_input.html", "◍"),
    web.WebOutput: Row((), "tools/web_output.html"),
    agents.TaskInput: Row((), "tools/task_input.html", "❖"),
    agents.AgentOutput: Row((), "tools/agent_output.html"),
    skill.SkillInput: Row((), "tools/skill_input.html", "✧"),
    skill.SkillOutput: Row((), "tools/skill_output.html"),
    agents_cli.ApplyPatchInput: Row((), "tools/patch_input.html", "±"),
    # Agent SDK stream-json (model/sdk.py)
    sdk.NoticeMessage: Row(("notice",), "kinds/sdk/notice.html", "•", "Notice", "notice",
                           UNSEARCHED, "notice"),
    sdk.ResultNotice: Row(("notice", "result"), "kinds/sdk/notice.html", "⚑", "Result", "notice",
                          UNSEARCHED, "notice"),
    sdk.InjectedContextMessage: Row(("injected",), "kinds/sdk/injected_context.html", "⊕",
                                    "Injected context", "context", UNSEARCHED, "injected"),
    sdk.CitedTextMessage: Row(("assistant",), "kinds/sdk/cited_text.html", "✦", "Assistant",
                              "assistant", ANSWER, "assistant"),
    sdk.ReplayedUserMessage: Row(("user", "replayed"), "kinds/user_text.html", "❯",
                                 "User (replayed)", "user", PROMPT, "user"),
    sdk.AttachmentMessage: Row(("attachment",), "kinds/sdk/attachment.html", "⊕", "Attachment",
                               "user", UNSEARCHED, "attachment"),
    sdk.ServerToolUseMessage: Row(("tool_use", "server_tool"), "kinds/tool_use.html", "☁",
                                  "Server tool", "tool", TOOL_CALL, "tool"),
    sdk.McpToolUseMessage: Row(("tool_use", "mcp_tool"), "kinds/tool_use.html", "⌁", "MCP tool",
                               "tool", TOOL_CALL, "tool"),
    sdk.ServerToolInput: Row((), "tools/sdk/server_tool_input.html", "☁"),
    sdk.McpToolInput: Row((), "tools/generic_input.html", "⌁"),
    sdk.WebSearchOutput: Row((), "tools/sdk/web_search_output.html"),
    sdk.CodeRunOutput: Row((), "tools/sdk/code_run_output.html"),
    sdk.ServerResultOutput: Row((), "tools/sdk/server_result_output.html"),
}


def _system_level(msg: Any) -> tuple[str, ...]:
    return (f"system-{msg.level}",)


def _tool_error(msg: Any) -> tuple[str, ...]:
    return ("error",) if msg.is_error else ()


#: class -> function(msg) giving extra classes; applied along the class hierarchy
MODIFIERS: dict[type, Callable[[Any], tuple[str, ...]]] = {
    m.SystemMessage: _system_level,
    m.ToolResultMessage: _tool_error,
    sdk.NoticeMessage: lambda msg: (f"notice-{msg.level}",),
    sdk.DeniedToolResultMessage: lambda msg: ("error", "denied"),
}


def row_for(obj: Any) -> Row:
    return row_for_class(type(obj))


def row_for_class(kind: type) -> Row:
    for cls in kind.__mro__:
        row = REGISTRY.get(cls)
        if row is not None:
            return row
    raise LookupError(f"no registry row for {kind.__name__}")


def group_counts(classes: Mapping[type, int]) -> dict[str, int]:
    """Messages per filter group, by group name, from counts per content class (stats)."""
    groups: Counter[str] = Counter()
    for kind, count in classes.items():
        groups[row_for_class(kind).filter or "other"] += count
    return dict(sorted(groups.items()))


def css_classes(msg: m.MessageContent) -> str:
    classes = list(row_for(msg).css)
    for cls in type(msg).__mro__:
        modifier = MODIFIERS.get(cls)
        if modifier is not None:
            classes.extend(modifier(msg))
            break
    if msg.meta.is_sidechain:
        classes.append("sidechain")
    return " ".join(classes)
