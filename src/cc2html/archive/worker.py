"""One session file -> one page, run in a worker process.

The same stages as single-file mode (pipeline: read, classify, build; stats;
PageRenderer; writer), plus what the archive keeps about the session: a small
picklable `SessionSummary` for the index pages and the manifest, and the
uuids its summary lines may be matched against. The document never leaves
the worker, so memory stays bounded by the largest session.
"""

from __future__ import annotations

import hashlib
import os
from collections import Counter
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, Optional

from ..factories import ClassifyContext
from ..messages import MessageContent, SummaryRecord, TitleRecord
from ..pipeline import Options, build_session, make_redactor
from ..reader import ParseProblem
from ..render.html import PageInfo, PageRenderer
from ..stats import SessionStats, parse_time, session_stats, unknown_kinds
from ..tree import Document
from ..writer import write_atomic
from .search_text import pack_terms, passages, terms, text_js


@dataclass(frozen=True)
class Job:
    key: str  # the session file relative to the archive root
    files: tuple[tuple[str, Path], ...]  # (rel, path): the session file, then its subagents
    agents: tuple[tuple[str, Path], ...]  # (agent id, path)
    out: Path
    title: Optional[str] = None  # another file's summary for this session, if any
    nav: tuple[tuple[str, str], ...] = ()
    options: Options = Options()
    size: int = 0  # bytes of all inputs, for scheduling
    search: Optional[tuple[Path, str]] = None  # (passages file, page rel to OUT): archive search


@dataclass(frozen=True)
class SessionSummary:
    title: str  # as rendered
    own_title: str  # what this file alone says
    title_kind: str  # "custom" | "summary" | "prompt"
    started: Optional[str] = None
    ended: Optional[str] = None
    duration_s: Optional[float] = None
    messages: int = 0
    kinds: dict[str, int] = field(default_factory=dict)
    tokens: tuple[int, int, int, int] = (0, 0, 0, 0)  # in, out, cache write, cache read
    models: tuple[str, ...] = ()
    branch: Optional[str] = None
    cwd: Optional[str] = None
    conversations: int = 1  # sessionIds in the file
    summaries: tuple[tuple[str, str], ...] = ()  # (leafUuid, text) not matching this file
    skipped: int = 0  # lines that could not be read
    shown_raw: int = 0  # lines of the wrong shape, shown as raw JSON
    warnings: int = 0
    unknown: dict[str, int] = field(default_factory=dict)  # unrecognised kinds, shown raw
    redactions: dict[str, int] = field(default_factory=dict)  # --redact: kind -> count masked

    @property
    def total_tokens(self) -> int:
        return sum(self.tokens)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "SessionSummary":
        data = dict(data)
        for key in ("tokens", "models"):
            data[key] = tuple(data[key])
        data["summaries"] = tuple(tuple(pair) for pair in data["summaries"])
        return cls(**data)


@dataclass(frozen=True)
class JobResult:
    key: str
    stats: list[list[Any]]  # [[rel, size, mtime_ns], ...] as read
    digest: str
    summary: Optional[SessionSummary] = None
    uuids: bytes = b""
    error: Optional[str] = None
    terms: bytes = b""  # the session's search terms, packed (search_text.pack_terms)


_renderer: Optional[PageRenderer] = None


def renderer() -> PageRenderer:
    global _renderer
    if _renderer is None:
        _renderer = PageRenderer(split=False)  # the pool already keeps every core busy
    return _renderer


def stat_and_digest(files: tuple[tuple[str, Path], ...]) -> tuple[list[list[Any]], str]:
    """Stat, then hash, every input (before reading it: a later append is seen as a change)."""
    stats, digest = [], hashlib.sha256()
    for rel, path in files:
        try:
            st = os.stat(path)
            stats.append([rel, st.st_size, st.st_mtime_ns])
            with open(path, "rb") as fh:
                digest.update(rel.encode("utf-8") + b"\0")
                while chunk := fh.read(1 << 20):
                    digest.update(chunk)
        except OSError:
            stats.append([rel, -1, 0])
            digest.update(rel.encode("utf-8") + b"\0missing")
        digest.update(b"\0")
    return stats, digest.hexdigest()[:40]


