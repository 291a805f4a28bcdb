"""A Codex prompt sent from the IDE extension: the editor's context, then the request.

The VS Code extension writes the user's message as "# Context from my IDE setup:" with
"## Open tabs:", "## Active file:" … sections, then "## My request for Codex:" and what
the person typed; the desktop app opens with "# Files mentioned by the user:" (its
attachments) the same way (seen in public rollouts and their exports). Codex itself treats everything before that marker as not the
person's words: openai/codex codex-rs/protocol/src/protocol.rs `USER_MESSAGE_BEGIN`
("## My request for Codex:"), and codex-rs/state/src/extract.rs
`strip_user_message_prefix` titles a thread by the text after it. So here the context
is injected context (its own card) and the request is the prompt: neither the title
nor the typed-prompt count picks up the open tabs.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any, Optional

from .agent_entries import InjectedEntry
from .entries import Entry

if TYPE_CHECKING:
    from .codex_state import CodexState

#: how the extension and the desktop app open their context block, and the line ending it
IDE_HEADS = ("# Context from my IDE setup:", "# Files mentioned by the user:")
USER_MESSAGE_BEGIN = "## My request for Codex:"

#: the reason an IDE context card gives (an InjectedEntry's `reason`)
IDE_REASON = "ide-context"


def split_ide(blocks: list[dict[str, Any]]) -> Optional[tuple[str, list[dict[str, Any]]]]:
    """(the IDE context, the blocks of the request) when the first block is text opening
    with one of IDE_HEADS, else None. The request is the text after the first
    USER_MESSAGE_BEGIN (left-stripped) and any later blocks (images); with no marker the
    whole message is context and the request is empty."""
    if not blocks or blocks[0].get("type") != "text":
        return None
    text = blocks[0].get("text")
    if not isinstance(text, str) or not text.lstrip().startswith(IDE_HEADS):
        return None
    at = text.find(USER_MESSAGE_BEGIN)
    if at == -1:
        return text, list(blocks[1:])
    request = text[at + len(USER_MESSAGE_BEGIN):].lstrip("\n").rstrip()
    rest = [{"type": "text", "text": request}] if request else []
    return text[:at].rstrip(), rest + list(blocks[1:])


def user_entries(state: "CodexState", line: int, obj: dict[str, Any],
                 blocks: list[dict[str, Any]]) -> Iterator[Entry]:
    """A user message's entries: its IDE context as an injected card first (when it has
    one), then the request as the prompt (when there is one left)."""
    split = split_ide(blocks)
    if split is None:
        yield state.user(line, obj, blocks)
        return
    context, request = split
    yield InjectedEntry(type="message", text=context, reason=IDE_REASON, **state.base(line, obj))
    if request:
        yield state.user(line, obj, request)
