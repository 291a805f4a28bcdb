"""Render each file for `cc2html ci` and keep, per session, what its summary states.

Each file goes through the pipeline as `cc2html FILE -o PAGE` does (build_session, then
write_built), and the stats its page states come back with it: a session's facts are
render/facts.py's `session_facts` of those stats, never counted again here. Beside them,
what the facts do not hold and a CI summary needs: the first prompt, the final answer,
the run's result line (an SDK log's `result`: subtype, error or not, its `errors` as
the notice states them) and how
many tool calls failed (tree/changes.py `failed`, over every node of the session).

A session rendered from two files (the execution file and the runner's transcript of the
same run share a session id) is one run: the file with a result line states it, the
other page is listed beside it (`also`).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Optional

from ..model import AssistantTextMessage, ToolUseMessage
from ..model.sdk import ResultNotice
from ..options import Options
from ..pipeline import build_session, make_redactor, write_built
from ..read.sniff import NotTranscript
from ..render.facts import Fact, session_facts
from ..tree.changes import failed, main_thread
from ..tree.nodes import Session
from ..tree.stats import SessionStats, _is_prompt as is_prompt
from ..tree.turns import substantive
from ..write import OutputError, portable_name


@dataclass(frozen=True)
class RunResult:
    """The log's last `result` line."""

    subtype: str  # success, error_max_turns, error_during_execution …
    failed: bool  # an error subtype, or `is_error`
    text: str  # the final result it gives ("" for an error subtype)
    errors: tuple[str, ...] = ()


@dataclass
class SessionRun:
    """One session of a rendered file: where its page is and what its summary says."""

    source: Path
    page: Path
    session_id: str
    title: str
    prompt: str  # the first prompt ("": the log holds none)
    answer: str  # the result's text, else the main thread's last substantive answer
    result: Optional[RunResult]
    facts: tuple[Fact, ...]
    failed_calls: int
    masked: dict[str, int] = field(default_factory=dict)  # secrets masked in its file
    also: list[Path] = field(default_factory=list)  # pages of the same session's other files


@dataclass
class Rendered:
    """What a `cc2html ci` run rendered, and what it could not (path, reason)."""

    runs: list[SessionRun] = field(default_factory=list)
    refused: list[tuple[Path, str]] = field(default_factory=list)


def page_for(path: Path, folder: Optional[Path], out: Path) -> Path:
    """A file's page: OUT/<name>.html, or OUT/<folder's name>/<its path under the folder
    given>.html (~/.claude/projects/P/S.jsonl: OUT/projects/P/S.html)."""
    relative = Path(folder.name or "folder", path.relative_to(folder)) if folder is not None \
        else Path(path.name)
    parts = [portable_name(part) for part in relative.with_suffix(".html").parts]
    return out.joinpath(*parts)


def _errors(notice: ResultNotice) -> tuple[str, ...]:
    """The result line's `errors` as its notice states them: the "Errors" fact, a list
    as JSON text (classify/sdk/notices.py `result`, `value_text`)."""
    text = dict(notice.facts).get("Errors", "")
    if not text:
        return ()
    try:
        value = json.loads(text)
    except ValueError:  # a string, not a list
        return (text,)
    return tuple(v if isinstance(v, str) else json.dumps(v) for v in value) \
        if isinstance(value, list) else (text,)


def _result(session: Session) -> Optional[RunResult]:
    notices = [m for m in session.messages if isinstance(m, ResultNotice)]
    if not notices:
        return None
    last = notices[-1]
    return RunResult(last.kind.removeprefix("result/"), last.level == "error",
                     last.result_text, _errors(last))


def _answer(session: Session) -> str:
    texts = [node.msg.text.strip() for node in main_thread(session.nodes)
             if isinstance(node.msg, AssistantTextMessage) and node.msg.text.strip()]
    return next((text for text in reversed(texts) if substantive(text)),
                texts[-1] if texts else "")


def session_run(source: Path, page: Path, session: Session, stats: SessionStats,
                masked: dict[str, int]) -> SessionRun:
    """One session's summary facts (its stats are the ones its page was rendered with)."""
    result = _result(session)
    prompt = next((m.text for m in session.messages if is_prompt(m)), "")  # type: ignore[attr-defined]
    calls = [node for node in session.walk() if isinstance(node.msg, ToolUseMessage)]
    return SessionRun(source, page, session.session_id, session.title, prompt.strip(),
                      result.text.strip() if result and result.text.strip() else _answer(session),
                      result, session_facts(stats), sum(1 for node in calls if failed(node)),
                      dict(masked))


def render_file(path: Path, page: Path, options: Options, into: Rendered) -> None:
    """Render one file to `page`; its sessions' runs, or why it has no page, into `into`."""
    try:
        built = build_session(path, options.input_format, make_redactor(options))
        page.parent.mkdir(parents=True, exist_ok=True)
        _, stats = write_built(path, built, page, options)
    except NotTranscript as exc:
        into.refused.append((path, f"not a transcript: {exc.reason}"))
        return
    except OutputError as exc:
        into.refused.append((path, f"cannot write its page: {exc.strerror or exc}"))
        return
    except OSError as exc:
        into.refused.append((path, str(exc.strerror or exc)))
        return
    for session, session_stats in zip(built.doc.sessions, stats):
        into.runs.append(session_run(path, page, session, session_stats, built.redactions))


def merge_same_sessions(runs: list[SessionRun]) -> list[SessionRun]:
    """One run per session id: the one with a result line (else the first) states it, the
    others' pages are listed in its `also`. Order: first seen."""
    by_id: dict[str, SessionRun] = {}
    kept: list[SessionRun] = []
    for run in runs:
        first = by_id.get(run.session_id) if run.session_id else None
        if first is None:
            by_id[run.session_id] = run
            kept.append(run)
            continue
        if run.result is not None and first.result is None:
            run.also = [*first.also, first.page]
            by_id[run.session_id] = run
            kept[kept.index(first)] = run
        else:
            first.also.append(run.page)
    return kept


def render_all(files: list[tuple[Path, Optional[Path]]], out: Path,
               options: Options) -> Rendered:
    """Render every file into `out`; the runs, one per session."""
    rendered, used = Rendered(), set()
    for path, folder in files:
        page = page_for(path, folder, out)
        n = 1
        while page in used:  # two files of one name given (a/s.jsonl, b/s.jsonl)
            n += 1
            page = page.with_name(f"{page.stem.removesuffix(f'-{n - 1}')}-{n}.html")
        used.add(page)
        render_file(path, page, options, rendered)
    rendered.runs = merge_same_sessions(rendered.runs)
    return rendered
