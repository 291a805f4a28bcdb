"""Parsing of the XML-ish tags Claude Code writes into user text (and `local_command` lines).

Pure functions from text to content models; `user_kinds.py` decides when they apply.
Text outside the tags is never dropped: it is kept as `extra`.
"""

from __future__ import annotations

import json
import re
from typing import Any, Optional

from . import tagscan
from .peer import agent_message
from ..model import (BashInputMessage, BashOutputMessage, CommandOutputMessage,
                        MessageContent, MessageMeta, SlashCommandMessage, TaskNotificationMessage,
                        TeammateMessage, TeammateNote, UserMemoryMessage)

_ATTR = re.compile(r'([A-Za-z_][\w-]*)="([^"]*)"')
_TEAMMATE_OPEN = re.compile(r"<(teammate-message)\b([^>]{0,2000})>")  # (bounded: linear)
_TEAMMATE_CLOSE = re.compile(r"</(teammate-message)>")
_TRANSCRIPT = re.compile(r"Full transcript available at:\s*(\S+)")
_MARKDOWN_HINT = re.compile(r"^\s{0,3}(#{1,6}\s|[-*+]\s|\d+\.\s|>\s|```|\|.*\|)|\*\*[^*]+\*\*"
                            r"|`[^`]+`|\[[^\[\]\n]{1,300}\]\([^()\s]{1,300}\)", re.M)
# (the link part bounded: "[[[[…" rescanned the rest of the text from every "[")


def tag_text(text: str, name: str) -> Optional[str]:
    """The content of the first `<name>…</name>`, or None when the tag is absent."""
    return tagscan.first(text, name)  # (a regex rescans from every unclosed opening)


def without_tags(text: str, *names: str) -> str:
    """The text with those tags (and their content) removed: what is left over."""
    for name in names:
        text = tagscan.remove(text, name)
    return text.strip()


def has_tag(text: str, name: str) -> bool:
    return f"<{name}>" in text and f"</{name}>" in text


def looks_like_markdown(text: str) -> bool:
    return "\x1b" not in text and bool(_MARKDOWN_HINT.search(text))


# --------------------------------------------------------------------------- builders

COMMAND_TAGS = ("command-name", "command-message", "command-args", "command-contents")


def slash_command(text: str, meta: MessageMeta) -> Optional[MessageContent]:
    if not has_tag(text, "command-name"):
        return None
    return SlashCommandMessage(
        meta=meta,
        command_name=(tag_text(text, "command-name") or "").strip(),
        command_message=(tag_text(text, "command-message") or "").strip(),
        command_args=(tag_text(text, "command-args") or "").strip(),
        command_contents=(tag_text(text, "command-contents") or "").strip(),
        extra=without_tags(text, *COMMAND_TAGS))


def command_output(text: str, meta: MessageMeta) -> Optional[MessageContent]:
    stdout = tag_text(text, "local-command-stdout")
    stderr = tag_text(text, "local-command-stderr")
    if stdout is None and stderr is None:
        return None
    out = (stdout or "").strip("\n")
    return CommandOutputMessage(
        meta=meta, stdout=out, stderr=(stderr or "").strip("\n"),
        extra=without_tags(text, "local-command-stdout", "local-command-stderr"),
        is_markdown=looks_like_markdown(out))


def bash_input(text: str, meta: MessageMeta) -> Optional[MessageContent]:
    command = tag_text(text, "bash-input")
    if command is None:
        return None
    return BashInputMessage(meta=meta, command=command,
                            stdout=(tag_text(text, "bash-stdout") or "").strip("\n"),
                            stderr=(tag_text(text, "bash-stderr") or "").strip("\n"),
                            extra=without_tags(text, "bash-input", "bash-stdout", "bash-stderr"))


def bash_output(text: str, meta: MessageMeta) -> Optional[MessageContent]:
    stdout = tag_text(text, "bash-stdout")
    stderr = tag_text(text, "bash-stderr")
    if stdout is None and stderr is None:
        return None
    return BashOutputMessage(meta=meta, stdout=(stdout or "").strip("\n"),
                             stderr=(stderr or "").strip("\n"),
                             extra=without_tags(text, "bash-stdout", "bash-stderr"))


def user_memory(text: str, meta: MessageMeta) -> Optional[MessageContent]:
    memory = tag_text(text, "user-memory-input")
    if memory is None:
        return None
    return UserMemoryMessage(meta=meta, memory_text=memory.strip(),
                             extra=without_tags(text, "user-memory-input"))


def _usage(block: str) -> tuple[tuple[str, str], ...]:
    pairs = []
    for line in block.splitlines():
        key, sep, value = line.partition(":")
        if sep and key.strip():
            pairs.append((key.strip(), value.strip()))
        elif line.strip():
            pairs.append(("", line.strip()))
    return tuple(pairs)


TASK_TAGS = ("task-id", "tool-use-id", "status", "summary", "result", "usage", "output-file")


def task_notification(text: str, meta: MessageMeta) -> Optional[MessageContent]:
    block = tag_text(text, "task-notification")
    if block is None:
        return None
    rest = without_tags(text, "task-notification")
    transcript = _TRANSCRIPT.search(rest)
    if transcript:
        rest = (rest[:transcript.start()] + rest[transcript.end():]).strip()
    leftover = without_tags(block, *TASK_TAGS)
    return TaskNotificationMessage(
        meta=meta,
        task_id=(tag_text(block, "task-id") or "").strip(),
        tool_use_id=(tag_text(block, "tool-use-id") or "").strip(),
        status=(tag_text(block, "status") or "").strip(),
        summary=(tag_text(block, "summary") or "").strip(),
        result_text=(tag_text(block, "result") or "").strip(),
        usage=_usage(tag_text(block, "usage") or ""),
        transcript_path=transcript.group(1) if transcript else "",
        output_file=(tag_text(block, "output-file") or "").strip(),
        extra="\n\n".join(part for part in (leftover, rest) if part))


def _json_object(body: str) -> Any:
    stripped = body.strip()
    if not stripped.startswith("{"):
        return None
    try:
        value = json.loads(stripped)
    except ValueError:
        return None
    return value if isinstance(value, dict) else None


def teammate(text: str, meta: MessageMeta) -> Optional[MessageContent]:
    found = list(tagscan.blocks(text, _TEAMMATE_OPEN, _TEAMMATE_CLOSE))  # (linear)
    if not found:
        return None
    notes = []
    for match, content, _ in found:
        attrs = dict(_ATTR.findall(match.group(2)))
        body = content.strip("\n")
        notes.append(TeammateNote(teammate_id=attrs.get("teammate_id", ""),
                                  color=attrs.get("color", ""), summary=attrs.get("summary", ""),
                                  body=body, fields=_json_object(body)))
    return TeammateMessage(meta=meta, notes=tuple(notes),
                           before=text[:found[0][0].start()].strip(),
                           after=text[found[-1][2]:].strip())


#: tag builders in the order they are tried (first match wins)
TAG_BUILDERS = (slash_command, command_output, bash_input, bash_output, user_memory,
                task_notification, teammate, agent_message)
