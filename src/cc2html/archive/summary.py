"""A session's index row (jobs.SessionSummary) from its facts, for the whole build
(worker.py) and for a session streamed segment by segment (stream_job.py): one place
turns stats, problems and titles into the row, so both give the same row."""

from __future__ import annotations

from collections import Counter
from typing import Any, Optional

from ..read.transcript import ParseProblem
from ..render.registry import group_counts
from ..tree.cost_value import Cost
from ..tree.stats import SessionStats, parse_time
from .jobs import SessionSummary, pack_uuid

__all__ = ["pack_uuids", "summarise", "title_kind"]


def pack_uuids(uuids: Any) -> bytes:
    """The uuids packed 16 bytes each (jobs.pack_uuid), once each, in byte order (the
    archive looks a summary's leaf up in them: titles.py)."""
    return b"".join(sorted({pack_uuid(u) for u in uuids}))


def title_kind(source: str, summary: Any) -> str:
    """What titled the file's first session: its title line (tree/session_facts.py), its
    summary, or its prompt (then another file's summary may title it: titles.py)."""
    if source in ("custom", "ai"):
        return "custom"
    return "summary" if summary else "prompt"


def _aggregate(all_stats: list[SessionStats], active: Optional[float]) -> dict[str, Any]:
    """The file's sessions' facts together; `active`: their active time over all their
    times (tree/stats.document_active_seconds), not the sum of each one's."""
    kinds: Counter[str] = Counter()
    tokens = [0, 0, 0, 0]
    models: dict[str, None] = {}
    for st in all_stats:
        kinds.update(group_counts(st.classes))
        u = st.usage
        for n, value in enumerate((u.input_tokens, u.output_tokens,
                                   u.cache_creation_input_tokens, u.cache_read_input_tokens)):
            tokens[n] += value
        models.update(dict.fromkeys(st.models))
    stamps = sorted((when, s) for st in all_stats for s in (st.started, st.ended)
                    if s and (when := parse_time(s)) is not None)
    started = stamps[0] if stamps else None
    ended = stamps[-1] if stamps else None
    duration = (ended[0] - started[0]).total_seconds() if started and ended else None
    first = lambda name: next((getattr(st, name) for st in all_stats if getattr(st, name)), None)  # noqa: E731
    return dict(**_costs(all_stats),started=started[1] if started else None, ended=ended[1] if ended else None,
                duration_s=duration, active_s=active,
                messages=sum(st.messages for st in all_stats),
                prompts=sum(st.prompts for st in all_stats),
                kinds=dict(sorted(kinds.items())), tokens=tuple(tokens), models=tuple(models),
                branch=first("git_branch"), cwd=first("cwd"), agent=first("agent"))


def _costs(all_stats: list[SessionStats]) -> dict[str, Any]:
    """The sessions' cost, summed, and their USD per UTC day, as SessionSummary fields."""
    total, days = Cost(), Counter[str]()
    for st in all_stats:
        total = total + st.cost
        days.update(st.cost_days)
    return dict(cost_usd=total.usd, cost_estimate=total.estimate, cost_unpriced=total.unpriced,
                cost_synthetic=total.synthetic, cost_table=total.described,
                cost_days=dict(sorted(days.items())))


def summarise(titled: tuple[str, str], conversations: int,
              foreign: tuple[tuple[str, str], ...], problems: list[ParseProblem],
              warnings: int, unknown: dict[str, int], stats: list[SessionStats],
              active: Optional[float], redactions: dict[str, int]) -> SessionSummary:
    """The row: `titled` (the file's own title, its title_kind), `foreign` (its summary
    lines whose leaf is in no message of it: (leaf uuid, text))."""
    return SessionSummary(
        title=titled[0], own_title=titled[0], title_kind=titled[1],
        conversations=conversations, summaries=foreign,
        skipped=sum(1 for p in problems if not p.kept),
        shown_raw=sum(1 for p in problems if p.kept), warnings=warnings,
        unknown=unknown, redactions=redactions, **_aggregate(stats, active))
