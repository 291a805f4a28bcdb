"""A session's searchable passages, taken in the worker from its built document (see
search_text.py for what becomes of them)."""

from __future__ import annotations

from typing import Optional

from ..model import (AssistantTextMessage, BashInputMessage, SlashCommandMessage,
                        SubagentPromptMessage, ToolUseMessage, UserTextMessage)
from ..tree.build import Document, Node
from .search_text import PASSAGE_CHARS, SESSION_CHARS, Passage


def _passage(node: Node) -> Optional[tuple[str, str]]:
    msg = node.msg
    if isinstance(msg, SubagentPromptMessage):
        return "s", msg.text
    if isinstance(msg, UserTextMessage):
        return "u", msg.text
    if isinstance(msg, AssistantTextMessage):
        return "a", msg.text
    if isinstance(msg, ToolUseMessage):
        return "t", f"{msg.input.display_name or msg.tool_name} {msg.input.summary}"
    if isinstance(msg, SlashCommandMessage):
        return "c", f"{msg.command_name} {msg.command_args}"
    if isinstance(msg, BashInputMessage):
        return "c", msg.command
    return None


def passages(doc: Document) -> list[Passage]:
    found: list[Passage] = []
    total = 0
    for session in doc.sessions:
        for node in session.walk():
            got = _passage(node)
            if got is None:
                continue
            kind, text = got
            text = " ".join(text.split())[: PASSAGE_CHARS[kind]]
            if not text:
                continue
            total += len(text)
            if total > SESSION_CHARS:
                return found
            found.append((node.id, kind, text))
    return found
