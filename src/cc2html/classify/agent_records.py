"""Factories for the adapters' extra entries (read/agent_entries.py): notices, injected
context, hidden lines, compactions and interruptions, as the content models the
transcript and SDK paths already show."""

from __future__ import annotations

from collections.abc import Iterator

from ..model import CompactedSummaryMessage, HiddenRecord, InterruptionMessage, MessageContent
from ..model.items import TextItem
from ..model.core import TokenUsage
from ..model.numbers import count
from ..model.sdk import InjectedContextMessage, NoticeMessage, ResultNotice
from ..read.agent_entries import (AgentNoticeEntry, CompactedEntry, HiddenEntry, InjectedEntry,
                                  InterruptedEntry, RecordedTotalsEntry)
from .context import ClassifyContext, meta_of


def classify_notice(entry: AgentNoticeEntry, ctx: ClassifyContext) -> Iterator[MessageContent]:
    yield NoticeMessage(meta=meta_of(entry), kind=entry.kind, title=entry.title,
                        text=entry.text, level=entry.level, facts=entry.facts, body=entry.body)


def classify_injected(entry: InjectedEntry, ctx: ClassifyContext) -> Iterator[MessageContent]:
    yield InjectedContextMessage(meta=meta_of(entry), items=(TextItem(text=entry.text),),
                                 reason=entry.reason)


def classify_hidden(entry: HiddenEntry, ctx: ClassifyContext) -> Iterator[MessageContent]:
    yield HiddenRecord(meta=meta_of(entry), kind=entry.kind, reason=entry.reason)


def classify_compacted(entry: CompactedEntry, ctx: ClassifyContext) -> Iterator[MessageContent]:
    yield CompactedSummaryMessage(meta=meta_of(entry),
                                  summary_text=entry.summary or "(no summary recorded)")


def classify_interrupted(entry: InterruptedEntry,
                         ctx: ClassifyContext) -> Iterator[MessageContent]:
    yield InterruptionMessage(meta=meta_of(entry), text=entry.text)


def classify_totals(entry: RecordedTotalsEntry,
                    ctx: ClassifyContext) -> Iterator[MessageContent]:
    """The agent's recorded totals as a result notice: the session's tokens and cost."""
    raw = entry.usage if isinstance(entry.usage, dict) else {}
    usage = TokenUsage(**{k: count(raw.get(k)) or 0 for k in (
        "input_tokens", "output_tokens", "cache_creation_input_tokens",
        "cache_read_input_tokens")})
    facts = (("Cost (USD)", f"{entry.cost_usd:.4f}"),) if entry.cost_usd is not None else ()
    yield ResultNotice(meta=meta_of(entry), kind=f"{entry.type}/totals", title=entry.title,
                       text=entry.text, facts=facts, usage=usage, cost_usd=entry.cost_usd)