def pack_uuid(text: str) -> bytes:
    if len(text) == 36:
        try:
            return bytes.fromhex(text.replace("-", ""))
        except ValueError:
            pass
    return hashlib.md5(text.encode("utf-8")).digest()


def _title_kind(doc: Document, messages: list[MessageContent]) -> str:
    first = doc.sessions[0]
    if any(isinstance(m, TitleRecord) and (m.meta.session_id or "") == first.session_id
           and m.title for m in messages):
        return "custom"
    return "summary" if first.summary else "prompt"


def _aggregate(all_stats: list[SessionStats]) -> dict[str, Any]:
    kinds: Counter[str] = Counter()
    tokens = [0, 0, 0, 0]
    models: dict[str, None] = {}
    for st in all_stats:
        kinds.update(st.kinds)
        u = st.usage
        for n, value in enumerate((u.input_tokens, u.output_tokens,
                                   u.cache_creation_input_tokens, u.cache_read_input_tokens)):
            tokens[n] += value
        models.update(dict.fromkeys(st.models))
    stamps = sorted((parse_time(s), s) for st in all_stats for s in (st.started, st.ended) if s
                    and parse_time(s) is not None)
    started = stamps[0] if stamps else None
    ended = stamps[-1] if stamps else None
    duration = (ended[0] - started[0]).total_seconds() if started and ended else None
    first = lambda name: next((getattr(st, name) for st in all_stats if getattr(st, name)), None)  # noqa: E731
    return dict(started=started[1] if started else None, ended=ended[1] if ended else None,
                duration_s=duration, messages=sum(st.messages for st in all_stats),
                kinds=dict(sorted(kinds.items())), tokens=tuple(tokens), models=tuple(models),
                branch=first("git_branch"), cwd=first("cwd"))


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
        **_aggregate(stats),
    )


def render_session(job: Job) -> tuple[SessionSummary, bytes, bytes]:
    path = job.files[0][1]
    built = build_session(path, job.options.input_format, make_redactor(job.options),
                          dict(job.agents))
    doc, messages, problems, ctx = built.doc, built.messages, built.problems, built.ctx
    own_uuids = {m.meta.uuid for m in messages if m.meta.uuid}
    stats = [session_stats(s) for s in doc.sessions]  # once, for the summary and the page
    summary = _summarise(doc, stats, messages, problems, ctx, own_uuids, path.stem)
    summary = SessionSummary(**{**summary.to_dict(), "redactions": built.redactions})
    if job.title and summary.title_kind == "prompt" and doc.sessions:
        doc.sessions[0].title = job.title  # a summary found in another file of the project
        summary = SessionSummary(**{**summary.to_dict(), "title": job.title})
    info = PageInfo(title=summary.title, source_name=job.key, problems=problems,
                    warnings=ctx.warnings, nav=dict(job.nav), redactions=built.redactions,
                    redacting=built.redacting)
    write_atomic(job.out, renderer().page(doc, info, stats))
    packed = b""
    if job.search is not None:  # archive search: this session's passages and terms
        found = passages(doc)
        write_atomic(job.search[0], [text_js(job.search[1], found)])
        packed = pack_terms(terms(summary.title, found))
    return summary, b"".join(pack_uuid(u) for u in sorted(own_uuids)), packed


def run_job(job: Job) -> JobResult:
    """Never raises for a bad input: the error comes back in the result."""
    stats, digest = stat_and_digest(job.files)
    try:
        summary, uuids, packed = render_session(job)
    except OSError as exc:
        return JobResult(job.key, stats, digest, error=f"unreadable: {exc.strerror or exc}")
    except Exception as exc:  # a bug must not stop the other sessions
        return JobResult(job.key, stats, digest, error=f"failed: {type(exc).__name__}: {exc}")
    return JobResult(job.key, stats, digest, summary, uuids, terms=packed)
