"""convert(): the stages in order — read, classify, build tree, render, write."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Optional

from .classify import ClassifyContext
from .read.filebytes import regular_file
from .read.sniff import refuse_non_transcript
from .model import MessageContent
from .options import Options
from .read.transcript import ParseProblem
from .redact.redactor import Redactor
from .render.exports import export_chunks
from .render.to_html.html import PageInfo, PageRenderer
from .tree.prices import bundled_prices
from .tree.stats import SessionStats, document_stats, unknown_kinds
from .read.agents import by_name, resolve_format
from .read.codex_children import child_rollouts
from .read.persisted import PersistedFiles
from .read.sidecars import is_agent_file, tool_results_folder
from .tree.build import Document, build_document
from .write import PartWriter, write_atomic, write_stdout
from .options import Result, make_redactor
from . import stream
from .classify.files import load_sidecars, read_messages, sidecar_files
from .tree.workflows import load_runs, warn_unplaced

__all__ = ["Built", "Options", "Result", "build", "build_session", "convert",
           "load_runs", "load_sidecars", "make_redactor", "read_messages", "sidecar_files"]


@dataclass
class Built:
    """One session file read, classified and built into a document (before rendering)."""

    doc: Document
    messages: list[MessageContent]  # the file's own messages (not its subagents')
    problems: list[ParseProblem]
    ctx: ClassifyContext
    redactions: dict[str, int]
    redacting: bool


def _codex_children(path: Path, messages: list[MessageContent],
                    given: Optional[dict[str, Path]]) -> dict[str, Path]:
    """A Codex thread's subagent threads: the archive's (`given`), else those found beside
    it (read/codex_children.py; none for a pipe)."""
    if given is not None:
        return given
    thread = next((m.meta.session_id for m in messages if m.meta.session_id), None)
    return child_rollouts(path, thread) if path.is_file() else {}


def _row_children(path: Path, children: Any, given: Optional[dict[str, Path]]
                  ) -> dict[str, Path]:
    """The subagent files a format's row finds beside a session (Cursor's `subagents/`,
    opencode's child sessions), with any the archive gives (none for a pipe or a row
    without them)."""
    if children is None:
        return {}
    found = children(path) if path.is_file() else {}
    return {**found, **(given or {})}


def build_session(path: Path, input_format: str = "auto", redactor: Optional[Redactor] = None,
                  agent_files: Optional[dict[str, Path]] = None) -> Built:
    """Read → classify → build tree for one file; `agent_files` overrides sidecar discovery.
    Raises NotTranscript (read/sniff.py) for a file that is no transcript at all."""
    problems: list[ParseProblem] = []
    ctx = ClassifyContext()
    with regular_file(path) as readable:  # a pipe can be read once only
        refuse_non_transcript(readable)
        fmt = resolve_format(readable, input_format)
        own = not is_agent_file(path.name) and fmt == "transcript"
        if own:  # results Claude Code moved to files: read by name from its own folder only
            ctx.persisted = PersistedFiles(tool_results_folder(path), redactor)
        messages = read_messages(readable, problems, ctx, fmt, redactor)
    row = by_name(fmt)
    files = (sidecar_files(path) if agent_files is None else agent_files) if own else \
        _codex_children(path, messages, agent_files) if fmt == "codex" else \
        _row_children(path, row.children, agent_files)
    # the session's own (nested, a Codex subagent thread, a row's children, or given by the
    # archive): kept even when no line names it
    mine = {k for k, f in files.items() if agent_files is not None or fmt == "codex"
            or row.children is not None or f.parent != path.parent}
    sidecars = load_sidecars(path, ctx, problems, files, redactor,
                             fmt if fmt == "codex" or row.children else "transcript")
    runs = load_runs(path, ctx, problems, redactor) if own else {}
    doc = build_document(messages, sidecars, runs, mine, {k: f.name for k, f in files.items()})
    warn_unplaced(doc.sessions, ctx.warn)
    redactions = redactor.summary() if redactor is not None else {}
    return Built(doc, messages, problems, ctx, redactions, redactor is not None)


def build(path: Path, input_format: str = "auto", redactor: Optional[Redactor] = None
          ) -> tuple[Document, list[ParseProblem], ClassifyContext]:
    built = build_session(path, input_format, redactor)
    return built.doc, built.problems, built.ctx


def convert(path: Path, output: Optional[Path], renderer: Optional[PageRenderer] = None,
            source_name: Optional[str] = None, options: Options = Options(),
            parts: bool = True) -> Result:
    """Convert one transcript; `output=None` writes the page to stdout. `parts=False`: one
    page whatever its size (`publish`: a gist holds files, not a folder)."""
    if output is not None and (parts or options.output_format != "html"):
        # a large Claude Code transcript, a segment at a time (stream.py)
        streamed = stream.streamed(path, output, options, renderer, source_name)
        if streamed is not None:
            return streamed
    built = build_session(path, options.input_format, make_redactor(options))
    return write_built(path, built, output, options, renderer, source_name, parts)[0]


def write_built(path: Path, built: Built, output: Optional[Path], options: Options,
                renderer: Optional[PageRenderer] = None, source_name: Optional[str] = None,
                parts: bool = True) -> tuple[Result, list[SessionStats]]:
    """Render a built session file and write it (`output=None`: to stdout); what was done
    and the sessions' stats, the facts the page states (`cc2html ci` summarises them).
    A large session's page written to a file is a head plus parts (render/to_html/split.py)
    unless `parts` is False."""
    doc, problems, ctx, redactions = built.doc, built.problems, built.ctx, built.redactions
    info = PageInfo(
        title=doc.sessions[0].title if doc.sessions else path.stem,
        source_name=source_name or path.name,
        problems=problems,
        warnings=ctx.warnings,
        redactions=redactions,
        redacting=built.redacting,
        prices=options.prices or bundled_prices(),
        detail=options.detail,
        # a large session's page splits into a head and parts beside it (not on stdout)
        parts=PartWriter(output) if parts and output is not None
        and options.output_format == "html" else None,
    )
    stats = document_stats(doc, info.prices)  # once: every output states these facts
    chunks = export_chunks(doc, info, stats, options.output_format, renderer)
    size = write_atomic(output, chunks) if output is not None else write_stdout(chunks)
    if info.parts is not None:
        info.parts.close()  # the parts an earlier, larger run left
    return Result(path, output, problems, ctx.warnings, len(doc.sessions), size, redactions,
                  unknown_kinds(doc.sessions)), stats
