"""System entries: by subtype through `SYSTEM_SUBTYPES`, else a message by level."""

from __future__ import annotations

from collections.abc import Callable, Iterator

from ..read.entries import SystemEntry
from ..model import MessageContent, SystemMessage
from .blocks import dump_json
from .context import ClassifyContext, meta_of
from .system_kinds import SYSTEM_KIND_FACTORIES

SystemFactory = Callable[[SystemEntry, ClassifyContext], Iterator[MessageContent]]
#: subtype -> factory; a subtype without a row renders as a SystemMessage
SYSTEM_SUBTYPES: dict[str, SystemFactory] = {**SYSTEM_KIND_FACTORIES}

LEVELS = ("info", "warning", "error")


def system_text(entry: SystemEntry) -> str:
    if isinstance(entry.content, str):
        return entry.content
    if entry.content is None:
        return ""
    return dump_json(entry.content)


def classify_system(entry: SystemEntry, ctx: ClassifyContext) -> Iterator[MessageContent]:
    factory = SYSTEM_SUBTYPES.get(entry.subtype or "")
    if factory is not None:
        yield from factory(entry, ctx)
        return
    level = entry.level if entry.level in LEVELS else "info"
    text = system_text(entry)
    if not text and entry.subtype:
        text = dump_json(entry.model_dump(mode="json", exclude_none=True,
                                          exclude={"line", "uuid", "parentUuid"}))
    yield SystemMessage(meta=meta_of(entry), level=level, text=text, subtype=entry.subtype)
