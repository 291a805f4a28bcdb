"""One session file -> one page, run in a worker process.

The same stages as single-file mode (pipeline: read, classify, build; stats;
PageRenderer; writer), plus what the archive keeps about the session: a small
picklable `SessionSummary` for the index pages and the manifest, and the
uuids its summary lines may be matched against. The document never leaves
the worker, so memory stays bounded by the largest session.
"""

from __future__ import annotations

import tempfile
from dataclasses import replace
from pathlib import Path
from typing import Optional

from ..classify import ClassifyContext
from ..model import MessageContent, SummaryRecord
from ..pipeline import build_session, make_redactor
from ..read.sniff import NotTranscript
from ..read.transcript import ParseProblem
from ..render.detail import select
from ..render.exports import export_chunks
from ..render.to_html.html import PageRenderer
from ..resources import MissingResource
from ..tree.stats import SessionStats, document_active_seconds, document_stats, unknown_kinds
from ..tree.build import Document
from ..tree.prices import bundled_prices
from ..write import OutputError, PartWriter, write_atomic
from .jobs import Job, JobResult, SessionSummary, pack_uuid, stat_and_digest
from . import stream_job
from .passages import passages
from .sources import read_copy, write_copy
from .summary import pack_uuids, summarise, title_kind

__all__ = ["Job", "JobResult", "SessionSummary", "pack_uuid", "render_session", "run_job",
           "stat_and_digest"]


_renderer: Optional[PageRenderer] = None


def renderer() -> PageRenderer:
    global _renderer
    if _renderer is None:
        _renderer = PageRenderer(split=False)  # the pool already keeps every core busy
    return _renderer


def _summarise(doc: Document, stats: list[SessionStats], messages: list[MessageContent],
               problems: list[ParseProblem], ctx: ClassifyContext, own_uuids: set[str],
               fallback: str, redactions: dict[str, int]) -> SessionSummary:
    foreign = tuple((m.leaf_uuid, m.summary) for m in messages
                    if isinstance(m, SummaryRecord) and m.leaf_uuid
                    and m.leaf_uuid not in own_uuids)
    first = doc.sessions[0] if doc.sessions else None
    titled = (first.title, title_kind(first.title_source, first.summary)) if first else \
        (fallback, "prompt")
    return summarise(titled, len(doc.sessions), foreign, problems, len(ctx.warnings),
                     unknown_kinds(doc.sessions), stats,
                     document_active_seconds(doc.sessions), redactions)


def render_session(job: Job) -> tuple[SessionSummary, bytes, bytes, Optional[PartWriter]]:
    path = job.files[0][1]
    if not job.agents and job.options.output_format == "html" and job.options.detail == "full":
        done = stream_job.render(job, path, renderer())  # a huge session: segment by segment
        if done is not None:
            return done
    built = build_session(path, job.options.input_format, make_redactor(job.options),
                          dict(job.agents))
    doc, messages, problems, ctx = built.doc, built.messages, built.problems, built.ctx
    own_uuids = {m.meta.uuid for m in messages if m.meta.uuid}
    prices = job.options.prices or bundled_prices()
    stats = document_stats(doc, prices)  # once, for the summary and every output
    summary = _summarise(doc, stats, messages, problems, ctx, own_uuids, path.stem,
                         built.redactions)
    if job.title and summary.title_kind == "prompt" and doc.sessions:
        # a summary found in another file of the project: a new document, not an edit of the tree
        titled = replace(doc.sessions[0], title=job.title)
        doc = replace(doc, sessions=[titled, *doc.sessions[1:]])
        summary = SessionSummary(**{**summary.to_dict(), "title": job.title})
    page = job.options.output_format == "html" and job.options.detail == "full"
    info = stream_job.page_info(job, prices, built.redacting, title=summary.title,
                                problems=problems, warnings=ctx.warnings,
                                redactions=built.redactions,
                                parts=PartWriter(job.out) if page else None)  # large: parts
    if page:
        write_atomic(job.out, renderer().page(doc, info, stats))
        info.parts.close()  # the parts an earlier run wrote that this one did not
    else:  # Markdown, JSON (export_tree.py), or a page at another --detail level
        write_atomic(job.out, export_chunks(doc, info, stats, job.options.output_format,
                                            renderer()))
    found = passages(select(doc, job.options.detail)[0]) if job.search is not None else []
    packed = stream_job.write_search(job, summary.title, found)  # archive search
    return summary, pack_uuids(own_uuids), packed, info.parts


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
