"""System entries: by subtype through `SYSTEM_SUBTYPES`, else a message by level."""

from __future__ import annotations

from collections.abc import Callable, Iterator

from ..read.entries import SystemEntry
from ..model import MessageContent, SystemMessage, UnrecognisedSystemMessage
from .blocks import dump_json
from .context import ClassifyContext, meta_of
from .system_kinds import SYSTEM_KIND_FACTORIES
from .system_recent import RECENT_SYSTEM_FACTORIES

SystemFactory = Callable[[SystemEntry, ClassifyContext], Iterator[MessageContent]]
#: subtype -> factory; a subtype without a row renders as a SystemMessage
SYSTEM_SUBTYPES: dict[str, SystemFactory] = {**SYSTEM_KIND_FACTORIES, **RECENT_SYSTEM_FACTORIES}

LEVELS = ("info", "warning", "error")


def system_text(entry: SystemEntry) -> str:
    if isinstance(entry.content, str):
        return entry.content
    if entry.content is None:
        return ""
    return dump_json(entry.content)


#: fields every line has, or that a system card shows itself: not repeated as "more fields"
SHOWN = {"type", "line", "uuid", "parentUuid", "isSidechain", "sessionId", "timestamp",
         "version", "cwd", "gitBranch", "agentId", "isMeta", "userType", "subtype", "content",
         "level"}


def unrecognised(entry: SystemEntry, level: str) -> UnrecognisedSystemMessage:
    """A subtype without a row: its content, and each other field it carries."""
    data = entry.model_dump(mode="json", exclude_none=True)
    fields = tuple((key, value) for key, value in data.items() if key not in SHOWN)
    return UnrecognisedSystemMessage(meta=meta_of(entry), level=level, text=system_text(entry),
                                     subtype=entry.subtype, fields=fields)


def classify_system(entry: SystemEntry, ctx: ClassifyContext) -> Iterator[MessageContent]:
    factory = SYSTEM_SUBTYPES.get(entry.subtype or "")
    if factory is not None:
        yield from factory(entry, ctx)
        return
    level = entry.level if entry.level in LEVELS else "info"
    if entry.subtype:
        yield unrecognised(entry, level)
        return
    text = system_text(entry)
    yield SystemMessage(meta=meta_of(entry), level=level, text=text, subtype=entry.subtype)
