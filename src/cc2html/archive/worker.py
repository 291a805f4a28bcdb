"""One session file -> one page, run in a worker process.

The same stages as single-file mode (pipeline: read, classify, build; stats;
PageRenderer; writer), plus what the archive keeps about the session: a small
picklable `SessionSummary` for the index pages and the manifest, and the
uuids its summary lines may be matched against. The document never leaves
the worker, so memory stays bounded by the largest session.
"""

from __future__ import annotations

import tempfile
from collections import Counter
from dataclasses import replace
from pathlib import Path
from typing import Any, Optional

from ..classify import ClassifyContext
from ..model import MessageContent, SummaryRecord
from ..pipeline import build_session, make_redactor
from ..read.sniff import NotTranscript
from ..read.transcript import ParseProblem
from ..render.detail import select
from ..render.exports import export_chunks
from ..render.to_html.html import PageInfo, PageRenderer
from ..resources import MissingResource
from ..render.registry import group_counts
from ..tree.stats import (SessionStats, document_active_seconds, document_stats, parse_time,
                          unknown_kinds)
from ..tree.build import Document
from ..tree.cost_value import Cost
from ..tree.prices import bundled_prices
from ..write import OutputError, PartWriter, write_atomic
from .jobs import Job, JobResult, SessionSummary, pack_uuid, stat_and_digest
from .passages import passages
from .search_text import pack_terms, terms, text_js
from .sources import read_copy, write_copy

__all__ = ["Job", "JobResult", "SessionSummary", "pack_uuid", "render_session", "run_job",
           "stat_and_digest"]


_renderer: Optional[PageRenderer] = None


def renderer() -> PageRenderer:
    global _renderer
    if _renderer is None:
        _renderer = PageRenderer(split=False)  # the pool already keeps every core busy
    return _renderer


def _title_kind(doc: Document, messages: list[MessageContent]) -> str:
    first = doc.sessions[0]
    if first.title_source in ("custom", "ai"):  # a title line (tree/session_facts.py)
        return "custom"
    return "summary" if first.summary else "prompt"


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


def _summarise(doc: Document, stats: list[SessionStats], messages: list[MessageContent],
               problems: list[ParseProblem], ctx: ClassifyContext, own_uuids: set[str],
               fallback: str) -> SessionSummary:
    foreign = tuple((m.leaf_uuid, m.summary) for m in messages
                    if isinstance(m, SummaryRecord) and m.leaf_uuid
                    and m.leaf_uuid not in own_uuids)
    own = doc.sessions[0].title if doc.sessions else fallback
    kind = _title_kind(doc, messages) if doc.sessions else "prompt"
    return SessionSummary(
        title=own, own_title=own, title_kind=kind,
        conversations=len(doc.sessions), summaries=foreign,
        skipped=sum(1 for p in problems if not p.kept),
        shown_raw=sum(1 for p in problems if p.kept), warnings=len(ctx.warnings),
        unknown=unknown_kinds(doc.sessions),
        **_aggregate(stats, document_active_seconds(doc.sessions)),
    )


def render_session(job: Job) -> tuple[SessionSummary, bytes, bytes, Optional[PartWriter]]:
    path = job.files[0][1]
    built = build_session(path, job.options.input_format, make_redactor(job.options),
                          dict(job.agents))
    doc, messages, problems, ctx = built.doc, built.messages, built.problems, built.ctx
    own_uuids = {m.meta.uuid for m in messages if m.meta.uuid}
    prices = job.options.prices or bundled_prices()
    stats = document_stats(doc, prices)  # once, for the summary and every output
    summary = _summarise(doc, stats, messages, problems, ctx, own_uuids, path.stem)
    summary = SessionSummary(**{**summary.to_dict(), "redactions": built.redactions})
    if job.title and summary.title_kind == "prompt" and doc.sessions:
        # a summary found in another file of the project: a new document, not an edit of the tree
        titled = replace(doc.sessions[0], title=job.title)
        doc = replace(doc, sessions=[titled, *doc.sessions[1:]])
        summary = SessionSummary(**{**summary.to_dict(), "title": job.title})
    page = job.options.output_format == "html" and job.options.detail == "full"
    info = PageInfo(title=summary.title, source_name=job.key, problems=problems,
                    warnings=ctx.warnings, nav=dict(job.nav), redactions=built.redactions,
                    redacting=built.redacting, last_seen=job.note[0],
                    stays_redacted=job.note[1], copy_href=job.note[2], prices=prices,
                    detail=job.options.detail, colour_src=job.colour_src,
                    parts=PartWriter(job.out) if page else None)  # a large session: parts
    if page:
        write_atomic(job.out, renderer().page(doc, info, stats))
        info.parts.close()  # the parts an earlier run wrote that this one did not
    else:  # Markdown, JSON (export_tree.py), or a page at another --detail level
        write_atomic(job.out, export_chunks(doc, info, stats, job.options.output_format,
                                            renderer()))
    packed = b""
    if job.search is not None:  # archive search: this session's passages and terms
        found = passages(select(doc, job.options.detail)[0])
        write_atomic(job.search[0], [text_js(job.search[1], found)])
        packed = pack_terms(terms(summary.title, found))
    return summary, b"".join(pack_uuid(u) for u in sorted(own_uuids)), packed, info.parts


def run_job(job: Job) -> JobResult:
    """Never raises for a bad input: the error comes back in the result. A session whose
    source is gone is rendered from its kept copy, unpacked into a temporary folder."""
    if job.kept is None:
        return _run(job)
    with tempfile.TemporaryDirectory(prefix="cc2html-") as folder:
        try:
            files, agents = read_copy(job.kept, Path(folder), job.kept_bound)
        except (OSError, ValueError, KeyError, EOFError) as exc:  # tarfile errors are OSError too
            return JobResult(job.key, [], "", error=f"kept copy unreadable: {exc}")
        return _run(replace(job, files=files, agents=agents))


def _keep(job: Job, digest: str) -> int:
    """Write the session's kept copy when it is missing or holds other bytes."""
    if job.keep is None:
        return -1
    target, held = job.keep
    if held == digest and target.is_file():
        return -1
    try:
        return write_copy(target, job.files, job.agents, make_redactor(job.options))
    except FileNotFoundError:  # deleted since it was rendered: the next run sees it gone
        return -1


def _run(job: Job) -> JobResult:
    stats, digest = stat_and_digest(job.files)
    try:
        summary, uuids, packed, parts = render_session(job)
        copied = _keep(job, digest)
    except MissingResource:  # no session can render: the run stops and says why
        raise
    except OutputError as exc:
        return JobResult(job.key, stats, digest, error=f"cannot write: {exc.strerror or exc}",
                         unwritable=True)
    except OSError as exc:
        return JobResult(job.key, stats, digest, error=f"unreadable: {exc.strerror or exc}")
    except NotTranscript as exc:  # changed into one since the plan looked at it
        return JobResult(job.key, stats, digest, error=f"not a transcript: {exc.reason}")
    except Exception as exc:  # a bug must not stop the other sessions
        return JobResult(job.key, stats, digest, error=f"failed: {type(exc).__name__}: {exc}")
    return JobResult(job.key, stats, digest, summary, uuids, terms=packed, copied=copied,
                     parts=tuple(sorted(parts.written)) if parts else (),
                     parts_removed=parts.removed if parts else 0)
