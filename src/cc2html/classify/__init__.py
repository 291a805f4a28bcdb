"""Classify: entries -> content models, through one factory table keyed by entry class.

Adding an entry kind is a model in read/entries.py, a factory here and a registry
row; adding a user-text kind is a rule in `user.USER_TEXT_RULES`; a system
subtype is a row in `system.SYSTEM_SUBTYPES`; a tool is a row in its family's
module under `tools/` (the one table, `tools.TOOLS`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator

from ..read.entries import (AssistantEntry, CustomTitleEntry, Entry, FileHistorySnapshotEntry,
                       LastPromptEntry, PermissionModeEntry, ProgressEntry, SummaryEntry,
                       SystemEntry, UserEntry)
from ..read.entries import (AiTitleEntry, AttachmentEntry, JournalEntry, LedgerEntry,
                            QueueOperationEntry, SessionFactEntry)
from ..read.agent_entries import (AgentNoticeEntry, CompactedEntry, HiddenEntry, InjectedEntry,
                                  InterruptedEntry, RecordedTotalsEntry)
from .agent_records import (classify_compacted, classify_hidden, classify_injected,
                            classify_interrupted, classify_notice, classify_totals)
from ..model import MessageContent
from .assistant import classify_assistant
from .attachments import classify_attachment, classify_queue_operation
from .context import ClassifyContext
from .journal import classify_journal
from .progress import classify_progress_entry
from .records import (classify_bookkeeping, classify_summary,
                      classify_title, classify_unknown)
from .session_facts import classify_ai_title, classify_ledger, classify_session_fact
from .system import classify_system
from .user import classify_user

Factory = Callable[[Entry, ClassifyContext], Iterator[MessageContent]]

FACTORIES: dict[type[Entry], Factory] = {
    UserEntry: classify_user,  # type: ignore[dict-item]
    AssistantEntry: classify_assistant,  # type: ignore[dict-item]
    SystemEntry: classify_system,  # type: ignore[dict-item]
    SummaryEntry: classify_summary,  # type: ignore[dict-item]
    CustomTitleEntry: classify_title,  # type: ignore[dict-item]
    ProgressEntry: classify_progress_entry,  # type: ignore[dict-item]  # wraps classify_progress
    FileHistorySnapshotEntry: classify_bookkeeping,
    PermissionModeEntry: classify_bookkeeping,
    LastPromptEntry: classify_bookkeeping,
    QueueOperationEntry: classify_queue_operation,  # type: ignore[dict-item]
    AttachmentEntry: classify_attachment,  # type: ignore[dict-item]
    # Claude Code 2.1.1xx-2.1.2xx session lines (classify/session_facts.py)
    AiTitleEntry: classify_ai_title,  # type: ignore[dict-item]
    SessionFactEntry: classify_session_fact,  # type: ignore[dict-item]
    LedgerEntry: classify_ledger,
    JournalEntry: classify_journal,  # type: ignore[dict-item]  # a workflow journal's lines
    # the other agents' adapters (read/codex.py, read/gemini.py)
    AgentNoticeEntry: classify_notice,  # type: ignore[dict-item]
    InjectedEntry: classify_injected,  # type: ignore[dict-item]
    HiddenEntry: classify_hidden,  # type: ignore[dict-item]
    CompactedEntry: classify_compacted,  # type: ignore[dict-item]
    InterruptedEntry: classify_interrupted,  # type: ignore[dict-item]
    RecordedTotalsEntry: classify_totals,  # type: ignore[dict-item]
}


def classify_entry(entry: Entry, ctx: ClassifyContext) -> Iterator[MessageContent]:
    factory = FACTORIES.get(type(entry), classify_unknown)
    yield from factory(entry, ctx)


def classify(entries: Iterable[Entry], ctx: ClassifyContext) -> Iterator[MessageContent]:
    get = FACTORIES.get  # (`classify_entry` inlined: one generator less per entry)
    for entry in entries:
        yield from get(type(entry), classify_unknown)(entry, ctx)


__all__ = ["FACTORIES", "ClassifyContext", "classify", "classify_entry"]
