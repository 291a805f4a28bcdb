"""What cc2html knows, asked of cc2html: an entry's unknown names, from its classification.

"Known" means what the page does with it, so nothing here lists kinds:

- an entry is classified by the classify stage itself (classify/ FACTORIES for a
  transcript's and the other agents' entries, classify/sdk for stream-json), once per
  shape (its class, type, subtype, attachment type and the block types its reader did not
  model), with a fresh context. What comes out says what is unknown: an `UnknownMessage`
  (a kind with no view: `kind`; `user.document`: a block), an `UnrecognisedSystemMessage`
  (`system`), a bare generic `AttachmentMessage` (`attachment`). A kind another part of
  cc2html folds or shows (a row added to any of those tables) is known the moment it is.
- tool names: a row in classify/tools TOOLS (MCP tools, `mcp__…`, are the user's own and
  always shown generically: left out); blocks inside a tool result: a model in
  read/entries BLOCK_TYPES (any other is shown as raw JSON inside the result).
- entry fields (Claude Code transcripts only; top level, `message.*`, `message.usage.*`):
  a field of the entry's model in read/entries (a field another part of cc2html starts to
  read is known then), or one of IGNORED_FIELDS, each with why it is left aside.

An unknown kind, system subtype or top-level block fails `--strict` (the page lists it as
unrecognised); an attachment, a block inside a result, a tool or a field does not (each
is shown, generically): `Found`'s third member.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, Union

from ..classify import ClassifyContext, classify_entry
from ..classify.sdk.factories import SdkState, classify_sdk_message
from ..classify.tools import TOOLS
from ..model import AttachmentMessage, UnknownMessage, UnrecognisedSystemMessage
from ..read.entries import (ENTRY_TYPES, AttachmentEntry, Entry, MessageBody, ToolResultBlock,
                            ToolUseBlock, UnknownBlock, Usage)
from ..read.sdk_entries import SdkMessage

Found = tuple[str, str, bool]  # (category, name, whether --strict fails on it)
Record = Union[Entry, SdkMessage]

#: fields no model reads that are left aside on purpose (the reason each is), by path:
#: a top-level name (on any entry type), `message.x` or `message.usage.x`. Fields the
#: issue tracker asks to be understood (`effort`, `usage.speed` …) are not here.
IGNORED_FIELDS: dict[str, str] = {
    "slug": "formats.md §3e: the session's word slug; the page names a session by its title",
    "entrypoint": "formats.md §3e: the client (cli, claude-desktop …) the line was written by",
    "promptId": "formats.md §3e: an id grouping one prompt's lines; the tree groups them",
    "thinkingMetadata": "formats.md §3e: the thinking settings of a prompt",
    "todos": "formats.md §3e: the todo list's state; TodoWrite's cards show it",
    "permissionMode": "formats.md §3e: repeated by permission-mode lines",
    "summarizeMetadata": "formats.md §3e: bookkeeping of a compaction summary",
    "attributionPlugin": "formats.md §3e: the plugin a reply is attributed to",
    "attributionSkill": "formats.md §3e: the skill a reply is attributed to",
    "apiErrorStatus": "formats.md §3e: the HTTP status of an API error reply; its text is shown",
    "message.type": "Messages API: always \"message\"; the role says the rest",
    "message.stop_sequence": "Messages API: the stop sequence matched (cc2html sets none)",
}
_MODEL_FIELDS = {etype: frozenset(cls.model_fields) for etype, cls in ENTRY_TYPES.items()}
_MESSAGE_FIELDS = frozenset(MessageBody.model_fields)
_USAGE_FIELDS = frozenset(Usage.model_fields)


def unknown_fields(obj: dict[str, Any]) -> list[str]:
    """The fields of a transcript line (a decoded object) no model reads and none is
    ignored on purpose, as `type.field`, `type.message.field`, `type.message.usage.field`;
    none for a line of a kind the reader does not model."""
    etype = obj.get("type")
    known = _MODEL_FIELDS.get(etype) if isinstance(etype, str) else None
    if known is None:
        return []
    found = [f"{etype}.{k}" for k in obj if k not in known and k not in IGNORED_FIELDS]
    message = obj.get("message")
    if isinstance(message, dict):
        found += [f"{etype}.message.{k}" for k in message
                  if k not in _MESSAGE_FIELDS and f"message.{k}" not in IGNORED_FIELDS]
        usage = message.get("usage")
        if isinstance(usage, dict):
            found += [f"{etype}.message.usage.{k}" for k in usage
                      if k not in _USAGE_FIELDS and f"message.usage.{k}" not in IGNORED_FIELDS]
    return found


def _blocks(record: Record) -> list[Any]:
    content = getattr(getattr(record, "message", None), "content", None)
    return content if isinstance(content, list) else []


def _by_table(blocks: list[Any]) -> Iterator[Found]:
    """Tool names without a row; blocks inside a tool result without a model."""
    for block in blocks:
        if isinstance(block, ToolUseBlock):
            if block.name not in TOOLS and not block.name.startswith("mcp__"):
                yield "tool", block.name, False
        elif isinstance(block, ToolResultBlock) and isinstance(block.content, list):
            for inner in block.content:
                if isinstance(inner, UnknownBlock):
                    yield "block", f"tool_result.{inner.type or '?'}", False


class Judge:
    """The unknown names of the entries of one format (`sdk`: Agent SDK messages),
    classified once per shape."""

    def __init__(self, sdk: bool) -> None:
        self.sdk = sdk
        self._seen: dict[tuple[Any, ...], tuple[Found, ...]] = {}

    def unknowns(self, record: Record) -> tuple[Found, ...]:
        blocks = _blocks(record)
        attachment = getattr(record, "attachment", None)
        kind = attachment.get("type") if isinstance(attachment, dict) else None
        key = (type(record), record.type, getattr(record, "subtype", None),
               kind if isinstance(kind, str) else None,
               tuple(b.type for b in blocks if isinstance(b, UnknownBlock)))
        found = self._seen.get(key)
        if found is None:
            found = self._seen[key] = tuple(dict.fromkeys(self._classified(record)))
        more = tuple(_by_table(blocks))
        return found + more if more else found

    def _classified(self, record: Record) -> Iterator[Found]:
        ctx = ClassifyContext()
        try:
            out = list(classify_sdk_message(record, ctx, SdkState(last_tool={}))
                       if isinstance(record, SdkMessage) else classify_entry(record, ctx))
        except Exception:  # a classifier that fails is the pipeline's to report, not drift
            return
        for message in out:
            if isinstance(message, UnrecognisedSystemMessage):
                yield "system", message.subtype or "", True
            elif isinstance(message, UnknownMessage):
                yield self._unknown(message.kind)
            elif type(message) is AttachmentMessage and isinstance(record, AttachmentEntry):
                yield "attachment", message.kind, False

    def _unknown(self, kind: str) -> Found:
        role, dot, _ = kind.partition(".")
        if dot and role in ("user", "assistant"):  # classify/user.py, assistant.py name them so
            return "block", kind, True
        if self.sdk and kind.startswith("system/"):  # classify/sdk/notices.py `unknown`
            return "system", kind.removeprefix("system/"), True
        return "kind", kind, True
